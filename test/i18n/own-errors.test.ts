/**
 * Error codes only one element's operations answer with travel with that element, not with every
 * page: each is carried once (shared or by one element), and the element still says it in the
 * person's language.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/ledger-suspend/define.js';
import type { SvcLedgerSuspend } from '../../src/elements/ledger-suspend/svc-ledger-suspend.js';
import { ServiceError } from '../../src/api/errors.js';
import { createClient } from '../../src/client/client.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { elements } from '../../src/elements/registry.js';
import { errors } from '../../src/i18n/errors/en.js';
import { sharedErrors } from '../../src/i18n/errors/en-shared.js';
import { configErrors } from '../../src/i18n/errors/en-config.js';
import { sessionErrors } from '../../src/i18n/errors/en-session.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import frBase from '../../src/i18n/base/fr.js';
import { click, hasPart, partText, press, typeIn } from '../elements/form-helpers.js';

const ownErrorsOf = (element: unknown): Record<string, string> => (element as { ownErrors?: Record<string, string> }).ownErrors ?? {};

describe('error codes only one element meets', () => {
  it('each code is carried once: by every element, or by the elements whose operations answer with it', () => {
    const carriers = new Map<string, string[]>();
    for (const [tag, element] of Object.entries(elements)) for (const code of Object.keys(ownErrorsOf(element))) carriers.set(code, [...(carriers.get(code) ?? []), tag]);
    expect(carriers.get('LEDGER_NOT_SUSPENDABLE')).to.deep.equal(['svc-ledger-suspend']);
    expect(carriers.get('PHONE_ALREADY_USED')).to.deep.equal(['svc-consumer-form']);
    expect(carriers.get('CARD_PROFILE_INACTIVE')).to.deep.equal(['svc-card-order']);
    expect(carriers.get('DOCUMENT_NOT_REQUESTED')).to.deep.equal(['svc-document-upload']);
    expect(carriers.get('FILE_TOO_LARGE')).to.deep.equal(['svc-document-upload']);
    // Two elements run the operations that answer with these: each carries the one text.
    const twice: Record<string, string[]> = {
      EMAIL_MISSING: ['svc-consumer-form', 'svc-consumer-status'],
      VERIFICATION_CODE_INVALID: ['svc-consumer-form', 'svc-consumer-status'],
      LEDGER_NOT_ACTIVE: ['svc-account-load', 'svc-card-order'],
    };
    for (const [code, tags] of carriers) {
      expect([...tags].sort(), code).to.deep.equal(twice[code] ?? [tags[0]]);
      expect(Object.hasOwn(sharedErrors, code), `${code} is also shared`).to.equal(false);
    }
    for (const code of [...Object.keys(configErrors), ...Object.keys(sessionErrors)]) {
      expect(carriers.has(code) || Object.hasOwn(sharedErrors, code), `${code} travels with the module that raises it, not with the elements`).to.equal(false);
    }
    expect([...Object.keys(sharedErrors), ...Object.keys(configErrors), ...Object.keys(sessionErrors), ...carriers.keys()].sort()).to.deep.equal(Object.keys(errors).sort());
  });

  /**
   * Alice's main account suspended through `adapter` in `locale` (the reason typed, incoming payments
   * blocked, confirmed), once the element shows `text` as its error.
   */
  async function suspendShowing(locale: string, adapter: FetchAdapter, text: string): Promise<SvcLedgerSuspend> {
    const { adapter: sandbox } = createSandboxAdapter();
    const { content } = await createClient(sandbox).listLedgers({ query: { pageSize: 100 } });
    const ledger = content.find((candidate) => candidate.id === SEED.ledgers.aliceMain);
    const el = await fixture<SvcLedgerSuspend>(html`<svc-ledger-suspend locale=${locale} .adapter=${adapter} .ledger=${ledger} ledger-id=${SEED.ledgers.aliceMain}></svc-ledger-suspend>`);
    await typeIn(el, 'reason', 'Customer request');
    await click(el, 'input[name="blockIncomingTransaction"][value="true"]');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'confirm-button'), 'no confirmation');
    await press(el, 'confirm-button');
    await waitUntil(() => partText(el, 'error').includes(text), `the ${locale} text is not shown: ${partText(el, 'error')}`);
    return el;
  }

  for (const [locale, text] of [
    ['en', configErrors.PARTNER_KEY_IN_BROWSER],
    ['fr', frBase.errors.PARTNER_KEY_IN_BROWSER],
  ] as const) {
    it(`an element says a set-up its adapter refuses in ${locale}, though no page carries those words`, async () => {
      let sent = 0;
      const adapter = createFetchAdapter({
        baseUrl: 'https://partner.example/banking',
        headers: () => ({ 'Service-Auth': 'secret' }),
        fetch: () => ((sent += 1), Promise.reject(new TypeError('nothing is sent'))),
      });
      await suspendShowing(locale, adapter, text);
      expect(sent).to.equal(0);
    });
  }

  for (const [locale, text] of [
    ['en', errors.LEDGER_NOT_SUSPENDABLE],
    ['fr', frBase.errors.LEDGER_NOT_SUSPENDABLE],
  ] as const) {
    it(`<svc-ledger-suspend> says its own code in ${locale}, never the backend's words`, async () => {
      const { adapter: sandbox } = createSandboxAdapter();
      const adapter: FetchAdapter = {
        ...sandbox,
        request: ((name, input, options) =>
          name === 'suspendLedger'
            ? Promise.reject(new ServiceError({ kind: 'conflict', status: 409, code: 'LEDGER_NOT_SUSPENDABLE', message: 'ledger 42 is CLOSED (backend words)' }))
            : sandbox.request(name, input, options)) as FetchAdapter['request'],
      };
      const el = await suspendShowing(locale, adapter, text);
      expect(partText(el, 'error')).not.to.contain('backend words');
    });
  }
});
