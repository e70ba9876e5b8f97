/**
 * The base of the kit's paged lists: the paging and sorting attributes (kept within the service's
 * limits), what the toolbar, the pager and a person's choices in them do, and the page frame every
 * list shows around its rows (`renderContent`): the filters, the toolbar, a progress where a list
 * has one, the failure with Try again, the rows or the empty state (or the page past the end), the
 * pager, and what follows. A list gives its rows (`renderRows`) and, where it has them, its
 * `filters` and `pins`; the base shows the filters, says when they narrow the list, refuses a
 * malformed pin and offers the two sort orders the list's texts name: its columns, its query and
 * its row actions are all a list keeps. The frame waits for the first answer, or for
 * `LOADING_SHOWN_AFTER` without one (`FirstAnswerWait`).
 */
import { targetValue } from '../base/guards.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ServiceError } from '../../api/errors.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import { plural, type Plural } from '../../i18n/plural.js';
import { SvcElement } from '../base/svc-element.js';
import { CustomStatesController } from '../base/custom-states.js';
import { FilterForm, type ListFilterSpec } from './filter-form.js';
import type { Choice } from '../form/fields.js';
import { listFormat, type ListFormat } from './list-format.js';
import { clampInt, type SortDirection } from './list-settings.js';
import { listStyles } from './list-styles.js';
import { itemListStyles } from './item-list.js';
import { badgeStyles } from './badge.js';
import { pager, pagesCapped, reachablePages } from './pager.js';
import { listToolbar } from './toolbar.js';
import { FirstAnswerWait } from './first-answer.js';

const DEFAULT_PAGE_SIZE = 20;

/** The words each list says in its own way (the shared ones are the catalog's `list` part). */
export interface ListTexts {
  /** The pager's landmark name ("Pages of cards"): unique on a page showing several lists. */
  pager: string;
  empty: string;
  emptyFiltered: string;
  totalNone: string;
  total: Plural;
  loading: string;
  /**
   * The names of the two orders of a list sorted by one attribute ("Oldest first", "Newest first"),
   * which the base offers (`sorts()`); a list sorted otherwise gives its own sorts.
   */
  sortAsc?: string;
  sortDesc?: string;
}

/** What the base reads of a list's filters (the lists' shared `FilterForm`, made by `filterForm`). */
export interface ListFilters {
  /** Whether any filter is in force. */
  readonly active: boolean;
  render(): unknown;
}

/** What the base reads of the ids a partner pinned the list to (a `ListPins`). */
export interface ListPinsState {
  readonly any: boolean;
  readonly invalid: boolean;
  refusal(): string;
}

/** Where a list's request stands, as far as the shared templates need to know. */
export interface ListProgress {
  kind: string;
  total?: number;
  error?: ServiceError;
}

/**
 * @cssstate loading - A page (or, with all pages, the next one) is on its way.
 * @cssstate empty - Nothing matches: the service counts no item.
 * @cssstate error - The last request failed (said in the `error` part).
 */
export abstract class SvcListElement<T = unknown> extends SvcElement {
  static override styles = [...SvcElement.styles, badgeStyles, listStyles, itemListStyles];

  /** The sort order a list starts with, and falls back to when given something else. */
  protected static defaultSortDirection: SortDirection = 'DESC';

  /** Items per page, 1 to the service's maximum (100). */
  @property({ attribute: 'page-size', type: Number }) pageSize: number = DEFAULT_PAGE_SIZE;

  /** The page shown, from 0 (the service's numbering; people see it from 1). At most 500. */
  @property({ type: Number }) page = 0;

  /** The sort order, `ASC` or `DESC`; each list documents what it sorts by and its default. */
  @property({ attribute: 'sort-direction', reflect: true }) sortDirection: SortDirection = this.defaultSort;

  /** The refusal of a page number typed in the pager. */
  @state() protected pageError = '';

  /** The list's own words (its part of the catalog). */
  protected abstract get listTexts(): ListTexts;

  /** Where the list's pages come from (its query controller): the one holder of what is listed. */
  protected abstract readonly list: { readonly state: ListProgress; readonly total?: number; readonly items?: readonly T[]; forget(): void };

  /** The list's filters (`filterForm`), where it has them: shown above the toolbar, and they narrow the list while active. */
  protected readonly filters?: ListFilters;

  /** The ids the partner pinned the list to, where it takes them (`ListPins`): a malformed one stops the list. */
  protected readonly pins?: ListPinsState;

  /**
   * The sorts the toolbar offers, in the list's own words: by default the two orders its texts
   * name (`sortAsc`, `sortDesc`), the one it starts with first.
   */
  protected sorts(): readonly Choice[] {
    const { sortAsc, sortDesc } = this.listTexts;
    return sortAsc === undefined || sortDesc === undefined ? [] : this.directionSorts(sortAsc, sortDesc);
  }

  /** The two orders of the list's one sort attribute, named `asc` and `desc`, `first` offered first. */
  protected directionSorts(asc: string, desc: string, first: SortDirection = this.defaultSort): Choice[] {
    const choices = [
      { value: 'ASC', label: asc },
      { value: 'DESC', label: desc },
    ];
    return first === 'ASC' ? choices : choices.reverse();
  }

  /** The rows of the page shown (`stale`: the next page is on its way, so they are dimmed and busy). */
  protected renderRows(_items: readonly T[], _stale: boolean): unknown {
    return nothing;
  }

  /** The list's filters, above the toolbar (its `filters`, if any). */
  protected renderFilters(): unknown {
    return this.filters?.render() ?? nothing;
  }

  /**
   * Whether filters (or anything that narrows the list) are in force: the empty state says "nothing
   * matches". By default its filters, or an id pinned in place of one of them (a list without
   * filters, pinned to one end-user, lists all there is for that person).
   */
  protected get filtered(): boolean {
    return Boolean(this.filters && (this.filters.active || this.pins?.any));
  }

  /** Why the list cannot be shown at all (by default a pinned id that is not an id), said instead of the frame. */
  protected refusal(): string | undefined {
    return this.pins?.invalid ? this.pins.refusal() : undefined;
  }

  /** What every page request says of the page: its order, its size and its number. */
  protected get paging(): { sortDirection: SortDirection; pageSize: number; page: number } {
    return { sortDirection: this.sortDirection, pageSize: this.pageSize, page: this.page };
  }

  /** The adapter the list's requests go through, once the element is configured. */
  protected get listAdapter(): FetchAdapter | undefined {
    return this.configured ? this.config?.adapter : undefined;
  }

  /** What the list shows between the toolbar and its rows (the progress of a list loading every page). */
  protected renderProgress(): unknown {
    return nothing;
  }

  /** What the list adds after the pager (a dialog, an upload). */
  protected renderAfter(): unknown {
    return nothing;
  }

  protected override renderContent() {
    const refusal = this.refusal();
    if (refusal !== undefined) return html`<p class="message error" part="error" role="alert">${refusal}</p>`;
    const { state } = this.list;
    const items = this.list.items ?? [];
    if (!this.#firstAnswer.frame(state.kind === 'loading' && items.length === 0)) return nothing;
    return html`
      ${this.renderFilters()} ${this.renderToolbar(state, this.sorts())} ${this.renderProgress()} ${this.renderLoadError(state)}
      ${items.length > 0 ? this.renderRows(items, state.kind === 'loading') : this.renderNoRows(state, this.filtered)}
      ${this.renderPager(this.list.total)} ${this.renderAfter()}
    `;
  }

  readonly #firstAnswer = new FirstAnswerWait(this);

  /** @internal `loading` while a page (or every page) is on its way; `empty` when nothing matches; `error` when the last request failed. */
  protected readonly customStates = new CustomStatesController(this, () => {
    const { kind } = this.list.state;
    return { loading: kind === 'loading' || kind === 'streaming', empty: kind === 'loaded' && this.list.total === 0, error: kind === 'error' };
  });

  /** The number of items matching the filters, as the service counts them (once known). */
  get total(): number | undefined {
    return this.list.total;
  }

  /**
   * The list's filters on the lists' shared filter form, in the list's words and locale. Filters put
   * in force show the first page, and load again even when they are the same ones: the person asked
   * for it. `applied` adds what else the list does then.
   */
  protected filterForm<F extends object>(spec: ListFilterSpec<F>, applied?: () => void): FilterForm<F> {
    return new FilterForm<F>(this, {
      ...spec,
      messages: () => this.messages,
      locale: () => this.effectiveLocale,
      attention: (count) => this.attentionText(count),
      applied: () => {
        this.page = 0;
        applied?.();
        this.list.forget();
      },
    });
  }

  /** Loads the current page (or every page) again. */
  reload(): void {
    this.list.forget();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.checkPaging(changed);
  }

  /** Keeps partner-set paging within the service's limits: nothing out of range is ever sent. */
  private checkPaging(changed: PropertyValues<this>): void {
    if (changed.has('pageSize')) {
      const size = clampInt(this.pageSize, LIMITS.pageSize, DEFAULT_PAGE_SIZE);
      if (size !== this.pageSize) {
        console.warn(`<${this.localName}>: page-size ${this.pageSize} is outside ${LIMITS.pageSize.min}..${LIMITS.pageSize.max}; ${size} is used.`);
        this.pageSize = size;
      }
    }
    if (changed.has('page')) {
      const page = clampInt(this.page, LIMITS.page, 0);
      if (page !== this.page) {
        console.warn(`<${this.localName}>: page ${this.page} is outside ${LIMITS.page.min}..${LIMITS.page.max}; ${page} is used.`);
        this.page = page;
      }
    }
    if (changed.has('sortDirection') && this.sortDirection !== 'ASC' && this.sortDirection !== 'DESC') {
      this.sortDirection = this.defaultSort;
    }
  }

  /** The list's default sort direction (its class's `defaultSortDirection`). */
  private get defaultSort(): SortDirection {
    return Reflect.get(this.constructor, 'defaultSortDirection') === 'ASC' ? 'ASC' : 'DESC';
  }

  protected get format(): ListFormat {
    return listFormat(this.effectiveLocale);
  }

  /** Whether the list shows one page at a time (with a pager), rather than every page in one list. */
  protected get paged(): boolean {
    return true;
  }

  /** What "Try again" does (a list may also bring the focus back, or resume). */
  protected retry(): void {
    this.reload();
  }

  protected readonly onRetry = () => this.retry();
  protected readonly onFirstPage = () => void this.goToPage(0);
  protected readonly onSortChange = (event: Event) => {
    this.chooseSort(targetValue(event) ?? '');
    this.page = 0;
  };

  /** The sort in force, as the toolbar's sort chooser names it: the direction, unless a list sorts by more than one attribute. */
  protected get sortChoice(): string {
    return this.sortDirection;
  }

  /** A person chose a sort in the toolbar (one of the `sorts` given to `renderToolbar`). */
  protected chooseSort(value: string): void {
    this.sortDirection = value === 'ASC' ? 'ASC' : 'DESC';
  }
  protected readonly onPageSizeChange = (event: Event) => {
    this.pageSize = Number(targetValue(event));
    this.page = 0;
  };
  private readonly onPageRefused = (error: string) => {
    this.pageError = error;
  };
  private readonly onGo = (page: number, from?: 'previous' | 'next') => void this.goToPage(page, from);

  private async goToPage(page: number, from?: 'previous' | 'next'): Promise<void> {
    this.pageError = '';
    this.page = page;
    await this.updateComplete;
    if (!from) return;
    // The button pressed may now be disabled (first or last page): keep the focus in the pager.
    const pressed = this.renderRoot.querySelector<HTMLButtonElement>(`[part~="${from}-button"]`);
    if (pressed?.disabled) this.renderRoot.querySelector<HTMLButtonElement>(`[part~="${from === 'next' ? 'previous' : 'next'}-button"]`)?.focus();
  }

  /** "33 cards · Page 2 of 4", "No cards", or that the page is on its way. */
  protected pageStatus(progress: ListProgress): string {
    const texts = this.listTexts;
    const { kind, total } = progress;
    if (kind === 'loading') return texts.loading;
    if (total === undefined) return '';
    if (total === 0) return texts.totalNone;
    const count = plural(texts.total, total, this.effectiveLocale);
    if (kind !== 'loaded') return count;
    const pages = reachablePages(total, this.pageSize);
    return `${count} · ${format(this.messages.list.pageOf, { page: this.format.count(this.page + 1), pages: this.format.count(pages) })}`;
  }

  /**
   * The status line (by default `pageStatus`), the sort orders offered (`sorts`, in the list's own
   * words), the page size when paged, and the `toolbar` slot.
   */
  protected renderToolbar(progress: ListProgress, sorts: readonly Choice[], status = this.pageStatus(progress), busy = progress.kind === 'loading' || progress.kind === 'streaming'): TemplateResult {
    return listToolbar({
      status,
      busy,
      texts: this.messages.list,
      sorts,
      sort: this.sortChoice,
      pageSize: this.paged ? this.pageSize : undefined,
      count: (value) => this.format.count(value),
      onSortChange: this.onSortChange,
      onPageSizeChange: this.onPageSizeChange,
    });
  }

  /** The failure of the last request, with Try again when trying again may help. */
  protected renderLoadError(progress: ListProgress): TemplateResult | typeof nothing {
    const { error } = progress;
    if (progress.kind !== 'error' || !error) return nothing;
    return html`
      <div class="message error" part="error" role="alert">
        <span>${this.errorText(error)}</span>
        ${error.retryable ? html`<button type="button" class="secondary" part="retry-button" @click=${this.onRetry}>${this.messages.common.retry}</button>` : nothing}
      </div>
    `;
  }

  /** No rows: the page asked for is past the end, or nothing matches (`filtered`: filters are in force). */
  protected renderNoRows(progress: ListProgress, filtered: boolean): TemplateResult | typeof nothing {
    if (progress.kind !== 'loaded') return nothing;
    const texts = { ...this.messages.list, ...this.listTexts };
    if (this.paged && this.page > 0 && (progress.total ?? 0) > 0) {
      return html`
        <div class="empty" part="empty">
          <p>${texts.pastEnd}</p>
          <button type="button" class="secondary" part="first-page-button" @click=${this.onFirstPage}>${texts.backToFirst}</button>
        </div>
      `;
    }
    return html`<div class="empty" part="empty"><slot name="empty"><p>${filtered ? texts.emptyFiltered : texts.empty}</p></slot></div>`;
  }

  /**
   * Previous, "page X of Y" with a page number to go to, next; nothing until something is listed,
   * nor when everything fits on the first page (none of it could be used; the status line still
   * says "Page 1 of 1").
   */
  protected renderPager(total: number | undefined): TemplateResult | typeof nothing {
    if (!total || !this.paged) return nothing;
    const pageCount = reachablePages(total, this.pageSize);
    if (pageCount === 1 && this.page === 0) return nothing;
    return pager({
      messages: this.messages,
      texts: { ...this.messages.list, pager: this.listTexts.pager },
      count: (value) => this.format.count(value),
      page: this.page,
      pageCount,
      capped: pagesCapped(total, this.pageSize),
      error: this.pageError,
      go: this.onGo,
      refuse: this.onPageRefused,
    });
  }
}
