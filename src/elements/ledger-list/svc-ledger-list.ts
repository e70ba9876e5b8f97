import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { LIMITS } from '../../api/limits.js';
import { LedgerStatus } from '../../api/enums.js';
import type { ServiceError } from '../../api/errors.js';
import type { OperationInput } from '../../api/operations.js';
import { listLedgersQuery, type Ledger } from '../../api/schemas/ledger.js';
import { countryName, currencyName, formatIban, isValidIban, normalizeIban } from '../../api/formats/index.js';
import { format } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { SvcElement } from '../base/svc-element.js';
import { OperationController } from '../base/operation.js';
import { issueText, type SchemaIssue } from '../form/messages.js';
import { arrange, ledgerCountryCode, rowWindow, statusSlug, statusTone, type LedgerRow } from './rows.js';
import { ledgerListStyles } from './svc-ledger-list.styles.js';
import { ledgerList } from '../../i18n/en/ledger-list.js';

export interface SvcLedgerSelectDetail {
  /** The ledger as the service listed it. */
  ledger: Ledger;
}

/** A person chose a ledger in the list (click, Enter or Space). */
export class SvcLedgerSelectEvent extends CustomEvent<SvcLedgerSelectDetail> {
  constructor(ledger: Ledger) {
    super('svc-ledger-select', { bubbles: true, composed: true, detail: { ledger } });
  }
}

declare global {
  interface HTMLElementEventMap {
    'svc-ledger-select': SvcLedgerSelectEvent;
  }
}

type LedgerQuery = NonNullable<OperationInput<'listLedgers'>['query']>;
type SortDirection = 'ASC' | 'DESC';
type FilterField = 'endUserId' | 'status' | 'parentId' | 'iban';
type Filters = Pick<LedgerQuery, FilterField>;
/** The filters as typed, before they are checked and applied. */
interface Draft {
  endUserId: string;
  status: string[];
  parentId: string;
  iban: string;
}

const EMPTY_DRAFT: Draft = { endUserId: '', status: [], parentId: '', iban: '' };
const FIELD_ORDER: readonly FilterField[] = ['endUserId', 'status', 'parentId', 'iban'];
const DEFAULT_PAGE_SIZE = 20;
/** Page sizes offered; the service's maximum is always among them. */
const PAGE_SIZES = [10, 20, 50, LIMITS.pageSize.max].filter((size) => size >= LIMITS.pageSize.min && size <= LIMITS.pageSize.max);
/** Rows moved by PageUp / PageDown when the list is not scrolled in a viewport of its own. */
const PAGE_STEP = 10;
/** `all-pages`: the rows shown follow the pages received at most this often (re-ordering 50,000 rows takes a moment). */
const COMMIT_MS = 300;
/** Row height (px) assumed until the first row is measured. */
const ROW_HEIGHT = 56;
const VIEWPORT_HEIGHT = 448;

const clampInt = (value: number, limit: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, Math.trunc(value))) : fallback;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let formatter = dateFormats.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    } catch {
      formatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    }
    dateFormats.set(locale, formatter);
  }
  return formatter.format(date);
}

function formatCount(value: number, locale: string): string {
  try {
    return value.toLocaleString(locale);
  } catch {
    return value.toLocaleString('en');
  }
}

/**
 * The ledgers of the partner's end-users (or of one end-user): filters (end-user, status, parent
 * ledger, IBAN), creation-date sorting, paging with the total count, readable status badges,
 * currencies, countries and dates, and virtual ledgers shown under their parent. Rows form an
 * ARIA treegrid with one tab stop: arrow keys, Home/End and PageUp/PageDown move between rows,
 * Right/Left show or hide virtual ledgers, Enter or Space selects.
 *
 * With `all-pages` it loads page after page (up to the service's last page), shows the progress,
 * can be stopped and resumed, and keeps only the rows in view in the document.
 *
 * Every filter is checked against the operation's own query schema before anything is sent; a
 * new filter, page or sort cancels the request in flight. Server strings are rendered as text.
 *
 * @summary A filterable, pageable list of ledgers with virtual ledgers under their parent.
 * @tag svc-ledger-list
 * @fires svc-ledger-select - A ledger was chosen (click, Enter or Space). `detail.ledger` is the ledger.
 * @fires svc-success - A page of ledgers arrived (`detail.result` is the page; once per page with `all-pages`).
 * @fires svc-error - A page could not be loaded (`detail.error`).
 * @csspart filters - The filter form.
 * @csspart field - One filter field (label, input, hint, error).
 * @csspart input - A text input of the filters.
 * @csspart field-error - The message tied to an invalid field.
 * @csspart status-filter - The status choices.
 * @csspart apply-button - Applies the filters.
 * @csspart reset-button - Clears the filters.
 * @csspart toolbar - The count, sorting and page size.
 * @csspart summary - The total count and current page (a live region).
 * @csspart sort - The sort direction chooser.
 * @csspart page-size - The page size chooser.
 * @csspart progress - The loading progress of `all-pages`.
 * @csspart stop-button - Stops loading every page.
 * @csspart resume-button - Loads the pages not loaded yet.
 * @csspart error - The error message.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no ledger matches.
 * @csspart table - The treegrid of ledgers.
 * @csspart header - The column headers.
 * @csspart body - The rows (the scrolling viewport with `all-pages`).
 * @csspart row - One ledger row; also `row-selected` on the selected one, `row-virtual` on virtual ledgers.
 * @csspart cell - A cell of a row.
 * @csspart name - The ledger's friendly name.
 * @csspart iban - The IBAN (or the virtual ledger's relation) under the name.
 * @csspart badge - A status badge; also `badge-<status>` (e.g. `badge-active`).
 * @csspart pager - Previous / page / next.
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart page-input - The page number to go to.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @cssprop --svc-ledger-list-row-height - Height of a row (default 3.5rem; every row has the same height).
 * @cssprop --svc-ledger-list-height - Height of the scrolling viewport with `all-pages` (default 28rem).
 * @cssprop --svc-color-success - Active badges.
 * @cssprop --svc-color-warning - Pending and closing badges.
 * @cssprop --svc-color-danger - Suspended and failed badges, errors.
 * @cssprop --svc-color-primary - Buttons, selection, focus.
 */
export class SvcLedgerList extends SvcElement {
  /** @internal */
  static override ownMessages = { ledgerList };

  static override styles = [...SvcElement.styles, ledgerListStyles];

  /**
   * Pins the list to one end-user (consumer or corporate UUID): always sent, and the end-user
   * filter is not offered.
   */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** Ledgers per page, 1 to the service's maximum (100). Not used with `all-pages`. */
  @property({ attribute: 'page-size', type: Number }) pageSize = DEFAULT_PAGE_SIZE;

  /** The page shown, from 0 (the service's numbering; people see it from 1). At most 500. */
  @property({ type: Number }) page = 0;

  /** Creation-date order: `DESC` (newest first, the default) or `ASC`. */
  @property({ attribute: 'sort-direction', reflect: true }) sortDirection: SortDirection = 'DESC';

  /** Loads every page (100 ledgers each, up to the service's last page) into one scrolling list. */
  @property({ attribute: 'all-pages', type: Boolean, reflect: true }) allPages = false;

  /** The id of the selected ledger (set when a person selects one; may be set by the partner). */
  @property({ attribute: 'selected-id', reflect: true }) selectedId?: string;

  @state() private draft: Draft = EMPTY_DRAFT;
  @state() private applied: Filters = {};
  @state() private fieldErrors: Partial<Record<FilterField, string>> = {};
  @state() private formMessage = '';
  @state() private pageError = '';
  @state() private rows: readonly Ledger[] = [];
  @state() private totalElements?: number;
  @state() private loading = false;
  @state() private loaded = false;
  @state() private error?: ServiceError;
  @state() private allState: 'idle' | 'loading' | 'stopped' | 'done' | 'error' = 'idle';
  /** `all-pages`: how many ledgers have arrived (the rows shown catch up a few times a second). */
  @state() private loadedCount = 0;
  @state() private collapsed: ReadonlySet<string> = new Set();
  @state() private activeKey?: string;
  @state() private scrollRow = 0;
  @state() private viewportHeight = VIEWPORT_HEIGHT;
  @state() private rowHeight = ROW_HEIGHT;

  private readonly op = new OperationController(this);
  /** Bumped by every new load: answers of older loads are dropped. */
  private generation = 0;
  private requestKey?: string;
  private requestAdapter?: unknown;
  private lastQuery?: LedgerQuery;
  private nextPage = 0;
  /** After "Try again", the focus goes to the rows once they are back (or to the button again). */
  private focusAfterLoad = false;
  /** `all-pages`: every ledger received so far; shown as `rows` at most every COMMIT_MS. */
  private received: Ledger[] = [];
  private committedAt = 0;
  private pinnedInvalid = false;
  private arrangedFor?: { rows: readonly Ledger[]; collapsed: ReadonlySet<string> };
  private flatRows: LedgerRow[] = [];
  private indexMap?: Map<string, number>;
  private windowFirst = 0;
  private keptIndex?: number;
  private geometry?: CSSStyleSheet;
  private geometryText = '';
  private resizeObserver?: ResizeObserver;
  private observedViewport?: Element;

  /** The ledgers loaded: the current page, or with `all-pages` every ledger loaded so far. */
  get ledgers(): readonly Ledger[] {
    return this.allPages ? this.received : this.rows;
  }

  /** The number of ledgers matching the filters, as the service counts them (once known). */
  get total(): number | undefined {
    return this.totalElements;
  }

  /** Loads the current page (or every page) again. */
  reload(): void {
    this.requestKey = undefined;
    this.requestUpdate();
  }

  /** `all-pages`: stops loading; the ledgers loaded so far stay. */
  stop(): void {
    if (this.allState !== 'loading') return;
    this.generation += 1;
    this.op.abort();
    this.loading = false;
    this.allState = 'stopped';
    this.commit();
  }

  /** `all-pages`: loads the pages not loaded yet (after `stop()` or an error). */
  resume(): void {
    if (!this.allPages || !this.lastQuery || this.allState === 'loading' || this.allState === 'done') return;
    void this.loadAll(++this.generation, this.lastQuery);
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    // Row positions of the scrolled list live in a stylesheet of this element's own (CSSOM, allowed
    // by a strict CSP), not in style attributes.
    if (root instanceof ShadowRoot && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
      this.geometry = new CSSStyleSheet();
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.geometry];
    }
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver ??= new ResizeObserver((entries) => this.onResize(entries));
    // A load cut short by a disconnection starts again; the viewport is observed again.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.loading) {
      // The operation controller aborts the request; forget it so a reconnection loads again.
      this.generation += 1;
      this.loading = false;
      this.requestKey = undefined;
      if (this.allState === 'loading') this.allState = 'stopped';
    }
    this.resizeObserver?.disconnect();
    this.observedViewport = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.checkProperties(changed);
    if (!this.configured) {
      if (this.loading) {
        this.generation += 1;
        this.op.abort();
        this.loading = false;
      }
      this.requestAdapter = undefined;
      this.requestKey = undefined;
      return;
    }
    const query = this.buildQuery();
    const key = JSON.stringify([this.allPages, query]);
    const adapter = this.config?.adapter;
    if (key !== this.requestKey || adapter !== this.requestAdapter) {
      this.requestKey = key;
      this.requestAdapter = adapter;
      this.start(query);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.applyGeometry();
    if (this.focusAfterLoad && !this.loading) {
      this.focusAfterLoad = false;
      const target =
        this.renderRoot.querySelector<HTMLElement>('.body [role="row"][tabindex="0"]') ?? this.renderRoot.querySelector<HTMLElement>('[part~="retry-button"]');
      // After this update, so that the focus handler's state change starts an update of its own.
      queueMicrotask(() => target?.focus());
    }
    const viewport = this.allPages ? this.renderRoot.querySelector('.body') : null;
    if (viewport !== this.observedViewport) {
      this.resizeObserver?.disconnect();
      this.observedViewport = viewport ?? undefined;
      if (viewport) {
        this.resizeObserver?.observe(viewport);
        const probe = viewport.querySelector('.probe');
        if (probe) this.resizeObserver?.observe(probe);
      }
    }
  }

  /** Keeps partner-set properties within the service's limits: nothing out of range is ever sent. */
  private checkProperties(changed: PropertyValues<this>): void {
    if (changed.has('pageSize')) {
      const size = clampInt(this.pageSize, LIMITS.pageSize, DEFAULT_PAGE_SIZE);
      if (size !== this.pageSize) {
        console.warn(`<svc-ledger-list>: page-size ${this.pageSize} is outside ${LIMITS.pageSize.min}..${LIMITS.pageSize.max}; ${size} is used.`);
        this.pageSize = size;
      }
    }
    if (changed.has('page')) {
      const page = clampInt(this.page, LIMITS.page, 0);
      if (page !== this.page) {
        console.warn(`<svc-ledger-list>: page ${this.page} is outside ${LIMITS.page.min}..${LIMITS.page.max}; ${page} is used.`);
        this.page = page;
      }
    }
    if (changed.has('sortDirection') && this.sortDirection !== 'ASC' && this.sortDirection !== 'DESC') {
      this.sortDirection = 'DESC';
    }
    if (changed.has('endUserId')) {
      const pinned = this.endUserId?.trim() || undefined;
      this.pinnedInvalid = pinned !== undefined && !listLedgersQuery.safeParse({ endUserId: pinned }).success;
      if (this.pinnedInvalid) console.error(`<svc-ledger-list>: end-user-id "${this.endUserId}" is not a UUID; nothing is loaded.`);
    }
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): LedgerQuery | undefined {
    if (this.pinnedInvalid) return undefined;
    const pinned = this.endUserId?.trim() || undefined;
    const query: LedgerQuery = {
      sortAttribute: 'CREATION_DATE',
      sortDirection: this.sortDirection,
      pageSize: this.allPages ? LIMITS.pageSize.max : this.pageSize,
      page: this.allPages ? LIMITS.page.min : this.page,
      ...this.applied,
      ...(pinned ? { endUserId: pinned } : {}),
    };
    return listLedgersQuery.safeParse(query).success ? query : undefined;
  }

  private start(query: LedgerQuery | undefined): void {
    const generation = ++this.generation;
    this.error = undefined;
    this.lastQuery = query;
    if (!query) {
      this.op.abort();
      this.loading = false;
      this.rows = [];
      this.totalElements = undefined;
      return;
    }
    if (this.allPages) {
      this.rows = [];
      this.received = [];
      this.loadedCount = 0;
      this.totalElements = undefined;
      this.nextPage = LIMITS.page.min;
      this.scrollRow = 0;
      const viewport = this.renderRoot?.querySelector?.('.body');
      if (viewport) viewport.scrollTop = 0;
      void this.loadAll(generation, query);
    } else {
      this.allState = 'idle';
      void this.loadPage(generation, query);
    }
  }

  private async loadPage(generation: number, query: LedgerQuery): Promise<void> {
    this.loading = true;
    const outcome = await this.op.run('listLedgers', { query }, { silent: true });
    const result = outcome.status === 'success' ? outcome.value : undefined;
    if (generation !== this.generation) return;
    this.loading = false;
    if (result) {
      this.rows = result.content;
      this.totalElements = result.totalElements;
      this.loaded = true;
    } else {
      this.fail();
    }
  }

  private async loadAll(generation: number, query: LedgerQuery): Promise<void> {
    this.loading = true;
    this.error = undefined;
    this.allState = 'loading';
    const pageSize = query.pageSize ?? LIMITS.pageSize.max;
    for (;;) {
      const page = this.nextPage;
      const outcome = await this.op.run('listLedgers', { query: { ...query, page } }, { silent: true });
      const result = outcome.status === 'success' ? outcome.value : undefined;
      if (generation !== this.generation) return;
      if (!result) {
        this.loading = false;
        this.allState = this.fail() ? 'error' : 'stopped';
        this.commit();
        return;
      }
      for (const ledger of result.content) this.received.push(ledger);
      this.loadedCount = this.received.length;
      this.totalElements = result.totalElements;
      this.loaded = true;
      this.nextPage = page + 1;
      if (result.content.length < pageSize || this.received.length >= result.totalElements || page >= LIMITS.page.max) {
        this.loading = false;
        this.allState = 'done';
        this.commit();
        return;
      }
      if (this.rows.length === 0 || performance.now() - this.committedAt >= COMMIT_MS) this.commit();
    }
  }

  /** `all-pages`: shows every ledger received so far. */
  private commit(): void {
    if (this.rows.length !== this.received.length) this.rows = this.received.slice();
    this.committedAt = performance.now();
  }

  /** Shows the failure of the last run; false when there was none to show (a cancelled run). */
  private fail(): boolean {
    const { error } = this.op.state('listLedgers');
    if (!error || error.code === 'ABORTED') return false;
    this.error = error;
    if (error.kind === 'validation') {
      // The service refused a filter: tie its words to the field.
      const errors: Partial<Record<FilterField, string>> = {};
      for (const issue of error.issues) {
        const field = issue.path.replace(/^query\./, '').split('.')[0] as FilterField;
        if (FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
      }
      if (Object.keys(errors).length > 0) this.fieldErrors = errors;
    }
    return true;
  }

  private retry(): void {
    this.focusAfterLoad = true;
    if (this.allPages) this.resume();
    else this.reload();
  }

  /** Runs what a button does; that button then goes away, so the focus moves to the one taking its place. */
  private async pressAndFocus(action: () => void, next: 'resume-button' | 'stop-button'): Promise<void> {
    action();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[part~="${next}"]`)?.focus();
  }

  // ——— Filters ———

  private get hasFilters(): boolean {
    return Object.values(this.applied).some((value) => value !== undefined) || Boolean(this.endUserId?.trim());
  }

  private onInput(field: Exclude<FilterField, 'status'>, event: Event): void {
    this.setDraft({ ...this.draft, [field]: (event.target as HTMLInputElement).value });
  }

  private onStatusChange(status: string, event: Event): void {
    const checked = (event.target as HTMLInputElement).checked;
    const chosen = new Set(this.draft.status);
    if (checked) chosen.add(status);
    else chosen.delete(status);
    this.setDraft({ ...this.draft, status: LedgerStatus.filter((value) => chosen.has(value)) });
  }

  /** An IBAN is shown in groups of four once typed; it is sent without spaces. */
  private onIbanBlur(): void {
    if (this.draft.iban.trim()) this.setDraft({ ...this.draft, iban: formatIban(this.draft.iban) });
  }

  /** After a refused apply, the messages follow what is typed (and go once it is right). */
  private setDraft(draft: Draft): void {
    this.draft = draft;
    if (this.formMessage) {
      this.fieldErrors = this.check(draft).errors;
      if (Object.keys(this.fieldErrors).length === 0) this.formMessage = '';
    }
  }

  /** The filters to send, checked with the operation's own query schema; `errors` by field. */
  private check(draft: Draft): { filters: Filters; errors: Partial<Record<FilterField, string>> } {
    const candidate: Filters = {
      endUserId: this.endUserId?.trim() ? undefined : draft.endUserId.trim() || undefined,
      status: draft.status.length > 0 ? (draft.status as LedgerQuery['status']) : undefined,
      parentId: draft.parentId.trim() || undefined,
      iban: draft.iban.trim() ? normalizeIban(draft.iban) : undefined,
    };
    const errors: Partial<Record<FilterField, string>> = {};
    const parsed = listLedgersQuery.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as FilterField;
        if (FIELD_ORDER.includes(field)) errors[field] ??= issueText(this.messages, issue as unknown as SchemaIssue);
      }
    }
    // The service matches IBANs whole: one that cannot exist would only ever find nothing.
    if (candidate.iban && !errors.iban && !isValidIban(candidate.iban)) errors.iban = this.messages.common.validation.iban;
    const filters = Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined)) as Filters;
    return { filters, errors };
  }

  private onApply(event: SubmitEvent): void {
    event.preventDefault();
    const { filters, errors } = this.check(this.draft);
    this.fieldErrors = errors;
    const count = Object.keys(errors).length;
    if (count > 0) {
      this.formMessage = count === 1 ? this.messages.common.fieldNeedsAttention : format(this.messages.common.fieldsNeedAttention, { count });
      const first = FIELD_ORDER.find((field) => errors[field]);
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    this.formMessage = '';
    this.applied = filters;
    this.page = 0;
    this.collapsed = new Set();
    // Same filters again: load again, the person asked for it.
    this.requestKey = undefined;
  }

  private onReset(): void {
    this.draft = EMPTY_DRAFT;
    this.fieldErrors = {};
    this.formMessage = '';
    if (Object.keys(this.applied).length > 0) {
      this.applied = {};
      this.page = 0;
    }
  }

  // ——— Paging and sorting ———

  /** Pages a person can reach: the service serves pages 0..LIMITS.page.max only. */
  private get pageCount(): number {
    const pages = Math.ceil((this.totalElements ?? 0) / this.pageSize);
    return Math.max(1, Math.min(pages, LIMITS.page.max + 1));
  }

  private get pagesCapped(): boolean {
    return Math.ceil((this.totalElements ?? 0) / this.pageSize) > LIMITS.page.max + 1;
  }

  private async goToPage(page: number, from?: 'previous' | 'next'): Promise<void> {
    this.pageError = '';
    this.page = page;
    await this.updateComplete;
    if (!from) return;
    // The button pressed may now be disabled (first or last page): keep the focus in the pager.
    const pressed = this.renderRoot.querySelector<HTMLButtonElement>(`[part~="${from}-button"]`);
    const other = this.renderRoot.querySelector<HTMLButtonElement>(`[part~="${from === 'next' ? 'previous' : 'next'}-button"]`);
    if (pressed?.disabled) other?.focus();
  }

  private onGoTo(event: SubmitEvent): void {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).querySelector('input')!;
    const v = this.messages.common.validation;
    const text = input.value.trim();
    const wanted = Number(text);
    let error = '';
    if (!text || !Number.isInteger(wanted)) error = v.notInteger;
    else if (wanted < LIMITS.page.min + 1) error = format(v.tooSmall, { minimum: LIMITS.page.min + 1 });
    else if (wanted > this.pageCount || !listLedgersQuery.safeParse({ page: wanted - 1 }).success) error = format(v.tooBig, { maximum: this.pageCount });
    this.pageError = error;
    if (error) {
      input.focus();
      return;
    }
    void this.goToPage(wanted - 1);
  }

  private onSortChange(event: Event): void {
    this.sortDirection = (event.target as HTMLSelectElement).value === 'ASC' ? 'ASC' : 'DESC';
    this.page = 0;
  }

  private onPageSizeChange(event: Event): void {
    this.pageSize = Number((event.target as HTMLSelectElement).value);
    this.page = 0;
  }

  // ——— Rows, keyboard, selection ———

  /** The rows in display order (memoised: 50,000 ledgers are arranged once per change). */
  private get flat(): LedgerRow[] {
    const memo = this.arrangedFor;
    if (!memo || memo.rows !== this.rows || memo.collapsed !== this.collapsed) {
      this.flatRows = arrange(this.rows, this.collapsed);
      this.indexMap = undefined;
      this.arrangedFor = { rows: this.rows, collapsed: this.collapsed };
    }
    return this.flatRows;
  }

  /** Where a ledger is in `flat` (the map is built when first asked for after a change). */
  private indexOf(id: string): number | undefined {
    const flat = this.flat;
    this.indexMap ??= new Map(flat.map((row, index) => [row.ledger.id, index]));
    return this.indexMap.get(id);
  }

  private rowElement(id: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`.body [data-key="${CSS.escape(id)}"]`);
  }

  private async focusRow(index: number): Promise<void> {
    const row = this.flat[index];
    if (!row) return;
    this.activeKey = row.ledger.id;
    if (this.allPages) this.scrollToRow(index);
    await this.updateComplete;
    this.rowElement(row.ledger.id)?.focus({ preventScroll: this.allPages });
  }

  /** Scrolls the viewport just enough to show a row, and renders the rows around it. */
  private scrollToRow(index: number): void {
    const viewport = this.renderRoot.querySelector<HTMLElement>('.body');
    if (!viewport) return;
    const top = index * this.rowHeight;
    const bottom = top + this.rowHeight;
    let scrollTop = viewport.scrollTop;
    if (top < scrollTop) scrollTop = top;
    else if (bottom > scrollTop + viewport.clientHeight) scrollTop = bottom - viewport.clientHeight;
    viewport.scrollTop = scrollTop;
    this.scrollRow = Math.floor(viewport.scrollTop / this.rowHeight);
  }

  private onScroll(event: Event): void {
    const row = Math.floor((event.target as HTMLElement).scrollTop / this.rowHeight);
    if (row !== this.scrollRow) this.scrollRow = row;
  }

  private onResize(entries: ResizeObserverEntry[]): void {
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      if (height <= 0) continue;
      if ((entry.target as Element).classList.contains('probe')) {
        if (Math.abs(height - this.rowHeight) > 0.5) this.rowHeight = height;
      } else if (Math.abs(height - this.viewportHeight) > 0.5) {
        this.viewportHeight = height;
      }
    }
  }

  private applyGeometry(): void {
    if (!this.geometry) return;
    const text = this.allPages
      ? `.sizer{height:${this.flat.length * this.rowHeight}px}` +
        `.window{transform:translateY(${this.windowFirst * this.rowHeight}px)}` +
        `.window>.kept{transform:translateY(${((this.keptIndex ?? 0) - this.windowFirst) * this.rowHeight}px)}`
      : '';
    if (text !== this.geometryText) {
      this.geometryText = text;
      this.geometry.replaceSync(text);
    }
  }

  private rowFrom(event: Event): { element: HTMLElement; row: LedgerRow; index: number } | undefined {
    const element = (event.target as Element).closest<HTMLElement>('[role="row"][data-key]');
    const index = element ? this.indexOf(element.dataset.key!) : undefined;
    const row = index === undefined ? undefined : this.flat[index];
    return element && row && index !== undefined ? { element, row, index } : undefined;
  }

  private select(ledger: Ledger): void {
    this.selectedId = ledger.id;
    this.emit(new SvcLedgerSelectEvent(ledger));
  }

  private setExpanded(row: LedgerRow, expanded: boolean): void {
    const next = new Set(this.collapsed);
    if (expanded) next.delete(row.ledger.id);
    else next.add(row.ledger.id);
    this.collapsed = next;
    this.activeKey = row.ledger.id;
  }

  private onRowClick(event: MouseEvent): void {
    const found = this.rowFrom(event);
    if (!found) return;
    this.activeKey = found.row.ledger.id;
    if ((event.target as Element).closest('.toggle')) {
      this.setExpanded(found.row, this.collapsed.has(found.row.ledger.id));
      found.element.focus({ preventScroll: true });
      return;
    }
    this.select(found.row.ledger);
  }

  private onFocusIn(event: FocusEvent): void {
    const found = this.rowFrom(event);
    if (found && found.row.ledger.id !== this.activeKey) this.activeKey = found.row.ledger.id;
  }

  private onRowKeydown(event: KeyboardEvent): void {
    const found = this.rowFrom(event);
    if (!found || event.altKey || event.metaKey) return;
    const { row, index } = found;
    const last = this.flat.length - 1;
    const step = this.allPages ? Math.max(1, Math.floor(this.viewportHeight / this.rowHeight) - 1) : PAGE_STEP;
    let target: number | undefined;
    // Right and Left follow the reading direction: in right-to-left text, Left opens.
    let key = event.key;
    if ((key === 'ArrowRight' || key === 'ArrowLeft') && getComputedStyle(this).direction === 'rtl') {
      key = key === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
    switch (key) {
      case 'ArrowDown':
        target = Math.min(last, index + 1);
        break;
      case 'ArrowUp':
        target = Math.max(0, index - 1);
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = last;
        break;
      case 'PageDown':
        target = Math.min(last, index + step);
        break;
      case 'PageUp':
        target = Math.max(0, index - step);
        break;
      case 'ArrowRight':
        if (row.childCount > 0 && this.collapsed.has(row.ledger.id)) this.setExpanded(row, true);
        else if (row.childCount > 0) target = index + 1;
        break;
      case 'ArrowLeft':
        if (row.childCount > 0 && !this.collapsed.has(row.ledger.id)) this.setExpanded(row, false);
        else if (row.parent) target = this.indexOf(row.parent.id);
        break;
      case 'Enter':
      case ' ':
        this.select(row.ledger);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined && target !== index) void this.focusRow(target);
  }

  // ——— Rendering ———

  private get intlLocale(): string {
    return this.locale ?? this.config?.locale ?? 'en';
  }

  private countText(count: number): string {
    const t = this.messages.ledgerList;
    if (count === 0) return t.totalNone;
    let one = count === 1;
    try {
      one = new Intl.PluralRules(this.intlLocale).select(count) === 'one';
    } catch {
      // keep the English rule
    }
    return format(one ? t.totalOne : t.totalOther, { count: formatCount(count, this.intlLocale) });
  }

  private summaryText(): string {
    const t = this.messages.ledgerList;
    const total = this.totalElements ?? 0;
    if (this.pinnedInvalid) return '';
    if (this.allPages) {
      const counts = { loaded: formatCount(this.loadedCount, this.intlLocale), total: formatCount(total, this.intlLocale) };
      switch (this.allState) {
        case 'loading':
          return t.allStarting;
        case 'done':
          return total === 0 ? t.totalNone : format(t.allDone, counts);
        case 'stopped':
          return format(t.allStopped, counts);
        default:
          return this.totalElements === undefined ? '' : this.countText(total);
      }
    }
    if (this.error) return this.totalElements === undefined ? '' : this.countText(total);
    if (this.loading || this.totalElements === undefined) return t.loading;
    if (total === 0) return t.totalNone;
    const pages = format(t.pageOf, { page: formatCount(this.page + 1, this.intlLocale), pages: formatCount(this.pageCount, this.intlLocale) });
    return `${this.countText(total)} · ${pages}`;
  }

  protected override renderContent() {
    const t = this.messages.ledgerList;
    return html`
      ${this.renderFilters()}
      ${this.pinnedInvalid
        ? html`<p class="message error" part="error" role="alert">${t.pinnedEndUserInvalid}</p>`
        : html`
            ${this.renderToolbar()} ${this.renderProgress()} ${this.renderError()} ${this.renderBody()} ${this.renderPager()}
          `}
    `;
  }

  private renderFilters() {
    const t = this.messages.ledgerList;
    const pinned = Boolean(this.endUserId?.trim());
    const statusError = this.fieldErrors.status;
    return html`
      <form part="filters" class="filters" role="search" aria-label=${t.filters} novalidate @submit=${this.onApply}>
        ${this.formMessage ? html`<p class="message error" role="alert">${this.formMessage}</p>` : nothing}
        <div class="fields">
          ${pinned ? nothing : this.renderTextField('endUserId', t.endUserId, t.endUserIdHint)}
          ${this.renderTextField('parentId', t.parentId, t.parentIdHint)} ${this.renderTextField('iban', t.iban, t.ibanHint)}
          <fieldset part="status-filter" class="statuses" aria-describedby=${statusError ? 'status-error' : nothing}>
            <legend>${t.status}</legend>
            ${LedgerStatus.map(
              (status) => html`
                <label class="check">
                  <input type="checkbox" name="status" value=${status} .checked=${this.draft.status.includes(status)} @change=${(event: Event) => this.onStatusChange(status, event)} />
                  ${enumLabel(this.messages, status)}
                </label>
              `,
            )}
            ${statusError ? html`<span id="status-error" class="field-error" part="field-error">${statusError}</span>` : nothing}
          </fieldset>
        </div>
        <div class="actions">
          <button type="submit" part="apply-button">${t.apply}</button>
          <button type="button" class="secondary" part="reset-button" @click=${this.onReset}>${t.reset}</button>
        </div>
      </form>
    `;
  }

  private renderTextField(name: Exclude<FilterField, 'status'>, label: string, hint: string) {
    const error = this.fieldErrors[name];
    const id = `filter-${name}`;
    return html`
      <div class="field" part="field">
        <label for=${id}>${label}</label>
        <input
          id=${id}
          part="input"
          type="text"
          name=${name}
          autocomplete="off"
          spellcheck="false"
          autocapitalize=${name === 'iban' ? 'characters' : 'off'}
          .value=${this.draft[name]}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${error ? `${id}-error ${id}-hint` : `${id}-hint`}
          @input=${(event: Event) => this.onInput(name, event)}
          @blur=${name === 'iban' ? this.onIbanBlur : nothing}
        />
        <span id="${id}-hint" class="hint">${hint}</span>
        ${error ? html`<span id="${id}-error" class="field-error" part="field-error">${error}</span>` : nothing}
      </div>
    `;
  }

  private renderToolbar() {
    const t = this.messages.ledgerList;
    const sizes = [...new Set([...PAGE_SIZES, this.pageSize])].sort((a, b) => a - b);
    return html`
      <div class="toolbar" part="toolbar">
        <p class="summary ${this.loading ? 'busy' : ''}" part="summary" role="status">${this.summaryText()}</p>
        <label class="inline">
          ${t.sort}
          <select part="sort" @change=${this.onSortChange}>
            <option value="DESC" ?selected=${this.sortDirection === 'DESC'}>${t.sortDesc}</option>
            <option value="ASC" ?selected=${this.sortDirection === 'ASC'}>${t.sortAsc}</option>
          </select>
        </label>
        ${this.allPages
          ? nothing
          : html`
              <label class="inline">
                ${t.pageSize}
                <select part="page-size" @change=${this.onPageSizeChange}>
                  ${sizes.map((size) => html`<option value=${size} ?selected=${size === this.pageSize}>${formatCount(size, this.intlLocale)}</option>`)}
                </select>
              </label>
            `}
      </div>
    `;
  }

  private renderProgress() {
    if (!this.allPages || this.allState === 'idle' || this.allState === 'done') {
      return this.allPages && this.allState === 'done' && this.capped ? this.renderCappedNote() : nothing;
    }
    const t = this.messages.ledgerList;
    const total = this.totalElements;
    const counts = { loaded: formatCount(this.loadedCount, this.intlLocale), total: formatCount(total ?? 0, this.intlLocale) };
    const loading = this.allState === 'loading';
    return html`
      <div class="progress" part="progress">
        ${loading
          ? total === undefined
            ? html`<progress aria-label=${t.progress}></progress>`
            : html`<progress aria-label=${t.progress} max=${Math.max(1, total)} .value=${this.loadedCount}></progress>`
          : nothing}
        <p>${total === undefined ? t.allStarting : format(loading ? t.allLoading : t.allStopped, counts)}</p>
        ${loading
          ? html`<button type="button" class="secondary" part="stop-button" @click=${() => this.pressAndFocus(() => this.stop(), 'resume-button')}>
              ${t.stop}
            </button>`
          : this.allState === 'stopped'
            ? html`<button type="button" class="secondary" part="resume-button" @click=${() => this.pressAndFocus(() => this.resume(), 'stop-button')}>
                ${t.resume}
              </button>`
            : nothing}
      </div>
    `;
  }

  /** `all-pages` reached the service's last page while more ledgers match. */
  private get capped(): boolean {
    return this.totalElements !== undefined && this.loadedCount < this.totalElements && this.nextPage > LIMITS.page.max;
  }

  private renderCappedNote() {
    const count = (LIMITS.page.max + 1) * LIMITS.pageSize.max;
    return html`<p class="note">${format(this.messages.ledgerList.allCapped, { count: formatCount(count, this.intlLocale) })}</p>`;
  }

  private renderError() {
    const error = this.error;
    if (!error) return nothing;
    return html`
      <div class="message error" part="error" role="alert">
        <span>${this.errorText(error)}</span>
        ${error.retryable
          ? html`<button type="button" class="secondary" part="retry-button" @click=${this.retry}>${this.messages.common.retry}</button>`
          : nothing}
      </div>
    `;
  }

  private renderBody() {
    const t = this.messages.ledgerList;
    if (this.rows.length > 0) return this.renderTable();
    if (this.error) return nothing;
    // The first load: the summary above says so (and is announced).
    if (this.loading || !this.loaded) return nothing;
    if (!this.allPages && this.page > 0 && (this.totalElements ?? 0) > 0) {
      return html`
        <div class="empty" part="empty">
          <p>${t.pastEnd}</p>
          <button type="button" class="secondary" part="first-page-button" @click=${() => this.goToPage(0)}>${t.backToFirst}</button>
        </div>
      `;
    }
    return html`<p class="empty" part="empty">${this.hasFilters ? t.emptyFiltered : t.empty}</p>`;
  }

  private renderTable(): TemplateResult {
    const t = this.messages.ledgerList;
    const flat = this.flat;
    const windowed = this.allPages;
    let first = 0;
    let last = flat.length;
    this.keptIndex = undefined;
    const activeIndex = this.activeKey === undefined ? undefined : this.indexOf(this.activeKey);
    if (windowed) {
      ({ first, last } = rowWindow(flat.length, this.rowHeight, this.viewportHeight, this.scrollRow));
      if (activeIndex !== undefined && (activeIndex < first || activeIndex >= last)) this.keptIndex = activeIndex;
    }
    this.windowFirst = first;
    // One tab stop: the active row, else the first row rendered.
    const tabStop = activeIndex ?? first;
    const visible = flat.slice(first, last);
    // The focused row stays in the document when scrolled out of view (else the focus would be
    // lost): it is kept in the same list, in index order, so the repeat never moves its element.
    const windowRows = visible.map((row, offset) => ({ row, index: first + offset, kept: false }));
    if (this.keptIndex !== undefined) {
      const kept = { row: flat[this.keptIndex]!, index: this.keptIndex, kept: true };
      if (this.keptIndex < first) windowRows.unshift(kept);
      else windowRows.push(kept);
    }
    const sort = this.sortDirection === 'ASC' ? 'ascending' : 'descending';
    return html`
      <div class="table-scroll">
        <div
          part="table"
          class="table ${windowed ? 'windowed' : ''} ${this.loading && !windowed ? 'stale' : ''}"
          role="treegrid"
          aria-label=${t.title}
          aria-describedby="keyboard-hint"
          aria-busy=${this.loading && !windowed ? 'true' : 'false'}
          aria-rowcount=${windowed ? flat.length + 1 : nothing}
        >
          <div role="rowgroup" class="head" part="header">
            <div role="row" class="row" aria-rowindex=${windowed ? 1 : nothing}>
              <span role="columnheader" class="cell">${t.columnName}</span>
              <span role="columnheader" class="cell">${t.columnStatus}</span>
              <span role="columnheader" class="cell">${t.columnCurrency}</span>
              <span role="columnheader" class="cell">${t.columnCountry}</span>
              <span role="columnheader" class="cell" aria-sort=${sort}>${t.columnCreated}</span>
            </div>
          </div>
          <div
            role="rowgroup"
            class="body"
            part="body"
            @click=${this.onRowClick}
            @keydown=${this.onRowKeydown}
            @focusin=${this.onFocusIn}
            @scroll=${windowed ? this.onScroll : nothing}
          >
            ${windowed
              ? html`
                  <div class="sizer">
                    <div class="probe" aria-hidden="true"></div>
                    <div class="window">${repeat(windowRows, (entry) => entry.row.ledger.id, (entry) => this.renderRow(entry.row, entry.index, tabStop, entry.kept))}</div>
                  </div>
                `
              : repeat(visible, (row) => row.ledger.id, (row, index) => this.renderRow(row, index, tabStop))}
          </div>
        </div>
      </div>
      <p id="keyboard-hint" class="visually-hidden">${t.keyboardHint}</p>
    `;
  }

  private renderRow(row: LedgerRow, index: number, tabStop: number, kept = false): TemplateResult {
    const t = this.messages.ledgerList;
    const { ledger, level, childCount } = row;
    const expanded = childCount > 0 ? !this.collapsed.has(ledger.id) : undefined;
    const selected = ledger.id === this.selectedId;
    const virtual = ledger.parentId !== undefined && ledger.parentId !== '';
    const relation = virtual
      ? row.parent
        ? format(t.virtualOf, { parent: row.parent.friendlyName || t.unnamed })
        : t.virtual
      : undefined;
    const details = [relation, ledger.iban ? undefined : virtual ? undefined : t.noIban, childCount > 0 ? format(t.virtualCount, { count: formatCount(childCount, this.intlLocale) }) : undefined];
    const tone = statusTone(ledger.status);
    const currency = currencyName(ledger.currency, this.intlLocale);
    const countryCode = ledgerCountryCode(ledger.country);
    const country = countryCode ? countryName(countryCode, this.intlLocale) : enumLabel(this.messages, ledger.country);
    const parts = ['row', selected ? 'row-selected' : '', virtual ? 'row-virtual' : ''].filter(Boolean).join(' ');
    return html`
      <div
        role="row"
        part=${parts}
        class="row level-${Math.min(level, 4)} ${kept ? 'kept' : ''}"
        data-key=${ledger.id}
        tabindex=${index === tabStop ? '0' : '-1'}
        aria-level=${level}
        aria-posinset=${row.posinset}
        aria-setsize=${row.setsize}
        aria-expanded=${expanded === undefined ? nothing : String(expanded)}
        aria-selected=${selected ? 'true' : 'false'}
        aria-rowindex=${this.allPages ? index + 2 : nothing}
      >
        <span role="rowheader" class="cell name" part="cell">
          ${expanded === undefined
            ? html`<span class="toggle" aria-hidden="true"></span>`
            : html`<span class="toggle" aria-hidden="true" title=${expanded ? t.hideVirtual : t.showVirtual}>${expanded ? '▾' : '▸'}</span>`}
          <span class="lines">
            <span class="friendly" part="name">${ledger.friendlyName || t.unnamed}</span>
            <span class="sub" part="iban"
              >${ledger.iban ? html`<span class="iban-text">${formatIban(ledger.iban)}</span>${details.some(Boolean) ? ' · ' : ''}` : nothing}${details
                .filter(Boolean)
                .join(' · ')}</span
            >
          </span>
        </span>
        <span role="gridcell" class="cell" part="cell">
          <span class="badge tone-${tone}" part="badge badge-${statusSlug(ledger.status)}">${enumLabel(this.messages, ledger.status)}</span>
        </span>
        <span role="gridcell" class="cell" part="cell">
          ${currency}${currency !== ledger.currency ? html` <span class="code">${ledger.currency}</span>` : nothing}
        </span>
        <span role="gridcell" class="cell" part="cell">${country}</span>
        <span role="gridcell" class="cell" part="cell"><time datetime=${ledger.creationDate}>${formatDate(ledger.creationDate, this.intlLocale)}</time></span>
      </div>
    `;
  }

  private renderPager() {
    if (this.allPages || this.totalElements === undefined || this.totalElements === 0) return nothing;
    const t = this.messages.ledgerList;
    const last = this.pageCount - 1;
    return html`
      <nav class="pager" part="pager" aria-label=${t.pager}>
        <button type="button" class="secondary" part="previous-button" ?disabled=${this.page <= 0} @click=${() => this.goToPage(this.page - 1, 'previous')}>
          <span aria-hidden="true">‹</span> ${this.messages.common.previousPage}
        </button>
        <form class="goto" novalidate @submit=${this.onGoTo}>
          <label for="page-input">${t.page}</label>
          <input
            id="page-input"
            part="page-input"
            type="number"
            inputmode="numeric"
            min="1"
            max=${this.pageCount}
            .value=${String(this.page + 1)}
            aria-invalid=${this.pageError ? 'true' : 'false'}
            aria-describedby=${this.pageError ? 'page-error page-of' : 'page-of'}
          />
          <span id="page-of">${format(t.ofPages, { pages: formatCount(this.pageCount, this.intlLocale) })}</span>
          <button type="submit" class="secondary">${t.goToPage}</button>
          ${this.pageError ? html`<span id="page-error" class="field-error" part="field-error" role="alert">${this.pageError}</span>` : nothing}
        </form>
        <button type="button" class="secondary" part="next-button" ?disabled=${this.page >= last} @click=${() => this.goToPage(this.page + 1, 'next')}>
          ${this.messages.common.nextPage} <span aria-hidden="true">›</span>
        </button>
      </nav>
      ${this.pagesCapped
        ? html`<p class="note">${format(t.pagesCapped, { pages: formatCount(LIMITS.page.max + 1, this.intlLocale) })}</p>`
        : nothing}
    `;
  }
}
