import type { Transaction as Answer } from '../../api/schemas/transactions.js';
import type { Whole } from '../../api/tolerant.js';

/** The sandbox keeps every record whole. */
type Transaction = Whole<Answer>;
import { decide } from '../decisions.js';
import { fail, notFound, ok } from '../http.js';
import { refusesMoney } from '../settle.js';
import { listPage, where } from '../list.js';
import { pdfBlob } from '../pdf.js';
import { blobPage, HOSTED_PAGE_TTL } from '../hosted-page.js';
import { find, isEndUser, newId, type AcquiringRecord } from '../store.js';
import { listedEndUser, own, type Ctx, type Handlers } from './context.js';

type AcquiringBody = Ctx<'initiateAcquiringPayment'>['body'] & { targetLedgerId?: string };

/**
 * Acquiring: records the payment and returns its hosted payment page (hosted-page.ts): a `blob:`
 * page in the browser, or the sandbox's own route when it runs behind a server.
 */
function acquire(ctx: Ctx, body: AcquiringBody, kind: AcquiringRecord['kind']): Response {
  const { store } = ctx;
  const endUserId = ctx.caller.kind === 'end-user' ? ctx.caller.id : body.endUserId;
  if (endUserId !== undefined && !isEndUser(store, endUserId)) notFound('spec:unknown-id', 'end-user', 'endUserId');
  const card = body.externalCardId === undefined ? undefined : find(store.externalCards, body.externalCardId, 'external card', 'externalCardId');
  if (card && endUserId !== undefined && card.endUserId !== endUserId) notFound('ownership-as-unknown', 'external card', 'externalCardId');
  if (body.targetLedgerId !== undefined) {
    const ledger = find(store.ledgers, body.targetLedgerId, 'ledger', 'targetLedgerId');
    // A top-up goes to the paying end-user's own ledger (named, or the card's holder's), never to another's.
    const payer = endUserId ?? card?.endUserId;
    if (payer !== undefined && ledger.endUser.id !== payer) notFound('top-up-own-ledger', 'ledger', 'targetLedgerId');
    // Incoming money is refused by a CLOSED ledger and by one suspended with incoming transactions blocked.
    if (refusesMoney(ledger)) {
      const why = ledger.status === 'CLOSED' ? 'is CLOSED' : 'is suspended with incoming transactions blocked';
      fail('top-up-refused-when-closed', 409, 'LEDGER_NOT_ACTIVE', `This ledger ${why}: it takes no money.`, 'targetLedgerId');
    }
  }
  const id = newId();
  const record: AcquiringRecord = { id, kind, ...body, endUserId, status: 'PENDING', creationDate: ctx.iso };
  store.acquiring.set(id, record);
  const url = decide('hosted-page', ctx.hostedPageBase ? `${ctx.hostedPageBase}/hosted-payment/${id}` : ctx.link(`hosted-payment:${id}`, () => blobPage(record)));
  return ok({ id, webPage: { url, ttl: HOSTED_PAGE_TTL } });
}

function transactionOf(ctx: Ctx, id: string): Transaction {
  const transaction = find(ctx.store.transactions, id, 'transaction');
  // Both sides of a transfer see it, whole: each other's balances included.
  if (ctx.caller.kind === 'end-user' && ![transaction.sender?.endUserId, transaction.receiver?.endUserId].includes(ctx.caller.id)) {
    notFound('ownership-as-unknown', 'transaction');
  }
  return decide('transaction-both-parties', transaction);
}

const mandateOf = (ctx: Ctx, id: string) => {
  const mandate = find(ctx.store.mandates, id, 'mandate');
  own(ctx, mandate.endUserId, 'mandate');
  return mandate;
};

export const paymentHandlers: Handlers<
  'initiateAcquiringPayment' | 'initiateAcquiringAccountLoad' | 'listExternalCards' | 'getMandate' | 'updateMandate' | 'getTransaction' | 'createTransactionReceipt'
> = {
  initiateAcquiringPayment: { run: (ctx) => acquire(ctx, ctx.body, 'PAYMENT') },
  initiateAcquiringAccountLoad: { run: (ctx) => acquire(ctx, ctx.body, 'ACCOUNT_LOAD') },

  listExternalCards: {
    run: (ctx) =>
      ok(listPage(ctx.store.externalCards.values(), ctx.query, { CREATION_DATE: (c) => c.creationDate }, [
        where(listedEndUser(ctx, ctx.query.endUserId), (c) => c.endUserId),
      ])),
  },

  getMandate: { run: (ctx) => ok(mandateOf(ctx, ctx.params.mandateId)) },

  updateMandate: {
    run: (ctx) => {
      const mandate = mandateOf(ctx, ctx.params.mandateId);
      const { debtor, ...fields } = ctx.body;
      // In any status, with any expiration date; new banking details replace the old whole (the debtor's ledgerId is kept).
      Object.assign(mandate, decide('mandate-update-any', fields), { updateDate: ctx.iso });
      if (debtor?.bankingDetails) mandate.debtor = { ...mandate.debtor, bankingDetails: decide('mandate-update-any', debtor.bankingDetails) };
      return ok({ id: mandate.id });
    },
  },

  getTransaction: { run: (ctx) => ok(transactionOf(ctx, ctx.params.transactionId)) },

  createTransactionReceipt: {
    run: (ctx) => {
      const t = transactionOf(ctx, ctx.params.transactionId);
      const url = ctx.link(`receipt:${t.id}`, () =>
        pdfBlob([
          'Transaction receipt (sandbox)',
          `Transaction ${t.id}`,
          `Date: ${t.creationDate}`,
          `Amount: ${t.amount} ${t.currency}`,
          `Original amount: ${t.information.originalAmount} ${t.information.originalCurrency} (rate ${t.information.conversionRate})`,
          `Status: ${t.status}`,
          `Payment type: ${t.paymentType}`,
          `Cleared: ${t.information.clearingDate}`,
          `From: ${t.sender?.name ?? ''} (${t.sender?.ledgerFriendlyName ?? ''})`,
          `To: ${t.receiver?.name ?? ''} (${[t.receiver?.ledgerFriendlyName, t.receiver?.virtualLedgerFriendlyName].filter(Boolean).join(', ')})`,
          `Reference: ${t.information.reference ?? ''}`,
          `Note: ${t.information.note ?? ''}`,
        ]),
      );
      return ok({ url, ttl: decide('links-and-lifetimes', 'PT5M') });
    },
  },
};
