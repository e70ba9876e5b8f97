import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { KIT_LIMITS } from '../../api/limits.js';
import type { OperationResult } from '../../api/operations.js';
import { createDocumentRequest } from '../../api/operations/documents.js';
import { RELATION_KINDS, createDocumentRequestBody, relationPath, type RelationKind, type RelationPath } from '../../api/schemas/document.js';
import { format } from '../../i18n/catalog.js';
import { documentRequest } from './texts/en.js';
import { documentRequestLocales } from '../../generated/locales/document-request.js';
import { enumLabel } from '../../i18n/labels.js';
import { enums } from '../../i18n/enums/en.js';
import { defined, trimmedText } from '../form/paths.js';
import { enumChoices } from '../form/enum-choices.js';
import { endUserField } from '../form/end-user-field.js';
import { selectField, textField } from '../form/fields.js';
import { textAreaField } from '../form/text-area-field.js';
import { OperationFormElement, sends } from '../form/operation-form.js';
import { documentTypesFor, relationKindsFor, type EndUserKind } from '../document/end-user-kind.js';
import { documentRequestStyles } from './svc-document-request.styles.js';
import { RELATION_LABEL_KEYS } from '../document/relation-labels.js';

export type Operation = 'createDocumentRequest';


/**
 * Asks an end-user for a document (Create document request, a partner operation): whose document
 * (`end-user-id`, or a field), its type, an optional note that tells the end-user what the document
 * must show, and optionally the objects it relates to, as the spec allows, any or all of: a
 * transaction, a beneficiary, an address, and a person related to a company (director, owner,
 * shareholder), each by its identifier. `transaction-id`, `beneficiary-id`, `address-id` and
 * `corporate-related-id` pin one: its field shows it and cannot be changed.
 *
 * Checked before anything is sent: the end-user and the related object as identifiers (UUID), a
 * type of the right form, the note at most 511 characters (the kit's bound; the spec gives none).
 * An unknown related object, or another end-user's, is refused by the service (the sandbox: 404 on its field).
 * The new request is listed with status `REQUESTED` and `requested: true`; the end-user answers it
 * with `<svc-document-upload document-id>`. The success state shows the request's identifier; the
 * same request is not sent twice in a row.
 *
 * @summary Ask an end-user for a document (partner): type, note, related object.
 * @tag svc-document-request
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The document was requested (`detail.result.id`, the new document's id). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure (an unknown end-user: code `NOT_FOUND`). `detail: { operation, error }`.
 * @csspart section - The group of fields.
 * @csspart legend - The title of the group.
 * @csspart details - The new request: its identifier and what happens next.
 * @csspart notice - Why a submit sent nothing: this document was just requested.
 */
export class SvcDocumentRequest extends OperationFormElement<Operation> {
  protected override readonly operation = sends(createDocumentRequest);
  /** @internal */
  static override ownMessages = { documentRequest, enums };
  static override ownLocales = documentRequestLocales;

  static override styles = [...OperationFormElement.styles, documentRequestStyles];

  /** The end-user asked for the document. Without it the form asks. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /**
   * Whose documents: `consumer` (a person: a company's document types, such as articles of
   * association, are not offered) or `corporate`. Unset, every type is offered.
   */
  @property({ attribute: 'end-user-kind', reflect: true }) endUserKind?: EndUserKind;

  /** The transaction the document is about, pinned by the partner (UUID). */
  @property({ attribute: 'transaction-id', reflect: true }) transactionId?: string;

  /** The beneficiary the document is about, pinned by the partner (UUID). */
  @property({ attribute: 'beneficiary-id', reflect: true }) beneficiaryId?: string;

  /** The address the document is about, pinned by the partner (UUID). */
  @property({ attribute: 'address-id', reflect: true }) addressId?: string;

  /** The company's director, owner or shareholder the document is about, pinned by the partner (UUID). */
  @property({ attribute: 'corporate-related-id', reflect: true }) corporateRelatedId?: string;

  /** The id of the request sent last, for the success state. */
  @state() private requestId?: string;

  /** The request body as typed so far. Setting it prefills the form, related objects (`<kind>Id`) included. */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    this.form.prefill(values && typeof values === 'object' && !Array.isArray(values) ? { ...values } : {}, false);
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.requestId = undefined;
  }

  /** The related object's id pinned by an attribute, if any. */
  private pinned(kind: RelationKind): string | undefined {
    return this[relationPath(kind)] || undefined;
  }

  /** The related objects offered: all four, but a company's person only for a corporate (`end-user-kind`). */
  private get relationKinds(): RelationKind[] {
    return relationKindsFor(RELATION_KINDS, this.endUserKind);
  }

  // The form base's hooks

  /** What is sent: the pinned or typed end-user, the type, the note trimmed, and each related object pinned or typed. */
  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    // An empty field here is one not given: none of these is sent empty.
    const given = (value: unknown) => (value === '' ? undefined : value);
    const relations: Partial<Record<RelationPath, unknown>> = {};
    for (const kind of this.relationKinds) relations[relationPath(kind)] = given(this.pinned(kind) ?? trimmedText(typed[relationPath(kind)]));
    return defined({
      endUserId: given(this.endUserId || trimmedText(typed.endUserId)),
      type: given(typed.type),
      note: given(trimmedText(typed.note)),
      ...relations,
    });
  }

  protected submitLabel(): string {
    return this.messages.documentRequest.submit;
  }

  protected successText(): string {
    const type = this.form.get('type');
    return format(this.messages.documentRequest.requested, { type: typeof type === 'string' ? enumLabel(this.messages, type) : '' });
  }

  protected override againLabel(): string {
    return this.messages.documentRequest.again;
  }

  protected override afterSuccess(result: OperationResult<Operation>): void {
    this.requestId = result.id;
  }

  // Rendering

  /** The new request in the success panel, and what happens next. */
  protected override renderSuccessDetails() {
    const id = this.requestId;
    if (!id) return nothing;
    const texts = this.messages.documentRequest;
    return html`<section class="facts" part="details" aria-labelledby="created-title">
        <p class="facts-title" id="created-title">${texts.detailsTitle}</p>
        <dl>
          <div><dt>${texts.id}</dt><dd class="identifier">${id}</dd></div>
        </dl>
        <p class="next">${texts.nextStep}</p>
      </section>`;
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.documentRequest;
    const body = this.currentBody();
    const identifier = { spellcheck: false, autocomplete: 'off', body } as const;
    return html`<fieldset class="section" part="section">
        <legend part="legend">${texts.section}</legend>
        ${endUserField(this.form, { endUser: false, endUserId: this.endUserId, texts, body })}
        ${selectField(this.form, {
          path: 'type',
          label: texts.type,
          hint: texts.typeHint,
          required: true,
          placeholder: this.messages.common.choose,
          choices: documentTypesFor(enumChoices(createDocumentRequestBody.shape.type, this.messages, this.effectiveLocale), this.endUserKind),
          body,
        })}
        ${textAreaField(this.form, { path: 'note', label: texts.note, hint: format(texts.noteHint, { maximum: KIT_LIMITS.note.max }), body })}
        <fieldset class="relation" part="form-control-group" aria-describedby="relation-hint">
          <legend part="form-control-label">${texts.relation}</legend>
          <p class="hint" part="form-control-help-text" id="relation-hint">${texts.relationHint}</p>
          ${this.relationKinds.map((kind) => {
            const pinned = this.pinned(kind);
            // A pinned object is shown, not editable; a malformed one is said on its field.
            return textField(this.form, {
              path: relationPath(kind),
              label: texts[RELATION_LABEL_KEYS[kind]],
              ...identifier,
              ...(pinned ? { disabled: true, format: () => pinned } : {}),
            });
          })}
        </fieldset>
      </fieldset>
      ${this.renderNotice()}`;
  }
}
