/**
 * Properties a page sets before the element is defined: the script tag's loader defines each element
 * when it first appears, so a page's `form.value = {…}` right after the tag often lands before the
 * definition. Every element keeps them and acts on them once defined. Nothing is imported up front:
 * each element is defined here, after the page has set its properties, through the loader's own
 * table.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { elementModules, type ElementTag } from '../../src/generated/elements.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';

/** The forms, with a value a page might give each before it is defined, and the field that shows it. */
const EARLY_VALUES: Partial<Record<ElementTag, { value: Record<string, unknown>; field: string; shown: string }>> = {
  'svc-consumer-form': { value: { firstName: 'Zoé' }, field: 'firstName', shown: 'Zoé' },
  'svc-beneficiary-form': { value: { name: 'Jean Marc Dupont' }, field: 'name', shown: 'Jean Marc Dupont' },
  'svc-card-order': { value: { friendlyName: 'Travel card' }, field: 'friendlyName', shown: 'Travel card' },
  'svc-document-upload': { value: { friendlyName: 'Identity card' }, field: 'friendlyName', shown: 'Identity card' },
  'svc-document-request': { value: { note: 'Both sides, please.' }, field: 'note', shown: 'Both sides, please.' },
  'svc-ledger-create': { value: { friendlyName: 'Holidays' }, field: 'friendlyName', shown: 'Holidays' },
  'svc-acquiring-payment': { value: { reference: 'Order 7' }, field: 'reference', shown: 'Order 7' },
  'svc-account-load': { value: { reference: 'Top-up' }, field: 'reference', shown: 'Top-up' },
  'svc-ledger-suspend': { value: { reason: 'Fraud suspicion' }, field: 'reason', shown: 'Fraud suspicion' },
  'svc-card-rules': { value: { type: 'DAILY_MAX_SPEND', name: 'Groceries' }, field: 'name', shown: 'Groceries' },
  'svc-card-profile-rules': { value: { type: 'DAILY_MAX_SPEND', name: 'Groceries' }, field: 'name', shown: 'Groceries' },
  'svc-partner-user-form': { value: { email: 'early@pebble-money.example' }, field: 'email', shown: 'early@pebble-money.example' },
  'svc-mandate-view': { value: { friendlyName: 'Flat rent' }, field: 'friendlyName', shown: 'Flat rent' },
  'svc-corporate-related-form': { value: { isDirector: true, directorAppointmentDate: '2024-05-01' }, field: 'directorAppointmentDate', shown: '2024-05-01' },
};

/** The elements that define others on demand: the journeys and the banking home. */
const COMPOSITES = new Set<ElementTag>(['svc-banking-home', 'svc-onboarding', 'svc-company-onboarding']);

type Early = HTMLElement & { adapter?: unknown; locale?: string; value?: Record<string, unknown>; waiting?: unknown; updateComplete?: Promise<boolean> };

describe('properties set before an element is defined', () => {
  const added: Element[] = [];
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
  });

  // The elements that show others define them as they show them, after their own test has ended:
  // they come last, so that every element shown inside them is first tested undefined.
  const tags = (Object.keys(elementModules) as ElementTag[]).sort((a, b) => Number(COMPOSITES.has(a)) - Number(COMPOSITES.has(b)));
  for (const tag of tags) {
    it(`<${tag}> keeps them and acts on them once defined`, async () => {
      // A boolean, not the class: a failure's values travel to the runner, which cannot copy a class.
      expect(customElements.get(tag) === undefined, 'defined before the test').to.equal(true);
      const { adapter } = createSandboxAdapter();
      const el = document.createElement(tag) as Early;
      if (tag === 'svc-card-rules' || tag === 'svc-ledger-suspend') el.setAttribute(tag === 'svc-card-rules' ? 'card-id' : 'ledger-id', tag === 'svc-card-rules' ? SEED.cards.alicePhysical : SEED.ledgers.davidMain);
      if (tag === 'svc-mandate-view') el.setAttribute('mandate-id', SEED.mandates.aliceRent);
      el.adapter = adapter;
      el.locale = 'fr';
      const early = EARLY_VALUES[tag];
      if (early) el.value = early.value;
      const waiting = { scaId: 'sca-early', scaDeviceId: 'device-1', ttl: 'PT2M' };
      if (tag === 'svc-sca-pending') el.waiting = waiting;
      document.body.append(el);
      added.push(el);

      await elementModules[tag]();
      expect(customElements.get(tag) !== undefined, 'not defined by its module').to.equal(true);
      await el.updateComplete;

      expect(el.adapter, 'the adapter set early').to.equal(adapter);
      expect(el.locale, 'the locale set early').to.equal('fr');
      if (early) {
        // An edit form shows its fields once its record is loaded.
        await waitUntil(() => el.shadowRoot?.querySelector(`[name="${early.field}"]`), 'the field is not shown');
        expect(el.value, 'the value read back').to.include(early.value);
        const control = el.shadowRoot?.querySelector<HTMLInputElement>(`[name="${early.field}"]`);
        expect(control?.value, 'the value shown in its field').to.equal(early.shown);
      }
      if (tag === 'svc-sca-pending') expect(el.waiting, 'the Waiting SCA set early').to.deep.equal(waiting);
    });
  }
});
