import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import * as z from 'zod/mini';
import { LedgerTypeOnCreation } from '../../api/enums.js';
import { formatIban } from '../../api/formats/index.js';
import { KIT_LIMITS } from '../../api/limits.js';
import type { OperationResult } from '../../api/operations.js';
import { createLedger, listLedgers } from '../../api/operations/ledgers.js';
import { createLedgerBody, type Ledger } from '../../api/schemas/ledger.js';
import { id } from '../../api/primitives.js';
import { format } from '../../i18n/catalog.js';
import { ledgerCreate } from './texts/en.js';
import { ledgerCreateErrors } from '../../i18n/errors/en-ledger-create.js';
import { ledgerCreateLocales } from '../../generated/locales/ledger-create.js';
import { defined, trimmedText } from '../form/paths.js';
import { enumLabel } from '../../i18n/labels.js';
import { enums } from '../../i18n/enums/en.js';
import { amountField, amountValue, shownAmount } from '../form/amount.js';
import { checkboxField, choiceGroup, friendlyNameField } from '../form/fields.js';
import type { FormBody } from '../form/svc-form-element.js';
import { OperationFormElement, sends } from '../form/operation-form.js';
import { ledgerCreateStyles } from './svc-ledger-create.styles.js';
import { endUserField } from '../form/end-user-field.js';
import { recordOf } from '../form/guards.js';

export type Operation = 'createLedger';

/** The five limits of a new ledger, in the order the form shows them. */
export const LEDGER_LIMITS = ['transactionLimit', 'transactionDailyLimit', 'transactionMonthlyLimit', 'ddTransactionLimit', 'ddMonthlyLimit'] as const;

/** Newest ledgers looked through for the one just opened (it is the newest of its owner). */
const LOOKUP_PAGE_SIZE = 10;


/**
 * Opens a ledger (an account with an IBAN) for an end-user: the country of its IBAN (Belgium,
 * France or Bulgaria, every one in euros), a name unique among the end-user's accounts, whether
 * the service upgrades it by itself once it is active (`autoUpgrade`), and five optional limits.
 *
 * Limits are amounts in euros, typed as people write them in the element's locale (`1 500,50` in
 * French, `1,500.50` in English) and sent as numbers; each is checked before anything is sent
 * (at least 0, at most 2 decimals, at most 999,999,999.99, the kit's bound for amounts). A limit
 * left empty is not sent, so the partner's default applies.
 *
 * The name must be unique for each consumer: when the service says it is taken (409
 * `FRIENDLY_NAME_ALREADY_USED`), the message shows on the name field and every value is kept.
 *
 * Who the ledger is for: with `end-user` the element acts for the signed-in end-user (credentials
 * from the adapter's `headers()`) and sends no end-user identifier; for a partner, `end-user-id`
 * pins the end-user, and without it the form asks for one.
 *
 * After the ledger is opened the success state shows its identifier, and its IBAN and status once
 * a List ledgers lookup finds them (the creation answers only the identifier).
 *
 * @summary Open a ledger (account with an IBAN) for an end-user, with its limits.
 * @tag svc-ledger-create
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The ledger was opened (`detail.result.id`); later the lookup of its IBAN (operation `listLedgers`). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure (a name already used: code `FRIENDLY_NAME_ALREADY_USED`). `detail: { operation, error }`.
 * @csspart section - A group of fields (the account, its limits).
 * @csspart legend - The title of a section.
 * @csspart details - The new ledger: identifier, IBAN and status.
 * @csspart notice - Why a submit sent nothing: this ledger was just opened.
 */
export class SvcLedgerCreate extends OperationFormElement<Operation> {
  protected override readonly operation = sends(createLedger);
  /** @internal */
  static override ownMessages = { ledgerCreate, enums };
  static override ownLocales = ledgerCreateLocales;
  /** @internal */
  static override ownErrors = ledgerCreateErrors;

  static override styles = [...OperationFormElement.styles, ledgerCreateStyles];

  /** Partner callers: the end-user the ledger is for. Without it (and without `end-user`) the form asks. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The element acts for the signed-in end-user: no end-user identifier is asked for or sent. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** The ledger opened last: its id, and what the lookup found of it. */
  @state() private opened?: { id: string; ledger?: Ledger; looking: boolean };
  override formResetCallback(): void {
    super.formResetCallback();
    this.opened = undefined;
  }

  // The form base's hooks

  /** A partner must say whose ledger it is: the end-user identifier is required then. */
  private partnerSchema?: z.ZodMiniType<FormBody<Operation>>;

  protected override bodySchema(): z.ZodMiniType<FormBody<Operation>> {
    if (this.endUser) return createLedgerBody;
    return (this.partnerSchema ??= z.extend(createLedgerBody, { endUserId: id() }));
  }

  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    const body = defined({
      endUserId: this.endUser ? undefined : this.endUserId || trimmedText(typed.endUserId),
      type: typed.type,
      autoUpgrade: typed.autoUpgrade,
      friendlyName: trimmedText(typed.friendlyName),
    });
    const held = recordOf(typed.limits);
    const limits: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(held)) {
      const amount = amountValue(value, this.effectiveLocale);
      if (amount !== undefined) limits[key] = amount;
    }
    if (Object.keys(limits).length > 0) body.limits = limits;
    return body;
  }

  protected submitLabel(): string {
    return this.messages.ledgerCreate.submit;
  }

  protected successText(): string {
    const texts = this.messages.ledgerCreate;
    const name = trimmedText(this.form.get('friendlyName'));
    return typeof name === 'string' && name ? format(texts.created, { name }) : texts.createdUnnamed;
  }

  protected override againLabel(): string {
    return this.messages.ledgerCreate.again;
  }

  protected override afterSuccess(result: OperationResult<Operation>): void {
    this.opened = { id: result.id, looking: true };
    const { endUserId } = this.currentBody();
    void this.lookUp(result.id, typeof endUserId === 'string' ? endUserId : undefined);
  }

  /** The creation answers only the id: the IBAN and status come from the newest ledgers of the owner. */
  private async lookUp(id: string, endUserId: string | undefined): Promise<void> {
    const query = { sortAttribute: 'CREATION_DATE', sortDirection: 'DESC', pageSize: LOOKUP_PAGE_SIZE, ...(endUserId ? { endUserId } : {}) } as const;
    const outcome = await this.ops.run(listLedgers, { query }, { silent: true });
    if (this.opened?.id !== id) return;
    const ledger = outcome.status === 'success' ? outcome.value.content.find((candidate) => candidate.id === id) : undefined;
    this.opened = { id, ledger, looking: false };
  }

  // Rendering

  /** The new ledger in the success panel: its IBAN and status. */
  protected override renderSuccessDetails() {
    const opened = this.opened;
    if (!opened) return nothing;
    const texts = this.messages.ledgerCreate;
    const { ledger } = opened;
    const iban = ledger?.iban ? formatIban(ledger.iban) : opened.looking ? texts.ibanLookup : texts.ibanUnknown;
    return html`<section class="facts" part="details" aria-labelledby="created-title" data-ledger-id=${opened.id}>
        <p class="facts-title" id="created-title">${texts.detailsTitle}</p>
        <dl>
          <div><dt>${texts.iban}</dt><dd class=${ledger?.iban ? 'identifier' : ''}>${iban}</dd></div>
          ${ledger ? html`<div><dt>${texts.status}</dt><dd>${enumLabel(this.messages, ledger.status)}</dd></div>` : nothing}
        </dl>
      </section>`;
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.ledgerCreate;
    const body = this.currentBody();
    const locale = this.effectiveLocale;
    const decimals = KIT_LIMITS.amount.decimals;
    const example = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals }).format(1500.5);
    return html`<fieldset class="section" part="section">
        <legend part="legend">${texts.accountSection}</legend>
        ${endUserField(this.form, { endUser: this.endUser, endUserId: this.endUserId, texts: this.messages.ledgerCreate, body })}
        ${choiceGroup(this.form, {
          path: 'type',
          label: texts.type,
          hint: texts.typeHint,
          required: true,
          choices: LedgerTypeOnCreation.map((value) => ({ value, label: texts[value] })),
          body,
        })}
        ${friendlyNameField(this.form, { label: texts.friendlyName, hint: texts.friendlyNameHint, locale: this.effectiveLocale, body })}
        ${checkboxField(this.form, { path: 'autoUpgrade', label: texts.autoUpgrade, hint: texts.autoUpgradeHint, body })}
      </fieldset>
      <fieldset class="section" part="section" aria-describedby="limits-hint">
        <legend part="legend">${texts.limitsSection}</legend>
        <p class="hint" id="limits-hint">
          ${format(texts.limitsHint, { example, decimals, maximum: shownAmount(KIT_LIMITS.amount.max, locale) })}
        </p>
        <div class="row">
          ${LEDGER_LIMITS.map((key) =>
            amountField(this.form, locale, { path: `limits.${key}`, label: `${texts[key]} (EUR)`, body }),
          )}
        </div>
      </fieldset>
      ${this.renderNotice()}`;
  }
}
