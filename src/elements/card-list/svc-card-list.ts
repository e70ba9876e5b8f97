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
import { checkedQuery, ListPins } from '../list/list-settings.js';
import { RowGrid } from '../list/row-grid.js';
import { gridShell } from '../list/grid-shell.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { cardFilters, type CardQuery, type CardListPin } from './card-filters.js';
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

  protected override readonly pins = new ListPins<CardListPin>(() => this.messages.cardList.pinnedInvalid);
  protected override readonly filters = this.filterForm(cardFilters({ pinned: () => this.pins, staff: () => this.staff }));
  protected readonly list = new PageQueryController<CardQuery, Card>(this, (ops, query, signal) => ops.run(listCards, { query }, { silent: true, signal }), (error) => this.filters.refused(error));
  private readonly grid = RowGrid.byId(this, () => this.list.items, (card) => this.select(card));

  /** The cards of the page shown. */
  get cards(): readonly Card[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('endUserId') || changed.has('ledgerId')) {
      const ids = [['endUserId', this.endUserId], ['ledgerId', this.ledgerId]] as const;
      this.pins.set(ids, (pinned) => listCardsQuery.safeParse(pinned).success, '<svc-card-list>: end-user-id or ledger-id is not a UUID; nothing is loaded.');
    }
    this.list.sync(this.buildQuery(), this.listAdapter);
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): CardQuery | undefined {
    if (this.pins.invalid) return undefined;
    return checkedQuery<CardQuery>(listCardsQuery, { sortAttribute: 'CREATION_DATE', ...this.paging, ...this.filters.applied, ...this.pins.values });
  }

  private select(card: Card): void {
    this.selectedId = card.id;
    this.emit(new SvcCardSelectEvent(card));
  }

  // Rendering

  protected get listTexts() {
    return this.messages.cardList;
  }

  protected override renderRows(cards: readonly Card[], stale: boolean) {
    const texts = this.messages.cardList;
    const sort = this.sortDirection === 'ASC' ? 'ascending' : 'descending';
    return gridShell(this.grid, {
      texts,
      stale,
      columns: [
        { label: texts.columnCard, cell: 'name', sort },
        { label: texts.columnStatus, cell: 'state' },
        { label: texts.columnExpiry, cell: 'expiry' },
      ],
      items: cards,
      selectedId: this.selectedId,
      row: (card, place) => cardRow(card, place, this.messages),
    });
  }

}
