/** The pager of the kit's lists: previous, "page X of Y" with a page number to go to, next. */
import { html, nothing, type TemplateResult } from 'lit';
import { LIMITS } from '../../api/limits.js';
import { format, type Catalog } from '../../i18n/catalog.js';

/** The pager's words, from the list's own catalog. */
interface PagerTexts {
  pager: string;
  page: string;
  ofPages: string;
  goToPage: string;
  pagesCapped: string;
}

export interface PagerOptions {
  messages: Catalog;
  texts: PagerTexts;
  /** A count in the list's locale. */
  count: (value: number) => string;
  /** The page shown, from 0. */
  page: number;
  /** Pages a person can reach (the service serves 501 at most). */
  pageCount: number;
  /** More items match than those pages hold. */
  capped: boolean;
  /** The refusal of the page number typed, if any. */
  error: string;
  /** Goes to a page; `from` names the button pressed. */
  go: (page: number, from?: 'previous' | 'next') => void;
  refuse: (error: string) => void;
}

/** Why a typed page number cannot be shown, or '' when it can. */
function pageProblem(text: string, pageCount: number, messages: Catalog): string {
  const v = messages.common.validation;
  const wanted = Number(text);
  if (!text || !Number.isInteger(wanted)) return v.notInteger;
  if (wanted < 1) return format(v.tooSmall, { minimum: 1 });
  if (wanted > pageCount) return format(v.tooBig, { maximum: pageCount });
  return '';
}

export function pager(options: PagerOptions): TemplateResult {
  const { messages, texts, count, page, pageCount, error } = options;
  const onGoTo = (event: SubmitEvent) => {
    event.preventDefault();
    const input = event.target instanceof HTMLFormElement ? event.target.querySelector('input') : null;
    if (!input) return;
    const text = input.value.trim();
    const problem = pageProblem(text, pageCount, messages);
    if (problem) {
      options.refuse(problem);
      input.focus();
    } else {
      options.go(Number(text) - 1);
    }
  };
  return html`
    <nav class="pager" part="pager" aria-label=${texts.pager}>
      <button type="button" class="secondary" part="previous-button" ?disabled=${page <= 0} @click=${() => options.go(page - 1, 'previous')}>
        <span aria-hidden="true">‹</span> ${messages.common.previousPage}
      </button>
      <form class="goto" part="form-control" novalidate @submit=${onGoTo}>
        <label for="page-input" part="form-control-label">${texts.page}</label>
        <input
          id="page-input"
          part="form-control-input"
          type="number"
          inputmode="numeric"
          min="1"
          max=${pageCount}
          .value=${String(page + 1)}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${error ? 'page-error page-of' : 'page-of'}
        />
        <span id="page-of">${format(texts.ofPages, { pages: count(pageCount) })}</span>
        <button type="submit" class="secondary" part="go-button">${texts.goToPage}</button>
        ${error ? html`<span id="page-error" class="field-message" part="form-control-error" role="alert">${error}</span>` : nothing}
      </form>
      <button type="button" class="secondary" part="next-button" ?disabled=${page >= pageCount - 1} @click=${() => options.go(page + 1, 'next')}>
        ${messages.common.nextPage} <span aria-hidden="true">›</span>
      </button>
    </nav>
    ${options.capped ? html`<p class="note">${format(texts.pagesCapped, { pages: count(LIMITS.page.max + 1) })}</p>` : nothing}
  `;
}

/** Pages a person can reach for `total` items: the service serves pages 0..LIMITS.page.max only. */
export function reachablePages(total: number, pageSize: number): number {
  return Math.max(1, Math.min(Math.ceil(total / pageSize), LIMITS.page.max + 1));
}

/** Whether more items match than the reachable pages hold. */
export const pagesCapped = (total: number, pageSize: number): boolean => Math.ceil(total / pageSize) > LIMITS.page.max + 1;
