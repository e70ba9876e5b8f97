import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/external-card-list/define.js';
import type { SvcExternalCardList } from '../../src/elements/external-card-list/svc-external-card-list.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { layoutFaults } from '../fixtures/layout-faults.mjs';
import { $, cells, lastQueryFor, requestsFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const { consumers: C, externalCards: E } = SEED;
const rows = (el: SvcExternalCardList) => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];
const requests = (sandbox: Sandbox) => requestsFor(sandbox, 'listExternalCards');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listExternalCards');

const list = (endUserId = C.alice as string, locale = 'en', adapterOf = (adapter: FetchAdapter) => adapter) =>
  sandboxListOf<SvcExternalCardList>((adapter) => html`<svc-external-card-list .adapter=${adapterOf(adapter)} end-user-id=${endUserId} locale=${locale}></svc-external-card-list>`);

describe('<svc-external-card-list>', () => {
  it("shows an end-user's cards, newest first: the masked number, network and type, holder, expiry (once) and date added", async () => {
    const { el, sandbox } = await list();
    const query = lastQuery(sandbox);
    expect([query.get('endUserId'), query.get('sortAttribute'), query.get('sortDirection')]).to.deep.equal([C.alice, 'CREATION_DATE', 'DESC']);
    expect(summary(el)).to.equal('2 external cards · Page 1 of 1');
    const [first, second] = rows(el);
    expect(first!.dataset.key).to.equal(E.aliceMastercard);
    // The number as a person reads it: grouped, hidden digits as dots; a screen reader hears its last four digits.
    expect(cells(first!)).to.deep.equal([
      '5555 55•• •••• 4444Card ending in 4444 Mastercard · Credit card',
      // Stacked, each fact is shown after its column's label (list-widths.test.ts).
      'ALICE MARTIN',
      '02/27',
      'May 12, 2025',
    ]);
    // One expiry: not "Expires 02/27" beside "Valid until Feb 28, 2027".
    expect(root(el).textContent).not.to.contain('Valid until');
    expect(root(el).textContent).not.to.contain('2027');
    expect(cells(second!)[0]).to.equal('4242 42•• •••• 4242Card ending in 4242 Visa · Debit card');
    expect(root(el).querySelector('.pan [aria-hidden="true"]')!.textContent).to.equal('5555 55•• •••• 4444');
    expect(text(root(el).querySelector('.pan .visually-hidden')!)).to.equal('Card ending in 4444');
    await expect(el).to.be.accessible();
  });

  it('choosing a card gives exactly what the service listed, and keeps nothing else: no attribute, no storage', async () => {
    const stored = [localStorage.length, sessionStorage.length];
    const { el, sandbox } = await list();
    const [first] = rows(el);
    setTimeout(() => first!.click());
    const event = (await oneEvent(el, 'svc-external-card-select')) as CustomEvent<{ card: Record<string, unknown> }>;
    const listed = sandbox.data.externalCards.get(E.aliceMastercard)!;
    expect(event.detail.card).to.deep.equal({ ...listed });
    expect(Object.keys(event.detail)).to.deep.equal(['card']);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(el.selectedId).to.equal(E.aliceMastercard);
    await el.updateComplete;
    // The selection is its id: the number, holder and dates stay out of the markup's attributes and the page's storage.
    const attributes = [...el.attributes].map((attribute) => attribute.value).join(' ');
    expect(attributes).not.to.contain('4444');
    expect(attributes).not.to.contain('ALICE');
    expect([localStorage.length, sessionStorage.length]).to.deep.equal(stored);
  });

  it('a partner without end-user-id lists every end-user’s cards', async () => {
    const { el, sandbox } = await list('');
    expect(lastQuery(sandbox).has('endUserId')).to.equal(false);
    expect(summary(el)).to.equal('4 external cards · Page 1 of 1');
  });

  it('refuses an end-user-id that is not a UUID: says so and sends nothing', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcExternalCardList>(html`<svc-external-card-list .adapter=${adapter} end-user-id="alice"></svc-external-card-list>`);
    await waitUntil(() => $(el, '[part~="error"]'), 'the refusal is not shown');
    expect(text($(el, '[part~="error"]')!)).to.equal('This list cannot be shown: the customer it is for is not identified correctly.');
    expect(requests(sandbox)).to.deep.equal([]);
  });

  it('reads cards tolerantly: a network or type it does not know shown as sent, a missing field as not given', async () => {
    const { el } = await list(C.alice, 'en', (adapter) => ({
      ...adapter,
      request: async (operation, input, options) => {
        const page = (await adapter.request(operation, input, options)) as { content: Record<string, unknown>[] };
        const [first, ...rest] = page.content;
        const { cardHolderName: _dropped, ...withoutHolder } = first!;
        return { ...page, content: [{ ...withoutHolder, scheme: 'UNIONPAY', type: 'CHARGE' }, ...rest] } as never;
      },
    }));
    expect(cells(rows(el)[0]!).slice(0, 2)).to.deep.equal(['5555 55•• •••• 4444Card ending in 4444 UNIONPAY · CHARGE', 'not given']);
  });

  it('speaks the page’s language', async () => {
    const { el } = await list(C.alice, 'fr');
    await waitUntil(() => summary(el).startsWith('2 cartes externes'), 'the list never spoke French');
    expect(cells(rows(el)[0]!)[0]).to.equal('5555 55•• •••• 4444Carte se terminant par 4444 Mastercard · Carte de crédit');
  });

  for (const width of [375, 768, 1280]) {
    it(`nothing is cut, scrolled sideways or out of its row at ${width} px`, async () => {
      const { adapter } = createSandboxAdapter();
      const box = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"><svc-external-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-external-card-list></div>`);
      const el = box.firstElementChild as SvcExternalCardList;
      await settled(el);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(layoutFaults(box)).to.deep.equal([]);
      for (const cell of root(el).querySelectorAll<HTMLElement>('.body [role="gridcell"], .body [role="rowheader"]')) {
        expect(cell.scrollWidth, text(cell)).to.be.at.most(cell.clientWidth + 1);
      }
    });
  }
});
