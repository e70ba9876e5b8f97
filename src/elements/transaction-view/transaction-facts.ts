/**
 * What <svc-transaction-view> says about a transaction: its title by what it is, the amount (and
 * the original amount with its conversion rate), both parties with their accounts, sub-accounts
 * and the balances before (each in its own account's currency when given), the status and its
 * meaning, where a payment at a merchant was made, the type of payment (a technical one only to
 * staff), the dates (no cleared date for what never went through), the reference and the note,
 * and a decline's reason in words. Display fields the answer left out read "not given"; values the kit
 * does not know are shown by their code. Identifiers stay out of the sentences (they are on the
 * markup, `data-*`, for the partner's code).
 */
import { isRecord } from '../../api/guards.js';
import { asRecord } from '../base/guards.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { Transaction } from '../../api/schemas/transactions.js';
import { ownValue, ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { recordFact } from '../record/record-parts.js';
import { badge, type BadgeTone } from '../list/badge.js';
import { balanceText, momentText, moneyText } from './transaction-format.js';

type Party = NonNullable<Transaction['sender']>;

const TONES: Record<string, BadgeTone> = {
  APPROVED: 'success',
  RELEASED: 'neutral',
  PENDING: 'warning',
  PENDING_REVIEW: 'warning',
  UNKNOWN: 'neutral',
  DECLINED: 'danger',
  REVERSED: 'danger',
  ABORTED: 'danger',
};

export interface FactsContext {
  messages: Catalog;
  locale: string;
  /** The reader is the partner's staff: technical payment types are shown too. */
  staff: boolean;
}

/** Payment types that tell a customer nothing (shown with `staff` only). */
const TECHNICAL = new Set(['TECH_MVC_CREATION', 'TECH_TRANSACTION']);
/** Statuses of a transaction that never went through: it has no cleared date to show. */
const NEVER_CLEARED = new Set(['DECLINED', 'ABORTED']);

/** Where a payment at a merchant was made (`merchant` with `name` and `city`, as the kit's sandbox sends it), if given. */
function merchantOf(transaction: Transaction): { name?: string; city?: string } | undefined {
  const merchant = asRecord(transaction).merchant;
  if (!isRecord(merchant)) return undefined;
  const { name, city } = merchant;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return text(name) || text(city) ? { name: text(name), city: text(city) } : undefined;
}

const sameEndUser = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * The title of a transaction, by what it is: a payment to a merchant, a card payment, a top-up, a
 * transfer between the end-user's own accounts (a virtual transfer, or both sides the same
 * end-user), any other transfer; a variant the kit cannot read is "Transaction", never its code.
 */
export function titleOf(transaction: Transaction, messages: Catalog): string {
  const texts = messages.transactionView.titles;
  const merchant = merchantOf(transaction)?.name;
  if (merchant) return format(texts.merchantPayment, { merchant });
  if (transaction.type === 'CARD_PAYMENT') return texts.cardPayment;
  if (transaction.paymentType === 'ACCOUNT_LOAD') return texts.topUp;
  if (transaction.paymentType === 'TECH_VIRTUAL_TRANSFER' || sameEndUser(transaction.sender?.endUserId, transaction.receiver?.endUserId)) return texts.ownTransfer;
  if (transaction.type === 'INTER_LEDGER' || transaction.paymentType === 'MONEY_TRANSFER') return texts.transfer;
  return texts.other;
}

const fact = (label: string, value: unknown, part = 'row') => recordFact(label, value, { part });

/** The status in words, its tone and what it means. */
export function statusBadge(transaction: Transaction, messages: Catalog): TemplateResult {
  const texts = messages.transactionView;
  const { status } = transaction;
  if (status === undefined) return badge(undefined, messages.common.notGiven, 'neutral');
  return badge(status, labelIn(texts.statuses, status), ownValue<BadgeTone>(TONES, status) ?? 'neutral');
}

/** The decline's reason as a sentence; one the kit does not know is quoted by its code. */
function declineText(reason: string, messages: Catalog): string {
  const texts = messages.transactionView;
  return ownString(texts.declineReasons, reason) ?? format(texts.declineUnknown, { code: reason });
}

export function amountFacts(transaction: Transaction, { messages, locale }: FactsContext): TemplateResult {
  const texts = messages.transactionView;
  const notGiven = messages.common.notGiven;
  const info = transaction.information;
  const amount = transaction.amount === undefined ? notGiven : moneyText(transaction.amount, transaction.currency, locale);
  const original = info?.originalAmount === undefined ? notGiven : moneyText(info.originalAmount, info.originalCurrency, locale);
  return html`<dl class="facts" part="details">
    ${fact(texts.amount, html`<span class="amount">${amount}</span>`)}
    ${fact(texts.originalAmount, original)}
    ${fact(texts.conversionRate, info?.conversionRate ?? notGiven)}
  </dl>`;
}

function partyCard(role: 'sender' | 'receiver', party: Party | undefined, { messages, locale }: FactsContext): TemplateResult {
  const texts = messages.transactionView;
  const notGiven = messages.common.notGiven;
  // A party's balances are in its own account's currency, which the spec's party does not give:
  // never the transaction's; without a currency of the party's own, the number alone.
  const balance = (value: number | undefined) => (value === undefined ? notGiven : balanceText(value, party?.currency, locale));
  return html`<section
    class="party"
    part="section section-${role}"
    aria-labelledby="party-${role}"
    data-end-user-id=${party?.endUserId ?? nothing}
    data-ledger-id=${party?.ledgerId ?? nothing}
    data-virtual-ledger-id=${party?.virtualLedgerId ?? nothing}
  >
    <h4 id="party-${role}" class="party-title">${texts[role]}</h4>
    ${party
      ? html`<dl class="facts">
          ${fact(texts.name, party.name ?? notGiven)} ${fact(texts.ledger, party.ledgerFriendlyName ?? notGiven)}
          ${party.virtualLedgerFriendlyName !== undefined || party.virtualLedgerId !== undefined ? fact(texts.virtualLedger, party.virtualLedgerFriendlyName ?? notGiven) : nothing}
          ${fact(texts.previousTotalBalance, balance(party.previousTotalBalance))} ${fact(texts.previousReservedBalance, balance(party.previousReservedBalance))}
        </dl>`
      : html`<p class="note">${notGiven}</p>`}
  </section>`;
}

export function partyFacts(transaction: Transaction, context: FactsContext): TemplateResult {
  return html`<div class="parties">
    ${partyCard('sender', transaction.sender, context)} ${partyCard('receiver', transaction.receiver, context)}
  </div>`;
}

export function detailFacts(transaction: Transaction, { messages, locale, staff }: FactsContext): TemplateResult {
  const texts = messages.transactionView;
  const notGiven = messages.common.notGiven;
  const info = transaction.information;
  const { status, paymentType } = transaction;
  const hint = status === undefined ? undefined : ownString(texts.statusHints, status);
  const when = (value: string | undefined) => (value === undefined ? notGiven : momentText(value, locale));
  const merchant = merchantOf(transaction);
  return html`<dl class="facts" part="details">
    ${fact(texts.status, html`${statusBadge(transaction, messages)} ${hint ? html`<span class="note" part="status">${hint}</span>` : nothing}`, 'row row-status')}
    ${info?.declineReason !== undefined ? fact(texts.declineReason, declineText(info.declineReason, messages), 'row row-decline') : nothing}
    ${merchant ? fact(texts.merchant, [merchant.name, merchant.city].filter(Boolean).join(', '), 'row row-merchant') : nothing}
    ${!staff && paymentType !== undefined && TECHNICAL.has(paymentType) ? nothing : fact(texts.paymentType, paymentType === undefined ? notGiven : labelIn(texts.paymentTypes, paymentType))}
    ${fact(texts.created, when(transaction.creationDate))}
    ${status !== undefined && NEVER_CLEARED.has(status) ? nothing : fact(texts.clearingDate, when(info?.clearingDate))}
    ${fact(texts.reference, info?.reference ?? notGiven)} ${fact(texts.note, info?.note ?? notGiven)}
  </dl>`;
}
