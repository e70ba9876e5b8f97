import { aTimeout, expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/ledger-list/define.js';
import '../../src/elements/provider/define.js';
import { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import { arrange } from '../../src/elements/ledger-list/rows.js';
import { ServiceError } from '../../src/api/errors.js';
import { LIMITS } from '../../src/api/limits.js';
import type { Ledger } from '../../src/api/schemas/ledger.js';
import type { FetchAdapter, RequestOptions } from '../../src/client/adapter.js';
import { setDefaultConfig } from '../../src/elements/base/config-context.js';
import { formatIban } from '../../src/api/formats/index.js';
import { en } from '../../src/i18n/en.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { timeLimit } from '../engines.js';
import { $, apply, button, cells, errorOf, lastQueryFor, openFilters, requestsFor, root, sandboxListOf, settled, summary } from './list-helpers.js';

const texts = en.ledgerList;

// What a person sees

const rows = (el: SvcLedgerList) => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];
const nameOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[role="rowheader"] b')!;
const rowNamed = (el: SvcLedgerList, name: string) => rows(el).find((row) => nameOf(row).textContent?.trim() === name);
const focused = (el: SvcLedgerList) => root(el).activeElement as HTMLElement | null;

async function type(el: SvcLedgerList, name: string, value: string): Promise<void> {
  await openFilters(el);
  const input = $<HTMLInputElement>(el, `input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

async function check(el: SvcLedgerList, status: string): Promise<void> {
  await openFilters(el);
  $<HTMLInputElement>(el, `input[name="status"][value="${status}"]`)!.click();
  await el.updateComplete;
}

// What was sent

const listRequests = (sandbox: Sandbox) => requestsFor(sandbox, 'listLedgers');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listLedgers');
const sandboxList = (template = (adapter: FetchAdapter) => html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`) => sandboxListOf<SvcLedgerList>(template);

// Hand-written adapters

/** Every request waits until the test answers it, or until it is aborted. */
function manualAdapter() {
  const calls: { query: Record<string, unknown>; signal?: AbortSignal; resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const adapter = {
    sandbox: false,
    request: (_operation: string, input: { query?: Record<string, unknown> }, options?: RequestOptions) =>
      new Promise((resolve, reject) => {
        calls.push({ query: input.query ?? {}, signal: options?.signal, resolve, reject });
        options?.signal?.addEventListener('abort', () => reject(new ServiceError({ kind: 'abort', code: 'ABORTED' })), { once: true });
      }),
  } as unknown as FetchAdapter;
  return { adapter, calls };
}

function synthetic(index: number): Ledger {
  return {
    id: `5e000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    friendlyName: `Ledger ${index + 1}`,
    status: index % 7 === 0 ? 'PENDING' : 'ACTIVE',
    currency: 'EUR',
    country: 'FRANCE',
    endUser: { id: SEED.consumers.alice },
    isUpgraded: false,
    creationDate: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
  };
}

/** Serves `total` ledgers page by page, as a partner backend with a big portfolio would. */
function bigAdapter(total: number) {
  const pages: { page: number; pageSize: number }[] = [];
  const adapter = {
    sandbox: false,
    async request(_operation: string, input: { query: { page: number; pageSize: number } }) {
      const { page, pageSize } = input.query;
      pages.push({ page, pageSize });
      const content: Ledger[] = [];
      for (let index = page * pageSize; index < Math.min(total, (page + 1) * pageSize); index += 1) content.push(synthetic(index));
      return { content, totalElements: total, page, pageSize };
    },
  } as unknown as FetchAdapter;
  return { adapter, pages };
}

describe('<svc-ledger-list>', () => {
  afterEach(() => setDefaultConfig(undefined));

  it('shows the sandbox ledgers with status badges, currency, country, IBAN and date, and the total', async () => {
    const { el, sandbox } = await sandboxList();
    expect(summary(el)).to.equal(`33 accounts · ${'Page 1 of 2'}`);
    expect(rows(el)).to.have.length(20);

    const { adapter } = createSandboxAdapter();
    el.adapter = adapter;
    el.sortDirection = 'ASC';
    el.pageSize = LIMITS.pageSize.max;
    await settled(el);
    const grace = rowNamed(el, 'Everyday')!;
    const [name, status, currency, country, created] = cells(grace);
    expect(name).to.contain(formatIban(sandbox.data.ledgers.get(SEED.ledgers.graceGbp)!.iban!));
    expect(status).to.equal('Active');
    expect(grace.querySelector('[part~="badge"]')!.getAttribute('part')).to.contain('badge-active');
    expect(currency).to.equal('British Pound GBP');
    expect(country).to.equal('United Kingdom');
    expect(created).to.equal('Mar 2, 2025');

    const farid = rows(el).find((row) => row.dataset.key === SEED.ledgers.faridMain)!;
    expect(cells(farid)[3]).to.equal('Bulgaria');
    expect(cells(farid)[1]).to.equal('Failed');
    expect(farid.querySelector('[part~="badge"]')!.classList.contains('tone-danger')).to.equal(true);
    // A main account without an IBAN (the spec's list element has none) says nothing about it.
    const usd = rowNamed(el, 'Dollar account')!;
    expect(cells(usd)[0]).to.equal('Dollar account');
    expect(cells(usd).slice(2, 4)).to.deep.equal(['US Dollar USD', 'United States']);
    await expect(el).to.be.accessible();
  });

  it('names a country a backend sends as an ISO alpha-3 code, in the page language', async () => {
    const german = { ...synthetic(0), friendlyName: 'Konto', country: 'DEU' };
    const adapter = { sandbox: false, request: async () => ({ content: [german, synthetic(1)], totalElements: 2, page: 0, pageSize: 20 }) } as unknown as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter} locale="fr"></svc-ledger-list>`);
    await settled(el);
    await waitUntil(() => cells(rowNamed(el, 'Konto')!)[3] === 'Allemagne', 'the alpha-3 country was never named');
    expect(cells(rowNamed(el, 'Ledger 2')!)[3]).to.equal('France');
  });

  it('lays the status filter out as a row of checkboxes once the filters are opened', async () => {
    const { el } = await sandboxList();
    await openFilters(el);
    const group = $<HTMLElement>(el, '.choices')!;
    expect(getComputedStyle(group).display).to.equal('flex');
  });

  it('shows virtual ledgers right under their parent, indented and announced as such', async () => {
    const { el } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} sort-direction="ASC" page-size="100"></svc-ledger-list>`);
    const all = rows(el);
    const main = all.findIndex((row) => row.dataset.key === SEED.ledgers.aliceMain);
    expect(main).to.be.greaterThan(-1);
    const children = all.slice(main + 1, main + 22);
    expect(children.map((row) => row.getAttribute('aria-level'))).to.deep.equal(Array(21).fill('2'));
    expect(children[0]!.dataset.key).to.equal(SEED.ledgers.aliceHolidays);
    expect(cells(children[0]!)[0]).to.contain('Holidays').and.to.contain('Sub-account of Main account');
    expect(all[main]!.getAttribute('aria-expanded')).to.equal('true');
    expect(all[main]!.getAttribute('aria-level')).to.equal('1');
    expect(all[main + 22]!.getAttribute('aria-level')).to.equal('1');
    expect(children[0]!.classList.contains('level-2')).to.equal(true);

    // Collapsing the parent (Left) hides them; Right shows them again.
    all[main]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(rows(el)).to.have.length(33 - 21);
    expect(rows(el).find((row) => row.dataset.key === SEED.ledgers.aliceMain)!.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(el)?.dataset.key).to.equal(SEED.ledgers.aliceMain);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(rows(el)).to.have.length(33);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)?.dataset.key).to.equal(SEED.ledgers.aliceHolidays);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)?.dataset.key).to.equal(SEED.ledgers.aliceMain);
  });

  it('says accounts, never ledgers, and lists a person’s main accounts first, each with its sub-accounts under it; an explicit sort-direction still holds', async () => {
    // The README's quick start: one end-user's accounts, nothing else set.
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-ledger-list>`);
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('ASC');
    expect(el.getAttribute('sort-direction')).to.equal('ASC');
    const shown = rows(el);
    expect(shown.length).to.be.greaterThan(1);
    // The first page opens on main accounts (the oldest, a closed one, then the main one with its
    // sub-accounts right under it), not on the newest sub-accounts.
    expect(shown[0]!.getAttribute('aria-level')).to.equal('1');
    expect(shown[0]!.dataset.key).to.equal(SEED.ledgers.aliceClosed);
    expect(shown[1]!.dataset.key).to.equal(SEED.ledgers.aliceMain);
    expect(cells(shown[2]!)[0]).to.contain('Sub-account of Main account');
    const text = root(el).textContent!.replace(/\s+/g, ' ');
    expect(text).to.match(/\d+ accounts · Page 1 of \d+/);
    expect(text).not.to.match(/ledger/i);

    // A partner who asks for newest first gets it.
    const { el: newest, sandbox: asked } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} end-user-id=${SEED.consumers.alice} sort-direction="DESC"></svc-ledger-list>`);
    expect(lastQuery(asked).get('sortDirection')).to.equal('DESC');
    expect($<HTMLSelectElement>(newest, 'select[name="sortDirection"]')!.value).to.equal('DESC');
  });

  it('sends the sort, paging and filters it shows: status[], normalised IBAN, end-user', async () => {
    const { el, sandbox } = await sandboxList();
    const first = listRequests(sandbox);
    expect(first).to.have.length(1);
    expect(first[0]!.method).to.equal('GET');
    expect(new URL(first[0]!.url).pathname).to.equal('/ledgers');
    expect(Object.fromEntries(lastQuery(sandbox))).to.deep.equal({ sortAttribute: 'CREATION_DATE', sortDirection: 'ASC', pageSize: '20', page: '0' });

    const iban = sandbox.data.ledgers.get(SEED.ledgers.aliceMain)!.iban!;
    await type(el, 'endUserId', SEED.consumers.alice);
    await check(el, 'ACTIVE');
    await check(el, 'CLOSED');
    await type(el, 'iban', ` ${formatIban(iban).toLowerCase()} `);
    await apply(el);
    await settled(el);
    const query = lastQuery(sandbox);
    expect(query.getAll('status[]')).to.deep.equal(['ACTIVE', 'CLOSED']);
    expect(query.get('iban')).to.equal(iban);
    expect(query.get('endUserId')).to.equal(SEED.consumers.alice);
    expect(query.get('page')).to.equal('0');
    expect(rows(el).map((row) => row.dataset.key)).to.deep.equal([SEED.ledgers.aliceMain]);
    expect(summary(el)).to.equal('1 account · Page 1 of 1');

    // Sorting the other way is sent at once.
    const sort = $<HTMLSelectElement>(el, 'select[name="sortDirection"]')!;
    sort.value = 'DESC';
    sort.dispatchEvent(new Event('change'));
    await settled(el);
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('DESC');

    // Clearing the filters lists everything again.
    button(el, 'reset-button').click();
    await el.updateComplete;
    await settled(el);
    expect(lastQuery(sandbox).getAll('status[]')).to.deep.equal([]);
    expect(lastQuery(sandbox).has('iban')).to.equal(false);
    expect(summary(el)).to.contain('33 accounts');
    expect($<HTMLInputElement>(el, 'input[name="iban"]')!.value).to.equal('');
  });

  it('sends part of an IBAN as typed, without spaces and in upper case, up to 34 characters; one more is refused and nothing is sent', async () => {
    const { el, sandbox } = await sandboxList();
    const iban = sandbox.data.ledgers.get(SEED.ledgers.davidMain)!.iban!;
    // The start of David's Belgian IBAN, typed loosely: the service is asked for what was typed.
    await type(el, 'iban', ` ${formatIban(iban.slice(0, 8)).toLowerCase()} `);
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('iban')).to.equal(iban.slice(0, 8));
    expect(rows(el).map((row) => row.dataset.key)).to.deep.equal([SEED.ledgers.davidMain]);

    // 34 characters, the longest an IBAN can be: sent.
    const longest = `BE${'7'.repeat(32)}`;
    await type(el, 'iban', longest);
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('iban')).to.equal(longest);
    expect(rows(el)).to.have.length(0);
    const sent = listRequests(sandbox).length;

    // 35: refused at the field, nothing sent.
    await type(el, 'iban', `${longest}7`);
    await apply(el);
    const field = $<HTMLInputElement>(el, 'input[name="iban"]')!;
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(field)).to.equal(en.common.validation.tooLong.replace('{maximum}', '34'));
    expect(listRequests(sandbox)).to.have.length(sent);
    // Settled by the next request: the corrected filter's is the only one sent since.
    await type(el, 'iban', `BE${'8'.repeat(32)}`);
    await apply(el);
    await waitUntil(() => listRequests(sandbox).length > sent, 'the corrected filter was not sent');
    expect(listRequests(sandbox)).to.have.length(sent + 1);
  });

  it('keeps its filters behind a Filters button: closed at first, what was typed kept while closed, the count in force shown', async () => {
    const { el, sandbox } = await sandboxList();
    const toggle = button(el, 'filters-button');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent!.trim()).to.equal(en.list.showFilters);
    expect($(el, '[part~="filters"]') === null, 'the filter form is shown before it is asked for').to.equal(true);

    await type(el, 'endUserId', SEED.consumers.alice);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-controls')).to.equal($(el, '[part~="filters"]')!.id);
    toggle.click();
    await el.updateComplete;
    expect($(el, '[part~="filters"]') === null).to.equal(true);
    toggle.click();
    await el.updateComplete;
    expect($<HTMLInputElement>(el, 'input[name="endUserId"]')!.value).to.equal(SEED.consumers.alice);
    expect(listRequests(sandbox)).to.have.length(1);

    await check(el, 'ACTIVE');
    await apply(el);
    await settled(el);
    expect(toggle.textContent!.trim()).to.equal('Filters (2 in force)');
    await expect(el).to.be.accessible();
  });

  it('refuses a malformed filter at the field, says why, and sends nothing', async () => {
    const { el, sandbox } = await sandboxList();
    await type(el, 'endUserId', 'not-a-uuid');
    // One character past an IBAN's longest form (34, ISO 13616).
    await type(el, 'iban', `FR76 ${'1'.repeat(31)}`);
    await apply(el);
    const endUser = $<HTMLInputElement>(el, 'input[name="endUserId"]')!;
    expect(endUser.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(endUser)).to.equal(en.common.validation.uuid);
    const iban = $<HTMLInputElement>(el, 'input[name="iban"]')!;
    expect(iban.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(iban)).to.equal(en.common.validation.tooLong.replace('{maximum}', '34'));
    expect($(el, 'form [role="alert"]')!.textContent).to.contain('2 fields need attention');
    // The focus on the first invalid field is the refusal's last step: nothing is to follow it.
    await waitUntil(() => focused(el) === endUser, 'the first invalid field was not focused');
    expect(listRequests(sandbox)).to.have.length(1);
    // What was typed stays, and the list still shows the last answer.
    expect(endUser.value).to.equal('not-a-uuid');
    expect(rows(el)).to.have.length(20);
    await expect(el).to.be.accessible();

    // Corrected, the messages go as it is typed; applied, it is sent.
    await type(el, 'endUserId', SEED.consumers.grace);
    await el.updateComplete;
    expect(endUser.getAttribute('aria-invalid')).to.equal('false');
    expect(iban.getAttribute('aria-invalid')).to.equal('true');
    await type(el, 'iban', '');
    await el.updateComplete;
    expect($(el, 'form [role="alert"]')).to.equal(null);
    expect(listRequests(sandbox)).to.have.length(1);
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('endUserId')).to.equal(SEED.consumers.grace);
    expect(rows(el)).to.have.length(1);
  });

  it('ties a filter the service refused to its field, and sends it again once corrected', async () => {
    const { adapter: sandboxAdapter, sandbox } = createSandboxAdapter();
    const adapter: FetchAdapter = {
      sandbox: false,
      request: async (...args: Parameters<FetchAdapter['request']>) => {
        const query = (args[1] as { query?: { parentId?: string } }).query;
        if (query?.parentId === SEED.ledgers.graceGbp) {
          await aTimeout(30);
          throw new ServiceError({ kind: 'validation', code: 'BAD_REQUEST', status: 400, issues: [{ path: 'query.parentId', message: 'Not a parent ledger.' }] });
        }
        return sandboxAdapter.request(...args);
      },
    } as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await settled(el);
    await type(el, 'parentId', SEED.ledgers.graceGbp);
    await apply(el);
    // Closed while the answer is awaited, the filters open again to show the refusal.
    button(el, 'filters-button').click();
    await el.updateComplete;
    expect($(el, '[part~="filters"]') === null).to.equal(true);
    await waitUntil(() => $(el, 'input[name="parentId"]')?.getAttribute('aria-invalid') === 'true', 'the refusal was not tied to the field');
    const parent = $<HTMLInputElement>(el, 'input[name="parentId"]')!;
    expect(errorOf(parent)).to.equal('Not a parent ledger.');
    // The rows fade back from their loading state: contrast is judged once they are still.
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished));
    await expect(el).to.be.accessible();

    await type(el, 'parentId', SEED.ledgers.aliceMain);
    await el.updateComplete;
    expect(parent.getAttribute('aria-invalid')).to.equal('false');
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('parentId')).to.equal(SEED.ledgers.aliceMain);
    expect(rows(el)).to.have.length(20);
  });

  it('pages: previous/next, page X of Y, disabled at the edges, the largest page size, go to page', async () => {
    const { el, sandbox } = await sandboxList();
    expect(button(el, 'previous-button').disabled).to.equal(true);
    expect(button(el, 'next-button').disabled).to.equal(false);
    button(el, 'next-button').focus();
    button(el, 'next-button').click();
    await settled(el);
    expect(lastQuery(sandbox).get('page')).to.equal('1');
    expect(summary(el)).to.equal('33 accounts · Page 2 of 2');
    expect(rows(el)).to.have.length(13);
    expect(button(el, 'next-button').disabled).to.equal(true);
    // The focus is not lost with the disabled button.
    expect(focused(el)).to.equal(button(el, 'previous-button'));
    button(el, 'previous-button').click();
    await settled(el);
    expect(lastQuery(sandbox).get('page')).to.equal('0');

    // Going to a page that does not exist is refused at the field.
    const pageInput = $<HTMLInputElement>(el, '#page-input')!;
    pageInput.value = '3';
    $<HTMLButtonElement>(el, '.goto button')!.click();
    await el.updateComplete;
    expect(pageInput.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '#page-error')!.textContent).to.equal('Enter 2 or less.');
    pageInput.value = '2';
    $<HTMLButtonElement>(el, '.goto button')!.click();
    await settled(el);
    expect(lastQuery(sandbox).get('page')).to.equal('1');

    // The service's largest page size is offered and accepted: everything on one page.
    const size = $<HTMLSelectElement>(el, 'select[name="pageSize"]')!;
    expect([...size.options].map((option) => Number(option.value)).at(-1)).to.equal(LIMITS.pageSize.max);
    size.value = String(LIMITS.pageSize.max);
    size.dispatchEvent(new Event('change'));
    await settled(el);
    expect(lastQuery(sandbox).get('pageSize')).to.equal(String(LIMITS.pageSize.max));
    expect(lastQuery(sandbox).get('page')).to.equal('0');
    expect(rows(el)).to.have.length(33);
    expect(summary(el)).to.equal('33 accounts · Page 1 of 1');
    // One page: no pager, nothing that could not be used.
    expect($(el, '[part~="pager"]')).to.equal(null);
  });

  it('keeps partner-set paging within the service limits', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const { el, sandbox } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} page-size="500" .page=${9000}></svc-ledger-list>`);
      expect(lastQuery(sandbox).get('pageSize')).to.equal(String(LIMITS.pageSize.max));
      expect(lastQuery(sandbox).get('page')).to.equal(String(LIMITS.page.max));
      expect(el.pageSize).to.equal(LIMITS.pageSize.max);
      expect($(el, '[part~="empty"]')!.textContent).to.contain(en.list.pastEnd);
      expect(listRequests(sandbox).every((request) => request.status === 200)).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('emits svc-ledger-select on click, Enter and Space, and marks the row selected', async () => {
    const { el } = await sandboxList();
    const [first, second] = rows(el);
    setTimeout(() => nameOf(first!).click());
    const clicked = await oneEvent(el, 'svc-ledger-select');
    expect(clicked.detail.ledger.id).to.equal(first!.dataset.key);
    expect(clicked.bubbles && clicked.composed).to.equal(true);
    await el.updateComplete;
    expect(first!.getAttribute('aria-selected')).to.equal('true');
    expect(el.selectedId).to.equal(first!.dataset.key);

    second!.focus();
    setTimeout(() => sendKeys({ press: 'Enter' }));
    const entered = await oneEvent(el, 'svc-ledger-select');
    expect(entered.detail.ledger.id).to.equal(second!.dataset.key);
    expect(entered.detail.ledger.friendlyName).to.be.a('string');

    setTimeout(() => sendKeys({ press: ' ' })); // the space bar: Firefox's key names have no 'Space'
    const spaced = await oneEvent(el, 'svc-ledger-select');
    expect(spaced.detail.ledger.id).to.equal(second!.dataset.key);
  });

  it('moves the focus through the rows with the arrow keys, Home/End and PageUp/PageDown (one tab stop)', async () => {
    const { el } = await sandboxList();
    const list = rows(el);
    expect(list.filter((row) => row.tabIndex === 0)).to.have.length(1);
    list[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(list[1]);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal(list[1]);
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal(list.at(-1));
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(list.at(-1));
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal(list[0]);
    await sendKeys({ press: 'PageDown' });
    expect(focused(el)).to.equal(list[10]);
    await sendKeys({ press: 'PageUp' });
    expect(focused(el)).to.equal(list[0]);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(rows(el).filter((row) => row.tabIndex === 0)).to.deep.equal([list[1]]);
  });

  it('says when the service cannot be reached and retries on request', async () => {
    let attempts = 0;
    const { adapter: sandboxAdapter } = createSandboxAdapter();
    const adapter: FetchAdapter = {
      sandbox: false,
      request: async (...args: Parameters<FetchAdapter['request']>) => {
        attempts += 1;
        if (attempts === 1) throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
        return sandboxAdapter.request(...args);
      },
    } as FetchAdapter;
    const reported: string[] = [];
    const el = await fixture<SvcLedgerList>(
      html`<svc-ledger-list .adapter=${adapter} @svc-error=${(event: HTMLElementEventMap['svc-error']) => reported.push(event.detail.error.code)}></svc-ledger-list>`,
    );
    await settled(el);
    expect(reported).to.deep.equal(['NETWORK_ERROR']);
    const error = $(el, '[part~="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain(en.errors.NETWORK_ERROR);
    expect(rows(el)).to.have.length(0);
    await expect(el).to.be.accessible();
    button(el, 'retry-button').focus();
    button(el, 'retry-button').click();
    await waitUntil(() => rows(el).length === 20, 'the retry did not load the ledgers');
    expect(attempts).to.equal(2);
    expect($(el, '[part~="error"]')).to.equal(null);
    // The button pressed is gone: the focus is on the rows, not lost.
    await waitUntil(() => focused(el) === rows(el)[0], 'the focus was lost after the retry');
  });

  it('offers no retry when trying again cannot help', async () => {
    const adapter = {
      sandbox: false,
      request: async () => {
        throw new ServiceError({ kind: 'forbidden', code: 'FORBIDDEN', status: 403 });
      },
    } as unknown as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await settled(el);
    expect($(el, '[part~="error"]')!.textContent).to.contain(en.errors.FORBIDDEN);
    expect($(el, '[part~="retry-button"]')).to.equal(null);
  });

  it('without any configuration says so, logs it, and sends nothing', async () => {
    const logged: unknown[] = [];
    const fetched: unknown[] = [];
    const { error } = console;
    const { fetch } = window;
    console.error = (...args: unknown[]) => logged.push(args);
    window.fetch = async (...args: unknown[]) => {
      fetched.push(args);
      return new Response('{}');
    };
    try {
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list></svc-ledger-list>`);
      await waitUntil(() => $(el, '[part~="error"]'), 'the missing configuration is not said');
      const message = $(el, '[part~="error"]')!;
      expect(message.textContent).to.equal(en.errors.NO_CONFIGURATION);
      expect(message.getAttribute('role')).to.equal('alert');
      expect(logged).to.have.length(1);
      expect(fetched).to.have.length(0);
      expect(rows(el)).to.have.length(0);
    } finally {
      console.error = error;
      window.fetch = fetch;
    }
  });

  it('works inside <svc-provider sandbox> once the sandbox has loaded', async () => {
    const provider = await fixture(html`<svc-provider sandbox><svc-ledger-list page-size="5"></svc-ledger-list></svc-provider>`);
    const el = provider.querySelector('svc-ledger-list')!;
    expect($(el, '[part~="error"]')).to.equal(null);
    await waitUntil(() => rows(el).length === 5, 'no rows from the provider sandbox', { timeout: 5000 });
    expect(summary(el)).to.equal('33 accounts · Page 1 of 7');
  });

  it('a new filter aborts the request in flight; its late answer is dropped', async () => {
    const { adapter, calls } = manualAdapter();
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => calls.length === 1);
    await waitUntil(() => summary(el) === texts.loading, 'the loading state was not shown while the first page is slow');
    await check(el, 'PENDING');
    await apply(el);
    await waitUntil(() => calls.length === 2);
    expect(calls[0]!.signal!.aborted).to.equal(true);
    expect(calls[1]!.signal!.aborted).to.equal(false);
    expect(calls[1]!.query.status).to.deep.equal(['PENDING']);
    calls[1]!.resolve({ content: [synthetic(7)], totalElements: 1, page: 0, pageSize: 20 });
    await settled(el);
    expect(rows(el).map((row) => row.dataset.key)).to.deep.equal([synthetic(7).id]);
    expect(summary(el)).to.equal('1 account · Page 1 of 1');
  });

  it('aborts the request in flight when removed from the page', async () => {
    const { adapter, calls } = manualAdapter();
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => calls.length === 1);
    el.remove();
    expect(calls[0]!.signal!.aborted).to.equal(true);
    // Put back, it loads again.
    document.body.append(el);
    await waitUntil(() => calls.length === 2, 'no new request after reconnecting');
    el.remove();
  });

  it('pins the list to one end-user with end-user-id, and refuses a malformed one', async () => {
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} end-user-id=${SEED.consumers.grace}></svc-ledger-list>`);
    expect(lastQuery(sandbox).get('endUserId')).to.equal(SEED.consumers.grace);
    expect($(el, 'input[name="endUserId"]')).to.equal(null);
    expect(rows(el).map((row) => row.dataset.key)).to.deep.equal([SEED.ledgers.graceGbp]);
    await check(el, 'CLOSED');
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('endUserId')).to.equal(SEED.consumers.grace);
    expect($(el, '[part~="empty"]')!.textContent).to.equal(texts.emptyFiltered);
    await expect(el).to.be.accessible();

    const { error } = console;
    console.error = () => undefined;
    try {
      const { adapter, sandbox: other } = createSandboxAdapter();
      const bad = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter} end-user-id="alice"></svc-ledger-list>`);
      await waitUntil(() => $(bad, '[part~="error"]'), 'the refusal is not shown');
      expect($(bad, '[part~="error"]')!.textContent).to.equal(texts.pinnedEndUserInvalid);
      expect(other.requests).to.have.length(0);
    } finally {
      console.error = error;
    }
  });

  it('says when there is nothing to list (empty state), accessibly', async () => {
    const adapter = {
      sandbox: false,
      request: async () => ({ content: [], totalElements: 0, page: 0, pageSize: 20 }),
    } as unknown as FetchAdapter;
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await settled(el);
    expect($(el, '[part~="empty"]')!.textContent).to.equal('There are no accounts yet.');
    expect(summary(el)).to.equal('No accounts');
    expect($(el, '[part~="pager"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  describe('slots', () => {
    const emptyAdapter = () =>
      ({ sandbox: false, request: async () => ({ content: [], totalElements: 0, page: 0, pageSize: 20 }) }) as unknown as FetchAdapter;
    const slot = (el: SvcLedgerList, name: string) => $<HTMLSlotElement>(el, `slot[name="${name}"]`)!;

    it('shows partner content in the toolbar, and the kit text when nothing fills the empty slot', async () => {
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${emptyAdapter()}><button slot="toolbar">Export</button></svc-ledger-list>`);
      await settled(el);
      const exportButton = el.querySelector('button')!;
      expect(exportButton.assignedSlot).to.equal(slot(el, 'toolbar'));
      expect(exportButton.assignedSlot!.closest('[part~="toolbar"]')).to.not.equal(null);
      expect(exportButton.checkVisibility()).to.equal(true);

      const empty = slot(el, 'empty');
      expect(empty.assignedNodes()).to.have.length(0);
      expect(empty.closest('[part~="empty"]')).to.not.equal(null);
      const fallback = empty.querySelector('p')!;
      expect(fallback.textContent).to.equal(texts.empty);
      expect(fallback.checkVisibility()).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('shows the partner’s own words for an empty list instead of the kit text, and only when the list is empty', async () => {
      const el = await fixture<SvcLedgerList>(
        html`<svc-ledger-list .adapter=${emptyAdapter()}><p slot="empty">No accounts yet. <a href="#open">Open one</a></p></svc-ledger-list>`,
      );
      await settled(el);
      const own = el.querySelector('p')!;
      expect(own.assignedSlot).to.equal(slot(el, 'empty'));
      expect(own.checkVisibility()).to.equal(true);
      expect(slot(el, 'empty').querySelector('p')!.checkVisibility()).to.equal(false);
      await expect(el).to.be.accessible();

      // With ledgers to show, the partner’s empty content is not shown.
      el.adapter = createSandboxAdapter().adapter;
      await waitUntil(() => rows(el).length > 0, 'the sandbox ledgers were not shown');
      expect(own.checkVisibility()).to.equal(false);
    });
  });

  describe('narrow containers', () => {
    const box = (node: Element) => node.getBoundingClientRect();

    it('stacks each row’s facts at 375 px: nothing cut off, nothing to scroll sideways, every fact visible', async () => {
      const { el } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} sort-direction="ASC" page-size="100"></svc-ledger-list>`);
      el.style.width = '375px';
      await nextFrame();
      const scroller = $(el, '.table-scroll')!;
      expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      const outer = box(el);
      for (const row of rows(el)) {
        const [name, status, currency, country, created] = [...row.querySelectorAll<HTMLElement>('[role="rowheader"], [role="gridcell"]')];
        // The line under the name is there only when it has something to say (an IBAN, a parent, sub-accounts).
        const small = row.querySelector('small');
        for (const cell of [name!, status!, currency!, country!, created!, nameOf(row), ...(small ? [small] : [])]) {
          const rect = box(cell);
          expect(cell.textContent!.trim(), 'a fact is blank').to.not.equal('');
          expect(cell.checkVisibility(), 'a fact is hidden').to.equal(true);
          expect(rect.width).to.be.greaterThan(0);
          expect(rect.left).to.be.at.least(outer.left - 0.5);
          expect(rect.right).to.be.at.most(outer.right + 0.5);
          expect(cell.scrollWidth, `cut off: ${cell.textContent}`).to.be.at.most(cell.clientWidth);
        }
        // Name and status on one line, then currency, country and date, one under the other, inside the row.
        expect(Math.abs(box(status!).top - box(name!).top)).to.be.below(6);
        expect(box(currency!).top).to.be.at.least(box(name!).bottom - 0.5);
        expect(box(country!).top).to.be.at.least(box(currency!).bottom - 0.5);
        expect(box(created!).top).to.be.at.least(box(country!).bottom - 0.5);
        expect(box(created!).bottom).to.be.at.most(box(row).bottom + 0.5);
        expect(row.scrollHeight).to.be.at.most(row.clientHeight);
      }
      await expect(el).to.be.accessible();

      // Wide again: one line per row under the column headers, as before.
      el.style.width = '960px';
      await nextFrame();
      const first = rows(el)[0]!;
      const facts = [...first.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(box);
      const lefts = facts.map((rect) => rect.left);
      expect(lefts).to.deep.equal([...lefts].sort((a, b) => a - b));
      expect(new Set(lefts).size).to.equal(5);
      expect(Math.max(...facts.map((rect) => rect.top))).to.be.below(Math.min(...facts.map((rect) => rect.bottom)));
      expect(box($(el, '[part~="column-header"]')!).width).to.be.greaterThan(50);
    });

    it('keeps each stacked fact’s label in view (Currency, Country, Opened), and the table in a 704 px column, with Suspend too', async () => {
      const { el } = await sandboxList((adapter) => html`<svc-ledger-list .adapter=${adapter} sort-direction="ASC" page-size="100"></svc-ledger-list>`);
      /** The label shown before a fact (its ::before, from the column header's catalog text), or '' when none. */
      const labelOf = (cell: Element) => {
        const before = getComputedStyle(cell, '::before');
        if (before.display === 'none' || before.content === 'none' || before.content === 'normal') return '';
        // Firefox gives the declared `attr(data-label)`, the others the text it resolves to.
        return before.content === 'attr(data-label)' ? (cell.getAttribute('data-label') ?? '') : before.content.replace(/^"|"$/g, '');
      };
      const headersShown = () => box($(el, '[role="columnheader"]')!).width > 50;
      el.style.width = '375px';
      await nextFrame();
      expect(headersShown(), 'the headers are left to screen readers in a card').to.equal(false);
      for (const row of rows(el)) {
        const [, , currency, country, created] = [...row.querySelectorAll<HTMLElement>('[role="rowheader"], [role="gridcell"]')];
        expect([currency, country, created].map((cell) => labelOf(cell!))).to.deep.equal([texts.columnCurrency, texts.columnCountry, texts.columnCreated]);
        for (const cell of [currency!, country!, created!]) {
          // The label is painted: as wide as some text, on the fact's own line, before it, and nothing is cut.
          expect(getComputedStyle(cell, '::before').color).to.not.equal(getComputedStyle(cell).backgroundColor);
          expect(cell.scrollWidth, `cut off: ${cell.textContent}`).to.be.at.most(cell.clientWidth);
          expect(box(cell).height).to.be.below(40);
        }
        // The fact itself starts after its label: the cell is wider than the fact's own text.
        const range = document.createRange();
        range.selectNodeContents(currency!);
        expect(range.getBoundingClientRect().left - box(currency!).left).to.be.greaterThan(40);
      }
      await expect(el).to.be.accessible();

      // Just below where the five columns stop fitting side by side: still cards; at the demo's 704 px column, the table.
      el.style.width = '620px';
      await nextFrame();
      expect(headersShown()).to.equal(false);
      for (const width of ['624px', '704px']) {
        el.style.width = width;
        await nextFrame();
        expect(headersShown(), `headers at ${width}`).to.equal(true);
        const scroller = $(el, '.table-scroll')!;
        expect(scroller.scrollWidth, `sideways at ${width}`).to.be.at.most(scroller.clientWidth);
        expect(labelOf(rows(el)[0]!.querySelector('.currency')!), 'no label inside the table').to.equal('');
      }

      // With Suspend (a sixth column): the table at 704 px too, cards a little below.
      el.setAttribute('suspendable', '');
      await el.updateComplete;
      await nextFrame();
      expect(headersShown(), 'headers with Suspend at 704px').to.equal(true);
      const scroller = $(el, '.table-scroll')!;
      expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
      el.style.width = '672px';
      await nextFrame();
      expect(headersShown()).to.equal(false);
      expect(labelOf(rows(el)[0]!.querySelector('.country')!)).to.equal(texts.columnCountry);
    });
  });

  describe('all-pages', () => {
    it('loads all 50,100 ledgers page by page, shows the total, keeps few rows in the document, and reaches the last one', async function () {
      this.timeout(timeLimit(60_000));
      const total = (LIMITS.page.max + 1) * LIMITS.pageSize.max; // 50,100
      const { adapter, pages } = bigAdapter(total);
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => summary(el) === `All ${total.toLocaleString('en')} accounts loaded.`, 'not every page loaded', { timeout: timeLimit(50_000) });
      expect(pages.map((entry) => entry.page)).to.deep.equal(Array.from({ length: LIMITS.page.max + 1 }, (_, index) => index));
      expect(pages.every((entry) => entry.pageSize === LIMITS.pageSize.max)).to.equal(true);
      expect(el.ledgers).to.have.length(total);
      // The row window arrives alongside the first page (on a busy machine, maybe after the last).
      await waitUntil(() => rows(el).length > 0, 'no rows were shown');
      expect(rows(el).length).to.be.greaterThan(5).and.lessThan(60);
      expect($(el, '[role="treegrid"]')!.getAttribute('aria-rowcount')).to.equal(String(total + 1));

      // Keyboard: End reaches the very last ledger, focused and in view.
      rows(el)[0]!.focus();
      await sendKeys({ press: 'End' });
      await el.updateComplete;
      const last = focused(el)!;
      expect(last.dataset.key).to.equal(synthetic(total - 1).id);
      expect(last.getAttribute('aria-rowindex')).to.equal(String(total + 1));
      const viewport = $(el, '.body')!.getBoundingClientRect();
      const box = last.getBoundingClientRect();
      expect(box.top).to.be.at.least(viewport.top - 1);
      expect(box.bottom).to.be.at.most(viewport.bottom + 1);
      await sendKeys({ press: 'ArrowUp' });
      expect(focused(el)!.dataset.key).to.equal(synthetic(total - 2).id);
      await sendKeys({ press: 'Home' });
      await el.updateComplete;
      expect(focused(el)!.dataset.key).to.equal(synthetic(0).id);
      expect(rows(el).length).to.be.lessThan(60);

      // Scrolling: the rows in view follow, the focused row stays in the document.
      const body = $(el, '.body')!;
      body.scrollTop = body.scrollHeight;
      // Browsers fire scroll events with the next frame, which a test tab in the background may not
      // get soon: say it now, as the browser would.
      body.dispatchEvent(new Event('scroll'));
      await waitUntil(() => rows(el).some((row) => row.dataset.key === synthetic(total - 1).id), 'scrolling to the end did not show the last ledger', {
        timeout: 5000,
      });
      expect(rows(el).some((row) => row.dataset.key === synthetic(0).id)).to.equal(true);
      expect(focused(el)!.dataset.key).to.equal(synthetic(0).id);
      expect(rows(el).length).to.be.lessThan(60);
      await expect(el).to.be.accessible();
    });

    it('shows the first rows at once while later pages are still coming, even from an adapter that answers at once', async () => {
      const total = (LIMITS.page.max + 1) * LIMITS.pageSize.max;
      const { adapter } = bigAdapter(total);
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => rows(el).length > 0, 'no rows were shown', { interval: 1, timeout: 5000 });
      expect(el.ledgers.length).to.be.lessThan(total);
      expect(summary(el)).to.equal(texts.allStarting);
      expect($(el, '[part~="stop-button"]')).to.not.equal(null);
      expect(rows(el)[0]!.dataset.key).to.equal(synthetic(0).id);
      el.stop();
    });

    it('back to pages: shows one page, never every ledger loaded without the row window', async () => {
      const { adapter } = bigAdapter(1000);
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => summary(el) === 'All 1,000 accounts loaded.', 'not every page loaded', { timeout: timeLimit(1000) });
      el.allPages = false;
      await el.updateComplete;
      expect(rows(el).length).to.be.at.most(20);
      await settled(el);
      expect(rows(el)).to.have.length(20);
      expect(summary(el)).to.equal('1,000 accounts · Page 1 of 50');
    });

    it('says so when the all-pages view cannot be fetched, shows no unwindowed rows, and Try again fetches it', async () => {
      let attempts = 0;
      class FlakyLedgerList extends SvcLedgerList {
        override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
          return part === 'all-pages view' && ++attempts === 1 ? Promise.resolve(undefined) : fetch();
        }
      }
      customElements.define('flaky-ledger-list', FlakyLedgerList);
      const { adapter } = bigAdapter(1000);
      const el = await fixture<SvcLedgerList>(html`<flaky-ledger-list all-pages .adapter=${adapter}></flaky-ledger-list>`);
      await waitUntil(() => summary(el) === 'All 1,000 accounts loaded.', 'not every page loaded');
      await waitUntil(() => $(el, '[part~="error"]'), 'the failure was not said');
      expect($(el, '[part~="error"]')!.textContent).to.contain(en.errors.NETWORK_ERROR);
      expect($(el, '[part~="error"]')!.getAttribute('role')).to.equal('alert');
      expect(rows(el)).to.have.length(0);
      button(el, 'retry-button').click();
      await waitUntil(() => rows(el).length > 0, 'no rows after Try again');
      expect(attempts).to.equal(2);
      expect(rows(el).length).to.be.lessThan(100);
      expect($(el, '[part~="error"]') === null).to.equal(true);
    });

    it('shows the progress, can be stopped and resumed', async () => {
      const { adapter, calls } = manualAdapter();
      const el = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
      await waitUntil(() => calls.length === 1);
      expect(calls[0]!.query).to.include({ page: 0, pageSize: LIMITS.pageSize.max });
      const page = (index: number) => ({ content: Array.from({ length: 100 }, (_, i) => synthetic(index * 100 + i)), totalElements: 250, page: index, pageSize: 100 });
      calls[0]!.resolve(page(0));
      await waitUntil(() => calls.length === 2);
      await waitUntil(() => $(el, '[part~="progress"]'), 'no progress was shown');
      expect($(el, '[part~="progress"]')!.textContent).to.contain('Loaded 100 of 250 accounts');
      expect($<HTMLProgressElement>(el, 'progress')!.value).to.equal(100);
      button(el, 'stop-button').focus();
      button(el, 'stop-button').click();
      await el.updateComplete;
      expect(calls[1]!.signal!.aborted).to.equal(true);
      await waitUntil(() => focused(el) === button(el, 'resume-button'), 'the focus did not move to "Load the rest"');
      expect(summary(el)).to.equal('Stopped after 100 of 250 accounts.');
      expect(rows(el).length).to.be.greaterThan(0);
      button(el, 'resume-button').click();
      await waitUntil(() => calls.length === 3);
      expect(calls[2]!.query.page).to.equal(1);
      calls[2]!.resolve(page(1));
      await waitUntil(() => calls.length === 4);
      calls[3]!.resolve({ ...page(2), content: page(2).content.slice(0, 50) });
      await waitUntil(() => summary(el) === 'All 250 accounts loaded.');
      expect(el.ledgers).to.have.length(250);
      expect($(el, '[part~="progress"]')).to.equal(null);
    });
  });

  describe('row order', () => {
    const at = (index: number, parent?: number): Ledger => ({ ...synthetic(index), ...(parent === undefined ? {} : { parentId: synthetic(parent).id }) });
    const order = (list: Ledger[], collapsed?: Set<string>) => arrange(list, collapsed).map((row) => `${row.ledger.friendlyName}@${row.level}`);

    it('puts virtual ledgers under a parent on the same page, keeps orphans where they were, and counts duplicates once', () => {
      const list = [at(3, 0), at(0), at(1), at(2, 9), at(4, 0), at(1)];
      expect(order(list)).to.deep.equal(['Ledger 1@1', 'Ledger 4@2', 'Ledger 5@2', 'Ledger 2@1', 'Ledger 3@1']);
      expect(order(list, new Set([synthetic(0).id]))).to.deep.equal(['Ledger 1@1', 'Ledger 2@1', 'Ledger 3@1']);
    });

    it('survives a parent cycle a service should never send', () => {
      const list = [at(0, 1), at(1, 0), at(2, 2)];
      const rows = arrange(list);
      expect(rows.map((row) => row.ledger.id).sort()).to.deep.equal([synthetic(0).id, synthetic(1).id, synthetic(2).id].sort());
    });
  });
});
