import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { type FieldIssue } from '../../api/errors.js';
import { type Catalog } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import { documentUpload } from './texts/en.js';
import { documentUploadLocales } from '../../generated/locales/document-upload.js';
import { SvcElement } from '../base/svc-element.js';
import { OperationController } from '../base/operation.js';
import { SvcErrorEvent } from '../base/events.js';
import { formStyles } from '../form/form-styles.js';
import { DEFAULT_ACCEPT, acceptShown } from './accept.js';
import { DropZoneController, renderDropZone } from './dropzone.js';
import { FileListLoaderController } from './file-list-loader.js';
import type { DocumentUploadItem } from './file-queue.js';
import { FormControlElement } from '../form/form-control-element.js';
import { MetadataFieldsController } from './metadata-fields.js';
import type { EndUserKind } from '../document/end-user-kind.js';
import { documentUploadStyles } from './svc-document-upload.styles.js';
import { serviceError } from '../../i18n/service-errors.js';
import { enums } from '../../i18n/enums/en.js';
import { documentUploadErrors } from '../../i18n/errors/en-document-upload.js';
import type { UploadMetadata } from './metadata.js';
import type { FieldControls } from '../form/field-control.js';

export type { DocumentUploadItem, UploadStatus } from './file-queue.js';

const OPERATION = 'uploadDocument';

/**
 * Uploads documents for an end-user: one request per file (multipart/form-data), each with its own
 * status row — ready, uploading, uploaded (with the created document's type and status), failed
 * (with the reason and a retry) or cancelled. Files are added with the file picker or by dropping
 * them on the drop zone; files of the service's size limit or more, of a type outside `accept`, or
 * whose first bytes are not what they claim (a renamed HTML file, an empty file) are refused and
 * never sent. Files are sent side by side, a few at a time. The file list is fetched when a person
 * first points at, focuses or drags over the element (at once with `document-id`); files chosen
 * before it has arrived are listed as "Loading…" and taken in when it does.
 *
 * Callers: a partner gives the end-user's ID (field, or the `end-user-id` attribute); an end-user
 * caller sets `end-user` and sends none (`end-user-id` is then ignored). To answer a document
 * request, set `document-id` (or tick "This answers a document request" and enter it): then neither
 * type nor end-user is sent. `transaction-id`, `beneficiary-id`, `address-id` and
 * `corporate-related-id` pin the objects the documents relate to: each is sent as given. Their
 * fields are for the partner's staff only (`staff`: typed, or shown and not editable when pinned);
 * a customer is never asked for nor shown an identifier. A malformed identifier in an attribute is
 * said in the console and on its field (or above the form), and no file is sent.
 *
 * Every file gets its own cancelable `svc-submit` right before its request (cancelling it skips
 * that file only), then `svc-success` or `svc-error`. What was typed is kept whatever happens.
 *
 * The element is a platform form control: with a `name`, a host `<form>`'s `FormData` holds its
 * value as JSON (the fields and the names of the files, never their contents); it is invalid
 * while a field is, or while no file is ready or uploaded; a form reset empties it; a disabled
 * `<fieldset>` disables it.
 *
 * @summary Upload documents (several files, drag and drop), incl. answering a document request.
 * @tag svc-document-upload
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before each file is sent; cancelable (the file is then not sent). `detail.body` holds the fields and the `file`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A file was uploaded (`detail.operation` `uploadDocument`, `detail.result.id` the document's ID); also for the loads of documents (`getDocument`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A file failed or was refused before sending (size, type, content), or the fields are invalid; also when a document could not be loaded (`getDocument`).
 * @slot header - Content above the fields (a title, an introduction).
 * @slot footer - Content below the upload button.
 * @slot submit-label - The upload button's text (default: "Upload 2 files" and the like).
 * @slot success - The success panel's words once every file is uploaded (default: the element's own text).
 * @csspart form - The form around everything.
 * @csspart form-control - Each field.
 * @csspart form-control-label - A field's label.
 * @csspart form-control-input - A field's input, select or checkbox.
 * @csspart form-control-help-text - A field's hint; also which files the drop zone takes, and the size limit.
 * @csspart form-control-error - A field's (or the drop zone's) validation message.
 * @csspart notice - The document request being answered (`document-id`): its type, note, and whether it is still open.
 * @csspart error - A problem that no visible field can show (e.g. an invalid `end-user-id` attribute).
 * @csspart dropzone - The area that takes dropped files (inside, the class `dragover` marks a drag over it).
 * @csspart dropzone-active - The drop zone while files are dragged over it.
 * @csspart choose-button - The button that opens the file picker.
 * @csspart file-list - The list of files.
 * @csspart file - One file's row; also `file-queued`, `file-refused`, `file-uploading`, `file-uploaded`, `file-failed` or `file-cancelled`.
 * @csspart file-name - The file's name.
 * @csspart file-size - The file's size.
 * @csspart status - The file's status text.
 * @csspart progress - The (indeterminate) progress bar while a file is sent.
 * @csspart details - The uploaded document: type, status, file name, ID.
 * @csspart actions - The row of the upload button, and each file's row of buttons.
 * @csspart remove-button - Takes a file that is not being sent off the list.
 * @csspart cancel-button - Stops sending a file.
 * @csspart retry-button - Sends a failed or cancelled file again; also fetches the file list again when it could not be fetched (said in `error`).
 * @csspart summary - "2 of 3 files uploaded", announced politely.
 * @csspart success - Once every file is uploaded: the panel (with the files) that replaces the fields and takes the focus.
 * @csspart title - The success panel's words (its accessible name).
 * @csspart again-button - In the success panel: empties the list and the fields for more documents.
 * @csspart submit-button - The upload button.
 * @cssstate pending - Files are being sent.
 * @cssstate invalid - A field is invalid, or no file is ready or uploaded.
 * @cssstate success - Every file of the list is uploaded.
 */
export class SvcDocumentUpload extends FormControlElement {
  /** @internal */
  static override ownMessages = { documentUpload, enums };
  static override ownErrors = documentUploadErrors;
  static override ownLocales = documentUploadLocales;

  static override styles = [...SvcElement.styles, formStyles, documentUploadStyles];

  /** The end-user the documents belong to, given by a partner caller: the field is then hidden. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The caller is the end-user (their own credentials): no end-user field, no `endUserId` sent. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /**
   * Whose documents: `consumer` (a person: a company's document types, such as articles of
   * association, are not offered) or `corporate`. Unset, every type is offered.
   */
  @property({ attribute: 'end-user-kind', reflect: true }) endUserKind?: EndUserKind;

  /** The document types offered, separated by spaces (`IDENTITY_CARD DRIVING_LICENCE`); unset, every type `end-user-kind` allows. */
  @property({ reflect: true }) types?: string;

  /** Answer this document request (a REQUESTED document): type and end-user are then not asked nor sent. */
  @property({ attribute: 'document-id', reflect: true }) documentId?: string;

  /**
   * The partner's staff fills the form: the related objects (transaction, beneficiary, address,
   * company person) may be typed. Without it their fields are not shown: a customer never types
   * nor reads an identifier, and the pinned ones are sent all the same.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The transaction the documents are about, pinned by the partner (UUID): sent with every file, its field not editable. */
  @property({ attribute: 'transaction-id', reflect: true }) transactionId?: string;

  /** The beneficiary the documents are about, pinned by the partner (UUID): sent with every file, its field not editable. */
  @property({ attribute: 'beneficiary-id', reflect: true }) beneficiaryId?: string;

  /** The address the documents are about, pinned by the partner (UUID): sent with every file, its field not editable. */
  @property({ attribute: 'address-id', reflect: true }) addressId?: string;

  /** The company's director, owner or shareholder the documents are about, pinned by the partner (UUID); offered only for a corporate (`end-user-kind`). */
  @property({ attribute: 'corporate-related-id', reflect: true }) corporateRelatedId?: string;

  /**
   * The files the picker offers and the drop zone takes (as the `accept` attribute of a file
   * input). Default, and the most it can let in: PDF, JPEG, PNG, WebP, HEIC and HEIF. A list of
   * yours narrows it (`image/*` lets the kit's images in, never SVG); an empty one is the default.
   */
  @property({ reflect: true }) accept: string = DEFAULT_ACCEPT;

  /** What is wrong with the files on a submit (none ready, several for one request). */
  @state() private fileIssue?: string;
  /** Issues of values that no visible field shows (attributes), after a submit attempt. */
  @state() private hiddenIssues: FieldIssue[] = [];
  /** Said once to screen readers (files added, fields to fix). */
  @state() private announcement = '';

  private readonly ops = new OperationController(this);
  private readonly metadata = new MetadataFieldsController(this, {
    attributes: () => this,
    messages: () => this.messages,
    locale: () => this.effectiveLocale,
  });
  /** The file list (its checks and sending) and the document request's notice, fetched on first use. */
  private readonly fileList = new FileListLoaderController(this, {
    take: (files) => this.addFiles(files),
    ops: this.ops,
    messages: () => this.messages,
    locale: () => this.effectiveLocale,
    accept: () => this.accept,
    fallback: () => this.chooser,
    visiblePaths: () => this.metadata.visiblePaths(),
    errorText: (error) => this.errorText(error),
    placeIssues: (issues) => this.metadata.form.setServerIssues(issues),
    checked: (retry) => this.checked(retry),
    sent: () => this.allUploaded && this.fileList.files?.panel.arrived(),
    disabled: () => this.isDisabled,
    removed: () => this.refreshFileIssue(),
    announce: (text) => (this.announcement = text),
    refused: (said, error) => {
      this.announcement = said;
      this.refreshFileIssue();
      if (error) this.emit(new SvcErrorEvent({ operation: OPERATION, error }));
    },
  });
  private readonly dropZone = new DropZoneController(this, { onFiles: (files) => this.addFiles(files), disabled: () => this.isDisabled || this.allUploaded });
  constructor() {
    super();
    // A person about to choose files points at, focuses or drags over the element first.
    for (const type of ['pointerenter', 'focusin', 'dragenter']) this.addEventListener(type, () => void this.fileList.fetch());
  }

  /** The fields as they would be sent now with each file (the file itself aside). Setting it prefills the fields. */
  get value(): Record<string, unknown> {
    return this.metadata.body();
  }
  set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    this.metadata.prefill(values ?? {});
    this.hiddenIssues = [];
  }

  private controls?: FieldControls;

  /** The partner's control over the fields sent with each file, as on every form (`{ value, locked, hidden }` by path: `type`, `friendlyName`…). Property only. */
  get fields(): FieldControls | undefined {
    return this.controls;
  }
  set fields(fields: FieldControls | undefined) {
    this.controls = fields;
    this.metadata.form.control(fields);
  }

  /** Every file of the element, oldest first. */
  get uploads(): readonly DocumentUploadItem[] {
    return this.fileList.items();
  }

  /** Adds files, as the picker or a drop does: too large or unaccepted ones are refused at once (or once the file list has arrived). */
  addFiles(files: Iterable<File> | ArrayLike<File>): void {
    const chosen = Array.from(files);
    const list = this.fileList.list();
    if (!list) return this.fileList.wait(chosen);
    const added = list.add(chosen);
    if (!added) return;
    this.refreshFileIssue();
    this.announcement = added.said;
    for (const error of added.errors) this.emit(new SvcErrorEvent({ operation: OPERATION, error }));
  }

  /** Checks the fields and that there is a file to send; shows every issue and returns them. */
  validate(): FieldIssue[] {
    const form = this.metadata.form;
    form.submitted = true;
    const issues = form.issues(this.metadata.body());
    this.hiddenIssues = this.metadata.hiddenOf(issues);
    this.fileIssue = this.fileProblem();
    this.requestUpdate();
    return this.fileIssue ? [...issues, { path: 'file', message: this.fileIssue, code: 'file' }] : issues;
  }

  /**
   * Validates, then sends every file that is ready, one request each, a few side by side.
   * Resolves with those files' outcome, or undefined when something must be fixed first (nothing
   * is sent then). A second call while files are being sent returns the same promise.
   */
  submit(): Promise<DocumentUploadItem[] | undefined> {
    return this.isDisabled ? Promise.resolve(undefined) : this.fileList.submit();
  }

  /** Sends one failed or cancelled file again, with the fields as they are now. */
  async retry(file: File): Promise<DocumentUploadItem | undefined> {
    return this.fileList.files?.retry(file);
  }

  /** Stops sending a file; the service keeps nothing of it. */
  cancel(file: File): void {
    this.fileList.files?.cancel(file);
  }

  /** Takes a file off the list (not while it is being sent). */
  removeFile(file: File): void {
    if (this.fileList.remove(file)) this.refreshFileIssue();
  }

  /** A host form's reset: every file leaves the list (those on their way are stopped), the fields start over. */
  formResetCallback(): void {
    this.fileList.clear();
    this.metadata.form.reset();
    this.fileIssue = undefined;
    this.hiddenIssues = [];
    this.announcement = '';
  }

  /** The fields and the names of the files (never their contents). */
  protected formValue(): unknown {
    return { ...this.value, files: this.uploads.filter((item) => item.status !== 'refused').map((item) => item.file.name) };
  }

  protected formStates() {
    return { pending: this.fileList.count('uploading') > 0, invalid: this.formProblem() !== undefined, sca: false, success: this.allUploaded };
  }

  protected showInvalid(): void {
    this.validate();
    void this.updateComplete.then(() => this.focusFirstInvalid());
  }

  /** Back/forward or autofill: the fields come back (files cannot). */
  protected restoreValue({ files: _files, ...fields }: Record<string, unknown>): void {
    this.value = fields;
  }

  private get allUploaded(): boolean {
    const items = this.uploads;
    return items.length > 0 && items.every((item) => item.status === 'uploaded');
  }

  /** Once shown, the message on the files follows what the person does about it. */
  private refreshFileIssue(): void {
    if (this.fileIssue) this.fileIssue = this.fileProblem();
  }

  /** Why the files cannot be sent now: none ready (for a host form, none ready nor uploaded), or several for one document request. */
  private fileProblem(forForm = false): string | undefined {
    const ready = this.fileList.count('queued');
    if (ready + (forForm ? this.fileList.count('uploaded') : 0) === 0) return this.messages.documentUpload.noFiles;
    if (ready > 1 && this.metadata.answering) return this.messages.documentUpload.oneFileOnly;
    return undefined;
  }

  /** What a host form is told: the first invalid field, else a missing file (uploaded ones count). */
  protected formProblem(): { message: string; anchor?: HTMLElement } | undefined {
    const issue = this.metadata.form.check(this.metadata.body()).issues[0];
    if (issue) {
      const control = this.shadowRoot?.querySelector<HTMLElement>(`[data-path="${CSS.escape(issue.path)}"] :is(input, select)`) ?? undefined;
      return control ? { message: issue.message, anchor: control } : { message: this.metadata.hiddenText(issue) };
    }
    const message = this.fileProblem(true);
    return message ? { message, anchor: this.chooser ?? undefined } : undefined;
  }

  /** The fields every file is sent with, once they (and, unless for a retry, the files) pass; else why not is said, and undefined. */
  private async checked(retry: boolean): Promise<UploadMetadata | undefined> {
    let issues = this.validate();
    if (retry) {
      issues = issues.filter((issue) => issue.path !== 'file');
      this.fileIssue = undefined;
    }
    if (issues.length > 0) {
      await this.refuse(issues);
      return undefined;
    }
    if (!retry) this.announcement = '';
    return this.metadata.form.check(this.metadata.body()).data;
  }

  /** Nothing is sent: say what needs fixing, move focus there, and report it. */
  private async refuse(issues: FieldIssue[]): Promise<void> {
    const fieldIssues = issues.filter((issue) => issue.path !== 'file');
    this.announcement = fieldIssues.length === 0 ? (this.fileIssue ?? '') : this.attentionText(fieldIssues.length);
    await this.updateComplete;
    this.focusFirstInvalid();
    this.emit(new SvcErrorEvent({ operation: OPERATION, error: serviceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation: OPERATION }) }));
  }

  private focusFirstInvalid(): void {
    const root = this.shadowRoot;
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    if (this.hiddenIssues.length > 0) return;
    if (this.fileIssue) this.chooser?.focus();
  }

  /** The button that opens the file picker. */
  private get chooser(): HTMLElement | null | undefined {
    return this.shadowRoot?.querySelector<HTMLElement>('[part~="choose-button"]');
  }

  protected override renderContent() {
    const texts = this.messages.documentUpload;
    const files = this.fileList.files;
    const summary = html`<p class="summary" part="summary" role="status" aria-live="polite">${files?.run.summary}</p>`;
    // The success panel's words come with the file list (`files.texts()`), as every word said once files are chosen.
    const later = this.allUploaded ? files?.texts() : undefined;
    const again = later && { label: later.again, run: () => (this.formResetCallback(), void files?.panel.focusFirstField()) };
    const done = files && later && again && files.panel.render({ text: later.allUploaded, details: html`${this.renderFiles()} ${summary}`, again });
    return html`<form novalidate part="form" @submit=${(event: Event) => (event.preventDefault(), done || void this.submit())}>
      <fieldset class="frame" ?disabled=${this.isDisabled}>
        <slot name="header"></slot>
        ${done || this.renderForm(texts, summary)}
        <slot name="footer"></slot>
      </fieldset>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </form>`;
  }

  private renderForm(texts: Catalog['documentUpload'], summary: unknown) {
    const queued = this.fileList.count('queued');
    const running = this.fileList.files?.run.running;
    const submitText = queued === 0 ? texts.submit : plural(texts.submitCount, queued, this.effectiveLocale);
    return html`${this.metadata.renderHidden(this.hiddenIssues)} ${this.fileList.renderRequest(this.messages)} ${this.metadata.render()} ${this.renderDropZone()} ${this.renderFiles()} ${summary}
        <div class="actions" part="actions">
          <!-- While files are sent the button stays focusable (aria-disabled): a second press does nothing.
               A disabled fieldset disables it too; aria-disabled then tells checkers it is inactive. -->
          <button type="submit" part="submit-button" ?disabled=${this.configuring} aria-disabled=${running || this.isDisabled ? 'true' : 'false'}>
            ${running ? texts.sending : html`<slot name="submit-label">${submitText}</slot>`}
          </button>
        </div>`;
  }

  private renderDropZone() {
    const texts = this.messages.documentUpload;
    return renderDropZone(this.dropZone, {
      ...acceptShown(this.accept, texts, this.effectiveLocale),
      multiple: !this.metadata.answering,
      disabled: this.isDisabled,
      problem: this.fileIssue,
      texts,
    });
  }

  private renderFiles() {
    return this.fileList.render(this.messages);
  }
}
