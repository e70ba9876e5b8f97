import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { listCards } from '../../api/operations/cards.js';
import { listCardsQuery, type Card } from '../../api/schemas/card.js';
import { list } from '../../i18n/list/en.js';
import { cards } from '../../i18n/cards/en.js';
import { cardList } from './texts/en.js';
import { cardListLocales } from '../../generated/locales/card-list.js';
import { PageQueryController } from '../list/page-query.js';
import { RowGrid } from '../list/row-grid.js';
import { gridShell } from '../list/grid-shell.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { cardFilters, type CardQuery, type Pin } from './card-filters.js';
import { cardRow } from './card-row.js';
import { cardListStyles } from './svc-card-list.styles.js';
import { SvcCardSelectEvent } from '../card/events.js';

/**
 * The cards of the partner's end-users, of one end-user or of one ledger: filters (statuses,
 * types; with `staff`, also end-user, ledger and card profile by id), creation-date sorting (`sort-direction`, newest first by default), paging with the total count.
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
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 * @cssprop --svc-card-list-face-width - Width of the small card face (default 3rem).
 */
export class SvcCardList extends SvcListElement<Card> {
  /** @internal */
  static override ownMessages = { cardList, list, cards };
  static override ownLocales = cardListLocales;

  static override styles = [...SvcListElement.styles, ...cardListStyles];

  /** Pins the list to one end-user (consumer or corporate UUID): always sent, and that filter is not offered. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** Pins the list to one ledger (UUID): always sent, and that filter is not offered. */
  @property({ attribute: 'ledger-id', reflect: true }) ledgerId?: string;

  /**
   * The reader is the partner's staff: the end-user, ledger and card profile filters may be typed
   * (identifiers). Without it a customer is offered type and status only, and never types an id.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The id of the selected card (set when a person chooses one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  /** The filters the partner pinned, and whether one of them is malformed (then nothing is sent). */
  private pins: ReadonlySet<Pin> = new Set();
  private pinned: Partial<Record<Pin, string>> = {};
  private pinnedInvalid = false;

  private readonly filters = this.filterForm(cardFilters({ pinned: () => this.pins, staff: () => this.staff }));
  protected readonly list = new PageQueryController<CardQuery, Card>(this, (ops, query, signal) => ops.run(listCards, { query }, { silent: true, signal }), (error) => this.filters.refused(error));
  private readonly grid = new RowGrid<Card>(this, {
    items: () => this.list.items,
    key: (card) => card.id,
    select: (card) => this.select(card),
  });

  /** The cards of the page shown. */
  get cards(): readonly Card[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.checkProperties(changed);
    this.list.sync(this.buildQuery(), this.configured ? this.config?.adapter : undefined);
  }

  /** The partner's pins; a malformed one stops the list (nothing is sent). */
  private checkProperties(changed: PropertyValues<this>): void {
    if (changed.has('endUserId') || changed.has('ledgerId')) {
      const pinned: Partial<Record<Pin, string>> = {};
      const endUserId = this.endUserId?.trim();
      const ledgerId = this.ledgerId?.trim();
      if (endUserId) pinned.endUserId = endUserId;
      if (ledgerId) pinned.ledgerId = ledgerId;
      this.pinned = pinned;
      this.pins = new Set<Pin>([...(endUserId ? ['endUserId' as const] : []), ...(ledgerId ? ['ledgerId' as const] : [])]);
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

  // Rendering

  protected get listTexts() {
    return this.messages.cardList;
  }

  protected sorts() {
    const texts = this.messages.cardList;
    return [
      { value: 'DESC', label: texts.sortDesc },
      { value: 'ASC', label: texts.sortAsc },
    ];
  }

  protected override refusal() {
    return this.pinnedInvalid ? this.messages.cardList.pinnedInvalid : undefined;
  }

  protected override renderFilters() {
    return this.filters.render();
  }

  protected override get filtered(): boolean {
    return this.filters.active || this.pins.size > 0;
  }


  protected override renderRows(cards: readonly Card[], stale: boolean) {
    const texts = this.messages.cardList;
    const sort = this.sortDirection === 'ASC' ? 'ascending' : 'descending';
    const context = { messages: this.messages, tabStop: this.grid.tabStop, selectedId: this.selectedId };
    return gridShell(this.grid, {
      label: texts.title,
      keyboardHint: texts.keyboardHint,
      stale,
      columns: [
        { label: texts.columnCard, cell: 'name', sort },
        { label: texts.columnStatus, cell: 'state' },
        { label: texts.columnExpiry, cell: 'expiry' },
      ],
      rows: cards.map((card, index) => cardRow(card, index, context)),
    });
  }

}
