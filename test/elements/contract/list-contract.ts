/**
 * One contract for every paged kit list: the service's paging limits, as a partner and a person meet
 * them. Each list is shown over the sandbox, with the total it reports made as large as needed.
 */
import { expect, fixture } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { LIMITS } from '../../../src/api/limits.js';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';
import { $, button, settled, summary, text, type ListElement } from '../list-helpers.js';

interface PagedList extends ListElement {
  pageSize: number;
  page: number;
}

export interface ListContractSpec {
  tag: string;
  /** What the status line counts ("cards"). */
  noun: string;
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

export function listContract({ tag, noun }: ListContractSpec): void {
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
  });
}

