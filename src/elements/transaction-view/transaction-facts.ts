/**
 * What <svc-transaction-view> says about a transaction: the amount (and the original amount with
 * its conversion rate), both parties with their accounts, sub-accounts and the balances before,
 * the status and its meaning, the type of payment, the dates, the reference and the note, and a
 * decline's reason in words. Display fields the answer left out read "not given"; values the kit
 * does not know are shown by their code. Identifiers stay out of the sentences (they are on the
 * markup, `data-*`, for the partner's code).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Transaction } from '../../api/schemas/payments.js';
import { ownValue } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { recordFact } from '../record/record-parts.js';
import { badge, type BadgeTone } from '../list/badge.js';
import { momentText, moneyText } from './transaction-format.js';

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
}

const fact = (label: string, value: unknown, part = 'row') => recordFact(label, value, { part });

/** The status in words, its tone and what it means. */
export function statusBadge(transaction: Transaction, messages: Catalog): TemplateResult {
  const t = messages.transactionView;
  const { status } = transaction;
  if (status === undefined) return badge(undefined, messages.common.notGiven, 'neutral');
  return badge(status, labelIn(t.statuses, status), ownValue<BadgeTone>(TONES, status) ?? 'neutral');
}

/** The decline's reason as a sentence; one the kit does not know is quoted by its code. */
function declineText(reason: string, messages: Catalog): string {
  const t = messages.transactionView;
  return ownValue<string>(t.declineReasons, reason) ?? format(t.declineUnknown, { code: reason });
}

export function amountFacts(transaction: Transaction, { messages, locale }: FactsContext): TemplateResult {
  const t = messages.transactionView;
  const notGiven = messages.common.notGiven;
  const info = transaction.information;
  const amount = transaction.amount === undefined ? notGiven : moneyText(transaction.amount, transaction.currency, locale);
  const original = info?.originalAmount === undefined ? notGiven : moneyText(info.originalAmount, info.originalCurrency, locale);
  return html`<dl class="facts" part="details">
    ${fact(t.amount, html`<span class="amount">${amount}</span>`)}
    ${fact(t.originalAmount, original)}
    ${fact(t.conversionRate, info?.conversionRate ?? notGiven)}
  </dl>`;
}

function partyCard(role: 'sender' | 'receiver', party: Party | undefined, transaction: Transaction, { messages, locale }: FactsContext): TemplateResult {
  const t = messages.transactionView;
  const notGiven = messages.common.notGiven;
  const balance = (value: number | undefined) => (value === undefined ? notGiven : moneyText(value, transaction.currency, locale));
  return html`<section
    class="party"
    part="section section-${role}"
    aria-labelledby="party-${role}"
    data-end-user-id=${party?.endUserId ?? nothing}
    data-ledger-id=${party?.ledgerId ?? nothing}
    data-virtual-ledger-id=${party?.virtualLedgerId ?? nothing}
  >
    <h4 id="party-${role}" class="party-title">${t[role]}</h4>
    ${party
      ? html`<dl class="facts">
          ${fact(t.name, party.name ?? notGiven)} ${fact(t.ledger, party.ledgerFriendlyName ?? notGiven)}
          ${party.virtualLedgerFriendlyName !== undefined || party.virtualLedgerId !== undefined ? fact(t.virtualLedger, party.virtualLedgerFriendlyName ?? notGiven) : nothing}
          ${fact(t.previousTotalBalance, balance(party.previousTotalBalance))} ${fact(t.previousReservedBalance, balance(party.previousReservedBalance))}
        </dl>`
      : html`<p class="note">${notGiven}</p>`}
  </section>`;
}

export function partyFacts(transaction: Transaction, context: FactsContext): TemplateResult {
  return html`<div class="parties">
    ${partyCard('sender', transaction.sender, transaction, context)} ${partyCard('receiver', transaction.receiver, transaction, context)}
  </div>`;
}

export function detailFacts(transaction: Transaction, { messages, locale }: FactsContext): TemplateResult {
  const t = messages.transactionView;
  const notGiven = messages.common.notGiven;
  const info = transaction.information;
  const { status, paymentType } = transaction;
  const hint = status === undefined ? undefined : ownValue<string>(t.statusHints, status);
  const when = (value: string | undefined) => (value === undefined ? notGiven : momentText(value, locale));
  return html`<dl class="facts" part="details">
    ${fact(t.status, html`${statusBadge(transaction, messages)} ${hint ? html`<span class="note" part="status">${hint}</span>` : nothing}`, 'row row-status')}
    ${info?.declineReason !== undefined ? fact(t.declineReason, declineText(info.declineReason, messages), 'row row-decline') : nothing}
    ${fact(t.paymentType, paymentType === undefined ? notGiven : labelIn(t.paymentTypes, paymentType))}
    ${fact(t.created, when(transaction.creationDate))} ${fact(t.clearingDate, when(info?.clearingDate))}
    ${fact(t.reference, info?.reference ?? notGiven)} ${fact(t.note, info?.note ?? notGiven)}
  </dl>`;
}
