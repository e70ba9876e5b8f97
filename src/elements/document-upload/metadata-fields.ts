/**
 * The fields sent with every file of an upload: which ones the mode asks for (new document or an
 * answer to a document request, partner or end-user caller), the related objects (any of the four
 * the spec allows, each pinned by the partner's attribute, or typed by staff only), the body they make, and their
 * template on the shared field layer.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { DocumentTypeForUpload } from '../../api/enums.js';
import type { FieldIssue } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { choicesOf } from '../../api/primitives.js';
import { uploadDocumentBody, type RelationPath } from '../../api/schemas/document.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { checkboxField, friendlyNameField, selectField, textField } from '../form/fields.js';
import { FormModel } from '../form/form-model.js';
import { documentTypesFor, relationKindsFor, type EndUserKind } from '../document/end-user-kind.js';
import { RELATION_KINDS, metadataSchema, relationPath, type MetadataPath, type RelationKind, type UploadMode } from './metadata.js';
import { RELATION_LABEL_KEYS } from '../document/relation-labels.js';
import type { UploadMetadata } from './metadata.js';

/** What the element's attributes say about the fields: the mode, and the identifiers the partner pins. */
export interface UploadAttributes extends Partial<Record<RelationPath, string>> {
  endUserId?: string;
  endUser: boolean;
  documentId?: string;
  endUserKind?: EndUserKind;
  /** The document types to offer, separated by spaces (unset: every type for `endUserKind`). */
  types?: string;
  /** The partner's staff fills the form: the related objects may be typed. */
  staff: boolean;
}

/** The attribute that pins an identifier: `transactionId` is pinned by `transaction-id`. */
const attributeOf = (path: string) => path.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Choices of the form that are not sent: the answering switch. */
const UI_PATHS = ['answering'] as const;
const typeValues = choicesOf(uploadDocumentBody.shape.type)?.values ?? DocumentTypeForUpload;


export class MetadataFieldsController implements ReactiveController {
  readonly form: FormModel<Record<string, unknown>, UploadMetadata>;
  /** The malformed pins last said in the console, so that each is said once. */
  private said = '';

  constructor(
    host: ReactiveControllerHost,
    private readonly options: { attributes(): UploadAttributes; messages(): Catalog; locale(): string },
  ) {
    this.form = new FormModel(host, { schema: () => metadataSchema(this.mode()), messages: options.messages, locale: options.locale });
    host.addController(this);
  }

  /** A malformed identifier in an attribute is the partner's to fix: said in the console (and on its field, or above the form, on a submit). */
  hostUpdate(): void {
    const attributes = this.options.attributes();
    const sent = this.body();
    const malformed = (['endUserId', 'documentId', ...RELATION_KINDS.map(relationPath)] as const)
      .filter((path) => attributes[path] && sent[path] === attributes[path] && !uploadDocumentBody.shape[path].safeParse(sent[path]).success)
      .map((path) => `${attributeOf(path)}="${attributes[path]}"`);
    const said = malformed.join(' ');
    if (said && said !== this.said) console.error(`<svc-document-upload>: ${said} is not an identifier (UUID); no file is sent until it is.`);
    this.said = said;
  }

  /** The related object's identifier pinned by its attribute (`transaction-id`…), if any. */
  private pinned(kind: RelationKind): string | undefined {
    return this.options.attributes()[relationPath(kind)] || undefined;
  }

  get answering(): boolean {
    return Boolean(this.options.attributes().documentId) || this.form.get('answering') === true;
  }

  /** The related objects offered: all four, but a company's person only for a corporate (`end-user-kind`). */
  private get relationKinds(): RelationKind[] {
    return relationKindsFor(RELATION_KINDS, this.options.attributes().endUserKind);
  }

  private mode(): UploadMode {
    return { answering: this.answering, endUser: this.options.attributes().endUser };
  }

  /** Takes values as sent (related objects as `<kind>Id`), as the partner's prefill. */
  prefill(values: Record<string, unknown>): void {
    const given = { ...values };
    this.form.prefill({ ...given, ...(given.documentId ? { answering: true } : {}) }, false);
  }

  /** The fields as sent: the form's values, the attributes' values, and only what the mode sends. */
  body(): Record<string, unknown> {
    const { endUserId, endUser, documentId } = this.options.attributes();
    const body: Record<string, unknown> = { ...this.form.body };
    for (const path of UI_PATHS) delete body[path];
    if (endUserId) body.endUserId = endUserId;
    if (documentId) body.documentId = documentId;
    const offered = this.relationKinds;
    for (const kind of RELATION_KINDS) {
      const path = relationPath(kind);
      // A pinned object is sent as given; a typed one is optional: a blank field is one not given, an identifier is sent without spaces around it.
      const held = body[path];
      const typed = this.pinned(kind) ?? (typeof held === 'string' ? held.trim() : held);
      if (!offered.includes(kind) || typed === '' || typed === undefined) delete body[path];
      else body[path] = typed;
    }
    if (this.answering) {
      delete body.type;
      delete body.endUserId;
    } else delete body.documentId;
    if (endUser) delete body.endUserId;
    return body;
  }

  /**
   * The related objects whose field is shown: to staff, every one offered; to a customer none (an
   * identifier is nothing a customer types or reads: a pinned one is sent all the same).
   */
  private get shownRelationKinds(): RelationKind[] {
    return this.options.attributes().staff ? this.relationKinds : [];
  }

  /** The fields shown now. */
  visiblePaths(): Set<MetadataPath> {
    const { endUserId, endUser, documentId } = this.options.attributes();
    const paths = new Set<MetadataPath>(['friendlyName']);
    if (this.answering) {
      if (!documentId) paths.add('documentId');
    } else {
      paths.add('type');
      if (!endUser && !endUserId) paths.add('endUserId');
    }
    for (const kind of this.shownRelationKinds) paths.add(relationPath(kind));
    return paths;
  }

  /** The label of a field, to name it where no field shows its issue. */
  labelOf(path: string): string {
    const texts = this.options.messages().documentUpload;
    const kind = RELATION_KINDS.find((candidate) => relationPath(candidate) === path);
    if (kind) return texts[RELATION_LABEL_KEYS[kind]];
    return ownString(texts, path) ?? path;
  }

  /** Issues of values that no visible field shows (attributes). */
  hiddenOf(issues: readonly FieldIssue[]): FieldIssue[] {
    const visible: ReadonlySet<string> = this.visiblePaths();
    return issues.filter((issue) => !visible.has(issue.path.split('.')[0]));
  }

  /** An issue said where no field shows it: "End-user ID: Enter an identifier (UUID)." */
  hiddenText(issue: FieldIssue): string {
    return format(this.options.messages().documentUpload.hiddenFieldIssue, { field: this.labelOf(issue.path), message: issue.message });
  }

  renderHidden(issues: readonly FieldIssue[]) {
    if (issues.length === 0) return nothing;
    return html`<div class="message error form-error" part="error" role="alert">
      ${issues.map((issue) => html`<div>${this.hiddenText(issue)}</div>`)}
    </div>`;
  }

  render(): TemplateResult {
    const messages = this.options.messages();
    const texts = messages.documentUpload;
    const form = this.form;
    const body = this.body();
    const visible = this.visiblePaths();
    const { endUserKind: kind, types: chosen } = this.options.attributes();
    const wanted = chosen?.split(/[\s,]+/) ?? [];
    const allowed = documentTypesFor(typeValues, kind);
    const offered = allowed.filter((value) => wanted.includes(value));
    const types = (offered.length > 0 ? offered : allowed)
      .map((value) => ({ value, label: enumLabel(messages, value) }))
      .sort((a, b) => a.label.localeCompare(b.label, this.options.locale()));
    return html`${this.options.attributes().documentId
      ? nothing
      : checkboxField(form, { path: 'answering', label: texts.answering, hint: this.answering ? texts.answeringHint : undefined })}
      ${visible.has('documentId')
        ? textField(form, { path: 'documentId', label: texts.documentId, hint: texts.documentIdHint, required: true, spellcheck: false, autocomplete: 'off', body })
        : nothing}
      ${visible.has('type')
        ? selectField(form, { path: 'type', label: texts.type, required: true, placeholder: messages.common.choose, choices: types, body })
        : nothing}
      ${visible.has('endUserId')
        ? textField(form, { path: 'endUserId', label: texts.endUserId, hint: texts.endUserIdHint, required: true, spellcheck: false, autocomplete: 'off', body })
        : nothing}
      ${friendlyNameField(form, { label: texts.friendlyName, hint: texts.friendlyNameHint, locale: this.options.locale(), body })}
      ${this.shownRelationKinds.length === 0 ? nothing : html`<fieldset class="relation" part="form-control-group" aria-describedby="relation-hint">
        <legend part="form-control-label">${texts.relation}</legend>
        <p class="hint" part="form-control-help-text" id="relation-hint">${texts.relationHint}</p>
        ${this.shownRelationKinds.map((relation) => {
          const pinned = this.pinned(relation);
          // A pinned object is shown, not editable (as on the document request); a malformed one is said on its field.
          return textField(form, {
            path: relationPath(relation),
            label: texts[RELATION_LABEL_KEYS[relation]],
            spellcheck: false,
            autocomplete: 'off',
            body,
            ...(pinned ? { disabled: true, format: () => pinned } : {}),
          });
        })}
      </fieldset>`}`;
  }
}
