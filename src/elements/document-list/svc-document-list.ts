import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { targetElement } from '../base/guards.js';
import { listDocuments } from '../../api/operations/documents.js';
import { listDocumentsQuery, type DocumentListItem } from '../../api/schemas/document.js';
import { documentList } from './texts/en.js';
import { list } from '../../i18n/list/en.js';
import { format } from '../../i18n/catalog.js';
import { enums } from '../../i18n/enums/en.js';
import { documentListLocales } from '../../generated/locales/document-list.js';
import type { SvcSuccessEvent } from '../base/events.js';
import { OperationController } from '../base/operation.js';
import { PageQueryController } from '../list/page-query.js';
import { checkedQuery, ListPins } from '../list/list-settings.js';
import { loadOnce } from '../base/load-once.js';
import { RowDialog } from '../list/row-dialog.js';
import { itemList } from '../list/item-list.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { documentFilters, type DocumentQuery } from './document-filters.js';
import { documentName, documentRow } from './document-row.js';
import type { DocumentDownloads } from './downloads.js';
import { OnDemandModule } from '../base/on-demand.js';
import { ServiceError } from '../../api/errors.js';
import { documentListStyles } from './svc-document-list.styles.js';


/** What the list sorts by (the query's `sortAttribute`). */
export type DocumentSortAttribute = 'CREATION_DATE' | 'FRIENDLY_NAME' | 'FILENAME' | 'TYPE';
const SORT_ATTRIBUTES: readonly DocumentSortAttribute[] = ['CREATION_DATE', 'FRIENDLY_NAME', 'FILENAME', 'TYPE'];

const loadUploadElement = loadOnce(() => import('../document-upload/define.js'), 'the upload form');
/**
 * The downloads' code (a record's link and its time to live, the file operation, saving the file):
 * fetched when the person first points at or focuses a download button, else with the first press.
 */
const loadDownloads = loadOnce(() => import('./downloads.js'), "the documents' downloads");
const downloadsUnreachable = () => new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', message: "<svc-document-list>: the downloads' code could not be loaded." });

/**
 * The documents of the partner's end-users, of one end-user (`end-user-id`), or of the signed-in
 * end-user (`end-user`): filters (end-user, type, statuses, requested or not, and the
 * transaction, beneficiary, address or company person they relate to), sorting by date, name, file
 * name or type, paging with the total count. Every filter is checked against the operation's own
 * query rules before anything is sent. Server strings are rendered as text.
 *
 * Documents the service has requested and that wait for their file (status `REQUESTED`) are
 * highlighted and offer Upload, which opens `<svc-document-upload document-id>` in a dialog (its
 * code is fetched the first time); once the file is uploaded the list loads the page again.
 *
 * Download asks for the document's record (Get document) and follows its link for as long as the
 * link's time to live lasts, counted from when the record was asked for; a link that has run out
 * is asked for again. A record without a link falls back to the file operation. Before saving,
 * the cancelable `svc-document-download` event hands the link or the file to the partner.
 *
 * States: loading (later pages dim the documents shown), loaded, empty, error (with Try again when
 * it may help).
 *
 * @summary A filterable, pageable list of documents, with Download, and Upload on requested ones.
 * @tag svc-document-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no document is listed (default: the kit's text, which says whether filters are in force).
 * @fires {CustomEvent<SvcDocumentDownloadDetail>} svc-document-download - A download is about to be saved; cancelable (then nothing is saved). `detail: { document, url?, file?, source, fileName }`.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a download's request is sent (Get document, the file); cancelable.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of documents arrived (`listDocuments`), a record or a file for a download (`getDocument`, `downloadDocument`), or an upload in the dialog (`uploadDocument`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page, a record or a file could not be loaded (`detail.error`).
 * @csspart filters-button - Shows or hides the filter form (closed at first); says how many filters are in force.
 * @csspart filters - The filter form.
 * @csspart form-control - One filter field (label, input, help text, error), also the page number field.
 * @csspart form-control-label - A field's label or legend.
 * @csspart form-control-input - A filter's input or select, a status checkbox, the sort and page-size choosers, the page number.
 * @csspart form-control-help-text - A field's help text.
 * @csspart form-control-error - The message tied to an invalid field.
 * @csspart form-control-group - The status choices.
 * @csspart apply-button - Applies the filters.
 * @csspart reset-button - Clears the filters.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart error - A failure (of a page, or of a document's download), or the count of refused filters.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no document is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart body - The list of documents.
 * @csspart row - One document; also `row-requested` on a request that waits for its file.
 * @csspart title - A document's name; also the upload dialog's title.
 * @csspart badge - A status badge; also `badge-<status>` (e.g. `badge-requested`, `badge-validated`).
 * @csspart download-button - Downloads a document's file.
 * @csspart upload-button - Opens the upload of a requested document.
 * @csspart panel - The dialog holding `<svc-document-upload>`.
 * @csspart close-button - Closes the dialog.
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcDocumentList extends SvcListElement<DocumentListItem> {
  /** @internal */
  static override ownMessages = { documentList, list, enums };
  static override ownLocales = documentListLocales;

  static override styles = [...SvcListElement.styles, documentListStyles];

  /** Pins the list to one end-user (consumer or corporate UUID): always sent, and that filter is not offered. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The list is the signed-in end-user's own: no end-user is asked for or sent. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /**
   * The hosts a document's download link may lead to, space-separated (`files.bank.example`, with
   * `:port` when not 443). Without it any host will do; either way a link is followed only when it
   * is an absolute `https:` URL without credentials, else the file is fetched through the backend.
   */
  @property({ attribute: 'download-hosts' }) downloadHosts?: string;

  /** What the documents are sorted by: `CREATION_DATE` (the default), `FRIENDLY_NAME`, `FILENAME` or `TYPE`; `sort-direction` says which way. */
  @property({ attribute: 'sort-attribute', reflect: true }) sortAttribute: DocumentSortAttribute = 'CREATION_DATE';

  /** The end-user the list is pinned to (none for the signed-in end-user's own list). */
  protected override readonly pins = new ListPins<'endUserId'>(() => this.messages.documentList.pinnedInvalid);
  protected override readonly filters = this.filterForm(documentFilters({ locale: () => this.effectiveLocale, endUserGiven: () => this.endUser || this.pins.any }));
  protected readonly list = new PageQueryController<DocumentQuery, DocumentListItem>(this, (ops, query, signal) => ops.run(listDocuments, { query }, { silent: true, signal }), (error) => this.filters.refused(error));
  private readonly downloadsPart = new OnDemandModule(this, 'downloads', loadDownloads);
  /** The downloads, once their code is here. */
  private downloads?: DocumentDownloads;
  private readonly downloadOps = new OperationController(this);
  /** Documents whose download waits for that code, and those whose download could not have it (pressing again tries again). */
  private readonly awaitingDownloads = new Set<string>();
  private readonly unreachableDownloads = new Map<string, ServiceError>();
  private readonly upload = new RowDialog<DocumentListItem>(this, {
    load: loadUploadElement,
    tag: 'svc-document-upload',
    closed: (document) => this.focusRow(document.id),
  });
  /** The adapter the downloads' links were had through. */
  private linksAdapter?: unknown;

  constructor() {
    super();
    // A pointer or the focus on a download button: the downloads' code is fetched now, so that a press finds it here.
    const intent = (event: Event) => {
      const [first] = event.composedPath();
      if (first instanceof Element && first.closest('[data-action="download"]') && !this.downloadsPart.failed) void this.downloadsPart.fetch();
    };
    this.addEventListener('pointerover', intent);
    this.addEventListener('focusin', intent);
  }

  /** The documents of the page shown. */
  get documents(): readonly DocumentListItem[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('endUserId') || changed.has('endUser')) {
      const endUserId = this.endUser ? undefined : this.endUserId;
      this.pins.set([['endUserId', endUserId]], (pinned) => listDocumentsQuery.safeParse(pinned).success, '<svc-document-list>: end-user-id is not a UUID; nothing is loaded.');
    }
    if (changed.has('sortAttribute') && !SORT_ATTRIBUTES.includes(this.sortAttribute)) this.sortAttribute = 'CREATION_DATE';
    const adapter = this.listAdapter;
    if (adapter !== this.linksAdapter) {
      this.linksAdapter = adapter;
      this.downloads?.forget();
      this.unreachableDownloads.clear();
    }
    this.list.sync(this.buildQuery(), adapter);
  }

  /** What the current state asks the service for; undefined when nothing may be sent. */
  private buildQuery(): DocumentQuery | undefined {
    if (this.pins.invalid) return undefined;
    // The end-user comes from the pin, else from the filter; the signed-in end-user sends none.
    const { endUserId: filteredEndUser, ...filters } = this.filters.applied;
    const endUserId = this.endUser ? undefined : (this.pins.values.endUserId ?? filteredEndUser);
    return checkedQuery<DocumentQuery>(listDocumentsQuery, { sortAttribute: this.sortAttribute, ...this.paging, ...filters, ...(endUserId ? { endUserId } : {}) });
  }

  // Actions

  private readonly onAction = (event: Event) => {
    const button = targetElement(event)?.closest<HTMLElement>('[data-action]');
    const key = button?.closest<HTMLElement>('[data-key]')?.dataset.key;
    const document = key === undefined ? undefined : this.list.items.find((item) => item.id === key);
    if (!button || !document) return;
    if (button.dataset.action === 'download') void this.download(document);
    else if (button.dataset.action === 'upload') void this.upload.open(document);
  };

  private async download(document: DocumentListItem): Promise<void> {
    const { id } = document;
    if (!this.downloads) {
      if (this.awaitingDownloads.has(id)) return;
      this.awaitingDownloads.add(id);
      this.unreachableDownloads.delete(id);
      this.requestUpdate();
      const module = await this.downloadsPart.fetch();
      this.awaitingDownloads.delete(id);
      if (module) this.downloads ??= new module.DocumentDownloads(this, this.downloadOps);
      else this.unreachableDownloads.set(id, downloadsUnreachable());
      this.requestUpdate();
    }
    await this.downloads?.download(document);
  }

  private readonly onUploaded = (event: SvcSuccessEvent) => {
    if (event.detail.operation !== 'uploadDocument') return;
    this.reload();
    void this.upload.focusClose();
  };

  private focusRow(id: string): void {
    void this.updateComplete.then(() => {
      const row = this.renderRoot.querySelector<HTMLElement>(`[part~="row"][data-key="${CSS.escape(id)}"]`);
      (row?.querySelector<HTMLElement>('button') ?? row)?.focus();
    });
  }

  // Rendering

  protected get listTexts() {
    return this.messages.documentList;
  }

  protected override get sortChoice(): string {
    return `${this.sortAttribute}:${this.sortDirection}`;
  }

  protected override chooseSort(value: string): void {
    const [attribute, direction] = value.split(':');
    this.sortAttribute = SORT_ATTRIBUTES.find((known) => known === attribute) ?? 'CREATION_DATE';
    this.sortDirection = direction === 'ASC' ? 'ASC' : 'DESC';
  }

  protected override sorts() {
    const texts = this.messages.documentList;
    return [
      { value: 'CREATION_DATE:DESC', label: texts.sortNewest },
      { value: 'CREATION_DATE:ASC', label: texts.sortOldest },
      { value: 'FRIENDLY_NAME:ASC', label: texts.sortNameAsc },
      { value: 'FRIENDLY_NAME:DESC', label: texts.sortNameDesc },
      { value: 'FILENAME:ASC', label: texts.sortFileAsc },
      { value: 'FILENAME:DESC', label: texts.sortFileDesc },
      { value: 'TYPE:ASC', label: texts.sortTypeAsc },
      { value: 'TYPE:DESC', label: texts.sortTypeDesc },
    ];
  }

  protected override renderRows(documents: readonly DocumentListItem[], stale: boolean) {
    const context = {
      messages: this.messages,
      format: this.format,
      customer: this.endUser,
      busy: (id: string) => this.awaitingDownloads.has(id) || !!this.downloads?.isBusy(id),
      failure: (id: string) => {
        const error = this.unreachableDownloads.get(id) ?? this.downloads?.failure(id);
        return error && this.errorText(error);
      },
    };
    const options = { kind: 'documents', label: this.messages.documentList.title, stale, onClick: this.onAction };
    return itemList(options, documents.map((document) => documentRow(document, context)));
  }

  protected override renderAfter() {
    return this.upload.render((document) => ({
      title: format(this.messages.documentList.uploadTitle, { name: documentName(document, this.messages) }),
      closeText: this.messages.common.close,
      body: html`<svc-document-upload
        document-id=${document.id}
        ?end-user=${this.endUser}
        .adapter=${this.adapter}
        locale=${this.effectiveLocale}
        theme=${this.theme ?? nothing}
        @svc-success=${this.onUploaded}
      ></svc-document-upload>`,
    }));
  }
}
