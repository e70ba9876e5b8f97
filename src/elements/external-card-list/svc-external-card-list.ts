import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { listExternalCards } from '../../api/operations/acquiring.js';
import { listExternalCardsQuery, type ExternalCard } from '../../api/schemas/acquiring.js';
import type { OperationInput } from '../../api/operations.js';
import { list } from '../../i18n/list/en.js';
import { externalCardList } from './texts/en.js';
import { externalCardListLocales } from '../../generated/locales/external-card-list.js';
import { PageQueryController } from '../list/page-query.js';
import { checkedQuery, ListPins } from '../list/list-settings.js';
import { RowGrid } from '../list/row-grid.js';
import { gridShell } from '../list/grid-shell.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { externalCardRow } from './external-card-row.js';
import { externalCardListStyles } from './svc-external-card-list.styles.js';
import { SvcExternalCardSelectEvent } from './events.js';

type ExternalCardQuery = NonNullable<OperationInput<'listExternalCards'>['query']>;

/**
 * The external cards (cards of other banks) an end-user registered through an acquiring payment
 * ("List external cards"): for one end-user (`end-user-id`), else, for a partner, every end-user's.
 * Each row shows the masked card number, the card's network and type, the holder's name, the expiry
 * as the service gives it, and the dates until which the card is valid and when it was added;
 * sorting by date added (`sort-direction`, newest first) and paging with the total count.
 *
 * Rows form an ARIA grid with one tab stop: arrow keys, Home/End and PageUp/PageDown move between
 * cards, Enter or Space (or a click) chooses one and fires `svc-external-card-select` with the card
 * exactly as the service listed it (its `id` is a payment's `externalCardId`). The element keeps
 * nothing about a card beyond what the service returned, and stores nothing.
 *
 * States: loading (later pages dim the rows shown), loaded, empty, error (with Try again when it
 * may help).
 *
 * @summary A pageable list of an end-user's external cards; choosing one fires `svc-external-card-select`.
 * @tag svc-external-card-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no card is listed (default: the kit's text).
 * @fires {CustomEvent<SvcExternalCardSelectDetail>} svc-external-card-select - A card was chosen (click, Enter or Space). `detail.card` is the card as listed.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of cards arrived (`listExternalCards`, `detail.result` is the page).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart form-control - The page number field.
 * @csspart form-control-input - The sort and page-size choosers, the page number.
 * @csspart error - A failure, or a malformed `end-user-id`.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no card is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart table - The grid of cards.
 * @csspart column-header - A column header.
 * @csspart body - The rows.
 * @csspart row - One card; also `row-selected` on the selected one.
 * @csspart cell - A cell of a row.
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcExternalCardList extends SvcListElement<ExternalCard> {
  /** @internal */
  static override ownMessages = { externalCardList, list };
  static override ownLocales = externalCardListLocales;

  static override styles = [...SvcListElement.styles, ...externalCardListStyles];

  /** The end-user (consumer or corporate UUID) whose cards are listed; without it, a partner sees every end-user's. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The id of the selected card (set when a person chooses one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  protected override readonly pins = new ListPins<'endUserId'>(() => this.messages.externalCardList.pinnedInvalid);
  protected readonly list = new PageQueryController<ExternalCardQuery, ExternalCard>(this, (ops, query, signal) => ops.run(listExternalCards, { query }, { silent: true, signal }));
  private readonly grid = RowGrid.byId(this, () => this.list.items, (card) => this.select(card));

  /** The cards of the page shown, as the service listed them. */
  get cards(): readonly ExternalCard[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('endUserId')) {
      this.pins.set([['endUserId', this.endUserId]], (pinned) => listExternalCardsQuery.safeParse(pinned).success, '<svc-external-card-list>: end-user-id is not a UUID; nothing is loaded.');
    }
    this.list.sync(this.buildQuery(), this.listAdapter);
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): ExternalCardQuery | undefined {
    if (this.pins.invalid) return undefined;
    return checkedQuery<ExternalCardQuery>(listExternalCardsQuery, { sortAttribute: 'CREATION_DATE', ...this.paging, ...this.pins.values });
  }

  private select(card: ExternalCard): void {
    this.selectedId = card.id;
    this.emit(new SvcExternalCardSelectEvent(card));
  }

  // Rendering

  protected get listTexts() {
    return this.messages.externalCardList;
  }

  protected override sorts() {
    const texts = this.messages.externalCardList;
    return this.directionSorts(texts.sortOldest, texts.sortNewest);
  }

  protected override renderRows(cards: readonly ExternalCard[], stale: boolean) {
    const texts = this.messages.externalCardList;
    const context = { messages: this.messages, format: this.format };
    return gridShell(this.grid, {
      texts,
      stale,
      columns: [
        { label: texts.columnCard, cell: 'name' },
        { label: texts.columnHolder, cell: 'holder' },
        { label: texts.columnExpiry, cell: 'expiry' },
        { label: texts.columnAdded, cell: 'date', sort: this.sortDirection === 'ASC' ? 'ascending' : 'descending' },
      ],
      items: cards,
      selectedId: this.selectedId,
      row: (card, place) => externalCardRow(card, place, context),
    });
  }
}
