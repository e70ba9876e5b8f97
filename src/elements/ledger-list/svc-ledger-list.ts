import { nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { LIMITS } from '../../api/limits.js';
import { ServiceError } from '../../api/errors.js';
import { listLedgersQuery, type Ledger } from '../../api/schemas/ledger.js';
import { list } from '../../i18n/list/en.js';
import { enums } from '../../i18n/enums/en.js';
import { ledgerList } from './texts/en.js';
import { ledgerListLocales } from '../../generated/locales/ledger-list.js';
import { ledgerFilters } from './filter-form.js';
import { ledgerFormat, type LedgerFormat } from './ledger-format.js';
import { LedgerQueryController, type LedgerQuery } from './ledger-query.js';
import { ledgerTable } from './ledger-table.js';
import { statusText, type StatusOptions } from './list-status.js';
import { reachablePages } from '../list/pager.js';
import { checkedQuery, ListPins } from '../list/list-settings.js';
import { PAGE_STEP } from '../list/row-moves.js';
import type { RowWindowController } from './row-window.js';
import type { LedgerRow } from './rows.js';
import { ledgerListStyles } from './svc-ledger-list.styles.js';
import { SvcListElement, type ListProgress } from '../list/svc-list-element.js';
import type { SuspendDialog } from './suspend-dialog.js';
import { TreeGrid } from './tree-grid.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { SvcLedgerSelectEvent } from './events.js';

/** The row window and progress of `all-pages`, fetched when a list first loads every page. */
const loadAllPagesView = loadOnce(() => import('./all-pages.js'), 'the all-pages view');
/** The Suspend dialog, fetched when the first suspendable rows are shown. */
const loadSuspendDialog = loadOnce(() => import('./suspend-dialog.js'), 'the suspend dialog');
type AllPagesView = NonNullable<Awaited<ReturnType<typeof loadAllPagesView>>>;
/** Said when that view cannot be fetched, with Try again: like any unreachable server. */
const viewUnreachable = () => new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', message: '<svc-ledger-list>: the all-pages view could not be loaded.' });

/**
 * The ledgers (accounts, as people see them) of the partner's end-users or of one end-user: filters
 * (end-user, status, main account, IBAN), creation-date sorting (`sort-direction`, oldest first by
 * default, so that a person's main accounts come first, each with its sub-accounts under it, page
 * after page; `DESC` for newest first), paging with the total count, readable status badges,
 * currencies, countries and dates, and virtual ledgers (sub-accounts) shown under their parent. Rows form an
 * ARIA treegrid with one tab stop: arrow keys, Home/End and PageUp/PageDown move between rows,
 * Right/Left show or hide virtual ledgers, Enter or Space selects. Nothing is cut or reached by
 * scrolling sideways: in a container too narrow for its columns each row becomes a small card whose facts keep their labels.
 *
 * With `all-pages` it loads page after page (up to the service's last page), shows the first
 * page at once and the rest as it comes, shows the progress, can be stopped and resumed, and
 * keeps only the rows in view in the document.
 *
 * Every filter is checked against the operation's own query schema before anything is sent; a
 * new filter, page or sort cancels the request in flight. Server strings are rendered as text.
 *
 * States (what the status line and body show): loading (the first answer is on its way; later
 * pages dim the rows shown), loaded, empty, error (with Try again when it may help), and with
 * `all-pages` streaming, stopped and done.
 *
 * @summary A filterable, pageable list of ledgers with virtual ledgers under their parent.
 * @tag svc-ledger-list
 * With `suspendable` each row of an active or pending ledger offers Suspend (Tab from the row
 * reaches it): a modal dialog opens `<svc-ledger-suspend>` for that ledger, and once it is suspended
 * the row shows the new status; closing the dialog (Close or Escape) brings focus back to the row.
 *
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no ledger is listed (default: the kit's text, which says whether filters are in force).
 * @fires {CustomEvent<SvcLedgerSelectDetail>} svc-ledger-select - A ledger was chosen (click, Enter or Space). `detail.ledger` is the ledger.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of ledgers arrived (`detail.result` is the page; once per page with `all-pages`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart filters-button - Shows or hides the filter form (closed at first); says how many filters are in force.
 * @csspart filters - The filter form.
 * @csspart form-control - One filter field (label, input, help text, error), also the page number field.
 * @csspart form-control-label - A field's label or legend.
 * @csspart form-control-input - A text input, a status checkbox, the sort and page-size choosers, the page number.
 * @csspart form-control-help-text - A field's help text.
 * @csspart form-control-error - The message tied to an invalid field.
 * @csspart form-control-group - The status choices.
 * @csspart apply-button - Applies the filters.
 * @csspart reset-button - Clears the filters.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart progress - The loading progress of `all-pages`.
 * @csspart stop-button - Stops loading every page.
 * @csspart resume-button - Loads the pages not loaded yet.
 * @csspart error - A failure, or the count of refused filters.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no ledger is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart table - The treegrid of ledgers.
 * @csspart column-header - A column header.
 * @csspart body - The rows (the scrolling viewport with `all-pages`).
 * @csspart row - One ledger row; also `row-selected` on the selected one, `row-virtual` on virtual ledgers.
 * @csspart cell - A cell of a row.
 * @csspart suspend-button - With `suspendable`: a row's Suspend action.
 * @csspart panel - With `suspendable`: the dialog holding `<svc-ledger-suspend>`.
 * @csspart title - The dialog's title.
 * @csspart close-button - Closes the dialog.
 * @csspart badge - A status badge; also `badge-<status>` (e.g. `badge-active`).
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 * @cssprop --svc-ledger-list-row-height - Least height of a row (default 3.5rem); with `all-pages`, the height of every row.
 * @cssprop --svc-ledger-list-stacked-row-height - With `all-pages`, the height of every row in a narrow container, where its facts stack (default 9rem).
 * @cssprop --svc-ledger-list-height - Height of the scrolling viewport with `all-pages` (default 28rem).
 */
export class SvcLedgerList extends SvcListElement<Ledger> {
  /** @internal */
  static override ownMessages = { ledgerList, list, enums };
  static override ownLocales = ledgerListLocales;

  static override styles = [...SvcListElement.styles, ledgerListStyles];

  /** Oldest first: main accounts are opened before their sub-accounts, so they lead the list. */
  protected static override defaultSortDirection: 'ASC' | 'DESC' = 'ASC';

  /**
   * Pins the list to one end-user (consumer or corporate UUID): always sent, and the end-user
   * filter is not offered.
   */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** Loads every page (100 ledgers each, up to the service's last page) into one scrolling list. */
  @property({ attribute: 'all-pages', type: Boolean, converter: booleanAttribute, reflect: true }) allPages = false;

  /** Rows of active and pending ledgers offer Suspend, which opens `<svc-ledger-suspend>` in a dialog. */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) suspendable = false;

  /** The caller is the partner's staff: the Suspend dialog's `<svc-ledger-suspend staff>` offers the SERVICE operator too. */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The id of the selected ledger (set when a person selects one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  /** The end-user the list is pinned to. */
  protected override readonly pins = new ListPins<'endUserId'>(() => this.messages.ledgerList.pinnedEndUserInvalid);
  protected override readonly filters = this.filterForm(ledgerFilters({ pinned: () => this.pins.any, locale: () => this.effectiveLocale, host: this }), () => this.tree.expandAll());
  protected readonly list = new LedgerQueryController(this, { failed: (error) => this.filters.refused(error) });
  /** With `all-pages`: the row window and the progress, fetched on demand (said with Try again when they cannot be). */
  private readonly allPagesPart = new OnDemandModule(this, 'all-pages view', () =>
    loadAllPagesView().then((view) => view && view.words.with(this.effectiveLocale, view)),
  );
  private rowWindow?: RowWindowController;
  private readonly tree = new TreeGrid(this, {
    ledgers: () => this.list.items,
    select: (ledger) => this.select(ledger),
    pageStep: () => (this.allPages && this.rowWindow ? this.rowWindow.pageStep : PAGE_STEP),
    reveal: (index) => {
      if (this.allPages) this.rowWindow?.scrollTo(index);
      return this.allPages;
    },
    action: (action, ledger) => {
      if (action === 'suspend') void this.suspend(ledger);
    },
  });
  /** With `suspendable`, once fetched: the dialog of a row's Suspend. */
  private suspension?: SuspendDialog;
  private suspensionFetch?: Promise<SuspendDialog | undefined>;
  /** The rows in display order and the row holding the tab stop, worked out before each render. */
  private rows: LedgerRow[] = [];
  private tabStop = 0;
  /** After "Try again", the focus goes to the rows once they are back (or to the button again). */
  private focusAfterLoad = false;

  /** The ledgers loaded: the current page, or with `all-pages` every ledger loaded so far. */
  get ledgers(): readonly Ledger[] {
    return this.list.ledgers;
  }

  /** `all-pages`: stops loading; the ledgers loaded so far stay. */
  stop(): void {
    this.list.stop();
  }

  /** `all-pages`: loads the pages not loaded yet (after `stop()` or an error). */
  resume(): void {
    if (this.allPages) this.list.resume();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('endUserId')) {
      const complaint = `<svc-ledger-list>: end-user-id "${this.endUserId}" is not a UUID; nothing is loaded.`;
      this.pins.set([['endUserId', this.endUserId]], (pinned) => listLedgersQuery.safeParse(pinned).success, complaint);
    }
    if (this.allPages) this.fetchAllPagesView();
    if (this.list.sync(this.buildQuery(), this.allPages, this.listAdapter) && this.allPages) this.rowWindow?.reset();
    this.rows = this.tree.rows;
    const active = this.tree.activeIndex;
    const window = this.windowed;
    window?.compute(this.rows.length, active);
    // One tab stop: the active row, else the first row rendered.
    this.tabStop = active ?? window?.first ?? 0;
  }

  /** The Suspend dialog, fetched once (again on the next use after a failure). */
  private fetchSuspension(): Promise<SuspendDialog | undefined> {
    if (this.suspension) return Promise.resolve(this.suspension);
    return (this.suspensionFetch ??= loadSuspendDialog().then((module) => {
      this.suspensionFetch = undefined;
      this.suspension ??= module && new module.SuspendDialog(this, {
        messages: () => this.messages,
        inherited: () => ({ adapter: this.adapter, locale: this.effectiveLocale, theme: this.theme, staff: this.staff }),
        suspended: (ledger) => this.list.replace(ledger),
        closed: (ledger) => {
          const index = this.tree.indexOf(ledger.id);
          if (index !== undefined) void this.tree.focusRow(index);
        },
      });
      return this.suspension;
    }));
  }

  private async suspend(ledger: Ledger): Promise<void> {
    await (await this.fetchSuspension())?.open(ledger);
  }

  /** The row window when the list loads every page and its view has arrived. */
  private get windowed(): RowWindowController | undefined {
    return this.allPages ? this.rowWindow : undefined;
  }

  private get allPagesView(): AllPagesView | undefined {
    return this.allPagesPart.module;
  }

  /** Fetches the all-pages view once (after a failure, again on Try again); the pages load meanwhile. */
  private fetchAllPagesView(again = false): void {
    if (this.allPagesView || this.allPagesPart.pending || (this.allPagesPart.failed && !again)) return;
    void this.allPagesPart.fetch().then((view) => {
      if (view && !this.rowWindow) {
        this.rowWindow = view.rowWindowFor(this, () => (this.allPages ? (this.renderRoot?.querySelector<HTMLElement>('.body') ?? null) : null));
      }
      this.requestUpdate();
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Suspendable rows: their dialog is fetched now, so that a Suspend opens it at once.
    if (changed.has('suspendable') && this.suspendable) void this.fetchSuspension();
    // A country the rows name from the ISO code lists: the rows are written again when the lists arrive
    // (the updates asked for while they are on their way make one).
    void this.format.namesArriving?.then(() => this.requestUpdate());
    const { kind } = this.list.state;
    if (this.focusAfterLoad && kind !== 'loading' && kind !== 'streaming') {
      this.focusAfterLoad = false;
      const target =
        this.renderRoot.querySelector<HTMLElement>('.body [role="row"][tabindex="0"]') ?? this.renderRoot.querySelector<HTMLElement>('[part~="retry-button"]');
      // After this update, so that the focus handler's state change starts an update of its own.
      queueMicrotask(() => target?.focus());
    }
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): LedgerQuery | undefined {
    if (this.pins.invalid) return undefined;
    // Every page: the largest pages, from the first.
    const paging = this.allPages ? { ...this.paging, pageSize: LIMITS.pageSize.max, page: LIMITS.page.min } : this.paging;
    return checkedQuery<LedgerQuery>(listLedgersQuery, { sortAttribute: 'CREATION_DATE', ...paging, ...this.filters.applied, ...this.pins.values });
  }

  private select(ledger: Ledger): void {
    this.selectedId = ledger.id;
    this.emit(new SvcLedgerSelectEvent(ledger));
  }

  /** Try again brings the focus back to the rows (or to the button), and resumes `all-pages`. */
  protected override retry(): void {
    this.focusAfterLoad = true;
    if (this.allPagesPart.failed) this.fetchAllPagesView(true);
    if (this.allPages) this.resume();
    else this.reload();
  }

  /** Runs what a button does; that button then goes away, so the focus moves to the one taking its place. */
  private async pressAndFocus(action: () => void, next: 'resume-button' | 'stop-button'): Promise<void> {
    action();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[part~="${next}"]`)?.focus();
  }

  private readonly onScroll = (event: Event) => this.rowWindow?.onScroll(event);
  private readonly onStop = () => void this.pressAndFocus(() => this.stop(), 'resume-button');
  private readonly onResume = () => void this.pressAndFocus(() => this.resume(), 'stop-button');

  // Rendering

  protected override get paged(): boolean {
    return !this.allPages;
  }

  protected get listTexts() {
    return this.messages.ledgerList;
  }

  protected override get format(): LedgerFormat {
    return ledgerFormat(this.effectiveLocale);
  }

  /** Pages a person can reach: the service serves pages 0..LIMITS.page.max only. */
  private get pageCount(): number {
    return reachablePages(this.list.total ?? 0, this.pageSize);
  }

  private get statusOptions(): StatusOptions {
    return {
      messages: this.messages,
      format: this.format,
      state: this.list.state,
      allPages: this.allPages,
      capped: this.list.capped,
      page: this.page,
      pageCount: this.pageCount,
    };
  }

  /** Newest first is offered first, though the list starts oldest first (main accounts before their sub-accounts). */
  protected override sorts() {
    return this.directionSorts(this.messages.ledgerList.sortAsc, this.messages.ledgerList.sortDesc, 'DESC');
  }

  /** The status line follows `all-pages` too. */
  protected override pageStatus(): string {
    return statusText(this.statusOptions);
  }

  protected override renderProgress() {
    return this.allPages ? (this.allPagesView?.progress(this.statusOptions, this.effectiveLocale, this.onStop, this.onResume, this) ?? nothing) : nothing;
  }

  /** The list's failure, or that the all-pages view could not be fetched. */
  protected override renderLoadError(progress: ListProgress) {
    return super.renderLoadError(this.allPages && this.allPagesPart.failed ? { kind: 'error', error: viewUnreachable() } : progress);
  }

  /** Every page: nothing until the row window is there (a few milliseconds, alongside the first page). */
  protected override renderNoRows(progress: ListProgress, filtered: boolean) {
    return this.allPages && !this.rowWindow ? nothing : super.renderNoRows(progress, filtered);
  }

  protected override renderRows(_ledgers: readonly Ledger[], stale: boolean) {
    if (this.allPages && !this.rowWindow) return nothing;
    const window = this.windowed;
    const row = {
      messages: this.messages,
      format: this.format,
      tabStop: this.tabStop,
      selectedId: this.selectedId,
      collapsed: this.tree.collapsed,
      windowed: Boolean(window),
      suspendable: this.suspendable,
    };
    return ledgerTable({
      rows: this.rows,
      window: window && this.allPagesView ? { rowCount: this.rows.length + 1, body: this.allPagesView.windowBody(this.rows, window, row) } : undefined,
      tree: this.tree,
      row,
      stale: !window && stale,
      sortDirection: this.sortDirection,
      onScroll: this.onScroll,
    });
  }

  /** With `suspendable`: the dialog of a row's Suspend. */
  protected override renderAfter() {
    return this.suspension?.render() ?? nothing;
  }
}
