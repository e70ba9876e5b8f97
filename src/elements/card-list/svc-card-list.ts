import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LIMITS } from '../../api/limits.js';
import { listCards } from '../../api/operations/cards.js';
import { listCardsQuery, type Card } from '../../api/schemas/card.js';
import { format } from '../../i18n/catalog.js';
import { cardList } from '../../i18n/en/card-list.js';
import { plural } from '../../i18n/plural.js';
import { cardListLocales } from '../../i18n/shipped/card-list.js';
import { SvcElement } from '../base/svc-element.js';
import { listFormat, type ListFormat } from '../list/list-format.js';
import { listStyles } from '../list/list-styles.js';
import { PageQueryController } from '../list/page-query.js';
import { pager, pagesCapped, reachablePages } from '../list/pager.js';
import { RowGridController } from '../list/row-grid.js';
import { listToolbar } from '../list/toolbar.js';
import { cardFilters, type CardQuery, type Pin } from './card-filters.js';
import { cardRow } from './card-row.js';
import { cardListStyles } from './svc-card-list.styles.js';
import { clampInt, type SortDirection } from '../list/list-settings.js';

const DEFAULT_PAGE_SIZE = 20;

import { SvcCardSelectEvent } from './card-select-event.js';

export { SvcCardSelectEvent, type SvcCardSelectDetail } from './card-select-event.js';

/**
 * The cards of the partner's end-users, of one end-user or of one ledger: filters (end-user,
 * ledger, card profile, statuses, types), creation-date sorting, paging with the total count.
 * Each row shows the card's face in small, its name (friendly name, name on card, type and
 * profile), its status and its expiry. Rows form an ARIA grid with one tab stop: arrow keys,
 * Home/End and PageUp/PageDown move between cards, Enter or Space (or a click) chooses one and
 * fires `svc-card-select` with the card, ready for `<svc-card-view>`'s `card` property.
 *
 * Every filter is checked against the operation's own query schema before anything is sent; a
 * new filter, page or sort cancels the request in flight. Server strings are rendered as text.
 *
 * States: loading (later pages dim the rows shown), loaded, empty, error (with Try again when it
 * may help).
 *
 * @summary A filterable, pageable list of cards; choosing one fires `svc-card-select`.
 * @tag svc-card-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no card is listed (default: the kit's text, which says whether filters are in force).
 * @fires {CustomEvent<SvcCardSelectDetail>} svc-card-select - A card was chosen (click, Enter or Space). `detail.card` is the card.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of cards arrived (`detail.result` is the page).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart filters-button - Shows or hides the filter form (closed at first); says how many filters are in force.
 * @csspart filters - The filter form.
 * @csspart form-control - One filter field (label, input, help text, error), also the page number field.
 * @csspart form-control-label - A field's label or legend.
 * @csspart form-control-input - A text input, a checkbox, the sort and page-size choosers, the page number.
 * @csspart form-control-help-text - A field's help text.
 * @csspart form-control-error - The message tied to an invalid field.
 * @csspart form-control-group - The status and type choices.
 * @csspart apply-button - Applies the filters.
 * @csspart reset-button - Clears the filters.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart error - A failure, or the count of refused filters.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no card is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart table - The grid of cards.
 * @csspart column-header - A column header.
 * @csspart body - The rows.
 * @csspart row - One card row; also `row-selected` on the selected one.
 * @csspart cell - A cell of a row.
 * @csspart card-face - The card's face in small (decorative; drawn by CSS from the theme's tokens).
 * @csspart badge - A status badge; also `badge-<status>` (e.g. `badge-active`, `badge-awaiting-activation`).
 * @csspart pager - Previous / page / next.
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 * @cssprop --svc-card-list-face-width - Width of the small card face (default 3rem).
 */
export class SvcCardList extends SvcElement {
  /** @internal */
  static override ownMessages = { cardList };
  static override ownLocales = cardListLocales;

  static override styles = [...SvcElement.styles, listStyles, cardListStyles];

  /** Pins the list to one end-user (consumer or corporate UUID): always sent, and that filter is not offered. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** Pins the list to one ledger (UUID): always sent, and that filter is not offered. */
  @property({ attribute: 'ledger-id', reflect: true }) ledgerId?: string;

  /** Cards per page, 1 to the service's maximum (100). */
  @property({ attribute: 'page-size', type: Number }) pageSize: number = DEFAULT_PAGE_SIZE;

  /** The page shown, from 0 (the service's numbering; people see it from 1). At most 500. */
  @property({ type: Number }) page = 0;

  /** Creation-date order: `DESC` (newest first, the default) or `ASC`. */
  @property({ attribute: 'sort-direction', reflect: true }) sortDirection: SortDirection = 'DESC';

  /** The id of the selected card (set when a person chooses one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  /** The refusal of a page number typed in the pager. */
  @state() private pageError = '';

  /** The filters the partner pinned, and whether one of them is malformed (then nothing is sent). */
  private pins: ReadonlySet<Pin> = new Set();
  private pinned: Partial<Record<Pin, string>> = {};
  private pinnedInvalid = false;

  private readonly filters = cardFilters(this, {
    messages: () => this.messages,
    locale: () => this.effectiveLocale,
    pinned: () => this.pins,
    attention: (count) => this.attentionText(count),
    applied: () => {
      this.page = 0;
      // The same filters again load again: the person asked for it.
      this.list.forget();
    },
  });
  private readonly list = new PageQueryController<'listCards', CardQuery, Card>(this, listCards, (error) => this.filters.refused(error));
  private readonly grid = new RowGridController<Card>(this, {
    items: () => this.list.items,
    key: (card) => card.id,
    select: (card) => this.select(card),
  });

  /** The cards of the page shown. */
  get cards(): readonly Card[] {
    return this.list.items;
  }

  /** The number of cards matching the filters, as the service counts them (once known). */
  get total(): number | undefined {
    return this.list.total;
  }

  /** Loads the current page again. */
  reload(): void {
    this.list.forget();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.checkProperties(changed);
    this.list.sync(this.buildQuery(), this.configured ? this.config?.adapter : undefined);
  }

  /** Keeps partner-set properties within the service's limits: nothing out of range is ever sent. */
  private checkProperties(changed: PropertyValues<this>): void {
    if (changed.has('pageSize')) {
      const size = clampInt(this.pageSize, LIMITS.pageSize, DEFAULT_PAGE_SIZE);
      if (size !== this.pageSize) {
        console.warn(`<svc-card-list>: page-size ${this.pageSize} is outside ${LIMITS.pageSize.min}..${LIMITS.pageSize.max}; ${size} is used.`);
        this.pageSize = size;
      }
    }
    if (changed.has('page')) {
      const page = clampInt(this.page, LIMITS.page, 0);
      if (page !== this.page) {
        console.warn(`<svc-card-list>: page ${this.page} is outside ${LIMITS.page.min}..${LIMITS.page.max}; ${page} is used.`);
        this.page = page;
      }
    }
    if (changed.has('sortDirection') && this.sortDirection !== 'ASC' && this.sortDirection !== 'DESC') this.sortDirection = 'DESC';
    if (changed.has('endUserId') || changed.has('ledgerId')) {
      const pinned: Partial<Record<Pin, string>> = {};
      const endUserId = this.endUserId?.trim();
      const ledgerId = this.ledgerId?.trim();
      if (endUserId) pinned.endUserId = endUserId;
      if (ledgerId) pinned.ledgerId = ledgerId;
      this.pinned = pinned;
      this.pins = new Set(Object.keys(pinned) as Pin[]);
      this.pinnedInvalid = !listCardsQuery.safeParse(pinned).success;
      if (this.pinnedInvalid) console.error(`<svc-card-list>: end-user-id or ledger-id is not a UUID; nothing is loaded.`);
    }
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): CardQuery | undefined {
    if (this.pinnedInvalid) return undefined;
    const query: CardQuery = {
      sortAttribute: 'CREATION_DATE',
      sortDirection: this.sortDirection,
      pageSize: this.pageSize,
      page: this.page,
      ...this.filters.applied,
      ...this.pinned,
    };
    return listCardsQuery.safeParse(query).success ? query : undefined;
  }

  private select(card: Card): void {
    this.selectedId = card.id;
    this.emit(new SvcCardSelectEvent(card));
  }

  private readonly onRetry = () => this.reload();
  private readonly onFirstPage = () => void this.goToPage(0);
  private readonly onSortChange = (event: Event) => {
    this.sortDirection = (event.target as HTMLSelectElement).value === 'ASC' ? 'ASC' : 'DESC';
    this.page = 0;
  };
  private readonly onPageSizeChange = (event: Event) => {
    this.pageSize = Number((event.target as HTMLSelectElement).value);
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

  // ——— Rendering ———

  private get format(): ListFormat {
    return listFormat(this.effectiveLocale);
  }

  private get pageCount(): number {
    return reachablePages(this.list.total ?? 0, this.pageSize);
  }

  private statusText(): string {
    const t = this.messages.cardList;
    const { state } = this.list;
    const total = this.list.total;
    if (state.kind === 'loading') return t.loading;
    if (total === undefined) return '';
    if (total === 0) return t.totalNone;
    const count = plural(t.total, total, this.effectiveLocale);
    if (state.kind !== 'loaded') return count;
    return `${count} · ${format(t.pageOf, { page: this.format.count(this.page + 1), pages: this.format.count(this.pageCount) })}`;
  }

  protected override renderContent() {
    const t = this.messages.cardList;
    if (this.pinnedInvalid) return html`<p class="message error" part="error" role="alert">${t.pinnedInvalid}</p>`;
    const total = this.list.total;
    return html`
      ${this.filters.render()}
      ${listToolbar({
        status: this.statusText(),
        busy: this.list.state.kind === 'loading',
        texts: t,
        sorts: [
          { value: 'DESC', label: t.sortDesc },
          { value: 'ASC', label: t.sortAsc },
        ],
        sort: this.sortDirection,
        pageSize: this.pageSize,
        count: (value) => this.format.count(value),
        onSortChange: this.onSortChange,
        onPageSizeChange: this.onPageSizeChange,
      })}
      ${this.renderError()} ${this.renderBody()}
      ${!total
        ? nothing
        : pager({
            messages: this.messages,
            texts: t,
            count: (value) => this.format.count(value),
            page: this.page,
            pageCount: this.pageCount,
            capped: pagesCapped(total, this.pageSize),
            error: this.pageError,
            go: this.onGo,
            refuse: this.onPageRefused,
          })}
    `;
  }

  private renderError() {
    const state = this.list.state;
    if (state.kind !== 'error') return nothing;
    return html`
      <div class="message error" part="error" role="alert">
        <span>${this.errorText(state.error)}</span>
        ${state.error.retryable
          ? html`<button type="button" class="secondary" part="retry-button" @click=${this.onRetry}>${this.messages.common.retry}</button>`
          : nothing}
      </div>
    `;
  }

  private renderBody() {
    const t = this.messages.cardList;
    const { state } = this.list;
    const cards = this.list.items;
    if (cards.length > 0) {
      const stale = state.kind === 'loading';
      const sort = this.sortDirection === 'ASC' ? 'ascending' : 'descending';
      const context = { messages: this.messages, tabStop: this.grid.tabStop, selectedId: this.selectedId };
      return html`
        <div part="table" class="table${stale ? ' stale' : ''}" role="grid" aria-label=${t.title} aria-describedby="keyboard-hint" aria-busy=${stale ? 'true' : 'false'}>
          <div role="rowgroup" class="head">
            <div role="row" class="heading">
              <span role="columnheader" part="column-header" class="cell name" aria-sort=${sort}>${t.columnCard}</span>
              <span role="columnheader" part="column-header" class="cell state">${t.columnStatus}</span>
              <span role="columnheader" part="column-header" class="cell expiry">${t.columnExpiry}</span>
            </div>
          </div>
          <div role="rowgroup" class="body" part="body" @click=${this.grid.onClick} @keydown=${this.grid.onKeydown} @focusin=${this.grid.onFocusIn}>
            ${cards.map((card, index) => cardRow(card, index, context))}
          </div>
        </div>
        <p id="keyboard-hint" class="visually-hidden">${t.keyboardHint}</p>
      `;
    }
    if (state.kind !== 'loaded') return nothing;
    if (this.page > 0 && state.total > 0) {
      return html`
        <div class="empty" part="empty">
          <p>${t.pastEnd}</p>
          <button type="button" class="secondary" part="first-page-button" @click=${this.onFirstPage}>${t.backToFirst}</button>
        </div>
      `;
    }
    const text = this.filters.active || this.pins.size > 0 ? t.emptyFiltered : t.empty;
    return html`<div class="empty" part="empty"><slot name="empty"><p>${text}</p></slot></div>`;
  }
}
