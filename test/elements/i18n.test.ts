import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/define.js';
import { registerLocale } from '../../src/i18n/catalog.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('message catalogs at run time', () => {
  it('loads a registered locale on demand and falls back to English for what it lacks', async () => {
    let loads = 0;
    registerLocale('fr', async () => {
      loads++;
      return { scaPending: { title: 'Validation requise', cancel: 'Annuler' } };
    });
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale="fr-CA" expires-at=${Date.now() + 60_000}></svc-sca-pending>`);
    await waitUntil(() => text(el).includes('Validation requise'), 'the French catalog never applied');
    expect(text(el)).to.contain('Annuler');
    // Not translated: English.
    expect(text(el)).to.contain('Open the notification we sent');
    const again = await fixture<SvcScaPending>(html`<svc-sca-pending locale="fr" expires-at=${Date.now() + 60_000}></svc-sca-pending>`);
    await waitUntil(() => text(again).includes('Validation requise'));
    expect(loads).to.equal(1);
  });

  it('takes the locale from the provider; an unregistered locale stays English', async () => {
    registerLocale('de', async () => ({ default: { ledgerList: { showFilters: 'Filter anwenden' } } }));
    const { adapter } = createSandboxAdapter();
    const provider = await fixture(html`<svc-provider locale="de"><svc-ledger-list .adapter=${adapter}></svc-ledger-list></svc-provider>`);
    const list = provider.querySelector('svc-ledger-list') as SvcLedgerList;
    await waitUntil(() => text(list).includes('Filter anwenden'), 'the provider locale was not used');
    const other = await fixture(html`<svc-provider locale="xx"><svc-ledger-list .adapter=${adapter}></svc-ledger-list></svc-provider>`);
    const english = other.querySelector('svc-ledger-list') as SvcLedgerList;
    await waitUntil(() => text(english).includes('EUR'));
    expect(text(english)).to.contain('Filters');
  });

  it('a catalog that fails to load leaves English, with a console warning', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      registerLocale('nl', () => Promise.reject(new Error('offline')));
      const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale="nl" expires-at=${Date.now() + 60_000}></svc-sca-pending>`);
      await waitUntil(() => warnings.length > 0, 'no warning');
      expect(text(el)).to.contain('Approval needed');
      expect(String(warnings[0])).to.match(/"nl" messages could not be loaded/);
    } finally {
      console.warn = original;
    }
  });
});

describe('service errors in the element locale', () => {
  it('a duplicate phone is reported on the field in the form locale', async () => {
    registerLocale('es', async () => ({ errors: { PHONE_ALREADY_USED: 'Este número ya está en uso.' } }));
    const { adapter, sandbox } = createSandboxAdapter();
    const taken = [...sandbox.data.consumers.values()][0].phone;
    const form = await fixture<SvcConsumerForm>(html`<svc-consumer-form locale="es" .adapter=${adapter}></svc-consumer-form>`);
    form.value = { phone: { countryCode: taken.countryCode, number: taken.number } };
    // Once the Spanish catalog is in, a submit is refused by the sandbox for the duplicate phone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await form.submit();
    await waitUntil(() => text(form).includes('Este número ya está en uso.'), 'the message was not in the form locale');
  });
});
