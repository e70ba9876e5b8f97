/**
 * The sandbox owns up to what it decides: every refusal names its basis (a decision of its own or
 * a rule of the spec), which the type check requires, and the basis stays out of the answer.
 * docs/sandbox.md's list is generated from the same tables (`src/sandbox/decisions.json`, by
 * `scripts/doc-section.mjs sandbox`), which ship with nothing: the test reads them as the page serves them.
 */
import { expect } from '@open-wc/testing';
import { decide } from '../../src/sandbox/decisions.js';
import type tables from '../../src/sandbox/decisions.json';
import { fail, forbidden, HttpError, notFound } from '../../src/sandbox/http.js';

/** The error a refusal helper throws. */
function thrown(refuse: () => never): HttpError {
  try {
    refuse();
  } catch (error) {
    if (error instanceof HttpError) return error;
  }
  throw new Error('the helper did not refuse');
}

describe('sandbox: decisions', () => {
  it('a refusal without a basis does not typecheck; with one, the answer carries code and field but not the basis', async () => {
    // @ts-expect-error: a refusal must name its basis first
    expect(() => fail(409, 'LEDGER_NOT_ACTIVE', 'No.', 'ledgerId')).to.throw();
    // @ts-expect-error: not a decision id nor a spec rule
    expect(() => forbidden('no-such-decision', 'No.')).to.throw();
    const refusal = thrown(() => fail('cards-need-active-ledger', 409, 'LEDGER_NOT_ACTIVE', 'No.', 'ledgerId'));
    expect(refusal.basis).to.equal('cards-need-active-ledger');
    expect(await refusal.toResponse().json()).to.deep.equal({ code: 'LEDGER_NOT_ACTIVE', message: 'No.', field: 'ledgerId' });
    expect(thrown(() => notFound('spec:unknown-id', 'card')).basis).to.equal('spec:unknown-id');
  });

  it('decide() marks a decision and changes nothing', () => {
    const value = { status: 'VALID' };
    expect(decide('beneficiary-valid-at-once', value)).to.equal(value);
  });

  it('each decision says what the sandbox does, what the spec says, and where; those the design keeps say why', async () => {
    const response = await fetch(new URL('../../src/sandbox/decisions.json', import.meta.url));
    const { decisions: DECISIONS, specRules: SPEC_RULES }: typeof tables = await response.json();
    for (const [id, decision] of Object.entries(DECISIONS)) {
      expect(id, id).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(decision.does, id).to.match(/^\S.*\.$/);
      expect(decision.spec, id).to.match(/^\S.*\.$/);
      expect(decision.where.length, id).to.be.greaterThan(0);
    }
    const kept = Object.entries(DECISIONS).filter(([, decision]) => 'accepted' in decision).map(([id]) => id);
    expect(kept).to.deep.equal(['waiting-sca-202', 'sca-409-with-id']);
    for (const [id, rule] of Object.entries(SPEC_RULES)) expect(rule.says, id).to.match(/^\S.*\.$/);
  });
});
