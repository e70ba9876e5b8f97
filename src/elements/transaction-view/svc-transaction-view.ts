import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { asRecord } from '../base/guards.js';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { getTransaction } from '../../api/operations/transactions.js';
import type { Transaction } from '../../api/schemas/transactions.js';
import { format } from '../../i18n/catalog.js';
import { transactionView } from './texts/en.js';
import { transactionViewLocales } from '../../generated/locales/transaction-view.js';
import { recordSection } from '../record/record-parts.js';
import { SvcRecordElement, type RecordHeading } from '../record/svc-record-element.js';
import { otherFieldList, otherFields } from './other-fields.js';
import { TransactionReceipt } from './receipt.js';
import { amountFacts, detailFacts, partyFacts, statusBadge, titleOf } from './transaction-facts.js';
import { moneyText } from './transaction-format.js';
import { transactionViewStyles } from './svc-transaction-view.styles.js';

/** The one variant the spec shows in full. */
const INTER_LEDGER = 'INTER_LEDGER';

/**
 * One transaction ("Get transaction"), by its `transaction-id`: the spec has no operation that
 * lists transactions, so the id comes from the partner (a document's `transactionId`, the
 * partner's own records of transfers, a notification from its backend).
 *
 * **Transfers** (`type` INTER_LEDGER, the variant the spec shows) in full, titled by what they
 * are (a top-up, a transfer between the end-user's own accounts only when both sides are the same
 * end-user, else a transfer): the amount, the original amount with its currency and the
 * conversion rate; who sent and who received it, with their accounts, sub-accounts (virtual
 * ledgers) and balances before, each in its own account's currency when the answer gives it (never
 * the transaction's); the status in words with what it means; the type of payment; when it was
 * created and cleared (no cleared date for a declined or cancelled one); the reference and the
 * note; the reason of a decline, explained.
 *
 * **Any other variant**: the same facts where the answer has them, titled "Transaction" (a card
 * payment as such, with the merchant's name and city: the kit's sandbox's `CARD_PAYMENT`). No
 * identifier is written for a customer. With `staff`, every other field is listed under "More
 * about this transaction", as given under its own name (an identifier as code), with the
 * technical payment types and the transaction's ID for support.
 *
 * **Receipt.** "Download receipt (PDF)" asks for a receipt (Create transaction receipt) and
 * follows its link while the link's time to live lasts, counted from when it was asked for; once
 * it has run out, the next press asks again: an expired link is never reused. The link is
 * followed only when absolute https (on a host of `download-hosts`, when given). Before saving, the
 * cancelable `svc-receipt-download` hands the link to the partner.
 *
 * @summary One transaction in words (parties, amounts, status, dates, decline reason) with its PDF receipt.
 * @tag svc-transaction-view
 *
 * @fires {CustomEvent<SvcReceiptDownloadDetail>} svc-receipt-download - A receipt is about to be saved; cancelable (then nothing is saved). `detail: { transactionId, url, fileName }`.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the receipt is asked for (`createTransactionReceipt`); cancelable. Not sent for the load.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The transaction was loaded (`getTransaction`, `result` is the record), or a receipt link arrived (`createTransactionReceipt`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - The load or the receipt failed.
 *
 * @csspart base - The transaction, once loaded.
 * @csspart header - The kind of transaction, its amount, status, the receipt and Refresh.
 * @csspart title - The kind of transaction.
 * @csspart badge - The status in words (also `badge-<status>`, e.g. `badge-approved`, `badge-declined`).
 * @csspart section - Each group: also `section-amount`, `section-parties`, `section-details`, `section-other`; and the sender and the receiver, `section-sender` and `section-receiver`, which carry `data-ledger-id`, `data-virtual-ledger-id`, `data-end-user-id`.
 * @csspart legend - The title of a group.
 * @csspart details - A group's facts, as label and value.
 * @csspart row - One fact (also `row-status`, `row-merchant`: where a payment was made, and `row-decline`: why the transaction was declined, in words).
 * @csspart status - What the status means.
 * @csspart notice - With `staff`: said of a variant the kit shows as given.
 * @csspart footer - With `staff`: the transaction's id, labelled, for quoting it to support.
 * @csspart receipt-button - Downloads the receipt (PDF).
 * @csspart refresh-button - Loads the transaction again.
 * @csspart retry-button - Loads the transaction again after a failure.
 * @csspart loading - The transaction is being loaded.
 * @csspart error - A missing or wrong `transaction-id`, a failed load or receipt; no configuration.
 * @slot header - The partner's own words above the transaction (a heading, an introduction); nothing by default.
 * @slot actions - The partner's own buttons or links, beside the receipt and Refresh.
 * @cssstate loading - The transaction is being loaded (first load or Refresh).
 * @cssstate error - The transaction cannot be shown: `transaction-id` is missing or wrong, or the load failed.
 * @cssstate receipt - A receipt is being asked for.
 */
export class SvcTransactionView extends SvcRecordElement<Transaction> {
  /** @internal */
  static override ownMessages = { transactionView };
  static override ownLocales = transactionViewLocales;

  static override styles = [...SvcRecordElement.styles, ...transactionViewStyles];

  /**
   * The reader is the partner's staff: the technical payment types, the fields the kit does not
   * know (card, authorization code, merchant category…) and the transaction's ID are shown too.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The transaction to show (UUID). */
  @property({ attribute: 'transaction-id', reflect: true }) transactionId?: string;

  /**
   * The hosts a receipt link may lead to, space-separated (`files.bank.example`, with `:port` when
   * not 443). Without it any host will do; either way a link is followed only when it is an
   * absolute `https:` URL without credentials.
   */
  @property({ attribute: 'download-hosts' }) downloadHosts?: string;

  private readonly receipt = new TransactionReceipt(this, this.ops);
  /** The adapter the receipt's link was had through. */
  private receiptAdapter?: unknown;

  /** The transaction as last loaded (the record "Get transaction" returns), or undefined. */
  get transaction(): Transaction | undefined {
    return this.load.record;
  }

  /** Downloads the receipt (PDF), asking for a new link when the last one has run out. */
  downloadReceipt(): Promise<void> {
    const id = this.load.record?.id;
    return id ? this.receipt.download(id) : Promise.resolve();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const adapter = this.config?.adapter;
    if (adapter !== this.receiptAdapter) {
      this.receiptAdapter = adapter;
      this.receipt.forget();
    }
  }

  // The record base's hooks

  protected recordId() {
    return this.transactionId;
  }

  protected loadRecord(transactionId: string, signal: AbortSignal) {
    return this.ops.run(getTransaction, { params: { transactionId } }, { silent: true, signal });
  }

  /** Another transaction (or none): nothing of the one shown stays, its receipt link included. */
  protected override forgetRecord(): void {
    super.forgetRecord();
    this.receipt.forget();
  }

  protected override ownStates() {
    return { receipt: this.receipt.busy };
  }

  protected recordTexts() {
    return this.messages.transactionView;
  }

  // Rendering

  protected override renderAfter() {
    return html`<div class="announcer visually-hidden" role="status" aria-live="polite">${this.receipt.outcome?.kind === 'saved' ? this.messages.transactionView.receiptReady : ''}</div>`;
  }

  protected override renderArticle(record: Transaction, titleId: string, pending: boolean, content: TemplateResult): TemplateResult {
    return html`<article class="record" part="base" aria-busy=${pending ? 'true' : 'false'} aria-labelledby=${titleId} data-transaction-id=${record.id}>${content}</article>`;
  }

  protected renderFacts(record: Transaction) {
    const texts = this.messages.transactionView;
    const staff = this.staff;
    const context = { messages: this.messages, locale: this.effectiveLocale, staff };
    const known = record.type === INTER_LEDGER;
    const others = staff ? otherFields(asRecord(record), (value) => (value ? texts.yes : texts.no)) : [];
    return html`${this.renderReceiptProblem()}
      ${known || !staff ? nothing : html`<p class="notice" part="notice">${texts.otherVariant}</p>`}
      ${this.section('amount', amountFacts(record, context))}
      ${this.section('parties', partyFacts(record, context))}
      ${this.section('details', detailFacts(record, context))}
      ${others.length > 0 ? this.section('other', otherFieldList(others)) : nothing}
      ${staff ? html`<p class="identifier" part="footer">${texts.identifier}: <code class="id">${record.id}</code></p>` : nothing}`;
  }

  protected recordHeading(record: Transaction): RecordHeading {
    const texts = this.messages.transactionView;
    const busy = this.receipt.busy;
    const amount = record.amount === undefined ? this.messages.common.notGiven : moneyText(record.amount, record.currency, this.effectiveLocale);
    return {
      titleId: 'transaction-title',
      title: html`${titleOf(record, this.messages)} <span class="headline-amount">${amount}</span>`,
      badge: statusBadge(record, this.messages),
      buttons: html`<button type="button" part="receipt-button" aria-disabled=${busy ? 'true' : 'false'} @click=${() => void this.downloadReceipt()}>
        ${busy ? texts.preparingReceipt : texts.receipt}
      </button>`,
    };
  }
  private renderReceiptProblem(): TemplateResult | typeof nothing {
    const texts = this.messages.transactionView;
    const outcome = this.receipt.outcome;
    if (outcome?.kind === 'unsafe') return html`<p class="message error" part="error" role="alert">${format(texts.receiptFailed, { reason: texts.receiptUnsafe })}</p>`;
    if (outcome?.kind !== 'failed') return nothing;
    return html`<p class="message error" part="error" role="alert">${format(texts.receiptFailed, { reason: this.errorText(outcome.error) })}</p>`;
  }

  private section(name: keyof typeof transactionView.sections, content: unknown) {
    return recordSection(name, this.messages.transactionView.sections[name], content);
  }
}
