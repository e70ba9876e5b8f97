import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-list/define.js';
import '../../src/elements/card-view/define.js';
import type { SvcCardList } from '../../src/elements/card-list/svc-card-list.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { en } from '../../src/i18n/en.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { $, button, cells, errorOf, lastQueryFor, openFilters, requestsFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const texts = en.cardList;
const { consumers: C, corporates: K, ledgers: L } = SEED;

const rows = (el: SvcCardList) => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];

const cardRequests = (sandbox: Sandbox) => requestsFor(sandbox, 'listCards');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listCards');
const sandboxList = (template = (adapter: FetchAdapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-card-list>`) => sandboxListOf<SvcCardList>(template);

/** An adapter that lists `total` cards, the same page each time, and records each query. */

describe('<svc-card-list>', () => {
  it("shows each card's small face, name, status and expiry, and the total", async () => {
    const { el, sandbox } = await sandboxList();
    expect(lastQuery(sandbox).get('endUserId')).to.equal(C.alice);
    expect(summary(el)).to.equal('6 cards · Page 1 of 1');
    const everyday = rows(el).find((row) => text(row).includes('Everyday card'))!;
    expect(cells(everyday)).to.deep.equal(['Everyday card ALICE MARTIN · Physical · Standard debit', 'Active', '01/28']);
    const face = everyday.querySelector('[part~="card-face"]')!;
    expect(face.getAttribute('aria-hidden')).to.equal('true');
    expect(face.querySelector('img') === null).to.equal(true);
    expect(getComputedStyle(face).backgroundImage).to.contain('gradient');
    // Virtual cards are outlined; cards that can no longer pay are greyed.
    const expired = rows(el).find((row) => text(row).includes('Black Friday 2024'))!;
    expect(expired.querySelector('.face')!.classList.contains('virtual')).to.equal(true);
    expect(getComputedStyle(expired.querySelector('.face')!).filter).to.contain('grayscale');
    expect(expired.querySelector('[part~="badge"]')!.getAttribute('part')).to.equal('badge badge-expired');
    await expect(el).to.be.accessible();
  });

  it('names a card without a friendly name by its type, and shows both names of a corporate card', async () => {
    const { el } = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${K.nordwind}></svc-card-list>`);
    const statuses = rows(el).map((row) => text(row.querySelector('[part~="badge"]')!));
    expect(statuses).to.have.members(['Being created', 'Activating', 'Reactivating', 'Being suspended', 'Being closed']);
    expect(cells(rows(el).find((row) => text(row).includes('Subscriptions'))!)[0]).to.equal('Subscriptions LENA VOGEL · NORDWIND LOGISTICS · Virtual · Business virtual');
    const david = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${C.david}></svc-card-list>`);
    expect(cells(rows(david.el)[0]!)[0]).to.match(/^Physical card DAVID PEETERS/);
  });

  it('filters by several statuses and several types, and for staff ledger and profile, and says how many filters are in force', async () => {
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} staff></svc-card-list>`);
    await openFilters(el);
    for (const value of ['ACTIVE', 'SUSPENDED']) $<HTMLInputElement>(el, `input[name="status"][value="${value}"]`)!.click();
    for (const value of ['PHYSICAL', 'VIRTUAL']) $<HTMLInputElement>(el, `input[name="types"][value="${value}"]`)!.click();
    const ledger = $<HTMLInputElement>(el, 'input[name="ledgerId"]')!;
    ledger.value = ` ${L.aliceSavings} `;
    ledger.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    button(el, 'apply-button').click();
    await settled(el);
    const query = lastQuery(sandbox);
    expect(query.getAll('status[]')).to.deep.equal(['ACTIVE', 'SUSPENDED']);
    expect(query.getAll('types[]')).to.deep.equal(['PHYSICAL', 'VIRTUAL']);
    expect(query.get('ledgerId')).to.equal(L.aliceSavings);
    expect(rows(el).map((row) => cells(row)[1])).to.deep.equal(['Suspended']);
    expect(text(button(el, 'filters-button'))).to.equal('Filters (3 in force)');
  });

  it('offers a customer the type and status only: no identifier to type, none shown, the pinned one sent', async () => {
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-card-list>`);
    await openFilters(el);
    const filters = $(el, '[part~="filters"]')!;
    expect(filters.querySelectorAll('input[type="text"]')).to.have.length(0);
    expect(text(filters)).not.to.match(/\bID\b|UUID/);
    expect([...filters.querySelectorAll('legend')].map(text)).to.deep.equal([texts.type, texts.status]);
    $<HTMLInputElement>(el, 'input[name="types"][value="VIRTUAL"]')!.click();
    button(el, 'apply-button').click();
    await settled(el);
    const query = lastQuery(sandbox);
    expect([query.get('endUserId'), query.getAll('types[]'), query.get('ledgerId'), query.get('profileId')]).to.deep.equal([C.alice, ['VIRTUAL'], null, null]);
    expect(text(button(el, 'filters-button'))).to.equal('Filters (1 in force)');
    // A partner page without `staff` and without pins is read by a customer too: still no identifier.
    const open = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter}></svc-card-list>`);
    await openFilters(open.el);
    expect($(open.el, '[part~="filters"] input[type="text"]') === null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('refuses a malformed identifier on its field and sends nothing', async () => {
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} staff></svc-card-list>`);
    const sent = cardRequests(sandbox).length;
    await openFilters(el);
    const profile = $<HTMLInputElement>(el, 'input[name="profileId"]')!;
    profile.value = 'not-a-uuid';
    profile.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    button(el, 'apply-button').click();
    await el.updateComplete;
    expect(profile.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(profile)).to.equal(en.common.validation.uuid);
    expect(cardRequests(sandbox).length).to.equal(sent);
  });

  it('a pinned end-user or ledger is always sent and not offered as a filter; a malformed pin sends nothing', async () => {
    const { el, sandbox } = await sandboxList((adapter) => html`<svc-card-list .adapter=${adapter} ledger-id=${L.aliceMain} staff></svc-card-list>`);
    expect(lastQuery(sandbox).get('ledgerId')).to.equal(L.aliceMain);
    await openFilters(el);
    expect($(el, 'input[name="ledgerId"]') === null).to.equal(true);
    expect($(el, 'input[name="endUserId"]') !== null).to.equal(true);
    const bad = createSandboxAdapter();
    const broken = await fixture<SvcCardList>(html`<svc-card-list .adapter=${bad.adapter} end-user-id="nope"></svc-card-list>`);
    await broken.updateComplete;
    expect(text($(broken, '[part~="error"]')!)).to.equal(texts.pinnedInvalid);
    expect(cardRequests(bad.sandbox)).to.have.length(0);
  });
  it('pairs with <svc-card-view>: the chosen card is shown there', async () => {
    const { adapter } = createSandboxAdapter();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <svc-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-card-list>
      <svc-card-view .adapter=${adapter}></svc-card-view>
    </div>`);
    const list = wrapper.querySelector('svc-card-list')!;
    const view = wrapper.querySelector<SvcCardView>('svc-card-view')!;
    list.addEventListener('svc-card-select', (event) => (view.card = event.detail.card));
    await settled(list);
    rows(list).find((row) => text(row).includes('Online shopping'))!.click();
    await view.updateComplete;
    await waitUntil(() => view.shadowRoot!.textContent!.includes('Online shopping'), 'the view never showed the card');
  });
});
