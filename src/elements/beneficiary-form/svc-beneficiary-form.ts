import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import type * as z from 'zod/mini';
import { BeneficiaryType } from '../../api/enums.js';
import type { ServiceError } from '../../api/errors.js';
import type { OperationDefinition, OperationInput, OperationResult } from '../../api/operations.js';
import { createBeneficiary, patchBeneficiary } from '../../api/operations/beneficiaries.js';
import { getBeneficiary } from '../../api/operations/beneficiary-read.js';
import type { Beneficiary } from '../../api/schemas/beneficiary.js';
import { KeyedLoadController } from '../base/keyed-load.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { format } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { checkboxField, choiceGroup, friendlyNameField, textField } from '../form/fields.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import {
  ACCOUNT_KINDS,
  asKind,
  createSchema,
  detailsOfKind,
  kindOfDetails,
  patchSchema,
  shownText,
  trimmed,
  type AccountKind,
} from './banking-details.js';
import { ibanAccountFields } from './beneficiary-templates.js';
import { LaterFields } from './later-fields.js';
import { CREATE_DEFAULTS, EDITABLE, editValues } from './values.js';
import { defined, trimmedText } from '../form/paths.js';
import { beneficiaryFormStyles } from './svc-beneficiary-form.styles.js';
import { beneficiaryForm } from './texts/first-page.js';
import type { iban as ibanEnglish } from '../../i18n/iban/en.js';
import { beneficiaryFormLocales } from '../../generated/locales/beneficiary-form.js';
import { endUserField } from '../form/end-user-field.js';

export type Operation = 'createBeneficiary' | 'patchBeneficiary';

type EditModule = typeof import('./edit-mode.js');
const loadEditMode = loadOnce(() => import('./edit-mode.js'), 'the edit mode');

/** What the form edits: a body of either operation, and the kind of account whose details it shows. */
export type BeneficiaryModel = FormBody<Operation> & { accountType?: unknown };

/**
 * The IBAN's words as the form carries them: none at first paint. What says what exactly is wrong with
 * an IBAN brings their English and loads them in the locale (`later.ts`, through `laterWords`); the
 * part stays in `ownMessages` so that its languages are registered with the form's.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the IBAN's refusals read their words only through `laterWords`, never from `messages`.
const iban = {} as typeof ibanEnglish;

/**
 * Adds a beneficiary (SEPA, UK or US bank account) for an end-user, or, with `beneficiary-id`,
 * shows a stored one and changes what may be changed: its nickname, whether it is active, and
 * (partners only) whether the end-user sees it.
 *
 * Account identifiers are kept apart from the text shown: an IBAN is shown in groups of four while
 * it is typed (the caret stays after the same character) and sent without spaces; a BIC is upper
 * case as it is typed; a sort code or account number may be typed with spaces or dashes and is
 * sent as digits. Each is checked before anything is sent, with a message that says what is wrong
 * (for an IBAN: the wrong length for its country, a wrong character, or check digits that do not
 * match). Switching the kind of account keeps what was typed for the other kinds; only the chosen
 * kind is sent. What is said only once the person acts (the name's label for a person or a company,
 * a UK or US account's fields, what exactly is wrong with an IBAN: until then the same check refuses
 * it with the general "Enter a valid IBAN.") is fetched with the person's first move in the form, or at once for a
 * `value` that holds such an account; until it is here the name keeps its general label and such an
 * account's fields say they are loading (a failed fetch is said with Try again).
 *
 * Both operations may need strong customer authentication: the wait is shown inline, `svc-sca`
 * reports its changes, and its failures have their own messages. In edit mode only what changed is
 * sent. The edit mode's form (the summary, the fields that may change, their words) is fetched
 * beside the beneficiary's load, so a page that only creates never downloads it; a failed fetch is
 * said with Try again.
 *
 * With `end-user` the element acts for the end-user (credentials from the adapter's `headers()`):
 * it neither asks for nor sends an end-user identifier or the `display` choice, which only the
 * partner may make. For a partner, the end-user comes from `end-user-id` or, without it, from a
 * field.
 *
 * @summary Create a beneficiary (SEPA, GBP or USD account) or change a stored one. [SCA]
 * @tag svc-beneficiary-form
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The beneficiary was created (`result.id`) or changed. `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP, network or SCA failure, or the stored beneficiary could not be loaded. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state of the request changed. `detail: { operation, state, scaId? }`.
 * @csspart section - A group of fields (beneficiary, bank account, settings).
 * @csspart legend - The title of a section.
 * @csspart details - Edit mode: the beneficiary's read-only name, type and account.
 * @csspart notice - Why a submit sent nothing: nothing changed (edit mode).
 * @csspart loading - Edit mode: the beneficiary is being loaded; a UK or US account: its fields are being loaded.
 * @csspart error - Edit mode: the beneficiary or its form could not be loaded; a UK or US account: its fields could not be loaded.
 * @csspart retry-button - Loads again what could not be loaded.
 */
export class SvcBeneficiaryForm extends SvcFormElement<Operation, BeneficiaryModel> {
  /** @internal */
  static override ownMessages = { beneficiaryForm, iban };
  static override ownLocales = beneficiaryFormLocales;

  static override styles = [...SvcFormElement.styles, beneficiaryFormStyles];

  /** Edit mode: the stored beneficiary to show and change. Without it the form creates one. */
  @property({ attribute: 'beneficiary-id', reflect: true }) beneficiaryId?: string;

  /** Partner callers: the end-user the beneficiary is for. Without it (and without `end-user`) the form asks. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The element acts for the end-user: no end-user identifier and no `display` choice. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** The kind of account whose details are in the form now. */
  private kind: AccountKind = 'IBAN';
  /** What was typed for the other kinds, kept until the person comes back to them. */
  private stash: Partial<Record<AccountKind, unknown>> = {};
  /**
   * Edit mode: the beneficiary, loaded again when its id or the adapter changes; the one holder of
   * the record (as loaded, and as a save changed it), kept while the id stays the same.
   */
  private readonly record = new KeyedLoadController(this, {
    key: () => {
      const adapter = this.config?.adapter;
      return this.beneficiaryId && adapter ? ([this.beneficiaryId, adapter] as const) : undefined;
    },
    keeps: ([beneficiaryId]) => beneficiaryId === this.beneficiaryId,
    // Runs at once, beside the edit mode's fetch: waiting for that module first would cost an edit form a round trip.
    load: ([beneficiaryId], signal) => this.ops.run(getBeneficiary, { params: { beneficiaryId } }, { silent: true, signal }),
    loaded: (beneficiary) => {
      this.form.prefill(editValues(beneficiary), true);
      this.applyPendingEdits();
    },
  });
  /** Edit mode: the summary, the fields that may change and their words, in the locale in force when fetched. */
  private readonly editPart = new OnDemandModule<EditModule>(this, 'edit mode', () =>
    loadEditMode().then((module) => module && module.wordsReady(this.effectiveLocale).then(() => module)),
  );
  /** What is said once the person acts: the name's label for a person or a company, a UK or US account's fields (fetched with the first move in the form). */
  private readonly later = new LaterFields(this, () => this.effectiveLocale);
  /** Try again brought the edit mode's form: focus goes to its first field once it shows. */
  private focusForm = false;
  /** Edit-mode values set through `value` before the beneficiary was loaded. */
  private pendingEdits?: Record<string, unknown>;
  private schemas = new Map<string, z.ZodMiniType<FormBody<'createBeneficiary'>>>();
  private schemaMessages = this.messages;

  constructor() {
    super();
    this.form.prefill({ ...CREATE_DEFAULTS }, false);
  }

  private get editing(): boolean {
    return !!this.beneficiaryId;
  }

  /** Edit mode: the beneficiary as loaded (and as changed since), read from its loader. */
  private get beneficiary(): Beneficiary | undefined {
    return this.editing ? this.record.value : undefined;
  }

  /**
   * The request body as typed so far (in edit mode: only what changed). Setting it fills the form:
   * in create mode as the starting values (the kind of account follows the banking details given);
   * in edit mode as changes to the loaded beneficiary.
   */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    const given = { ...(values ?? {}) };
    if (this.editing) {
      this.pendingEdits = given;
      if (this.beneficiary) this.applyPendingEdits();
      return;
    }
    this.kind = kindOfDetails(given.bankingDetails);
    this.stash = {};
    this.form.prefill({ ...CREATE_DEFAULTS, ...given, accountType: this.kind }, false);
  }

  /** Loads the beneficiary of `beneficiary-id` again. */
  reload(): void {
    this.record.reload();
  }

  override submit(): Promise<OperationResult<Operation> | undefined> {
    if (this.editing) {
      const words = this.editWords();
      if (!this.beneficiary || !words) return Promise.resolve(undefined);
      if (!this.form.isChanged()) return this.refuse(words.noChanges);
    }
    return super.submit();
  }

  // The form base's hooks

  protected submitOperation(): OperationDefinition<Operation> {
    return this.editing ? patchBeneficiary : createBeneficiary;
  }

  protected bodySchema(): z.ZodMiniType<FormBody<Operation>> {
    return this.editing ? patchSchema() : this.createSchema();
  }

  /** The create schema for the kind of account, caller and language now, made once for each. */
  private createSchema(): z.ZodMiniType<FormBody<'createBeneficiary'>> {
    if (this.schemaMessages !== this.messages) {
      this.schemaMessages = this.messages;
      this.schemas.clear();
    }
    const partner = !this.endUser;
    // The same rules before and after an IBAN's refusals in words come (with the later fields): only what they say changes.
    const later = this.later.ready;
    const key = `${this.kind}|${partner}|${this.effectiveLocale}|${later}`;
    let schema = this.schemas.get(key);
    if (!schema) {
      schema = createSchema({ kind: this.kind, partner, iban: this.later.ibanRule() });
      this.schemas.set(key, schema);
    }
    return schema;
  }

  /** Each operation's own body type, by its own schema's verdict on what was judged (from memory). */
  protected requestFor(_body: FormBody<Operation>, typed: Record<string, unknown>): OperationInput<Operation> | undefined {
    if (!this.editing) {
      const body = this.form.checkWith(this.createSchema(), typed).data;
      return body && { body };
    }
    const body = this.form.checkWith(patchSchema(), typed).data;
    return body && { params: { beneficiaryId: this.beneficiaryId ?? '' }, body };
  }

  protected override currentBody(): Record<string, unknown> {
    return this.editing ? this.patchBody() : this.createBody();
  }

  protected submitLabel(): string {
    return this.editing ? (this.editWords()?.submitEdit ?? '') : this.messages.beneficiaryForm.submitCreate;
  }

  protected successText(): string {
    const texts = this.messages.beneficiaryForm;
    return this.editing ? (this.editWords()?.saved ?? '') : format(texts.created, { name: shownText(this.form.get('name')).trim() });
  }

  protected override afterSuccess(): void {
    const stored = this.beneficiary;
    // A save is sent only once the edit mode's module is here (its words are the submit's).
    const module = this.editPart.module;
    if (stored && module) {
      const saved = module.savedBeneficiary(stored, this.form);
      this.record.replace(saved);
      this.form.prefill(editValues(saved), true);
    }
  }

  /** A new beneficiary locks the form (Add another offers it again); a saved change keeps it editable. */
  protected override successMode() {
    return this.editing ? 'keep' : 'lock';
  }

  protected override againLabel(): string | undefined {
    return this.editing ? undefined : this.messages.beneficiaryForm.again;
  }

  // Bodies

  private createBody(): Record<string, unknown> {
    const typed = this.form.body;
    return defined({
      endUserId: this.endUser ? undefined : this.endUserId || typed.endUserId,
      type: typed.type,
      name: trimmedText(typed.name),
      friendlyName: trimmedText(typed.friendlyName),
      bankingDetails: detailsOfKind(typed.bankingDetails, this.kind),
      display: this.endUser ? undefined : typed.display,
      active: typed.active,
    });
  }

  private patchBody(): Record<string, unknown> {
    const body = { ...this.form.changedBody };
    if (body.friendlyName !== undefined) body.friendlyName = trimmedText(body.friendlyName);
    // A nickname cannot be removed, only changed: a cleared one is judged (and refused), not dropped.
    if (this.form.isChanged('friendlyName') && body.friendlyName === undefined) body.friendlyName = '';
    if (this.endUser) delete body.display;
    return body;
  }

  // Kind of account

  /** After the kind of account changed: keep what was typed for the last kind, bring back this one's. */
  private readonly onKindChange = (): void => {
    const next = asKind(this.form.get('accountType'));
    if (next === this.kind) return;
    this.stash[this.kind] = this.form.get('bankingDetails');
    this.form.set('bankingDetails', this.stash[next]);
    delete this.stash[next];
    this.kind = next;
  };

  // Edit mode: loading

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Edit mode: its form is fetched beside the beneficiary's load (once; after a failure, by Try again).
    const part = this.editPart;
    if (this.editing && !part.module && !part.pending && !part.failed) void part.fetch();
    // A UK or US account to show (a `value` that holds one): its fields are fetched now.
    if (!this.editing) this.later.showing(this.kind);
    if (changed.has('beneficiaryId') && changed.get('beneficiaryId') !== undefined) {
      this.clearNotice();
      if (!this.beneficiaryId) {
        // Back to creating: a fresh form.
        this.kind = 'IBAN';
        this.stash = {};
        this.form.prefill({ ...CREATE_DEFAULTS }, false);
      }
    }
  }

  private applyPendingEdits(): void {
    const edits = this.pendingEdits;
    this.pendingEdits = undefined;
    if (!edits) return;
    for (const key of EDITABLE) if (key in edits && !(key === 'display' && this.endUser)) this.form.set(key, edits[key]);
  }

  // Rendering

  /** Edit mode: its words in the locale in force, once its module and they are here. */
  private editWords() {
    return this.editPart.module?.wordsIn(this.effectiveLocale, this);
  }

  protected override renderContent() {
    if (!this.editing || (this.beneficiary && this.editWords())) return super.renderContent();
    const error = this.loadError();
    if (error || this.editPart.failed) return this.renderLoadError(error);
    return html`<p class="message info" part="loading" role="status">${this.messages.beneficiaryForm.loading}</p>`;
  }

  /** What could not be loaded (the beneficiary, else the edit mode's form), with Try again, which loads again whichever failed. */
  private renderLoadError(error: ServiceError | undefined) {
    return html`<div class="message error" part="error" role="alert">
      <span>${error ? this.errorText(error) : this.messages.beneficiaryForm.editFailed}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => void this.retry()}>${this.messages.common.retry}</button>
    </div>`;
  }

  /** Why the beneficiary could not be loaded, if it could not. */
  private loadError(): ServiceError | undefined {
    const state = this.record.state;
    return state.status === 'error' ? state.error : undefined;
  }

  /** Try again: whichever failed is loaded again; after the edit mode's form failed, focus goes to its first field once it shows, else back to Try again. */
  private async retry(): Promise<void> {
    if (this.loadError()) this.reload();
    if (!this.editPart.failed) return;
    this.focusForm = !!(await this.editPart.fetch());
    await this.updateComplete;
    if (!this.focusForm) this.shadowRoot?.querySelector<HTMLElement>('[part~="retry-button"]')?.focus();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // After Try again brought the edit mode's form: its first field, once it shows (the beneficiary may still be loading),
    // unless the person has put the focus somewhere meanwhile.
    const first = this.focusForm ? this.shadowRoot?.querySelector<HTMLElement>('[part~="form"] input') : undefined;
    if (first) {
      this.focusForm = false;
      const lost = !this.shadowRoot?.activeElement && [document.body, this, null].some((element) => element === document.activeElement);
      if (lost) first.focus();
    }
  }

  protected renderFields(): TemplateResult {
    const module = this.editPart.module;
    const words = this.editWords();
    if (!this.editing || !this.beneficiary || !module || !words) return this.renderCreateFields();
    const options = { messages: this.messages, words, locale: this.effectiveLocale, body: this.currentBody(), endUser: this.endUser };
    return html`${module.editFields(this.form, this.beneficiary, options)} ${this.renderNotice()}`;
  }

  private renderCreateFields(): TemplateResult {
    const texts = this.messages.beneficiaryForm;
    const body = this.bodyNow();
    const type = this.form.get('type');
    // The general label until the type is chosen, and until the words for a person or a company are here.
    const later = this.later.words();
    const [nameLabel, nameHint] =
      later && type === 'PERSON' ? [later.namePerson, later.namePersonHint] : later && type === 'COMPANY' ? [later.nameCompany, later.nameCompanyHint] : [texts.name, texts.nameHint];
    return html`<fieldset class="section" part="section">
        <legend part="legend">${texts.beneficiarySection}</legend>
        ${endUserField(this.form, { endUser: this.endUser, endUserId: this.endUserId, texts: this.messages.beneficiaryForm, body, parse: trimmed, format: shownText })}
        ${choiceGroup(this.form, {
          path: 'type',
          label: texts.type,
          required: true,
          choices: BeneficiaryType.map((value) => ({ value, label: labelIn(texts.labels, value) })),
          body,
        })}
        ${textField(this.form, { path: 'name', label: nameLabel, hint: nameHint, required: true, autocomplete: 'off', spellcheck: false, body })}
        ${friendlyNameField(this.form, { label: texts.friendlyName, hint: texts.friendlyNameHint, locale: this.effectiveLocale, body })}
      </fieldset>
      <fieldset class="section" part="section">
        <legend part="legend">${texts.accountSection}</legend>
        <div @change=${this.onKindChange}>
          ${choiceGroup(this.form, {
            path: 'accountType',
            label: texts.accountType,
            choices: ACCOUNT_KINDS.map((value) => ({ value, label: labelIn(texts.labels, value) })),
            body,
          })}
        </div>
        ${this.kind === 'IBAN' ? ibanAccountFields(this.form, texts, body) : this.later.render(this.form, this.kind, body, { loading: this.messages.common.loading, retry: this.messages.common.retry, kindFailed: texts.kindFailed })}
      </fieldset>
      <fieldset class="section" part="section">
        <legend part="legend">${texts.settingsSection}</legend>
        ${this.endUser ? nothing : checkboxField(this.form, { path: 'display', label: texts.display, hint: texts.displayHint, body })}
        ${checkboxField(this.form, { path: 'active', label: texts.active, hint: texts.activeHint, body })}
      </fieldset>
      ${this.renderNotice()}`;
  }
}
