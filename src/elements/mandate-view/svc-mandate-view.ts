import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type * as z from 'zod/mini';
import { getMandate, updateMandate } from '../../api/operations/mandates.js';
import type { OperationDefinition, OperationInput } from '../../api/operations.js';
import type { Mandate } from '../../api/schemas/mandates.js';
import { normalizeBic } from '../../api/formats/index.js';
import { iban } from '../../i18n/iban/en.js';
import { mandateView } from './texts/en.js';
import { mandateViewLocales } from '../../generated/locales/mandate-view.js';
import { RecordLoadController } from '../record/record-load.js';
import { checkboxField, dateField, friendlyNameField, textField } from '../form/fields.js';
import { setPath } from '../form/paths.js';
import { ibanField } from '../form/iban.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import { listFormat } from '../list/list-format.js';
import { bicFollowingIban, changes, editableOf, editSchema, editValues, localToday } from './mandate-edit.js';
import { mandateFacts } from './mandate-facts.js';
import { mandateViewStyles } from './svc-mandate-view.styles.js';

const BIC_PATH = 'debtor.bankingDetails.bic';

/**
 * A direct debit mandate: its unique reference, its status in words, its debtor (type, name,
 * banking details, and whether the account is one held with the partner) and its dates; and,
 * below them, what may be changed: the mandate's name (1 to 255 characters), the debtor's IBAN
 * (checked as a beneficiary's is, with a message that says what is wrong) and BIC (optional, 8 or
 * 11 characters; the two go out together), whether it is used for recurring payments, and its
 * expiration date (today or later, in the person's own calendar).
 *
 * Only what differs from the mandate as loaded is sent (`PATCH`); a submit with nothing changed
 * sends nothing and says so. After a save the mandate is loaded again, so that what is shown is
 * what the service holds; the fields stay editable under the success panel.
 *
 * @summary A direct debit mandate, with its name, debtor IBAN, recurrence and expiration date editable.
 * @tag svc-mandate-view
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the changes are sent; cancelable. `detail: { operation: 'updateMandate', body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The changes were saved (`result.id`). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure, or the mandate could not be loaded. `detail: { operation, error }`.
 * @csspart details - A group of read-only facts: the mandate, and (also `section-debtor`) its debtor, which carries `data-ledger-id` when the debtor's account is one held with the partner.
 * @csspart badge - The mandate's status in words (also `badge-<status>`, e.g. `badge-activated`).
 * @csspart section - The group of fields that may be changed.
 * @csspart legend - The title of that group.
 * @csspart notice - Why a submit sent nothing: nothing changed.
 * @csspart loading - The mandate is being loaded.
 * @csspart error - The id is missing or not a UUID, or the mandate could not be loaded (again: the mandate as last loaded stays shown under it); no configuration.
 * @csspart retry-button - Loads the mandate again after a failed load (also above the mandate kept shown when a reload failed).
 * @cssstate loading - The mandate is being loaded (the first time, or again after a save).
 * @cssstate error - The id is missing or not a UUID, or the load failed.
 */
export class SvcMandateView extends SvcFormElement<'updateMandate'> {
  /** @internal */
  static override ownMessages = { mandateView, iban };
  static override ownLocales = mandateViewLocales;

  static override styles = [...SvcFormElement.styles, ...mandateViewStyles];

  /** The mandate to show and change (UUID). */
  @property({ attribute: 'mandate-id', reflect: true }) mandateId?: string;

  /** Changes set through `value` before the mandate was loaded. */
  private pendingEdits?: Record<string, unknown>;
  private schema?: { key: string; schema: z.ZodMiniType<FormBody<'updateMandate'>> };

  /** The mandate, loaded again when its id or the adapter changes: the one holder of it. */
  private readonly load = new RecordLoadController<Mandate>(this, {
    id: () => this.mandateId,
    load: (mandateId, signal) => this.ops.run(getMandate, { params: { mandateId } }, { silent: true, signal }),
    // Another mandate (or none): nothing of the one shown stays.
    forget: () => this.clearNotice(),
    loaded: (mandate) => {
      this.bicEmptied = false;
      this.form.prefill(editValues(mandate), true);
      this.applyPendingEdits(mandate);
    },
  });

  /** The mandate as last loaded (the record "Get mandate" returns, loaded again after a save), or undefined. */
  get mandate(): Mandate | undefined {
    return this.load.record;
  }

  /** The BIC field was emptied because a new IBAN was typed (it comes back with the stored IBAN). */
  private bicEmptied = false;

  /** Loads the mandate again. */
  reload(): void {
    this.load.reload();
  }

  /**
   * The changes as typed so far: only what differs from the mandate as loaded. Setting it fills the
   * form with changes to the mandate (kept until it is loaded); a form reset comes back to them.
   */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    this.pendingEdits = { ...(values ?? {}) };
    if (this.load.record) this.applyPendingEdits(this.load.record);
  }

  override submit() {
    if (!this.load.record) return Promise.resolve(undefined);
    if (Object.keys(this.currentBody()).length === 0) return this.refuse(this.messages.mandateView.noChanges);
    return super.submit();
  }

  // The form base's hooks

  protected submitOperation(): OperationDefinition<'updateMandate'> {
    return updateMandate;
  }

  protected bodySchema(): z.ZodMiniType<FormBody<'updateMandate'>> {
    // Rebuilt when the words or the day change: "not in the past" is judged against today.
    const today = localToday();
    const key = `${this.effectiveLocale}|${today}`;
    if (this.schema?.key !== key || this.schemaMessages !== this.messages) {
      this.schemaMessages = this.messages;
      this.schema = { key, schema: editSchema(this.messages, this.effectiveLocale, today) };
    }
    return this.schema.schema;
  }
  private schemaMessages = this.messages;

  protected requestFor(body: FormBody<'updateMandate'>): OperationInput<'updateMandate'> {
    return { params: { mandateId: this.load.record?.id ?? this.load.id() ?? '' }, body };
  }

  protected override currentBody(): Record<string, unknown> {
    const record = this.load.record;
    return record ? changes(this.form.raw, editValues(record)) : {};
  }

  protected submitLabel(): string {
    return this.messages.mandateView.submit;
  }

  protected successText(): string {
    return this.messages.mandateView.saved;
  }

  /** Beside the form's own: `loading` while the mandate is loaded (first load or again), `error` when its id is wrong or the load failed. */
  protected override formStates() {
    return { ...super.formStates(), ...this.load.states };
  }

  protected override successMode() {
    return 'keep' as const;
  }

  /**
   * The mandate is loaded again after a save (Update mandate answers only its id): the facts and
   * the fields then show what the service holds, not what was typed.
   */
  protected override afterSuccess(): void {
    if (this.load.record) this.load.reload();
  }

  /** `record`: the mandate as loaded (given by the load, which stores it once this returns). */
  private applyPendingEdits(record: Mandate): void {
    const edits = this.pendingEdits;
    this.pendingEdits = undefined;
    if (!edits) return;
    let values = editValues(record);
    for (const [path, value] of editableOf(edits)) values = setPath(values, path, value);
    this.form.prefill(values, false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.followIban();
  }

  /** A new IBAN is another account: the stored BIC (its bank's) is emptied, not sent with it; the stored IBAN back brings it back. */
  private followIban(): void {
    const record = this.load.record;
    if (!record || this.form.locked(BIC_PATH)) return;
    const bic = bicFollowingIban(this.form.raw, editValues(record), this.bicEmptied);
    if (bic === undefined) {
      if (this.form.get(BIC_PATH)) this.bicEmptied = false;
      return;
    }
    this.bicEmptied = bic === '';
    this.form.setAt(BIC_PATH, bic);
  }

  // Rendering

  protected override renderContent() {
    const texts = { ...this.messages.mandateView, retry: this.messages.common.retry };
    return this.load.renderAwaited(texts, (error) => this.errorText(error)) ?? super.renderContent();
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.mandateView;
    const record = this.load.record;
    if (!record) return html`${nothing}`;
    const body = this.bodyNow();
    return html`${this.renderReloadFailure()}${mandateFacts(this.messages, record, listFormat(this.effectiveLocale))}
      <fieldset class="section" part="section">
        <legend part="legend">${texts.editSection}</legend>
        ${friendlyNameField(this.form, { label: texts.friendlyName, hint: texts.friendlyNameHint, locale: this.effectiveLocale, body })}
        ${ibanField(this.form, { path: 'debtor.bankingDetails.iban', label: texts.iban, hint: texts.ibanHint, body })}
        ${textField(this.form, {
          path: BIC_PATH,
          label: texts.bic,
          hint: texts.bicHint,
          autocomplete: 'off',
          spellcheck: false,
          parse: normalizeBic,
          format: (value) => (value === undefined || value === null ? '' : String(value)),
          body,
        })}
        ${checkboxField(this.form, { path: 'recurring', label: texts.recurringField, hint: texts.recurringHint, body })}
        ${dateField(this.form, { path: 'expirationDate', label: texts.expiration, hint: texts.expirationHint, body })}
      </fieldset>
      ${this.renderNotice()}`;
  }

  /** A reload that failed (after a save, or `reload()`) keeps the mandate shown, and says so with Try again. */
  private renderReloadFailure(): unknown {
    const error = this.load.error;
    if (!error || this.load.pending) return nothing;
    return html`<p class="message error" part="error" role="alert">${this.messages.mandateView.loadFailed} ${this.errorText(error)}</p>
      <button type="button" part="retry-button" @click=${() => this.reload()}>${this.messages.common.retry}</button>`;
  }
}
