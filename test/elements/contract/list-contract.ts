/**
 * One contract for every paged kit list: the service's paging limits, as a partner and a person meet
 * them. Each list is shown over the sandbox, with the total it reports made as large as needed.
 */
import { expect, fixture, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { LIMITS } from '../../../src/api/limits.js';
import { ServiceError } from '../../../src/api/errors.js';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';
import { LOADING_SHOWN_AFTER } from '../../../src/elements/list/first-answer.js';
import { $, button, root, settled, summary, text, type ListElement } from '../list-helpers.js';

interface PagedList extends ListElement {
  pageSize: number;
  page: number;
}

export interface ListContractSpec {
  tag: string;
  /** What the status line counts ("cards"). */
  noun: string;
  /** A list whose rows are chosen: the event it fires and the detail's key for the item ("card"). */
  choice?: { event: string; item: string };
}

/** The sandbox's first item on every page, with the total the test needs; each query kept. */
function manyItems(total: number) {
  const { adapter: sandbox } = createSandboxAdapter();
  const queries: Record<string, unknown>[] = [];
  const adapter = {
    sandbox: false,
    request: async (operation: string, input: { query?: Record<string, unknown> }, options: unknown) => {
      queries.push(input.query ?? {});
      const first = (await sandbox.request(operation as never, { ...input, query: { ...input.query, page: 0, pageSize: 1 } } as never, options as never)) as unknown as object;
      return { ...first, totalElements: total, page: input.query?.page ?? 0, pageSize: input.query?.pageSize ?? 20 };
    },
  } as unknown as FetchAdapter;
  return { adapter, queries };
}

export function listContract({ tag, noun, choice }: ListContractSpec): void {
  const show = (adapter: FetchAdapter, attributes: { pageSize: number }) =>
    fixture<PagedList>(staticHtml`<${unsafeStatic(tag)} .adapter=${adapter} page-size=${attributes.pageSize}></${unsafeStatic(tag)}>`);

  describe(`<${tag}>: the paged list contract`, () => {
    it('page size: the service maximum is sent, one more is brought back to it', async () => {
      const { adapter, queries } = manyItems(1000);
      const el = await show(adapter, { pageSize: LIMITS.pageSize.max });
      await settled(el);
      expect(queries.at(-1)!.pageSize).to.equal(LIMITS.pageSize.max);
      el.pageSize = LIMITS.pageSize.max + 1;
      await settled(el);
      expect(el.pageSize).to.equal(LIMITS.pageSize.max);
      expect(queries.every((query) => (query.pageSize as number) <= LIMITS.pageSize.max)).to.equal(true);
    });

    it('pages: the last page the service serves is reached; one past it is refused on the field and nothing is sent', async () => {
      const { adapter, queries } = manyItems(1_000_000);
      const el = await show(adapter, { pageSize: 1 });
      await settled(el);
      expect(summary(el)).to.equal(`1,000,000 ${noun} · Page 1 of ${LIMITS.page.max + 1}`);
      expect(text($(el, '.note')!)).to.equal(`Only the first ${LIMITS.page.max + 1} pages can be browsed.`);
      const input = $<HTMLInputElement>(el, '#page-input')!;
      input.value = String(LIMITS.page.max + 2);
      button(el, 'go-button').click();
      await el.updateComplete;
      const sent = queries.length;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(text($(el, '#page-error')!)).to.equal(`Enter ${LIMITS.page.max + 1} or less.`);
      expect(queries.length).to.equal(sent);
      input.value = String(LIMITS.page.max + 1);
      button(el, 'go-button').click();
      await settled(el);
      expect(queries.at(-1)!.page).to.equal(LIMITS.page.max);
      expect(button(el, 'next-button').disabled).to.equal(true);
    });

    it('pager: none when everything fits on one page (the status line still counts it); previous, page and next from one item more', async () => {
      const pageSize = 5;
      const one = await show(manyItems(pageSize).adapter, { pageSize });
      await settled(one);
      expect(summary(one)).to.equal(`${pageSize} ${noun} · Page 1 of 1`);
      expect($(one, '[part~="pager"]')).to.equal(null);
      const two = await show(manyItems(pageSize + 1).adapter, { pageSize });
      await settled(two);
      expect(summary(two)).to.equal(`${pageSize + 1} ${noun} · Page 1 of 2`);
      expect(button(two, 'previous-button').disabled).to.equal(true);
      expect(button(two, 'next-button').disabled).to.equal(false);
      expect(text($(two, '[part~="pager"]')!)).to.contain('of 2');
    });

    it('page: an attribute past the last page the service serves is brought back to it', async () => {
      const { adapter, queries } = manyItems(1_000_000);
      const el = await show(adapter, { pageSize: 1 });
      await settled(el);
      el.page = LIMITS.page.max + 1;
      await settled(el);
      expect(el.page).to.equal(LIMITS.page.max);
      expect(queries.every((query) => (query.page as number) <= LIMITS.page.max)).to.equal(true);
      expect(queries.at(-1)!.page).to.equal(LIMITS.page.max);
    });

    if (choice) {
      it(`chooses a row by click, Enter or Space: ${choice.event} carries its ${choice.item}`, async () => {
        const { adapter } = createSandboxAdapter();
        const el = await fixture<PagedList & { selectedId?: string }>(staticHtml`<${unsafeStatic(tag)} .adapter=${adapter}></${unsafeStatic(tag)}>`);
        await settled(el);
        const rows = () => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];
        const chosen = async (act: () => unknown) => {
          setTimeout(act);
          const event = (await oneEvent(el, choice.event)) as CustomEvent<Record<string, { id: string }>>;
          return event.detail[choice.item]!.id;
        };
        const [first, second] = rows();
        expect(await chosen(() => first!.click())).to.equal(first!.dataset.key);
        expect(el.selectedId).to.equal(first!.dataset.key);
        await el.updateComplete;
        expect(first!.getAttribute('aria-selected')).to.equal('true');
        // One tab stop; arrows move, Enter and Space choose.
        expect(rows().filter((row) => row.tabIndex === 0)).to.have.length(1);
        first!.focus();
        await sendKeys({ press: 'ArrowDown' });
        await el.updateComplete;
        expect(root(el).activeElement === second, 'ArrowDown did not reach the second row').to.equal(true);
        expect(await chosen(() => sendKeys({ press: 'Enter' }))).to.equal(second!.dataset.key);
        await sendKeys({ press: 'End' });
        await el.updateComplete;
        expect(root(el).activeElement === rows().at(-1), 'End did not reach the last row').to.equal(true);
        expect(await chosen(() => sendKeys({ press: ' ' }))).to.equal(rows().at(-1)!.dataset.key);
      });
    }

    it(`the first page's wait: an answer within ${LOADING_SHOWN_AFTER} ms shows the list whole, a slower one shows the loading state first, later pages keep the frame`, async () => {
      const drawn = (el: HTMLElement & { shadowRoot: ShadowRoot | null }) => ['status', 'loading', 'pager'].filter((name) => el.shadowRoot!.querySelector(`[part~="${name}"]`));
      let answer!: (page: unknown) => void;
      let asked = 0;
      const held = { sandbox: false, request: () => (asked++, new Promise((resolve) => (answer = resolve))) } as unknown as FetchAdapter;
      const quick = await show(held, { pageSize: 20 });
      expect(asked, 'the first page is asked for at once').to.equal(1);
      expect(quick.matches(':state(loading)')).to.equal(true);
      expect(drawn(quick), 'drawn before the first answer').to.deep.equal([]);
      answer({ content: [], totalElements: 0, page: 0, pageSize: 20 });
      await settled(quick);
      expect(drawn(quick), 'the list whole once answered, no loading state').to.deep.equal(['status']);

      const since = performance.now();
      const slow = await show(held, { pageSize: 20 });
      await waitUntil(() => drawn(slow).includes('loading'), 'the loading state was never shown');
      expect(performance.now() - since, 'the loading state came before its delay').to.be.at.least(LOADING_SHOWN_AFTER - 5);
      expect(summary(slow)).to.not.equal('');

      const { adapter: many } = manyItems(100);
      let calls = 0;
      const thenHeld = { sandbox: false, request: (...args: unknown[]) => (++calls === 1 ? (many.request as (...a: unknown[]) => unknown)(...args) : new Promise(() => {})) } as unknown as FetchAdapter;
      const paged = await show(thenHeld, { pageSize: 20 });
      await settled(paged);
      paged.page = 1;
      await paged.updateComplete;
      expect(calls).to.equal(2);
      expect(drawn(paged), 'the frame stays while a later page is on its way').to.deep.equal(['status', 'loading', 'pager']);
    });

    it('custom states: :state(loading) while a page is on its way, then :state(empty), :state(error), or none with rows', async () => {
      const states = (el: HTMLElement) => ['loading', 'empty', 'error'].filter((name) => el.matches(`:state(${name})`));
      let answer!: (page: unknown) => void;
      const held = { sandbox: false, request: () => new Promise((resolve) => (answer = resolve)) } as unknown as FetchAdapter;
      const el = await show(held, { pageSize: 20 });
      expect(states(el)).to.deep.equal(['loading']);
      answer({ content: [], totalElements: 0, page: 0, pageSize: 20 });
      await settled(el);
      expect(states(el)).to.deep.equal(['empty']);

      const failing = { sandbox: false, request: () => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' })) } as unknown as FetchAdapter;
      const failed = await show(failing, { pageSize: 20 });
      await settled(failed);
      expect(states(failed)).to.deep.equal(['error']);

      const listed = await show(manyItems(3).adapter, { pageSize: 20 });
      await settled(listed);
      expect($(listed, '[part~="row"]'), 'no row shown').to.not.equal(null);
      expect(states(listed)).to.deep.equal([]);
    });
  });
}
