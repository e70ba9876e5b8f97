/**
 * Records read tolerantly, as a person sees them: an answer without its display fields, with a
 * value the kit has never seen and a field it does not know still shows the record, the missing
 * facts as "not given"; the partner's console names the operation and each path once.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-status/define.js';
import '../../src/elements/ledger-list/define.js';
import '../../src/elements/partner-user-list/define.js';
import '../../src/elements/transaction-view/define.js';
import '../../src/elements/mandate-view/define.js';
import '../../src/elements/partner-configuration/define.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { EXAMPLES } from '../api/response-examples.js';
import { ID } from '../api/helpers.js';
import { json } from '../client/fake-fetch.js';

const text = (node: Element | ShadowRoot | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** An adapter whose backend gives `body` to every request, and the warnings the console got. */
function backendAnswering(body: unknown) {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  const restore = () => (console.warn = original);
  const adapter = createFetchAdapter({ baseUrl: 'https://partner.test', fetch: (async () => json(200, body)) as typeof fetch });
  return { adapter, warnings, restore };
}

/** The console's notes on an answer come with a module of their own (client/deviation-notes.ts), a moment after the result. */
async function notesSaid(): Promise<void> {
  await import('../../src/client/deviation-notes.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const without = (value: unknown, ...keys: string[]) => {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy;
};

describe('tolerant records in the elements', () => {
  it('<svc-consumer-status>: a consumer without strongAuthentication, devices, statuses, phone or terms is shown, the gaps as not given', async () => {
    const consumer = {
      ...without(EXAMPLES.getConsumer, 'strongAuthentication', 'scaDevices', 'status', 'phone', 'termsAccepted', 'creationDate'),
      kycInfo: { type: 'FULL_KYC', status: 'VALIDATED' },
      gender: 'SOMETHING_NEW',
      addedLater: { nested: true },
    };
    const { adapter, warnings, restore } = backendAnswering(consumer);
    try {
      const el = await fixture<HTMLElement>(html`<svc-consumer-status .adapter=${adapter} consumer-id=${ID}></svc-consumer-status>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the consumer is not shown');
      const root = el.shadowRoot!;
      expect(root.querySelector('[part~="error"]'), 'no failure').to.equal(null);
      expect(text(root.querySelector('[part~="title"]'))).to.equal('Jeanne Marie Martin');
      expect(text(root.querySelector('[part~="follow-up-phone"]'))).to.equal('Phone number not given');
      expect(text(root.querySelector('[part~="row-banking"]'))).to.contain('not given');
      expect(text(root.querySelector('[part~="section-terms"]'))).to.contain('not given');
      expect(text(root)).not.to.contain('undefined');
      await notesSaid();
      const said = warnings.filter((line) => line.includes('getConsumer'));
      for (const path of ['strongAuthentication', 'scaDevices', 'status', 'phone', 'termsAccepted', 'creationDate', 'addedLater']) {
        expect(said.filter((line) => line.includes(`getConsumer: ${path} `)), path).to.have.length(1);
      }
      // A field the consumer status does not show is said to be ignored.
      expect(said).to.include('svc-elements: the answer to getConsumer: addedLater is not a field the kit knows; ignored.');
      expect(text(root)).not.to.contain('addedLater');
      // The same answer again: nothing more is said.
      const again = oneEvent(el, 'svc-success');
      (el as HTMLElement & { reload(): void }).reload();
      await again;
      await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      await notesSaid();
      expect(warnings.filter((line) => line.includes('getConsumer'))).to.have.length(said.length);
    } finally {
      restore();
    }
  });

  it('<svc-transaction-view>: a transaction without its display fields, with a status and payment type the kit has never seen, is shown, the gaps as not given', async () => {
    const example = EXAMPLES.getTransaction as Record<string, unknown>;
    const answer = {
      ...without(example, 'amount', 'creationDate', 'receiver'),
      status: 'ON_HOLD',
      paymentType: 'INSTANT_REFUND',
      information: without(example.information, 'originalAmount', 'conversionRate', 'clearingDate'),
    };
    const { adapter, warnings, restore } = backendAnswering(answer);
    try {
      const el = await fixture<HTMLElement>(html`<svc-transaction-view .adapter=${adapter} transaction-id=${ID}></svc-transaction-view>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the transaction is not shown');
      const root = el.shadowRoot!;
      expect(root.querySelector('[part~="error"]'), 'no failure').to.equal(null);
      expect(text(root.querySelector('[part~="badge"]'))).to.equal('ON_HOLD');
      expect(text(root.querySelector('[part~="section-amount"]'))).to.equal('Amount and conversion Amount not given Original amount not given Conversion rate not given');
      expect(text(root.querySelector('[part~="section-receiver"]'))).to.equal('To not given');
      expect(text(root.querySelector('[part~="section-details"]'))).to.contain('Type of payment INSTANT_REFUND');
      await notesSaid();
      expect(text(root)).not.to.contain('undefined');
      for (const path of ['amount', 'creationDate', 'information.clearingDate']) {
        expect(warnings.filter((line) => line.includes(`getTransaction: ${path} `)), path).to.have.length(1);
      }
    } finally {
      restore();
    }
  });

  it('<svc-transaction-view staff>: fields the kit does not know are shown as given and said so in the console; those it does not show are said to be ignored', async () => {
    const example = EXAMPLES.getTransaction as Record<string, unknown>;
    const answer = {
      ...example,
      merchant: { name: 'Corner Café', city: 'Lyon' },
      information: { ...(example.information as object), channel: 'MOBILE' },
      sender: { ...(example.sender as object), bankCode: 'BANK-XYZ-1' },
    };
    const { adapter, warnings, restore } = backendAnswering(answer);
    try {
      const el = await fixture<HTMLElement>(html`<svc-transaction-view staff .adapter=${adapter} transaction-id=${ID}></svc-transaction-view>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the transaction is not shown');
      const other = text(el.shadowRoot!.querySelector('[part~="section-other"]'));
      expect(other).to.contain('information.channel MOBILE');
      // The merchant's name and city have a fact of their own.
      expect(text(el.shadowRoot!.querySelector('[part~="row-merchant"]'))).to.equal('Merchant Corner Café, Lyon');
      expect(other).not.to.contain('merchant.name');
      expect(text(el.shadowRoot!)).not.to.contain('BANK-XYZ-1');
      await notesSaid();
      const said = warnings.filter((line) => line.includes('getTransaction'));
      // `merchant` is a field of the kit's own sandbox: known, so not said.
      expect(said.some((line) => line.includes(': merchant '))).to.equal(false);
      expect(said).to.include('svc-elements: the answer to getTransaction: information.channel is not a field the kit knows; shown as given, not checked.');
      expect(said).to.include('svc-elements: the answer to getTransaction: sender.bankCode is not a field the kit knows; ignored.');
    } finally {
      restore();
    }
  });

  it('<svc-mandate-view>: a mandate without its debtor\'s name, banking details or dates, with a status the kit has never seen, is shown and editable', async () => {
    const example = EXAMPLES.getMandate as Record<string, unknown>;
    const mandate = { ...without(example, 'uniqueReference', 'creationDate'), status: 'ON_HOLD', debtor: { type: 'PERSON' }, addedLater: 1 };
    const { adapter, warnings, restore } = backendAnswering(mandate);
    try {
      const el = await fixture<HTMLElement>(html`<svc-mandate-view .adapter=${adapter} mandate-id=${ID}></svc-mandate-view>`);
      await waitUntil(() => el.shadowRoot!.querySelector('input[name="friendlyName"]'), 'the mandate is not shown');
      const root = el.shadowRoot!;
      expect(text(root.querySelector('[part~="badge"]'))).to.equal('ON_HOLD');
      const facts = text(root.querySelector('[part~="details"]'));
      expect(facts).to.contain('Mandate reference not given').and.contain('Created on not given');
      expect(text(root.querySelector('[part~="section-debtor"]'))).to.contain('Name not given').and.contain('IBAN not given');
      await notesSaid();
      expect(text(root)).not.to.contain('undefined');
      for (const path of ['uniqueReference', 'creationDate', 'debtor.name', 'addedLater']) {
        expect(warnings.filter((line) => line.includes(`getMandate: ${path} `)), path).to.have.length(1);
      }
    } finally {
      restore();
    }
  });

  it('<svc-partner-configuration>: a configuration without contacts, limits or dates is shown, the gaps as not given', async () => {
    const example = EXAMPLES.getPartnerConfiguration as Record<string, unknown>;
    const configuration = {
      ...without(example, 'contactInformation', 'limits', 'creationDate'),
      webhooks: ['https://partner.example/hooks'],
      address: { ...(example.address as object), buildingCode: 'BLDG-7Q' },
    };
    const { adapter, warnings, restore } = backendAnswering(configuration);
    try {
      const el = await fixture<HTMLElement>(html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the configuration is not shown');
      const root = el.shadowRoot!;
      expect(text(root.querySelector('[part~="section-contacts"]'))).to.contain('Administration not given');
      expect(text(root.querySelector('[part~="section-limits"]'))).to.contain('Accounts not given');
      expect(text(root.querySelector('[part~="section-identity"]'))).to.contain('Created on not given');
      expect(text(root.querySelector('[part~="section-other"]'))).to.contain('webhooks https://partner.example/hooks');
      expect(text(root)).not.to.contain('undefined');
      // What is listed as given is said so; what the address does not show is said to be ignored.
      await notesSaid();
      const said = warnings.filter((line) => line.includes('getPartnerConfiguration'));
      expect(said).to.include('svc-elements: the answer to getPartnerConfiguration: webhooks is not a field the kit knows; shown as given, not checked.');
      expect(said).to.include('svc-elements: the answer to getPartnerConfiguration: address.buildingCode is not a field the kit knows; ignored.');
      expect(text(root)).not.to.contain('BLDG-7Q');
    } finally {
      restore();
    }
  });

  it('<svc-ledger-list>: a status and a country the kit has never seen are shown as sent, their codes', async () => {
    const example = EXAMPLES.listLedgers as { content: Record<string, unknown>[] };
    const page = { ...example, content: [{ ...example.content[0], status: 'UNDER_AUDIT', country: 'ATLANTIS' }] };
    const { adapter, warnings, restore } = backendAnswering(page);
    try {
      const el = await fixture<HTMLElement>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="row"]'), 'the ledger is not listed');
      const row = el.shadowRoot!.querySelector('[part~="row"]')!;
      expect(text(row.querySelector('[part~="badge"]'))).to.equal('UNDER_AUDIT');
      expect(text(row.querySelector('.cell.country'))).to.equal('ATLANTIS');
      await notesSaid();
      expect(warnings.some((line) => line.includes('listLedgers') && line.includes('UNDER_AUDIT'))).to.equal(true);
    } finally {
      restore();
    }
  });

  it('<svc-ledger-list>: a ledger without currency, country or creation date is listed, each as not given', async () => {
    const example = EXAMPLES.listLedgers as { content: Record<string, unknown>[] };
    const page = { ...example, content: [without(example.content[0], 'currency', 'country', 'creationDate', 'isUpgraded')] };
    const { adapter, warnings, restore } = backendAnswering(page);
    try {
      const el = await fixture<HTMLElement>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="row"]'), 'the ledger is not listed');
      const row = el.shadowRoot!.querySelector('[part~="row"]')!;
      for (const cell of ['currency', 'country', 'created']) expect(text(row.querySelector(`.cell.${cell}`)), cell).to.equal('not given');
      expect(text(row.querySelector('.cell.name'))).to.contain('Holidays');
      await notesSaid();
      expect(warnings.some((line) => line.includes('listLedgers: content.*.currency is missing'))).to.equal(true);
    } finally {
      restore();
    }
  });

  it('<svc-partner-user-list>: an account without email or dates is listed, each as not given, and a role the kit has never seen by its code', async () => {
    const example = EXAMPLES.listPartnerUsers as { content: Record<string, unknown>[] };
    const page = { ...example, content: [{ ...without(example.content[0], 'email', 'creationDate', 'updateDate'), roles: ['TEAM_LEAD'], extra: 'ignored' }] };
    const { adapter, warnings, restore } = backendAnswering(page);
    try {
      const el = await fixture<HTMLElement>(html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="row"]'), 'the account is not listed');
      const row = el.shadowRoot!.querySelector('[part~="row"]')!;
      expect(text(row.querySelector('[part~="title"]'))).to.equal('not given');
      expect([...row.querySelectorAll('time')].map((time) => text(time))).to.deep.equal(['not given', 'not given']);
      expect(text(row.querySelector('[part~="badge"]'))).to.equal('TEAM_LEAD');
      await notesSaid();
      expect(warnings.some((line) => line.includes('listPartnerUsers: content.*.email is missing'))).to.equal(true);
    } finally {
      restore();
    }
  });
});
