import type { PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { listConsumers } from '../../api/operations/consumer-list.js';
import { listConsumersQuery, type ConsumerListItem } from '../../api/schemas/consumer-list.js';
import { list } from '../../i18n/list/en.js';
import { consumerList } from './texts/en.js';
import { consumerStatuses } from '../../i18n/consumer-statuses/en.js';
import { consumerListLocales } from '../../generated/locales/consumer-list.js';
import type { Choice } from '../form/fields.js';
import { PageQueryController } from '../list/page-query.js';
import { checkedQuery } from '../list/list-settings.js';
import { RowGrid } from '../list/row-grid.js';
import { gridShell } from '../list/grid-shell.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { consumerFilters, type ConsumerQuery } from './consumer-filters.js';
import { consumerRow } from './consumer-row.js';
import { consumerListStyles } from './svc-consumer-list.styles.js';
import { SvcConsumerSelectEvent } from './events.js';

/** What the list sorts by (the service's three sort attributes). */
export type ConsumerSortAttribute = 'UPDATE_DATE' | 'LAST_NAME' | 'CREATION_DATE';
const SORT_ATTRIBUTES: readonly ConsumerSortAttribute[] = ['UPDATE_DATE', 'LAST_NAME', 'CREATION_DATE'];
/** The sorts offered, each attribute in the direction people expect first. */
const SORTS = ['UPDATE_DATE_DESC', 'UPDATE_DATE_ASC', 'LAST_NAME_ASC', 'LAST_NAME_DESC', 'CREATION_DATE_DESC', 'CREATION_DATE_ASC'] as const;
type SortChoice = (typeof SORTS)[number];

/**
 * The partner's consumers ("List consumers", a partner operation): search by last name, phone
 * number or email address (the service matches part of them), a filter for every status facet
 * (identity check, banking, suspension, service and compliance, several values each; the overall
 * status, one), sorting by last update, last name or creation (`sort-attribute`,
 * `sort-direction`), and paging with the total count. Each row shows the consumer's name, email
 * address and phone number, the overall status (and Suspended), the identity check, banking and
 * the date of the last update. Rows form an ARIA grid with one tab stop: arrow keys, Home/End and
 * PageUp/PageDown move between consumers, Enter or Space (or a click) chooses one and fires
 * `svc-consumer-select` with the consumer, ready for `<svc-consumer-status consumer-id>`.
 *
 * Every search field and filter is checked against the operation's own query schema before
 * anything is sent (search fields: at most `KIT_LIMITS.freeText.max` characters); paging stays
 * within the service's limits. A new search, page or sort cancels the request in flight.
 *
 * States: loading (later pages dim the rows shown), loaded, empty, error (with Try again when it
 * may help).
 *
 * @summary A searchable, filterable, pageable list of consumers; choosing one fires `svc-consumer-select`.
 * @tag svc-consumer-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no consumer is listed (default: the kit's text, which says whether a search is in force).
 * @fires {CustomEvent<SvcConsumerSelectDetail>} svc-consumer-select - A consumer was chosen (click, Enter or Space). `detail.consumer` is the consumer.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of consumers arrived (`detail.result` is the page).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart filters-button - Shows or hides the search and filter form (closed at first); says how many are in force.
 * @csspart filters - The search and filter form.
 * @csspart form-control - One field (label, input, help text, error), also the page number field.
 * @csspart form-control-label - A field's label or legend.
 * @csspart form-control-input - A text input, a checkbox, the overall status, the sort and page-size choosers, the page number.
 * @csspart form-control-help-text - A field's help text.
 * @csspart form-control-error - The message tied to an invalid field.
 * @csspart form-control-group - The choices of a status facet.
 * @csspart apply-button - Searches with what is typed and chosen.
 * @csspart reset-button - Clears the search and the filters.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart error - A failure, or the count of refused fields.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no consumer is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart table - The grid of consumers.
 * @csspart column-header - A column header.
 * @csspart body - The rows.
 * @csspart row - One consumer row; also `row-selected` on the selected one.
 * @csspart cell - A cell of a row.
 * @csspart badge - A status badge; also `badge-<status>` (e.g. `badge-active`, `badge-pending-review`, `badge-suspended`).
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcConsumerList extends SvcListElement<ConsumerListItem> {
  /** @internal */
  static override ownMessages = { consumerList, consumerStatuses, list };
  static override ownLocales = consumerListLocales;

  static override styles = [...SvcListElement.styles, ...consumerListStyles];

  /** What the list is sorted by: `UPDATE_DATE` (default), `LAST_NAME` or `CREATION_DATE`; `sort-direction` gives the order (default `DESC`). */
  @property({ attribute: 'sort-attribute', reflect: true }) sortAttribute: ConsumerSortAttribute = 'UPDATE_DATE';

  /** The id of the selected consumer (set when a person chooses one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  protected override readonly filters = this.filterForm(consumerFilters);
  protected readonly list = new PageQueryController<ConsumerQuery, ConsumerListItem>(this, (ops, query, signal) => ops.run(listConsumers, { query }, { silent: true, signal }), (error) =>
    this.filters.refused(error),
  );
  private readonly grid = RowGrid.byId(this, () => this.list.items, (consumer) => this.select(consumer));

  /** The consumers of the page shown. */
  get consumers(): readonly ConsumerListItem[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('sortAttribute') && !SORT_ATTRIBUTES.includes(this.sortAttribute)) this.sortAttribute = 'UPDATE_DATE';
    this.list.sync(this.buildQuery(), this.listAdapter);
  }

  protected override get sortChoice(): string {
    return `${this.sortAttribute}_${this.sortDirection}`;
  }

  protected override chooseSort(value: string): void {
    const choice = SORTS.find((sort) => sort === value);
    if (!choice) return;
    const direction = choice.endsWith('_ASC') ? 'ASC' : 'DESC';
    this.sortAttribute = choice.startsWith('LAST_NAME') ? 'LAST_NAME' : choice.startsWith('CREATION_DATE') ? 'CREATION_DATE' : 'UPDATE_DATE';
    this.sortDirection = direction;
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): ConsumerQuery | undefined {
    return checkedQuery<ConsumerQuery>(listConsumersQuery, { sortAttribute: this.sortAttribute, ...this.paging, ...this.filters.applied });
  }

  private select(consumer: ConsumerListItem): void {
    this.selectedId = consumer.id;
    this.emit(new SvcConsumerSelectEvent(consumer));
  }

  // Rendering

  protected get listTexts() {
    return this.messages.consumerList;
  }

  protected override sorts(): Choice[] {
    const texts = this.messages.consumerList.sorts;
    return SORTS.map((value: SortChoice) => ({ value, label: texts[value] }));
  }

  protected override renderRows(consumers: readonly ConsumerListItem[], stale: boolean) {
    const texts = this.messages.consumerList;
    const facets = this.messages.consumerStatuses.facets;
    const sort = this.sortDirection === 'ASC' ? 'ascending' : 'descending';
    const sortedBy = (attribute: ConsumerSortAttribute) => (this.sortAttribute === attribute ? sort : 'none');
    const context = { messages: this.messages, format: this.format };
    return gridShell(this.grid, {
      texts,
      stale,
      columns: [
        { label: texts.columnConsumer, cell: 'name', sort: sortedBy('LAST_NAME') },
        { label: facets.overall, cell: 'state' },
        { label: facets.kyc, cell: 'state' },
        { label: facets.banking, cell: 'state' },
        { label: texts.columnUpdated, cell: 'date', sort: sortedBy('UPDATE_DATE') },
      ],
      items: consumers,
      selectedId: this.selectedId,
      row: (consumer, place) => consumerRow(consumer, place, context),
    });
  }
}
