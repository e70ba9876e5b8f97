/**
 * The kit knows its own sandbox: the fields beyond the spec that the sandbox sends (a card's rules
 * and delivery method, a ledger's suspension, a consumer's last accepted terms, the card payment's
 * merchant, card and authorization) are read without a console warning, while a field nobody
 * knows still warns.
 */
import { expect } from '@open-wc/testing';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { readTolerantly } from '../../src/api/tolerant-read.js';
import { card } from '../../src/api/schemas/card.js';

/** What the console was told while `run` ran. */
async function warningsOf(run: () => Promise<unknown>): Promise<string[]> {
  const said: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void said.push(args.map(String).join(' '));
  try {
    await run();
    // The notes on an answer come with a module of their own, a moment after the result.
    await import('../../src/client/deviation-notes.js');
    await new Promise((resolve) => setTimeout(resolve));
  } finally {
    console.warn = original;
  }
  return said;
}

describe('the kit reads its own sandbox without warnings', () => {
  it('cards, ledgers, a consumer and the card payment: every sandbox field read, none said to be unknown', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const alice = sandbox.data.consumers.get(SEED.consumers.alice)!;
    (alice as Record<string, unknown>).lastTermsAccepted = '2025-01';
    let cards: Record<string, unknown>[] = [];
    let ledgers: Record<string, unknown>[] = [];
    const said = await warningsOf(async () => {
      cards = (await adapter.request('listCards', { query: { pageSize: 100, page: 0 } })).content as Record<string, unknown>[];
      ledgers = (await adapter.request('listLedgers', { query: { pageSize: 100, page: 0 } })).content as Record<string, unknown>[];
      const consumer = (await adapter.request('getConsumer', { params: { consumerId: SEED.consumers.alice } })) as Record<string, unknown>;
      expect(consumer.lastTermsAccepted).to.equal('2025-01');
      const payment = (await adapter.request('getTransaction', { params: { transactionId: SEED.transactions.aliceCardPayment } })) as Record<string, unknown>;
      expect(payment.merchant).to.deep.include({ name: 'Boulangerie Petit', city: 'Lyon' });
    });
    // The sandbox does send them: the quiet is the kit knowing them, not their absence.
    expect(cards.some((item) => Array.isArray(item.rules))).to.equal(true);
    expect(ledgers.some((item) => item.suspension !== undefined)).to.equal(true);
    expect(said.filter((line) => line.includes('is not a field the kit knows'))).to.deep.equal([]);
    for (const field of ['rules', 'deliveryMethod', 'suspension', 'lastTermsAccepted', 'cardId', 'merchant', 'authorizationCode', 'contactless']) {
      expect(said.join('\n'), field).not.to.contain(`: ${field} `);
    }
  });

  it('a field neither the spec nor the sandbox has is still reported', () => {
    const { sandbox } = createSandboxAdapter();
    const [one] = sandbox.data.cards.values();
    const read = readTolerantly(card, { ...JSON.parse(JSON.stringify(one)), addedLater: 1 });
    expect(read.success && read.deviations.map((deviation) => `${deviation.kind} ${deviation.path}`)).to.deep.equal(['extra-field addedLater']);
  });
});
