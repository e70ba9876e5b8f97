/**
 * The adapter a partner writes, as the README shows it: a switch on the operation's name, its own
 * SDK for some operations, the kit's adapter for the rest. Elements and the client call it with
 * the name first; an answer of the wrong kind is said in the console, naming the contract.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/elements/ledger-list/define.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createClient } from '../../src/client/client.js';
import { listLedgers } from '../../src/api/operations/ledgers.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { partnerAdapter } from '../fixtures/partner-adapter.js';
import { $, settled } from '../elements/list-helpers.js';
import { waitUntil } from '../wait.js';

const ledger = {
  id: '5e000000-0000-4000-8000-00000000000a',
  friendlyName: 'From my bank SDK',
  status: 'ACTIVE',
  currency: 'EUR',
  country: 'FRANCE',
  endUser: { id: SEED.consumers.alice },
  isUpgraded: false,
  iban: 'FR7630006000011234567890189',
  creationDate: '2026-01-02T10:00:00Z',
};

function bank() {
  const queries: unknown[] = [];
  const myBank = {
    ledgers: {
      async list(query: unknown) {
        queries.push(query);
        return { content: [ledger], totalElements: 1, page: 0, pageSize: 20 };
      },
    },
  };
  return { myBank, queries };
}

/** Records what reached the kit's own adapter, by operation name. */
function recordingBackend() {
  const { adapter } = createSandboxAdapter();
  const names: unknown[] = [];
  const viaBackend: FetchAdapter = {
    sandbox: false,
    request(operation, input, options) {
      names.push(operation);
      return adapter.request(operation, input, options);
    },
  };
  return { viaBackend, names };
}

const rowNames = (el: SvcLedgerList) => [...el.shadowRoot!.querySelectorAll('.body [role="row"] [role="rowheader"] b')].map((b) => b.textContent!.trim());

describe('the adapter a partner writes (README)', () => {
  it('gets the operation name first: its own case serves the ledger list, with the query the list sent', async () => {
    const { myBank, queries } = bank();
    const { viaBackend, names } = recordingBackend();
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${partnerAdapter(myBank, viaBackend)}></svc-ledger-list>`);
    await settled(el);
    expect(rowNames(el)).to.deep.equal(['From my bank SDK']);
    expect(queries).to.have.length(1);
    expect(queries[0]).to.include({ page: 0, pageSize: 20 });
    expect(names).to.deep.equal([]);
  });

  it('passes every other operation to the kit adapter by name, the definition in the options', async () => {
    const { myBank, queries } = bank();
    const { viaBackend, names } = recordingBackend();
    const client = createClient(partnerAdapter(myBank, viaBackend));
    const cards = await client.listCards({ query: { endUserId: SEED.consumers.alice } });
    expect(cards.content.length).to.be.greaterThan(0);
    expect(names).to.deep.equal(['listCards']);
    const page = await client.listLedgers({ query: { pageSize: 5 } });
    expect(page.content.map((item) => item.friendlyName)).to.deep.equal(['From my bank SDK']);
    expect(queries).to.deep.equal([{ pageSize: 5 }]);
  });

  it('hands the definition to the adapter in the options, so a page needs no table lookup', async () => {
    const seen: unknown[] = [];
    const { adapter } = createSandboxAdapter();
    const spy: FetchAdapter = {
      sandbox: false,
      request(operation, input, options) {
        seen.push([operation, options?.definition]);
        return adapter.request(operation, input, options);
      },
    };
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${spy}></svc-ledger-list>`);
    await settled(el);
    expect(seen[0]).to.deep.equal(['listLedgers', listLedgers]);
  });

  it('an answer of the wrong kind (a Response not read) fails loudly in the console, naming the contract', async () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      const wrong: FetchAdapter = {
        sandbox: false,
        request: (async () => new Response(JSON.stringify({ content: [], totalElements: 0, page: 0, pageSize: 20 }))) as unknown as FetchAdapter['request'],
      };
      const el = document.createElement('svc-ledger-list') as SvcLedgerList;
      el.adapter = wrong;
      const failed = oneEvent(el, 'svc-error');
      document.body.append(el);
      const { detail } = await failed;
      expect(detail.error).to.include({ kind: 'shape', operation: 'listLedgers' });
      await settled(el);
      expect($(el, '[part~="error"]')).to.not.equal(null);
      // Its words come with a module of their own (client/contract-notes.ts), a moment after the failure.
      await waitUntil(() => logged.some((text) => text.includes('FetchAdapter.request')), 'the console does not name the contract');
      const line = logged.find((text) => text.includes('FetchAdapter.request'));
      expect(line, 'a console error naming the contract').to.be.a('string');
      expect(line).to.contain('"listLedgers"').and.contain('Response');
      el.remove();
    } finally {
      console.error = original;
    }
  });
});
