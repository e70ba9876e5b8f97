import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { Operator } from '../../api/enums.js';
import { formatIban } from '../../api/formats/index.js';
import { KIT_LIMITS } from '../../api/limits.js';
import type { OperationResult } from '../../api/operations.js';
import { suspendLedger } from '../../api/operations/ledger-suspend.js';
import { id } from '../../api/primitives.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import { format } from '../../i18n/catalog.js';
import { ledgerSuspend } from './texts/en.js';
import { ledgerSuspendErrors } from '../../i18n/errors/en-ledger-suspend.js';
import { ledgerSuspendLocales } from '../../generated/locales/ledger-suspend.js';
import { choiceGroup, selectField, textField } from '../form/fields.js';
import { OperationFormElement, sends } from '../form/operation-form.js';
import { ledgerSuspendStyles } from './svc-ledger-suspend.styles.js';

export type Operation = 'suspendLedger';

const ledgerIdSchema = /* @__PURE__ */ id();
const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** The radio buttons hold text; the body holds a boolean. */
const asBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * Suspends a ledger, and with it every card of the ledger (the spec: "Suspends the ledger and all
 * associated cards"). The person gives the reason (required), chooses whether incoming
 * transactions are blocked (required, no default: blocking refuses every transaction into the
 * ledger, and the service puts a transaction limit of 0 on each card), and may say on whose
 * behalf the ledger is suspended (the operator; `operator` pins it).
 *
 * The submit button asks first: a confirmation says that every card is suspended too, and what
 * happens to incoming transactions; only "Yes, suspend" sends. Editing a value closes the
 * confirmation. `submit()` called by code sends at once: the partner's code has confirmed.
 *
 * Give `ledger-id`, and `ledger` (the ledger as listed) to name it in the texts.
 *
 * @summary Suspend a ledger and all its cards, with a reason and a confirmation.
 * @tag svc-ledger-suspend
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The ledger is suspended (`detail.result` is undefined: No Content). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure. `detail: { operation, error }`.
 * @csspart details - The ledger being suspended (name and IBAN), when `ledger` is given.
 * @csspart notice - The confirmation: what the suspension does, with its buttons.
 * @csspart title - The confirmation's question; also the success panel's words.
 * @csspart confirm-button - Sends the suspension.
 * @csspart back-button - Closes the confirmation without sending.
 */
export class SvcLedgerSuspend extends OperationFormElement<Operation> {
  protected override readonly operation = sends(suspendLedger, (body) => ({ params: { ledgerId: this.ledgerId ?? '' }, body }));
  /** @internal */
  static override ownMessages = { ledgerSuspend };
  static override ownLocales = ledgerSuspendLocales;
  /** @internal */
  static override ownErrors = ledgerSuspendErrors;

  static override styles = [...OperationFormElement.styles, ledgerSuspendStyles];

  /** The ledger to suspend (UUID). Without a valid one nothing is sent. */
  @property({ attribute: 'ledger-id', reflect: true }) ledgerId?: string;

  /** The ledger as listed, to name it (optional). */
  @property({ attribute: false }) ledger?: Ledger;

  /** Pins the operator (`END_USER`, `PARTNER` or `SERVICE`): the field is not offered and this value is sent. */
  @property({ reflect: true }) operator?: string;

  /**
   * The caller is the partner's staff (a back office), not the end-user: the operator offers
   * SERVICE too. Without it the page is an end-user's: END_USER or PARTNER.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The confirmation is open, for the values as they were when it opened (`form.edits`). */
  @state() private confirming?: number;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('ledgerId') && changed.get('ledgerId') !== undefined) this.formResetCallback();
  }

  private get ledgerIdValid(): boolean {
    return ledgerIdSchema.safeParse(this.ledgerId).success;
  }

  private get confirmationOpen(): boolean {
    return this.confirming !== undefined && this.confirming === this.form.edits;
  }

  override submit(): Promise<OperationResult<Operation> | undefined> {
    if (!this.ledgerIdValid) {
      this.announcement = this.messages.ledgerSuspend.ledgerIdInvalid;
      this.requestUpdate();
      return Promise.resolve(undefined);
    }
    return super.submit();
  }

  /** "Yes, suspend": sends; the confirmation then gives way to the success or the failure. */
  private confirmed(): void {
    void this.submit().then(() => {
      this.confirming = undefined;
    });
  }

  /** The submit button opens the confirmation; invalid values are shown instead, as a submit would. */
  protected override submitPressed(): void {
    if (this.confirmationOpen || this.ops.state(suspendLedger).pending) return;
    if (!this.ledgerIdValid || this.form.check(this.currentBody()).issues.length > 0) {
      void this.submit();
      return;
    }
    this.confirming = this.form.edits;
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[part~="confirm-button"]')?.focus());
  }

  private back(): void {
    this.confirming = undefined;
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[part~="submit-button"]')?.focus());
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.confirming = undefined;
  }

  // The form base's hooks

  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    const body: Record<string, unknown> = {};
    const put = (key: string, value: unknown) => {
      if (value !== undefined) body[key] = value;
    };
    put('operator', this.operator || typed.operator);
    put('reason', trimmedText(typed.reason));
    put('blockIncomingTransaction', asBoolean(typed.blockIncomingTransaction));
    return body;
  }

  protected submitLabel(): string {
    return this.messages.ledgerSuspend.submit;
  }

  private get ledgerName(): string {
    const texts = this.messages.ledgerSuspend;
    return this.ledger?.friendlyName || texts.unnamed;
  }

  protected successText(): string {
    return format(this.messages.ledgerSuspend.suspended, { name: this.ledgerName });
  }

  /** Suspended: the form is locked (a suspension is not sent twice); another `ledger-id` starts it afresh. */
  protected override afterSuccess(): void {
    this.confirming = undefined;
  }

  // Rendering

  protected renderFields(): TemplateResult {
    const texts = this.messages.ledgerSuspend;
    const body = this.currentBody();
    const ledger = this.ledger;
    return html`${ledger
        ? html`<dl class="ledger" part="details">
            <div>
              <dt>${texts.ledger}</dt>
              <dd>${this.ledgerName}${ledger.iban ? html` <span class="iban">${formatIban(ledger.iban)}</span>` : nothing}</dd>
            </div>
          </dl>`
        : nothing}
      ${this.ledgerIdValid ? nothing : html`<p class="message error" part="error" role="alert">${texts.ledgerIdInvalid}</p>`}
      ${textField(this.form, {
        path: 'reason',
        label: texts.reason,
        hint: format(texts.reasonHint, { maximum: KIT_LIMITS.name.max }),
        required: true,
        autocomplete: 'off',
        maxlength: KIT_LIMITS.name.max,
        body,
      })}
      ${choiceGroup(this.form, {
        path: 'blockIncomingTransaction',
        label: texts.block,
        hint: texts.blockHint,
        required: true,
        choices: [
          { value: 'true', label: texts.blockYes },
          { value: 'false', label: texts.blockNo },
        ],
        body,
      })}
      ${this.operator
        ? nothing
        : selectField(this.form, {
            path: 'operator',
            label: texts.operator,
            hint: texts.operatorHint,
            placeholder: texts.operatorNone,
            choices: Operator.filter((value) => this.staff || value !== 'SERVICE').map((value) => ({ value, label: texts[value] })),
            body,
          })}
      ${this.renderConfirmation(body)}`;
  }

  private renderConfirmation(body: Record<string, unknown>) {
    if (!this.confirmationOpen) return nothing;
    const texts = this.messages.ledgerSuspend;
    const pending = this.ops.state(suspendLedger).pending;
    return html`<div class="panel confirmation" part="notice" role="group" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <p class="confirm-title" part="title" id="confirm-title">${format(texts.confirmTitle, { name: this.ledgerName })}</p>
      <p id="confirm-text">${texts.confirmCards} ${body.blockIncomingTransaction === true ? texts.confirmBlock : texts.confirmKeep}</p>
      <div class="actions">
        <button type="button" part="confirm-button" class="danger" aria-disabled=${pending ? 'true' : 'false'} @click=${() => this.confirmed()}>
          ${pending ? this.messages.common.sending : texts.confirm}
        </button>
        <button type="button" part="back-button" class="secondary" ?disabled=${pending} @click=${() => this.back()}>${texts.back}</button>
      </div>
    </div>`;
  }
}
