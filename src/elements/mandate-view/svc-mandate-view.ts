import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import * as z from 'zod/mini';
import { getMandate } from '../../api/operations/mandates.js';
import type { OperationDefinition, OperationInput } from '../../api/operations.js';
import type { Mandate } from '../../api/schemas/mandates.js';
import type { iban as ibanEnglish } from '../../i18n/iban/en.js';
import { mandateView } from './texts/en.js';
import { mandateViewLocales } from '../../generated/locales/mandate-view.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { RecordLoadController } from '../record/record-load.js';
import { setPath } from '../form/paths.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import { mandateViewStyles } from './svc-mandate-view.styles.js';

/** What shows a loaded mandate and changes it (`mandate-record.ts`), fetched beside the mandate's load. */
type RecordModule = typeof import('./mandate-record.js');
const loadRecordModule = loadOnce(() => import('./mandate-record.js'), "the mandate's view");
/**
 * The IBAN's words as the element carries them: none at first paint. The edit schema, which alone says
 * them, reads them from the record module (`ibanWords`, through `laterWords`); the part stays in
 * `ownMessages` so that its languages are registered with the element's.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the IBAN's refusals read their words only through `laterWords`, never from `messages`.
const iban = {} as typeof ibanEnglish;
/** Before that module is here nothing can be typed or sent: the body is empty, and judged so. */
const NOTHING_YET = z.object({});

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

  /**
   * What shows the mandate and changes it, with its words in the locale in force: fetched beside
   * the mandate's first load, once the element has drawn. A failed fetch is said with Try again.
   */
  private readonly recordPart = new OnDemandModule<RecordModule>(this, 'edit mode', () =>
    loadRecordModule().then((module) => module && Promise.all([module.words.with(this.effectiveLocale, module), module.ibanWords.ready(this.effectiveLocale)]).then(([ready]) => ready)),
  );

  /** The mandate, loaded again when its id or the adapter changes: the one holder of it. */
  private readonly load = new RecordLoadController<Mandate>(this, {
    id: () => this.mandateId,
    load: (mandateId, signal) => {
      // Once this update has drawn (so after the first paint), while the mandate is on its way.
      void this.updateComplete.then(() => this.recordPart.fetch());
      return this.ops.run(getMandate, { params: { mandateId } }, { silent: true, signal });
    },
    // Another mandate (or none): nothing of the one shown stays.
    forget: () => this.clearNotice(),
  });

  /** The mandate the fields were last filled from (a new load, or the module's arrival, fills them again). */
  private filledFrom?: Mandate;

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
    const record = this.load.record;
    const module = this.recordPart.module;
    if (record && module && this.filledFrom === record) this.applyPendingEdits(record, module);
  }

  override submit() {
    const module = this.recordPart.module;
    if (!this.load.record || !module) return Promise.resolve(undefined);
    if (Object.keys(this.currentBody()).length === 0) return this.refuse(this.words(module).noChanges);
    return super.submit();
  }

  /** The later words in the locale in force (English until that locale's are in; drawn again then). */
  private words(module: RecordModule) {
    return module.words.in(this.effectiveLocale, this);
  }

  // The form base's hooks

  protected submitOperation(): OperationDefinition<'updateMandate'> {
    // Nothing is sent, nor its state asked for, before the module is here (`submit`, `formStates`, the form drawn with it).
    const module = this.recordPart.module;
    if (!module) throw new Error("svc-mandate-view: the mandate's view is not here yet.");
    return module.updateMandate;
  }

  protected bodySchema(): z.ZodMiniType<FormBody<'updateMandate'>> {
    const module = this.recordPart.module;
    if (!module) return NOTHING_YET;
    // Rebuilt when the words or the day change: "not in the past" is judged against today.
    const today = module.localToday();
    const past = this.words(module).expirationPast;
    const key = `${this.effectiveLocale}|${today}|${past}`;
    if (this.schema?.key !== key || this.schemaMessages !== this.messages) {
      this.schemaMessages = this.messages;
      const locale = this.effectiveLocale;
      // The IBAN's words read when it refuses: in the locale in force (English until they are in, then drawn again).
      const host = { requestUpdate: () => this.requestUpdate() };
      const ibanWords = {
        get iban() {
          return module.ibanWords.in(locale, host);
        },
      };
      this.schema = { key, schema: module.editSchema(ibanWords, past, locale, today) };
    }
    return this.schema.schema;
  }
  private schemaMessages = this.messages;

  protected requestFor(body: FormBody<'updateMandate'>): OperationInput<'updateMandate'> {
    return { params: { mandateId: this.load.record?.id ?? this.load.id() ?? '' }, body };
  }

  protected override currentBody(): Record<string, unknown> {
    const record = this.load.record;
    const module = this.recordPart.module;
    return record && module ? module.changes(this.form.raw, module.editValues(record)) : {};
  }

  protected submitLabel(): string {
    const module = this.recordPart.module;
    return module ? this.words(module).submit : '';
  }

  protected successText(): string {
    const module = this.recordPart.module;
    return module ? this.words(module).saved : '';
  }

  /**
   * Beside the form's own: `loading` while the mandate is loaded (first load or again) or what shows
   * it is fetched, `error` when its id is wrong, the load failed or that fetch did.
   */
  protected override formStates() {
    const part = this.recordPart;
    // Before the module nothing was typed or sent: none of the form's own states holds.
    const own = part.module ? super.formStates() : { pending: false, invalid: false, sca: false, success: false };
    const { loading, error } = this.load.states;
    return { ...own, loading: loading || (!!this.load.record && part.pending), error: error || part.failed };
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

  /** `record`: the mandate as loaded. */
  private applyPendingEdits(record: Mandate, module: RecordModule): void {
    const edits = this.pendingEdits;
    this.pendingEdits = undefined;
    if (!edits) return;
    let values = module.editValues(record);
    for (const [path, value] of module.editableOf(edits)) values = setPath(values, path, value);
    this.form.prefill(values, false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const record = this.load.record;
    const module = this.recordPart.module;
    if (!record || !module) return;
    // A mandate loaded (first, again after a save, or before the module came): the fields start from it.
    if (this.filledFrom !== record) {
      this.filledFrom = record;
      this.bicEmptied = false;
      this.form.prefill(module.editValues(record), true);
      this.applyPendingEdits(record, module);
    }
    this.followIban(record, module);
  }

  /** A new IBAN is another account: the stored BIC (its bank's) is emptied, not sent with it; the stored IBAN back brings it back. */
  private followIban(record: Mandate, module: RecordModule): void {
    const path = module.BIC_PATH;
    if (this.form.locked(path)) return;
    const bic = module.bicFollowingIban(this.form.raw, module.editValues(record), this.bicEmptied);
    if (bic === undefined) {
      if (this.form.get(path)) this.bicEmptied = false;
      return;
    }
    this.bicEmptied = bic === '';
    this.form.setAt(path, bic);
  }

  // Rendering

  protected override renderContent(): TemplateResult<1> {
    const texts = { ...this.messages.mandateView, retry: this.messages.common.retry };
    const awaited = this.load.renderAwaited(texts, (error) => this.errorText(error));
    if (awaited) return awaited;
    const part = this.recordPart;
    if (part.module) return super.renderContent();
    if (!part.failed) return html`<p class="loading" part="loading" role="status">${texts.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${texts.loadFailed}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => void part.fetch()}>${texts.retry}</button>
    </div>`;
  }

  protected renderFields(): TemplateResult {
    const record = this.load.record;
    const module = this.recordPart.module;
    if (!record || !module) return html`${nothing}`;
    const context = { messages: this.messages, texts: this.words(module), mandate: record, locale: this.effectiveLocale, body: this.bodyNow() };
    return html`${this.renderReloadFailure()}${module.mandateRecord(this.form, context)} ${this.renderNotice()}`;
  }

  /** A reload that failed (after a save, or `reload()`) keeps the mandate shown, and says so with Try again. */
  private renderReloadFailure(): unknown {
    const error = this.load.error;
    if (!error || this.load.pending) return nothing;
    return html`<p class="message error" part="error" role="alert">${this.messages.mandateView.loadFailed} ${this.errorText(error)}</p>
      <button type="button" part="retry-button" @click=${() => this.reload()}>${this.messages.common.retry}</button>`;
  }
}
