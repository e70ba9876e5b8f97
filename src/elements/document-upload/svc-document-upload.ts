import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { Task } from '@lit/task';
import { LIMITS } from '../../api/limits.js';
import { DocumentTypeForUpload } from '../../api/enums.js';
import { ServiceError, type FieldIssue } from '../../api/errors.js';
import { choicesOf } from '../../api/primitives.js';
import { uploadDocumentBody, uploadFile, type DocumentRecord } from '../../api/schemas/document.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { format } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { SvcElement } from '../base/svc-element.js';
import { SvcErrorEvent, SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';
import { FormController } from '../form/form-controller.js';
import { checkboxField, selectField, textField } from '../form/fields.js';
import { formStyles } from '../form/form-styles.js';
import { DEFAULT_ACCEPT, acceptsFile, describeAccept, formatBytes } from './files.js';
import { uploadLimitText } from '../../api/limits.js';
import { RELATION_KINDS, isRelationKind, metadataSchema, relationPath, type MetadataPath, type RelationKind, type UploadMode } from './metadata.js';
import { documentUploadStyles } from './svc-document-upload.styles.js';
import { documentUpload } from '../../i18n/en/document-upload.js';

/** Where a file is: waiting, refused before sending, on its way, done, failed, or stopped. */
export type UploadStatus = 'queued' | 'refused' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

/** One file of the element, as partners see it (`uploads`, `submit()`). */
export interface DocumentUploadItem {
  readonly file: File;
  readonly status: UploadStatus;
  /** The created (or answered) document, once uploaded. */
  readonly documentId?: string;
  /** The document as the service then describes it (type, status, file name). */
  readonly document?: DocumentRecord;
  /** Why it failed or was refused. */
  readonly error?: ServiceError;
}

interface Entry extends DocumentUploadItem {
  readonly key: number;
  /** Text shown for a refused, failed or cancelled file. */
  readonly reason?: string;
  readonly detailsFailed?: boolean;
  readonly controller?: AbortController;
}

const OPERATION = 'uploadDocument';
/** Choices of the form that are not sent: the relation kind and the answering switch. */
const UI_PATHS = ['relation', 'answering'] as const;
/** Codes that say only "the service refused something"; the issues then say what. */
const GENERIC_CODES = new Set(['INVALID_REQUEST', 'VALIDATION_FAILED', 'HTTP_ERROR']);
const fileSchema = uploadFile();
const documentIdSchema = uploadDocumentBody.shape.documentId;
const typeValues = choicesOf(uploadDocumentBody.shape.type)?.values ?? DocumentTypeForUpload;

const capitalised = (kind: RelationKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as Capitalize<RelationKind>;

/**
 * Uploads documents for an end-user: one request per file (multipart/form-data), each with its own
 * status row — ready, uploading, uploaded (with the created document's type and status), failed
 * (with the reason and a retry) or cancelled. Files are added with the file picker or by dropping
 * them on the drop zone; files of the service's size limit or more, or of a type outside `accept`,
 * are refused on the spot and never sent.
 *
 * Callers: a partner gives the end-user's ID (field, or the `end-user-id` attribute); an end-user
 * caller sets `end-user` and sends none. To answer a document request, set `document-id` (or tick
 * "This answers a document request" and enter it): then neither type nor end-user is sent.
 *
 * Every file gets its own cancelable `svc-submit` right before its request (cancelling it skips
 * that file only), then `svc-success` or `svc-error`. What was typed is kept whatever happens.
 *
 * @summary Upload documents (several files, drag and drop), incl. answering a document request.
 * @tag svc-document-upload
 * @fires svc-submit - Before each file is sent; cancelable (the file is then not sent). `detail.body` holds the fields and the `file`.
 * @fires svc-success - A file was uploaded; `detail.result.id` is the document's ID.
 * @fires svc-error - A file failed or was refused before sending (size, type), or the fields are invalid.
 * @csspart form - The form around everything.
 * @csspart field - Each field.
 * @csspart label - A field's label.
 * @csspart input - A field's text input or select.
 * @csspart select - A field's select (type, relation).
 * @csspart checkbox - The "answers a document request" checkbox.
 * @csspart hint - A field's hint.
 * @csspart field-message - A field's (or the drop zone's) validation message.
 * @csspart request - The document request being answered (`document-id`): its type, note, and whether it is still open.
 * @csspart form-error - A problem that no visible field can show (e.g. an invalid `end-user-id` attribute).
 * @csspart dropzone - The area that takes dropped files (inside, the class `dragover` marks a drag over it).
 * @csspart dropzone-active - The drop zone while files are dragged over it.
 * @csspart choose - The button that opens the file picker.
 * @csspart dropzone-hint - Which files are accepted, and the size limit (also part `hint`).
 * @csspart file-list - The list of files.
 * @csspart file - One file's row; also `file-queued`, `file-refused`, `file-uploading`, `file-uploaded`, `file-failed` or `file-cancelled`.
 * @csspart file-name - The file's name.
 * @csspart file-size - The file's size.
 * @csspart status - The file's status text.
 * @csspart progress - The (indeterminate) progress bar while a file is sent.
 * @csspart document - The uploaded document: type, status, file name, ID.
 * @csspart file-actions - The row's buttons.
 * @csspart remove - Takes a file that is not being sent off the list.
 * @csspart cancel - Stops sending a file.
 * @csspart retry - Sends a failed or cancelled file again.
 * @csspart summary - "2 of 3 files uploaded", announced politely.
 * @csspart actions - The upload button's row.
 * @csspart submit - The upload button.
 * @csspart unconfigured - What shows instead of the element when it has no configuration.
 * @cssprop --svc-color-primary - Buttons, the drop zone while dragging, rows being sent.
 * @cssprop --svc-color-success - Uploaded rows.
 * @cssprop --svc-color-danger - Refused and failed rows, field messages.
 * @cssprop --svc-color-border - The drop zone's dashed border and the rows' borders.
 * @cssprop --svc-color-surface - The rows' and the active drop zone's background.
 * @cssprop --svc-radius - Corners.
 * @cssprop --svc-spacing - The base spacing.
 */
export class SvcDocumentUpload extends SvcElement {
  /** @internal */
  static override ownMessages = { documentUpload };

  static override styles = [...SvcElement.styles, formStyles, documentUploadStyles];

  /** The end-user the documents belong to, given by a partner caller: the field is then hidden. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The caller is the end-user (their own credentials): no end-user field, no `endUserId` sent. */
  @property({ type: Boolean, attribute: 'end-user', reflect: true }) endUser = false;

  /** Answer this document request (a REQUESTED document): type and end-user are then not asked nor sent. */
  @property({ attribute: 'document-id', reflect: true }) documentId?: string;

  /** The files the picker offers and the drop zone takes (as the `accept` attribute of a file input). Default: PDF and common images. */
  @property({ reflect: true }) accept = DEFAULT_ACCEPT;

  @state() private entries: readonly Entry[] = [];
  @state() private dragging = false;
  @state() private running = false;
  /** What is wrong with the files on a submit (none ready, several for one request). */
  @state() private fileIssue?: string;
  /** Issues of values that no visible field shows (attributes), after a submit attempt. */
  @state() private hiddenIssues: FieldIssue[] = [];
  /** Said once to screen readers (files added, fields to fix). */
  @state() private announcement = '';
  /** "2 of 3 files uploaded", after each upload. */
  @state() private summary = '';

  @query('input[type="file"]') private fileInput?: HTMLInputElement;

  /** The document request answered by `document-id`, to say what is asked (type, note) and whether it is still open. */
  private readonly request = new Task(this, {
    task: async ([adapter, documentId], { signal }) =>
      adapter && documentId && documentIdSchema.safeParse(documentId).success
        ? adapter.request('getDocument', { params: { documentId } }, { signal })
        : undefined,
    args: () => [this.config?.adapter, this.documentId] as const,
  });

  private readonly form = new FormController(this, { schema: () => metadataSchema(this.mode()), messages: () => this.messages });
  private nextKey = 1;
  private dragDepth = 0;
  private inflight?: Promise<DocumentUploadItem[] | undefined>;

  // ——— Public API ———

  /** The fields as they would be sent now with each file (the file itself aside). Setting it prefills the fields. */
  get value(): Record<string, unknown> {
    return this.metadataBody();
  }
  set value(values: Record<string, unknown>) {
    const given = { ...(values ?? {}) };
    const relation = RELATION_KINDS.find((kind) => given[relationPath(kind)] !== undefined);
    this.form.prefill({ ...given, ...(relation ? { relation } : {}), ...(given.documentId ? { answering: true } : {}) }, false);
    this.hiddenIssues = [];
  }

  /** Every file of the element, oldest first. */
  get uploads(): readonly DocumentUploadItem[] {
    return this.entries.map(publicItem);
  }

  /** Adds files, as the picker or a drop does: too large or unaccepted ones are refused at once. */
  addFiles(files: Iterable<File> | ArrayLike<File>): void {
    const list = Array.from(files as ArrayLike<File>);
    const known = (file: File) =>
      this.entries.some(
        (entry) => entry.status !== 'uploaded' && entry.file.name === file.name && entry.file.size === file.size && entry.file.lastModified === file.lastModified,
      );
    const added: Entry[] = [];
    const refusals: string[] = [];
    for (const file of list) {
      if (known(file) || added.some((entry) => entry.file === file)) continue;
      const refusal = this.refusalOf(file);
      added.push({ key: this.nextKey++, file, status: refusal ? 'refused' : 'queued', reason: refusal?.message, error: refusal });
      if (refusal) refusals.push(format(this.messages.documentUpload.refusedFile, { name: file.name, reason: refusal.message }));
    }
    if (added.length === 0) return;
    this.entries = [...this.entries, ...added];
    this.refreshFileIssue();
    const texts = this.messages.documentUpload;
    this.announcement = [added.length === 1 ? texts.addedOne : format(texts.addedOther, { count: added.length }), ...refusals].join(' ');
    for (const entry of added) if (entry.error) this.emit(new SvcErrorEvent({ operation: OPERATION, error: entry.error }));
  }

  /** Checks the fields and that there is a file to send; shows every issue and returns them. */
  validate(): FieldIssue[] {
    this.form.submitted = true;
    const issues = this.form.issues(this.metadataBody());
    const visible = this.visiblePaths();
    this.hiddenIssues = issues.filter((issue) => !visible.has(issue.path.split('.')[0] as MetadataPath));
    this.fileIssue = this.fileProblem();
    this.requestUpdate();
    return this.fileIssue ? [...issues, { path: 'file', message: this.fileIssue, code: 'file' }] : issues;
  }

  /** Once shown, the message on the files follows what the person does about it. */
  private refreshFileIssue(): void {
    if (this.fileIssue) this.fileIssue = this.fileProblem();
  }

  /** Why the files cannot be sent now: none ready, or several for one document request. */
  private fileProblem(): string | undefined {
    const ready = this.entries.filter((entry) => entry.status === 'queued').length;
    if (ready === 0) return this.messages.documentUpload.noFiles;
    if (ready > 1 && this.answering) return this.messages.documentUpload.oneFileOnly;
    return undefined;
  }

  /**
   * Validates, then sends every file that is ready, one request each, in order. Resolves with those
   * files' outcome, or undefined when something must be fixed first (nothing is sent then). A
   * second call while files are being sent returns the same promise.
   */
  submit(): Promise<DocumentUploadItem[] | undefined> {
    this.inflight ??= this.send().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  /** Sends one failed or cancelled file again, with the fields as they are now. */
  async retry(file: File): Promise<DocumentUploadItem | undefined> {
    const entry = this.entries.find((candidate) => candidate.file === file);
    return entry ? this.retryEntry(entry.key) : undefined;
  }

  /** Stops sending a file; the service keeps nothing of it. */
  cancel(file: File): void {
    this.entries.find((entry) => entry.file === file)?.controller?.abort();
  }

  /** Takes a file off the list (not while it is being sent). */
  removeFile(file: File): void {
    this.entries = this.entries.filter((entry) => entry.file !== file || entry.status === 'uploading');
    this.refreshFileIssue();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const entry of this.entries) entry.controller?.abort();
    this.request.abort();
  }

  // ——— Modes and bodies ———

  private get answering(): boolean {
    return Boolean(this.documentId) || this.form.get('answering') === true;
  }

  private get relation(): RelationKind | undefined {
    const value = this.form.get('relation');
    return isRelationKind(value) ? value : undefined;
  }

  private mode(): UploadMode {
    return { answering: this.answering, endUser: this.endUser, relation: this.relation };
  }

  /** The fields as sent: the form's values, the attributes' values, and only what the mode sends. */
  private metadataBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { ...this.form.body };
    for (const path of UI_PATHS) delete body[path];
    if (this.endUserId) body.endUserId = this.endUserId;
    if (this.documentId) body.documentId = this.documentId;
    const relation = this.relation;
    for (const kind of RELATION_KINDS) if (kind !== relation) delete body[relationPath(kind)];
    if (this.answering) {
      delete body.type;
      delete body.endUserId;
    } else delete body.documentId;
    if (this.endUser) delete body.endUserId;
    return body;
  }

  /** The metadata fields shown now. */
  private visiblePaths(): Set<MetadataPath> {
    const paths = new Set<MetadataPath>(['friendlyName']);
    if (this.answering) {
      if (!this.documentId) paths.add('documentId');
    } else {
      paths.add('type');
      if (!this.endUser && !this.endUserId) paths.add('endUserId');
    }
    const relation = this.relation;
    if (relation) paths.add(relationPath(relation));
    return paths;
  }

  private labelOf(path: string): string {
    const texts = this.messages.documentUpload;
    const kind = RELATION_KINDS.find((candidate) => relationPath(candidate) === path);
    if (kind) return texts[`relation${capitalised(kind)}Id`];
    return (texts as Record<string, string>)[path] ?? path;
  }

  // ——— Files ———

  private refusalOf(file: File): ServiceError | undefined {
    const texts = this.messages.documentUpload;
    const locale = this.currentLocale();
    if (!fileSchema.safeParse(file).success) {
      const message = format(texts.tooLarge, { size: formatBytes(file.size, locale), limit: uploadLimitText(locale) });
      return new ServiceError({ kind: 'validation', code: 'FILE_TOO_LARGE', operation: OPERATION, message, issues: [{ path: 'file', message, code: 'file-size' }] });
    }
    if (!acceptsFile(this.accept, file)) {
      const message = texts.notAccepted;
      return new ServiceError({ kind: 'validation', code: 'FILE_TYPE_NOT_ACCEPTED', operation: OPERATION, message, issues: [{ path: 'file', message, code: 'accept' }] });
    }
    return undefined;
  }

  private entryOf(key: number): Entry | undefined {
    return this.entries.find((entry) => entry.key === key);
  }

  private patch(key: number, changes: Partial<Entry>): void {
    this.entries = this.entries.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry));
  }

  private currentLocale(): string {
    return this.locale ?? this.config?.locale ?? 'en';
  }

  // ——— Sending ———

  private async send(): Promise<DocumentUploadItem[] | undefined> {
    const issues = this.validate();
    if (issues.length > 0) {
      const fieldIssues = issues.filter((issue) => issue.path !== 'file');
      const common = this.messages.common;
      this.announcement =
        fieldIssues.length === 0 ? (this.fileIssue ?? '') : fieldIssues.length === 1 ? common.fieldNeedsAttention : format(common.fieldsNeedAttention, { count: fieldIssues.length });
      await this.updateComplete;
      this.focusFirstInvalid();
      this.emit(new SvcErrorEvent({ operation: OPERATION, error: new ServiceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation: OPERATION }) }));
      return undefined;
    }
    const body = this.form.check(this.metadataBody()).data as Record<string, unknown>;
    const keys = this.entries.filter((entry) => entry.status === 'queued').map((entry) => entry.key);
    this.running = true;
    this.summary = '';
    this.announcement = '';
    try {
      for (const key of keys) {
        // The element went away: the files not sent yet are not sent at all.
        if (!this.isConnected) {
          if (this.entryOf(key)?.status === 'queued') this.patch(key, { status: 'cancelled', reason: this.messages.documentUpload.cancelled });
          continue;
        }
        // Removed, or sent by a retry, while earlier files were on their way.
        if (this.entryOf(key)?.status !== 'queued') continue;
        await this.upload(key, body);
      }
    } finally {
      this.running = false;
    }
    this.summarise();
    return keys.map((key) => this.entryOf(key)).filter((entry): entry is Entry => entry !== undefined).map(publicItem);
  }

  private async retryEntry(key: number): Promise<DocumentUploadItem | undefined> {
    const entry = this.entryOf(key);
    if (!entry || (entry.status !== 'failed' && entry.status !== 'cancelled')) return entry && publicItem(entry);
    const issues = this.validate().filter((issue) => issue.path !== 'file');
    this.fileIssue = undefined;
    if (issues.length > 0) {
      this.announcement = issues.length === 1 ? this.messages.common.fieldNeedsAttention : format(this.messages.common.fieldsNeedAttention, { count: issues.length });
      await this.updateComplete;
      this.focusFirstInvalid();
      this.emit(new SvcErrorEvent({ operation: OPERATION, error: new ServiceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation: OPERATION }) }));
      return publicItem(entry);
    }
    this.summary = '';
    await this.upload(key, this.form.check(this.metadataBody()).data as Record<string, unknown>);
    if (!this.running) this.summarise();
    const done = this.entryOf(key);
    return done && publicItem(done);
  }

  /** One file: its own svc-submit, its own request and abort controller, then its document. */
  private async upload(key: number, fields: Record<string, unknown>): Promise<void> {
    const entry = this.entryOf(key);
    if (!entry || !this.isConnected) return;
    const body = { ...fields, file: entry.file };
    if (!this.emit(new SvcSubmitEvent({ operation: OPERATION, body }))) {
      this.patch(key, { status: 'cancelled', reason: this.messages.documentUpload.skipped, error: undefined });
      return;
    }
    const controller = new AbortController();
    this.patch(key, { status: 'uploading', controller, reason: undefined, error: undefined, detailsFailed: false });
    const adapter = this.config?.adapter;
    try {
      if (!adapter) throw new ServiceError({ kind: 'config', code: 'NO_CONFIGURATION', operation: OPERATION });
      const result = await adapter.request(OPERATION, { body: body as never }, { signal: controller.signal });
      // Sent and stored: a late cancel no longer changes that.
      this.patch(key, { status: 'uploaded', documentId: result.id });
      this.emit(new SvcSuccessEvent({ operation: OPERATION, result }));
      await this.loadDocument(key, result.id, adapter, controller.signal);
    } catch (caught) {
      const error = caught instanceof ServiceError ? caught : new ServiceError({ kind: 'http', code: 'HTTP_ERROR', operation: OPERATION, cause: caught });
      if (controller.signal.aborted || error.kind === 'abort') {
        this.patch(key, { status: 'cancelled', reason: this.messages.documentUpload.cancelled, controller: undefined });
        return;
      }
      this.patch(key, { status: 'failed', error, reason: this.reasonOf(error), controller: undefined });
      this.placeIssues(error);
      this.emit(new SvcErrorEvent({ operation: OPERATION, error }));
    }
  }

  /** What the service now says about the document (its type, status and file name). */
  private async loadDocument(key: number, documentId: string, adapter: FetchAdapter, signal: AbortSignal): Promise<void> {
    try {
      const document = await adapter.request('getDocument', { params: { documentId } }, { signal });
      this.patch(key, { document, controller: undefined });
    } catch {
      this.patch(key, { detailsFailed: !signal.aborted, controller: undefined });
    }
  }

  private reasonOf(error: ServiceError): string {
    const known = (this.messages.errors as Record<string, string>)[error.code];
    const visible = this.visiblePaths();
    const unplaced = error.issues.filter((issue) => !visible.has(issue.path as MetadataPath) && issue.message).map((issue) => issue.message);
    if (GENERIC_CODES.has(error.code) && unplaced.length > 0) return [...new Set(unplaced)].join(' ');
    return known ?? error.message;
  }

  /** The service's word about a visible field goes on that field (and stays until it changes). */
  private placeIssues(error: ServiceError): void {
    const visible = this.visiblePaths();
    const own = error.issues.filter((issue) => visible.has(issue.path as MetadataPath));
    if (own.length > 0) this.form.setServerIssues(own);
  }

  private summarise(): void {
    const total = this.entries.length;
    if (total === 0) return;
    const uploaded = this.entries.filter((entry) => entry.status === 'uploaded').length;
    const texts = this.messages.documentUpload;
    this.summary = format(total === 1 ? texts.summaryOne : texts.summaryOther, { uploaded, total });
  }

  // ——— Interaction ———

  private focusFirstInvalid(): void {
    const root = this.shadowRoot;
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    if (this.hiddenIssues.length > 0) return;
    if (this.fileIssue) root?.querySelector<HTMLElement>('[part~="choose"]')?.focus();
  }

  /**
   * A row's button that had focus may vanish on the next render (removed, cancelled, retried,
   * finished): focus then moves to the row's next action, else the next row's, else the picker button.
   */
  private focusedRow?: number;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const active = this.shadowRoot?.activeElement;
    const key = active?.closest<HTMLElement>('[data-key]')?.dataset.key;
    this.focusedRow = key === undefined ? undefined : Number(key);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const key = this.focusedRow;
    const root = this.shadowRoot;
    if (key === undefined || !root || root.activeElement) return;
    this.focusedRow = undefined;
    const index = this.entries.findIndex((entry) => entry.key === key);
    const candidates = index >= 0 ? this.entries.slice(index) : this.entries.filter((entry) => entry.key > key);
    for (const entry of candidates) {
      const button = root.querySelector<HTMLElement>(`[data-key="${entry.key}"] .file-actions button`);
      if (button) return button.focus();
    }
    root.querySelector<HTMLElement>('[part~="choose"]')?.focus();
  }

  private openPicker = () => {
    this.fileInput?.click();
  };

  private onPicked = (event: Event) => {
    const input = event.target as HTMLInputElement;
    const files = Array.from(input.files ?? []);
    // Lets the same file be picked again after it was removed.
    input.value = '';
    this.addFiles(files);
  };

  private static carriesFiles(event: DragEvent): boolean {
    return Array.from(event.dataTransfer?.types ?? []).includes('Files');
  }

  private onDragEnter = (event: DragEvent) => {
    if (!SvcDocumentUpload.carriesFiles(event)) return;
    event.preventDefault();
    this.dragDepth += 1;
    this.dragging = true;
  };

  private onDragOver = (event: DragEvent) => {
    if (!SvcDocumentUpload.carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    this.dragging = true;
  };

  private onDragLeave = () => {
    this.dragDepth = Math.max(0, this.dragDepth - 1);
    if (this.dragDepth === 0) this.dragging = false;
  };

  private onDrop = (event: DragEvent) => {
    event.preventDefault();
    this.dragDepth = 0;
    this.dragging = false;
    const files = event.dataTransfer?.files;
    if (files && files.length > 0) this.addFiles(files);
  };

  private onRemove(key: number): void {
    this.entries = this.entries.filter((entry) => entry.key !== key || entry.status === 'uploading');
    this.refreshFileIssue();
  }

  private onCancel(key: number): void {
    this.entryOf(key)?.controller?.abort();
  }

  private onRetry(key: number): void {
    void this.retryEntry(key);
  }

  // ——— Rendering ———

  protected override renderContent() {
    const texts = this.messages.documentUpload;
    const body = this.metadataBody();
    const queued = this.entries.filter((entry) => entry.status === 'queued').length;
    const submitText = this.running ? texts.sending : queued === 0 ? texts.submit : queued === 1 ? texts.submitOne : format(texts.submitOther, { count: queued });
    return html`<form novalidate part="form" @submit=${(event: Event) => (event.preventDefault(), void this.submit())}>
      ${this.renderHiddenIssues()} ${this.renderRequest()} ${this.renderFields(body)} ${this.renderDropzone()} ${this.renderFiles()}
      <p class="summary" part="summary" role="status" aria-live="polite">${this.summary}</p>
      <div class="actions" part="actions">
        <!-- While files are sent the button stays focusable (aria-disabled): a second press does nothing. -->
        <button type="submit" part="submit" ?disabled=${this.configuring} aria-disabled=${this.running ? 'true' : 'false'}>${submitText}</button>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </form>`;
  }

  private renderRequest() {
    if (!this.documentId) return nothing;
    const texts = this.messages.documentUpload;
    return this.request.render({
      pending: () => html`<p class="message info request" part="request">${texts.requestLoading}</p>`,
      complete: (requested) =>
        requested
          ? html`<div class="message info request" part="request">
              <div class="request-type">${format(texts.requested, { type: enumLabel(this.messages, requested.type) })}</div>
              ${requested.note ? html`<div>${format(texts.requestNote, { note: requested.note })}</div>` : nothing}
              ${requested.status !== 'REQUESTED'
                ? html`<div class="request-closed">${format(texts.requestNotOpen, { status: enumLabel(this.messages, requested.status) })}</div>`
                : nothing}
            </div>`
          : nothing,
      // An unknown or unreachable request: the upload itself will say why, on the file.
      error: () => nothing,
    });
  }

  private renderHiddenIssues() {
    if (this.hiddenIssues.length === 0) return nothing;
    const texts = this.messages.documentUpload;
    return html`<div class="message error form-error" part="form-error" role="alert">
      ${this.hiddenIssues.map((issue) => html`<div>${format(texts.hiddenFieldIssue, { field: this.labelOf(issue.path), message: issue.message })}</div>`)}
    </div>`;
  }

  private renderFields(body: Record<string, unknown>): TemplateResult {
    const texts = this.messages.documentUpload;
    const visible = this.visiblePaths();
    const relation = this.relation;
    const types = typeValues
      .map((value) => ({ value, label: enumLabel(this.messages, value) }))
      .sort((a, b) => a.label.localeCompare(b.label, this.currentLocale()));
    const relations = RELATION_KINDS.map((kind) => ({ value: kind, label: texts[`relation${capitalised(kind)}`] }));
    if (relation) this.lastRelation = relation;
    return html`${this.documentId
      ? nothing
      : checkboxField(this.form, { path: 'answering', label: texts.answering, hint: this.answering ? texts.answeringHint : undefined })}
    ${visible.has('documentId')
      ? textField(this.form, { path: 'documentId', label: texts.documentId, hint: texts.documentIdHint, required: true, spellcheck: false, autocomplete: 'off', body })
      : nothing}
    ${visible.has('type')
      ? selectField(this.form, { path: 'type', label: texts.type, required: true, placeholder: this.messages.common.choose, choices: types, body })
      : nothing}
    ${visible.has('endUserId')
      ? textField(this.form, { path: 'endUserId', label: texts.endUserId, hint: texts.endUserIdHint, required: true, spellcheck: false, autocomplete: 'off', body })
      : nothing}
    ${textField(this.form, {
      path: 'friendlyName',
      label: texts.friendlyName,
      hint: format(texts.friendlyNameHint, { maximum: LIMITS.friendlyName.max }),
      maxlength: LIMITS.friendlyName.max,
      body,
    })}
    <div class="relation" @change=${this.onRelationChange}>
      ${selectField(this.form, { path: 'relation', label: texts.relation, placeholder: texts.relationNone, choices: relations, body })}
      ${relation
        ? textField(this.form, {
            path: relationPath(relation),
            label: texts[`relation${capitalised(relation)}Id`],
            required: true,
            spellcheck: false,
            autocomplete: 'off',
            body,
          })
        : nothing}
    </div>`;
  }

  /** The last relation kind shown, so that choosing another kind keeps the identifier typed so far. */
  private lastRelation?: RelationKind;
  private onRelationChange = (event: Event) => {
    if ((event.target as HTMLElement).localName !== 'select') return;
    const previous = this.lastRelation;
    const next = this.relation;
    if (!previous || !next || previous === next) return;
    const typed = this.form.get(relationPath(previous));
    if (typed === undefined || this.form.get(relationPath(next)) !== undefined) return;
    this.form.set(relationPath(previous), undefined);
    this.form.set(relationPath(next), typed);
  };

  private renderDropzone() {
    const texts = this.messages.documentUpload;
    const locale = this.currentLocale();
    const limit = uploadLimitText(locale);
    const types = describeAccept(this.accept, texts, locale);
    const hint = types ? format(texts.accepted, { types, limit }) : format(texts.acceptedAny, { limit });
    const describedBy = this.fileIssue ? 'dropzone-hint dropzone-message' : 'dropzone-hint';
    return html`<div
      class="dropzone${this.dragging ? ' dragover' : ''}${this.fileIssue ? ' invalid' : ''}"
      part="dropzone${this.dragging ? ' dropzone-active' : ''}"
      @click=${(event: Event) => (event.target === event.currentTarget ? this.openPicker() : undefined)}
      @dragenter=${this.onDragEnter}
      @dragover=${this.onDragOver}
      @dragleave=${this.onDragLeave}
      @drop=${this.onDrop}
    >
      <input type="file" ?multiple=${!this.answering} hidden tabindex="-1" accept=${this.accept} @change=${this.onPicked} />
      <p class="dropzone-text">
        <span>${this.dragging ? texts.dropNow : texts.dropzone}</span>
        <button type="button" class="secondary" part="choose" aria-describedby=${describedBy} @click=${this.openPicker}>${texts.choose}</button>
      </p>
      <div class="hint" part="hint dropzone-hint" id="dropzone-hint">${hint}</div>
      ${this.fileIssue ? html`<div class="field-message" part="field-message" id="dropzone-message">${this.fileIssue}</div>` : nothing}
    </div>`;
  }

  private renderFiles() {
    if (this.entries.length === 0) return nothing;
    return html`<ul class="file-list" part="file-list" aria-label=${this.messages.documentUpload.files}>
      ${repeat(
        this.entries,
        (entry) => entry.key,
        (entry) => this.renderEntry(entry),
      )}
    </ul>`;
  }

  private statusText(entry: Entry): string {
    const texts = this.messages.documentUpload;
    switch (entry.status) {
      case 'queued':
        return texts.queued;
      case 'uploading':
        return texts.uploading;
      case 'uploaded':
        return texts.uploaded;
      case 'failed':
        return format(texts.failed, { reason: entry.reason ?? '' });
      default:
        return entry.reason ?? '';
    }
  }

  private documentText(document: DocumentRecord): string {
    const texts = this.messages.documentUpload;
    const values = { type: enumLabel(this.messages, document.type), status: enumLabel(this.messages, document.status), name: document.fileName ?? '' };
    return format(document.fileName ? texts.documentDetailsWithFile : texts.documentDetails, values);
  }

  private renderEntry(entry: Entry) {
    const texts = this.messages.documentUpload;
    const name = entry.file.name;
    const fileName = html`<span class="visually-hidden"> ${name}</span>`;
    const document = entry.document;
    return html`<li class="file ${entry.status}" part="file file-${entry.status}" data-key=${entry.key}>
      <div class="file-main">
        <span class="file-name" part="file-name">${name}</span>
        <span class="file-size" part="file-size">${formatBytes(entry.file.size, this.currentLocale())}</span>
      </div>
      <div class="status" part="status">${this.statusText(entry)}</div>
      ${entry.status === 'uploading' ? html`<progress part="progress" aria-label=${format(texts.uploadingFile, { name })}></progress>` : nothing}
      ${entry.status === 'uploaded'
        ? html`<div class="document" part="document">
            ${document
              ? html`<span>${this.documentText(document)}</span>`
              : entry.detailsFailed
                ? html`<span>${texts.detailsUnavailable}</span>`
                : nothing}
            ${entry.documentId ? html`<span class="document-id">${format(texts.documentIdLabel, { id: entry.documentId })}</span>` : nothing}
          </div>`
        : nothing}
      <div class="file-actions" part="file-actions">
        ${entry.status === 'uploading'
          ? html`<button type="button" class="secondary" part="cancel" @click=${() => this.onCancel(entry.key)}>${texts.cancel}${fileName}</button>`
          : nothing}
        ${entry.status === 'failed' || entry.status === 'cancelled'
          ? html`<button type="button" class="secondary" part="retry" @click=${() => this.onRetry(entry.key)}>${texts.retry}${fileName}</button>`
          : nothing}
        ${entry.status !== 'uploading' && entry.status !== 'uploaded'
          ? html`<button type="button" class="secondary" part="remove" @click=${() => this.onRemove(entry.key)}>${texts.remove}${fileName}</button>`
          : nothing}
      </div>
    </li>`;
  }
}

function publicItem(entry: Entry): DocumentUploadItem {
  const { file, status, documentId, document, error } = entry;
  return { file, status, ...(documentId ? { documentId } : {}), ...(document ? { document } : {}), ...(error ? { error } : {}) };
}
