/**
 * What a payment on the hosted page does once it ends. Paid: a `storeCard` payment registers the
 * card (the spec: storeCard "must be true to register an external card"), and a top-up (account
 * load) credits its ledger and appears as an ACCOUNT_LOAD transaction. A top-up to a ledger that
 * takes no money (CLOSED, or suspended with incoming money blocked: the spec's "incoming
 * transactions are prevented") fails instead.
 */
import { embossed } from '../api/formats/card-name.js';
import { decide } from './decisions.js';
import { displayName, newId, type AcquiringRecord, type SandboxLedger, type Store } from './store.js';

/** Whether a ledger refuses incoming money: CLOSED, or suspended with `blockIncomingTransaction`. */
export const refusesMoney = (ledger: SandboxLedger): boolean =>
  decide('top-up-refused-when-closed', ledger.status === 'CLOSED' || (ledger.status === 'SUSPENDED' && ledger.suspension?.blockIncomingTransaction === true));

/** Amounts have at most two decimals: sums are kept in cents so that 0.1 + 0.2 makes 0.3. */
const addMoney = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/** The test card a paid `storeCard` payment registers, for its end-user, valid three years. */
function storeCard(store: Store, endUserId: string, now: Date): string {
  const id = newId();
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 3, now.getUTCMonth(), 28));
  store.externalCards.set(id, decide('stored-card', {
    id, endUserId, maskedPan: '424242******4242', cardHolderName: embossed(displayName(store, endUserId), 'nameOnCard'), scheme: 'VISA', type: 'DEBIT',
    expiryDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear() % 100).padStart(2, '0')}`,
    creationDate: now.toISOString(), validityDate: expiry.toISOString(),
  }));
  return id;
}

/** Credits the top-up's ledger and records the transaction; returns its id. */
function creditTopUp(store: Store, record: AcquiringRecord, ledger: SandboxLedger, payer: string | undefined, iso: string): string {
  const previous = ledger.balance ?? 0;
  ledger.balance = addMoney(previous, record.amount);
  const parent = ledger.parentId === undefined ? undefined : store.ledgers.get(ledger.parentId);
  const card = record.externalCardId === undefined ? undefined : store.externalCards.get(record.externalCardId);
  const id = newId();
  store.transactions.set(id, decide('paid-top-up-transaction', {
    id, type: 'INTER_LEDGER', paymentType: 'ACCOUNT_LOAD', status: 'APPROVED', amount: record.amount, currency: ledger.currency, creationDate: iso,
    information: {
      originalAmount: record.amount, originalCurrency: ledger.currency, conversionRate: '1', clearingDate: iso,
      ...(record.reference ? { reference: record.reference } : {}),
    },
    sender: {
      ...(payer ? { endUserId: payer } : {}),
      name: card?.cardHolderName ?? (payer ? displayName(store, payer) : 'Card payment'),
    },
    receiver: {
      ledgerId: parent?.id ?? ledger.id,
      ...((parent ?? ledger).friendlyName ? { ledgerFriendlyName: (parent ?? ledger).friendlyName } : {}),
      ...(parent ? { virtualLedgerId: ledger.id, ...(ledger.friendlyName ? { virtualLedgerFriendlyName: ledger.friendlyName } : {}) } : {}),
      endUserId: ledger.endUser.id, name: displayName(store, ledger.endUser.id),
      previousTotalBalance: previous, previousReservedBalance: 0,
    },
  }));
  return id;
}

/** Ends a pending payment with the outcome the hosted page gave. `now`: the sandbox's clock. */
export function settle(store: Store, record: AcquiringRecord, outcome: 'paid' | 'failed', now: number): void {
  if (outcome === 'failed') {
    record.status = 'FAILED';
    return;
  }
  const iso = new Date(now).toISOString();
  const payer = record.endUserId ?? (record.externalCardId === undefined ? undefined : store.externalCards.get(record.externalCardId)?.endUserId);
  if (record.kind === 'ACCOUNT_LOAD') {
    const ledger = record.targetLedgerId === undefined ? undefined : store.ledgers.get(record.targetLedgerId);
    // Checked again on payment: the ledger may have been closed or blocked since the top-up started.
    if (!ledger || refusesMoney(ledger)) {
      record.status = decide('top-up-refused-when-closed', 'FAILED');
      return;
    }
    record.transactionId = creditTopUp(store, record, ledger, payer, iso);
  }
  // A payment made with a stored card registers no other; one without an end-user has nobody to register it for.
  if (record.storeCard && record.externalCardId === undefined && payer !== undefined) record.storedCardId = storeCard(store, payer, new Date(now));
  record.status = 'PAID';
}
