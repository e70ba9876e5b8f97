/**
 * What a payment on the hosted page does once it is paid, as the spec says: a top-up credits its
 * ledger and appears as an ACCOUNT_LOAD transaction; `storeCard` registers the card; a ledger that
 * takes no money (CLOSED, or suspended with incoming transactions blocked) is refused a top-up.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { RETURN_CHANNEL } from '../../src/api/acquiring-return.js';
import { SANDBOX_BASE_URL, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { asEndUser, endUserClientOn, rejects, setup } from './helpers.js';

const { consumers: C, ledgers: L, externalCards: E } = SEED;
/** Alice's "Concerts" pocket: suspended at her request, incoming money not blocked. */
const CONCERTS = '1e000000-0000-4000-8000-000000000110';
const BASE = 'https://bank.example/sandbox';

/** Presses Pay (or Fail) on the sandbox's served payment page, as the person's browser would. */
async function press(sandbox: Sandbox, url: string, outcome: 'paid' | 'failed'): Promise<number> {
  const response = await sandbox.fetch(new Request(url.replace(BASE, SANDBOX_BASE_URL), {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`,
  }));
  return response.status;
}

/** A ledger's balance as List ledgers gives it. */
async function balanceOf(client: ReturnType<typeof setup>['client'], endUserId: string, ledgerId: string): Promise<number | undefined> {
  const page = await client.listLedgers({ query: { endUserId, pageSize: 100 } });
  return page.content.find((ledger) => ledger.id === ledgerId)?.balance;
}

describe('sandbox: top-ups refused where the spec prevents incoming money', () => {
  it('a CLOSED ledger: 409 LEDGER_NOT_ACTIVE on targetLedgerId, and nothing is started', async () => {
    const { client, sandbox } = asEndUser(C.alice);
    await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, targetLedgerId: L.aliceClosed } }), {
      status: 409, kind: 'conflict', code: 'LEDGER_NOT_ACTIVE', field: 'targetLedgerId',
    });
    expect(sandbox.data.acquiring.size).to.equal(0);
  });

  it('a ledger suspended with incoming money blocked is refused; one suspended without the block still takes money', async () => {
    const { client } = setup();
    // Emma's main account, seeded suspended by the service with incoming money blocked.
    await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.emma, targetLedgerId: L.emmaMain } }), {
      status: 409, code: 'LEDGER_NOT_ACTIVE', field: 'targetLedgerId',
    });
    const concerts = await client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.alice, targetLedgerId: CONCERTS } });
    expect(concerts.id).to.be.a('string');
    // A suspension made now: blocked refuses, not blocked accepts.
    await client.suspendLedger({ params: { ledgerId: L.aliceMain }, body: { reason: 'Fraud suspicion', blockIncomingTransaction: true } });
    await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.alice, targetLedgerId: L.aliceMain } }), {
      status: 409, code: 'LEDGER_NOT_ACTIVE', field: 'targetLedgerId',
    });
    await client.suspendLedger({ params: { ledgerId: L.davidMain }, body: { reason: 'On request', blockIncomingTransaction: false } });
    expect((await client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.david, targetLedgerId: L.davidMain } })).id).to.be.a('string');
  });

  it('a top-up started before the ledger was blocked fails when paid: no money, no transaction', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const started = await client.initiateAcquiringAccountLoad({ body: { amount: 40, endUserId: C.alice, targetLedgerId: L.aliceMain, redirectUrl: 'https://shop.example/back' } });
    await client.suspendLedger({ params: { ledgerId: L.aliceMain }, body: { reason: 'Fraud suspicion', blockIncomingTransaction: true } });
    const transactions = sandbox.data.transactions.size;
    expect(await press(sandbox, started.webPage!.url!, 'paid')).to.equal(303);
    expect(sandbox.data.acquiring.get(started.id)?.status).to.equal('FAILED');
    expect(await balanceOf(client, C.alice, L.aliceMain)).to.equal(1250.4);
    expect(sandbox.data.transactions.size).to.equal(transactions);
  });
});

describe('sandbox: a paid top-up credits the ledger', () => {
  it('adds the amount to the balance and records an APPROVED ACCOUNT_LOAD transaction the end-user can read', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const started = await client.initiateAcquiringAccountLoad({ body: { amount: 25.5, endUserId: C.alice, targetLedgerId: L.aliceMain, reference: 'Pocket money' } });
    expect(await balanceOf(client, C.alice, L.aliceMain)).to.equal(1250.4);
    expect(await press(sandbox, started.webPage!.url!, 'paid')).to.equal(200);
    expect(await balanceOf(client, C.alice, L.aliceMain)).to.equal(1275.9);

    const transactionId = sandbox.data.acquiring.get(started.id)?.transactionId;
    expect(transactionId).to.be.a('string');
    // Read as Alice, through the client, which checks the answer against the transaction schema.
    const transaction = await endUserClientOn(sandbox, C.alice).getTransaction({ params: { transactionId: transactionId! } });
    expect(transaction).to.deep.include({ type: 'INTER_LEDGER', paymentType: 'ACCOUNT_LOAD', status: 'APPROVED', amount: 25.5, currency: 'EUR' });
    expect(transaction.information).to.deep.include({ originalAmount: 25.5, originalCurrency: 'EUR', conversionRate: '1', reference: 'Pocket money' });
    expect(transaction.information?.clearingDate).to.equal(transaction.creationDate);
    expect(transaction.receiver).to.deep.include({
      ledgerId: L.aliceMain, ledgerFriendlyName: 'Main account', endUserId: C.alice, name: 'Alice Martin', previousTotalBalance: 1250.4,
    });
    expect(transaction.sender).to.deep.include({ endUserId: C.alice });
  });

  it('a failed payment credits nothing; amounts add up in cents (0.10 + 0.20 = 0.30)', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const failed = await client.initiateAcquiringAccountLoad({ body: { amount: 100, endUserId: C.alice, targetLedgerId: L.aliceSavings } });
    await press(sandbox, failed.webPage!.url!, 'failed');
    expect(sandbox.data.acquiring.get(failed.id)?.status).to.equal('FAILED');
    expect(sandbox.data.acquiring.get(failed.id)?.transactionId).to.equal(undefined);
    expect(await balanceOf(client, C.alice, L.aliceSavings)).to.equal(0);
    for (const amount of [0.1, 0.2]) {
      const started = await client.initiateAcquiringAccountLoad({ body: { amount, endUserId: C.alice, targetLedgerId: L.aliceSavings } });
      await press(sandbox, started.webPage!.url!, 'paid');
    }
    expect(await balanceOf(client, C.alice, L.aliceSavings)).to.equal(0.3);
  });

  it('a sub-account is credited as the virtual ledger of its parent; a stored card names its holder as sender', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const started = await client.initiateAcquiringAccountLoad({ body: { amount: 12, externalCardId: E.aliceVisa, targetLedgerId: L.aliceHolidays } });
    await press(sandbox, started.webPage!.url!, 'paid');
    // A ledger with no balance given starts from 0.
    expect(await balanceOf(client, C.alice, L.aliceHolidays)).to.equal(12);
    const transaction = await client.getTransaction({ params: { transactionId: sandbox.data.acquiring.get(started.id)!.transactionId! } });
    expect(transaction.receiver).to.deep.include({
      ledgerId: L.aliceMain, ledgerFriendlyName: 'Main account', virtualLedgerId: L.aliceHolidays, virtualLedgerFriendlyName: 'Holidays', previousTotalBalance: 0,
    });
    expect(transaction.sender).to.deep.include({ endUserId: C.alice, name: 'ALICE MARTIN' });
  });

  it('in a page: the return page saying "paid" on the return channel credits the ledger', async () => {
    const { client, sandbox } = setup();
    const started = await client.initiateAcquiringAccountLoad({ body: { amount: 5, endUserId: C.alice, targetLedgerId: L.aliceMain, redirectUrl: `${location.origin}/back` } });
    const channel = new BroadcastChannel(RETURN_CHANNEL);
    channel.postMessage({ type: 'return', outcome: 'paid', id: started.id });
    await waitUntil(() => sandbox.data.acquiring.get(started.id)?.status === 'PAID', 'the top-up stayed pending');
    channel.close();
    expect(await balanceOf(client, C.alice, L.aliceMain)).to.equal(1255.4);
  });
});

describe('sandbox: a paid storeCard payment registers the card', () => {
  it('a zero-amount payment with storeCard: the card is listed for its end-user once paid, not before', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const before = (await client.listExternalCards({ query: { endUserId: C.chloe } })).totalElements;
    expect(before).to.equal(0);
    const started = await client.initiateAcquiringPayment({ body: { amount: 0, storeCard: true, endUserId: C.chloe } });
    expect((await client.listExternalCards({ query: { endUserId: C.chloe } })).totalElements).to.equal(0);
    await press(sandbox, started.webPage!.url!, 'paid');
    const cards = await client.listExternalCards({ query: { endUserId: C.chloe } });
    expect(cards.content).to.have.length(1);
    expect(cards.content[0]).to.deep.include({ id: sandbox.data.acquiring.get(started.id)?.storedCardId, endUserId: C.chloe, maskedPan: '424242******4242', scheme: 'VISA' });
  });

  it('a top-up with storeCard registers the card too; a failed one, one without storeCard, or one paid with a stored card registers none', async () => {
    const { client, sandbox } = setup({ hostedPageBase: BASE });
    const count = async () => (await client.listExternalCards({ query: { endUserId: C.alice } })).totalElements;
    const initial = await count();
    const failed = await client.initiateAcquiringPayment({ body: { amount: 3, storeCard: true, endUserId: C.alice } });
    await press(sandbox, failed.webPage!.url!, 'failed');
    const plain = await client.initiateAcquiringPayment({ body: { amount: 3, endUserId: C.alice } });
    await press(sandbox, plain.webPage!.url!, 'paid');
    const direct = await client.initiateAcquiringPayment({ body: { amount: 3, storeCard: true, externalCardId: E.aliceVisa, endUserId: C.alice } });
    await press(sandbox, direct.webPage!.url!, 'paid');
    expect(await count()).to.equal(initial);
    const topUp = await client.initiateAcquiringAccountLoad({ body: { amount: 3, storeCard: true, endUserId: C.alice, targetLedgerId: L.aliceMain } });
    await press(sandbox, topUp.webPage!.url!, 'paid');
    expect(await count()).to.equal(initial + 1);
  });
});
