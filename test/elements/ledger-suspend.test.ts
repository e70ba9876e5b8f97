/** <svc-ledger-suspend>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/ledger-suspend/define.js';
import type { SvcLedgerSuspend } from '../../src/elements/ledger-suspend/svc-ledger-suspend.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { createClient } from '../../src/client/client.js';
import { createSandboxAdapter, SEED, SUSPENSION_RULE_TYPE, type Sandbox } from '../../src/sandbox/index.js';
import type { SvcSuccessEvent } from '../../src/elements/base/events.js';
import { click, hasPart, part, partText, press, requestsOf, root, submitSays, typeIn } from './form-helpers.js';

const { ledgers: L, cards: CA } = SEED;

const suspensions = (sandbox: Sandbox) => requestsOf(sandbox, 'suspendLedger');

async function setup(attributes: { ledgerId?: string; operator?: string; staff?: boolean } = {}) {
  const { adapter, sandbox } = createSandboxAdapter();
  const { content } = await createClient(adapter).listLedgers({ query: { pageSize: 100 } });
  const ledger = content.find((candidate) => candidate.id === (attributes.ledgerId ?? L.aliceMain));
  const el = await fixture<SvcLedgerSuspend>(html`<svc-ledger-suspend
    .adapter=${adapter}
    .ledger=${ledger}
    ledger-id=${attributes.ledgerId ?? L.aliceMain}
    .operator=${attributes.operator}
    ?staff=${attributes.staff ?? false}
  ></svc-ledger-suspend>`);
  const before = sandbox.requests.length;
  return { el, sandbox, sent: () => sandbox.requests.length - before };
}

describe('<svc-ledger-suspend>', () => {
  it('asks first, saying every card is suspended too; Yes suspends the ledger and its cards', async () => {
    const { el, sandbox, sent } = await setup();
    const successes: SvcSuccessEvent[] = [];
    el.addEventListener('svc-success', (event) => successes.push(event));
    expect(partText(el, 'details')).to.match(/^Account Main account FR\d{2}/);
    await typeIn(el, 'reason', '  Card reported stolen  ');
    await click(el, 'input[name="blockIncomingTransaction"][value="true"]');
    await press(el, 'submit-button');
    await waitUntil(() => root(el).activeElement === part(el, 'confirm-button'), 'focus is not on Yes, suspend');
    expect(partText(el, 'notice')).to.equal(
      'Suspend Main account? Every card of this account is suspended too. Incoming transactions will be blocked, and each card gets a transaction limit of 0. Yes, suspend Go back',
    );
    expect(part(el, 'confirm-button')!.getAttribute('aria-describedby') ?? part(el, 'notice')!.getAttribute('aria-describedby')).to.equal('confirm-text');
    expect(sent(), 'nothing before the confirmation').to.equal(0);
    await press(el, 'confirm-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(partText(el, 'success')).to.equal('Main account is suspended, and so are its cards.');
    expect(suspensions(sandbox).map((request) => request.body)).to.deep.equal([{ reason: 'Card reported stolen', blockIncomingTransaction: true }]);
    expect(successes.map((event) => event.detail.operation)).to.deep.equal(['suspendLedger']);
    expect(hasPart(el, 'notice')).to.equal(false);
    expect(sandbox.data.ledgers.get(L.aliceMain)!.status).to.equal('SUSPENDED');
    const card = sandbox.data.cards.get(CA.alicePhysical)!;
    expect(card.status).to.equal('SUSPENDED');
    expect(card.rules.some((rule) => rule.creatorType === 'SERVICE' && rule.type === SUSPENSION_RULE_TYPE && rule.value === 0)).to.equal(true);
  });

  it('keeping incoming transactions is said in the confirmation too', async () => {
    const { el } = await setup();
    await typeIn(el, 'reason', 'Customer request');
    await click(el, 'input[name="blockIncomingTransaction"][value="false"]');
    await press(el, 'submit-button');
    expect(partText(el, 'notice')).to.contain('Every card of this account is suspended too. Incoming transactions will still be accepted.');
  });

  it('reason and the incoming-transactions choice are required: no confirmation, nothing sent', async () => {
    const { el, sent } = await setup();
    expect(await submitSays(el, 'reason', 'blockIncomingTransaction')).to.deep.equal({ reason: 'This field is required.', blockIncomingTransaction: 'This field is required.' });
    expect(hasPart(el, 'notice')).to.equal(false);
    await typeIn(el, 'reason', '   ');
    expect(await submitSays(el, 'reason')).to.deep.equal({ reason: 'This field is required.' });
    expect(sent()).to.equal(0);
  });

  it(`the reason: ${KIT_LIMITS.name.max} characters are sent, one more is refused on the field and nothing is sent`, async () => {
    const { el, sandbox, sent } = await setup();
    el.value = { reason: 'x'.repeat(KIT_LIMITS.name.max + 1), blockIncomingTransaction: false };
    expect(await submitSays(el, 'reason')).to.deep.equal({ reason: `Enter at most ${KIT_LIMITS.name.max} characters.` });
    expect(hasPart(el, 'notice')).to.equal(false);
    expect(sent()).to.equal(0);
    el.value = { reason: 'x'.repeat(KIT_LIMITS.name.max), blockIncomingTransaction: false };
    await press(el, 'submit-button');
    await press(el, 'confirm-button');
    await waitUntil(() => suspensions(sandbox).length === 1 && hasPart(el, 'success'), 'the longest reason was not sent');
    expect((suspensions(sandbox)[0]!.body as { reason: string }).reason).to.have.length(KIT_LIMITS.name.max);
  });

  it('Go back closes the confirmation and sends nothing; editing a value closes it too', async () => {
    const { el, sent } = await setup();
    await typeIn(el, 'reason', 'Customer request');
    await click(el, 'input[name="blockIncomingTransaction"][value="false"]');
    await press(el, 'submit-button');
    await press(el, 'back-button');
    expect(hasPart(el, 'notice')).to.equal(false);
    await waitUntil(() => root(el).activeElement === part(el, 'submit-button'), 'focus is not back on the submit button');
    await press(el, 'submit-button');
    expect(hasPart(el, 'notice')).to.equal(true);
    await typeIn(el, 'reason', 'Customer request, by phone');
    expect(hasPart(el, 'notice')).to.equal(false);
    expect(sent()).to.equal(0);
  });

  it('an end-user page never offers the SERVICE operator; a staff page does', async () => {
    const options = (el: SvcLedgerSuspend) => [...root(el).querySelectorAll('select[name="operator"] option')].map((option) => option.textContent!.trim());
    const endUser = await setup();
    expect(options(endUser.el)).to.deep.equal(['Not given', 'The customer', 'The partner']);
    const staff = await setup({ staff: true });
    expect(options(staff.el)).to.deep.equal(['Not given', 'The customer', 'The partner', 'The service operator']);
    expect(staff.el.hasAttribute('staff')).to.equal(true);
  });

  it('the operator: chosen in its field, or pinned by the operator attribute', async () => {
    const chosen = await setup({ staff: true });
    expect([...root(chosen.el).querySelectorAll('select[name="operator"] option')].map((option) => option.textContent!.trim())).to.deep.equal([
      'Not given', 'The customer', 'The partner', 'The service operator',
    ]);
    const select = root(chosen.el).querySelector<HTMLSelectElement>('select[name="operator"]')!;
    select.value = 'END_USER';
    select.dispatchEvent(new Event('change'));
    chosen.el.value = { ...chosen.el.value, reason: 'Asked by the customer', blockIncomingTransaction: false };
    await chosen.el.submit();
    expect(suspensions(chosen.sandbox)[0]!.body).to.deep.equal({ operator: 'END_USER', reason: 'Asked by the customer', blockIncomingTransaction: false });

    const pinned = await setup({ operator: 'SERVICE', ledgerId: L.davidMain });
    expect(root(pinned.el).querySelector('select[name="operator"]') === null).to.equal(true);
    pinned.el.value = { reason: 'Compliance review', blockIncomingTransaction: true };
    await pinned.el.submit();
    expect(suspensions(pinned.sandbox)[0]!.body).to.deep.equal({ operator: 'SERVICE', reason: 'Compliance review', blockIncomingTransaction: true });
    expect(pinned.sandbox.data.ledgers.get(L.davidMain)?.suspension).to.deep.include({ operator: 'SERVICE' });
  });

  it('without a valid ledger-id it says so and sends nothing', async () => {
    const { el, sent } = await setup({ ledgerId: 'not-a-ledger' });
    expect(partText(el, 'error')).to.contain('no valid account identifier');
    el.value = { reason: 'Fraud', blockIncomingTransaction: true };
    await press(el, 'submit-button');
    expect(await el.submit()).to.equal(undefined);
    expect(sent()).to.equal(0);
  });
});
