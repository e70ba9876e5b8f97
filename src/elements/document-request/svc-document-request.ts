import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import * as z from 'zod/mini';
import { KIT_LIMITS } from '../../api/limits.js';
import type { OperationInput, OperationResult } from '../../api/operations.js';
import { createDocumentRequest } from '../../api/operations/documents.js';
import { RELATION_KINDS, createDocumentRequestBody, isRelationKind, relationMask, relationPath, type RelationKind } from '../../api/schemas/document.js';
import { format } from '../../i18n/catalog.js';
import { documentRequest } from '../../i18n/en/document-request.js';
import { documentRequestLocales } from '../../i18n/shipped/document-request.js';
import { enumLabel } from '../../i18n/labels.js';
import { givenFields, trimmedText } from '../form/body.js';
import { enumChoices } from '../form/choices.js';
import { endUserField } from '../form/end-user-field.js';
import { selectField, textAreaField, textField } from '../form/fields.js';
import { SvcFormElement } from '../form/svc-form-element.js';
import { carryRelationId } from '../document/relation-carry.js';
import { documentTypesFor, relationKindsFor, type EndUserKind } from '../document/end-user-kind.js';
import { documentRequestStyles } from './svc-document-request.styles.js';

type Operation = 'createDocumentRequest';

const capitalised = (kind: RelationKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as Capitalize<RelationKind>;

/** The body schema with the chosen relation's identifier required (one instance per kind). */
const schemas = new Map<RelationKind | undefined, z.ZodMiniType>();
function schemaFor(relation: RelationKind | undefined): z.ZodMiniType {
  let schema = schemas.get(relation);
  if (!schema) {
    schema = relation ? z.required(createDocumentRequestBody, relationMask([relation])) : createDocumentRequestBody;
    schemas.set(relation, schema);
  }
  return schema;
}

/**
 * Asks an end-user for a document (Create document request, a partner operation): whose document
 * (`end-user-id`, or a field), its type, an optional note that tells the end-user what the document
 * must show, and optionally the object it relates to: a transaction, a beneficiary, an address, or
 * a person related to a company (director, owner, shareholder), each by its identifier.
 *
 * Checked before anything is sent: the end-user and the related object as identifiers (UUID), a
 * type of the right form, the note at most 511 characters (the kit's bound; the spec gives none).
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
export class SvcDocumentRequest extends SvcFormElement<Operation> {
  /** @internal */
  static override ownMessages = { documentRequest };
  static override ownLocales = documentRequestLocales;

  static override styles = [...SvcFormElement.styles, documentRequestStyles];

  /** The end-user asked for the document. Without it the form asks. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /**
   * Whose documents: `consumer` (a person: a company's document types, such as articles of
   * association, are not offered) or `corporate`. Unset, every type is offered.
   */
  @property({ attribute: 'end-user-kind', reflect: true }) endUserKind?: EndUserKind;

  /** The id of the request sent last, for the success state. */
  @state() private requestId?: string;

  /** The request body as typed so far. Setting it prefills the form; a `<kind>Id` selects that relation. */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    const given = values && typeof values === 'object' && !Array.isArray(values) ? { ...values } : {};
    const relation = RELATION_KINDS.find((kind) => given[relationPath(kind)] !== undefined);
    this.form.prefill({ ...given, ...(relation ? { relation } : {}) }, false);
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.requestId = undefined;
  }

  private get relation(): RelationKind | undefined {
    const value = this.form.get('relation');
    return isRelationKind(value) ? value : undefined;
  }

  // ---- The form base's hooks -------------------------------------------------------------------

  protected submitOperation() {
    return createDocumentRequest;
  }

  protected bodySchema(): z.ZodMiniType {
    return schemaFor(this.relation);
  }

  protected requestFor(body: unknown): OperationInput<Operation> {
    return { body: body as OperationInput<Operation>['body'] };
  }

  /** What is sent: the pinned or typed end-user, the type, the note trimmed, and the chosen relation's id only. */
  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    const relation = this.relation && relationPath(this.relation);
    // An empty field here is one not given: none of these is sent empty.
    const given = (value: unknown) => (value === '' ? undefined : value);
    return givenFields({
      endUserId: given(this.endUserId || trimmedText(typed.endUserId)),
      type: given(typed.type),
      note: given(trimmedText(typed.note)),
      ...(relation ? { [relation]: given(trimmedText(typed[relation])) } : {}),
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

  // ---- Rendering -------------------------------------------------------------------------------

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
    const relation = this.relation;
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
        <div class="relation" @change=${this.onRelationChange}>
          ${selectField(this.form, {
            path: 'relation',
            label: texts.relation,
            hint: texts.relationHint,
            placeholder: texts.relationNone,
            choices: relationKindsFor(RELATION_KINDS, this.endUserKind).map((kind) => ({ value: kind, label: texts[`relation${capitalised(kind)}`] })),
            body,
          })}
          ${relation
            ? textField(this.form, { path: relationPath(relation), label: texts[`relation${capitalised(relation)}Id`], required: true, ...identifier })
            : nothing}
        </div>
      </fieldset>
      ${this.renderNotice()}`;
  }

  private onRelationChange = (event: Event) => carryRelationId(event, this.form, this.relation);
}
