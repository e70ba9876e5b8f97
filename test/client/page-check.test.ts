/** A page holds at most the rows asked for; the ledger list's all-pages stops at its total cap. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/ledger-list/define.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { KIT_LIMITS, LIMITS } from '../../src/api/limits.js';
import { SEED } from '../../src/sandbox/index.js';
import { failure, json, scriptedFetch } from './fake-fetch.js';
import { $, summary } from '../elements/list-helpers.js';

const ledger = (index: number) => ({
  id: `5e000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
  friendlyName: `Ledger ${index}`,
  status: 'ACTIVE',
  currency: 'EUR',
  country: 'FRANCE',
  endUser: { id: SEED.consumers.alice },
  isUpgraded: false,
  creationDate: '2026-01-02T10:00:00Z',
});
const rowsOf = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ledger(from + index));

function adapterAnswering(body: unknown) {
  const fake = scriptedFetch(json(200, body));
  return { adapter: createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: fake.fetch }), calls: fake.calls };
}

describe('paged answers: rows per page', () => {
  it('takes a page of exactly the pageSize asked for', async () => {
    const { adapter } = adapterAnswering({ content: rowsOf(20), totalElements: 40, page: 0, pageSize: 20 });
    const page = await adapter.request('listLedgers', { query: { pageSize: 20 } });
    expect(page.content).to.have.length(20);
  });

  it('refuses a page one row over the pageSize asked for, as a shape error', async () => {
    const { adapter } = adapterAnswering({ content: rowsOf(21), totalElements: 40, page: 0, pageSize: 21 });
    const error = await failure(adapter.request('listLedgers', { query: { pageSize: 20 } }));
    expect(error).to.include({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', operation: 'listLedgers' });
  });

  it('refuses a page with more rows than its own pageSize says, and more than 100 when none was asked for', async () => {
    const own = adapterAnswering({ content: rowsOf(11), totalElements: 40, page: 0, pageSize: 10 });
    expect((await failure(own.adapter.request('listLedgers', { query: { pageSize: 20 } }))).kind).to.equal('shape');
    const none = adapterAnswering({ content: rowsOf(LIMITS.pageSize.max + 1), totalElements: 400, page: 0, pageSize: 200 });
    expect((await failure(none.adapter.request('listLedgers', {}))).kind).to.equal('shape');
  });

  it('all-pages with an adapter of the partner\'s own that sends 280 rows a page: the list stops at the first page and says it failed', async () => {
    const pages: number[] = [];
    const adapter = {
      sandbox: false,
      async request(_operation: string, input: { query: { page: number; pageSize: number } }) {
        pages.push(input.query.page);
        return { content: rowsOf(280, input.query.page * 280), totalElements: 140_000, page: input.query.page, pageSize: input.query.pageSize };
      },
    } as unknown as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => $(el, '[part~="error"]'), 'no failure shown');
    expect(pages).to.deep.equal([0]);
    expect(el.ledgers).to.have.length(0);
  });
});

describe('all-pages: the total cap', () => {
  it(`stops at ${KIT_LIMITS.allPagesRows.toLocaleString('en')} rows however many match, and says the list is capped`, async function () {
    this.timeout(60_000);
    const pages: number[] = [];
    const adapter = {
      sandbox: false,
      async request(_operation: string, input: { query: { page: number; pageSize: number } }) {
        pages.push(input.query.page);
        const { page, pageSize } = input.query;
        return { content: rowsOf(pageSize, page * pageSize), totalElements: 1_000_000, page, pageSize };
      },
    } as unknown as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
    // Settled: the Stop button goes once no page is asked for any more.
    await waitUntil(() => el.ledgers.length >= KIT_LIMITS.allPagesRows && !$(el, '[part~="stop-button"]'), 'never finished', { timeout: 50_000 });
    await el.updateComplete;
    expect(el.ledgers.length).to.equal(KIT_LIMITS.allPagesRows);
    expect(pages.length).to.be.at.most(LIMITS.page.max + 1);
    expect(summary(el)).to.not.equal('');
  });
});
