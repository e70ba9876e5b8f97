/** <svc-transaction-view>: one transaction in words, and its receipt within the link's time to live. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/transaction-view/define.js';
import type { SvcTransactionView } from '../../src/elements/transaction-view/svc-transaction-view.js';
import type { SvcReceiptDownloadEvent } from '../../src/elements/transaction-view/events.js';
import { TransactionReceipt } from '../../src/elements/transaction-view/receipt.js';
import { OperationController } from '../../src/elements/base/operation.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { operationName } from '../../src/client/operation-ref.js';
import { TransactionStatus } from '../../src/api/enums.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';

const { transactions: T, ledgers: L, consumers: C } = SEED;

const root = (el: SvcTransactionView) => el.shadowRoot!;
const part = (el: SvcTransactionView, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const receipts = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.operation === 'createTransactionReceipt');
const loads = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.operation === 'getTransaction');

/** Any UUID, as a person would read it. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Every text of the shadow DOM, as a person reads it. */
const shown = (el: SvcTransactionView) => text(root(el) as unknown as Element)!;

/** The facts of a group (or of the whole view): each label and what it says. */
function facts(scope: ParentNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of scope.querySelectorAll('.fact')) out[text(row.querySelector('dt'))!] = text(row.querySelector('dd'))!;
  return out;
}

/** The sandbox's answer with `change` applied to the transaction record. */
const changed = (change: (record: Record<string, unknown>) => Record<string, unknown>) => (adapter: FetchAdapter): FetchAdapter => ({
  ...adapter,
  request: async (operation, input, options) => {
    const result = await adapter.request(operation, input, options);
    return (operationName(operation) === 'getTransaction' ? change(result as Record<string, unknown>) : result) as never;
  },
});

async function show(
  transactionId: string,
  { locale = 'en', adapterOf, staff = false }: { locale?: string; adapterOf?: (adapter: FetchAdapter) => FetchAdapter; staff?: boolean } = {},
) {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcTransactionView>(
    html`<svc-transaction-view .adapter=${adapterOf ? adapterOf(adapter) : adapter} transaction-id=${transactionId} locale=${locale} ?staff=${staff}></svc-transaction-view>`,
  );
  await waitUntil(() => part(el, 'base') || part(el, 'error'), 'the transaction never showed');
  await el.updateComplete;
  return { el, sandbox };
}

/** Presses the receipt button and waits for the download it leads to, cancelled so that the test page stays. */
async function receiptEvent(el: SvcTransactionView): Promise<SvcReceiptDownloadEvent> {
  const caught = new Promise<SvcReceiptDownloadEvent>((resolve) =>
    el.addEventListener('svc-receipt-download', (event) => {
      event.preventDefault();
      resolve(event);
    }, { once: true }),
  );
  part(el, 'receipt-button')!.click();
  return caught;
}

describe('<svc-transaction-view>', () => {
  it('shows a transfer to someone else in full: amounts and conversion, both parties with accounts, sub-account and balances, status, type, dates, reference, note', async () => {
    const { el } = await show(T.graceToAliceHolidays);
    // Grace pays Alice: a transfer, not one "between accounts" of one person.
    expect(text(part(el, 'title'))).to.equal('Transfer €117.40');
    expect(text(part(el, 'badge'))).to.equal('Approved');
    expect(facts(part(el, 'section-amount')!)).to.deep.equal({ Amount: '€117.40', 'Original amount': '£100.00', 'Conversion rate': '1.174' });
    // The parties' balances are in their own accounts' currencies, which this answer does not give:
    // shown without one, never in the transaction's (Grace's sterling 3,100 is not €3,100.00).
    expect(facts(part(el, 'section-sender')!)).to.deep.equal({ Name: "Grace O'Neill", Account: 'Sterling account', 'Balance before': '3,100.00', 'Reserved before': '25.00' });
    expect(facts(part(el, 'section-receiver')!)).to.deep.equal({
      Name: 'Alice Martin', Account: 'Main account', 'Sub-account': 'Holidays', 'Balance before': '2,257.80', 'Reserved before': '120.00',
    });
    const details = facts(part(el, 'section-details')!);
    expect(details).to.deep.include({ Status: 'Approved The money has been moved.', 'Type of payment': 'Money transfer', Reference: 'Flat share, July', Note: 'For the trip to Lisbon' });
    expect(details.Created).to.match(/^Jul 3, 2025/);
    expect(details.Cleared).to.match(/^Jul 4, 2025/);
    // No identifier in the words a customer reads: ledgers and end-users only on the markup, the transaction's own id for staff.
    expect(shown(el)).not.to.match(UUID);
    expect(part(el, 'footer')).to.equal(null);
    expect(part(el, 'section-receiver')!.dataset).to.deep.include({ ledgerId: L.aliceMain, virtualLedgerId: L.aliceHolidays, endUserId: C.alice });
    await expect(el).to.be.accessible();

    const staff = await show(T.graceToAliceHolidays, { staff: true });
    expect(text(part(staff.el, 'footer'))).to.equal(`Transaction ID (for support): ${T.graceToAliceHolidays}`);
  });

  it('shows each balance in its own account’s currency when the answer gives it', async () => {
    const withCurrencies = changed((record) => ({
      ...record,
      sender: { ...(record.sender as object), currency: 'GBP' },
      receiver: { ...(record.receiver as object), currency: 'EUR' },
    }));
    const { el } = await show(T.graceToAliceHolidays, { adapterOf: withCurrencies });
    expect(facts(part(el, 'section-sender')!)).to.deep.include({ 'Balance before': '£3,100.00', 'Reserved before': '£25.00' });
    expect(facts(part(el, 'section-receiver')!)).to.deep.include({ 'Balance before': '€2,257.80', 'Reserved before': '€120.00' });
    const french = await show(T.graceToAliceHolidays, { adapterOf: withCurrencies, locale: 'fr' });
    await waitUntil(() => facts(part(french.el, 'section-sender')!)['Solde avant'], 'the view never spoke French');
    expect(facts(part(french.el, 'section-sender')!)['Solde avant']).to.match(/^3 100,00 £/);
  });

  it('titles a transaction by what it is: a transfer, one between own accounts only when both sides are the same end-user, a top-up, or "Transaction"', async () => {
    const title = async (id: string, change?: (record: Record<string, unknown>) => Record<string, unknown>) =>
      text(part((await show(id, change ? { adapterOf: changed(change) } : {})).el, 'title'));
    expect(await title(T.aliceToDavid)).to.equal('Transfer €42.50');
    expect(await title(T.aliceToHolidays)).to.equal('Transfer between own accounts €150.00');
    // A money transfer between two accounts of Alice's.
    expect(await title(T.aliceToDavid, (record) => ({ ...record, receiver: { ...(record.receiver as object), endUserId: C.alice } }))).to.equal('Transfer between own accounts €42.50');
    expect(await title(T.aliceToDavid, (record) => ({ ...record, paymentType: 'ACCOUNT_LOAD' }))).to.equal('Account top-up €42.50');
    // A variant the kit cannot read: never its code.
    expect(await title(T.aliceToDavid, (record) => ({ ...record, type: 'FX_SWAP', paymentType: 'TECH_TRANSACTION' }))).to.equal('Transaction €42.50');
  });

  it('shows no cleared date for a declined or cancelled transfer', async () => {
    const { el } = await show(T.declined);
    expect(facts(part(el, 'section-details')!)).not.to.have.property('Cleared');
    expect(shown(el)).not.to.contain('Cleared');
    const aborted = await show(T.aliceToDavid, { adapterOf: changed((record) => ({ ...record, status: 'ABORTED' })) });
    expect(facts(part(aborted.el, 'section-details')!)).not.to.have.property('Cleared');
    const pending = await show(T.aliceToDavid, { adapterOf: changed((record) => ({ ...record, status: 'PENDING' })) });
    expect(facts(part(pending.el, 'section-details')!).Cleared).to.match(/^Jun 14, 2025/);
  });

  it('says each of the eight statuses in words, and one it does not know by its code', async () => {
    const words = ['Approved', 'Declined', 'Released', 'Reversed', 'Pending', 'Under review', 'Status unknown', 'Cancelled'];
    expect(TransactionStatus.length).to.equal(8);
    for (const [index, status] of [...TransactionStatus, 'ON_HOLD'].entries()) {
      const { el } = await show(T.aliceToDavid, { adapterOf: changed((record) => ({ ...record, status })) });
      expect(text(part(el, 'badge')), status).to.equal(words[index] ?? 'ON_HOLD');
      expect(part(el, 'badge')!.getAttribute('part')).to.equal(`badge badge-${status.toLowerCase().replace(/_/g, '-')}`);
    }
  });

  it('explains a decline in words; a reason it does not know is quoted by its code', async () => {
    const { el } = await show(T.declined);
    expect(text(root(el).querySelector('[part~="row-decline"] dd'))).to.equal('There was not enough money on the account.');
    const other = await show(T.declined, { adapterOf: changed((record) => ({ ...record, information: { ...(record.information as object), declineReason: 'CARD_STOLEN' } })) });
    expect(text(root(other.el).querySelector('[part~="row-decline"] dd'))).to.equal('The bank gave the reason CARD_STOLEN.');
    const approved = await show(T.aliceToDavid);
    expect(part(approved.el, 'row-decline')).to.equal(null);
  });

  it('shows a card payment by the merchant’s name and city, with no identifier nor code; staff also see the rest as given', async () => {
    const { el } = await show(T.aliceCardPayment);
    expect(text(part(el, 'title'))).to.equal('Payment to Boulangerie Petit €23.90');
    expect(text(part(el, 'badge'))).to.equal('Pending');
    const details = facts(part(el, 'section-details')!);
    expect(details).to.deep.include({ Merchant: 'Boulangerie Petit, Lyon' });
    // "Technical transaction" tells a customer nothing: no type of payment for them.
    expect(details).not.to.have.property('Type of payment');
    expect(part(el, 'notice')).to.equal(null);
    expect(part(el, 'section-other')).to.equal(null);
    const words = shown(el);
    expect(words).not.to.match(UUID);
    for (const code of ['CARD_PAYMENT', 'TECH_TRANSACTION', 'cardId', 'categoryCode', '5462', 'A7K2Q9']) expect(words).not.to.contain(code);
    // The merchant is the other party (the sandbox's decision `card-payment-merchant-receiver`): never "To: not given".
    expect(facts(part(el, 'section-receiver')!)).to.deep.include({ Name: 'Boulangerie Petit' });
    expect(text(part(el, 'section-receiver'))).not.to.equal('To not given');
    await expect(el).to.be.accessible();

    const staff = await show(T.aliceCardPayment, { staff: true });
    expect(text(part(staff.el, 'notice'))).to.equal('This kind of transaction is shown as the service describes it.');
    expect(facts(part(staff.el, 'section-details')!)).to.deep.include({ Merchant: 'Boulangerie Petit, Lyon', 'Type of payment': 'Technical transaction' });
    expect(facts(part(staff.el, 'section-other')!)).to.deep.equal({
      cardId: SEED.cards.alicePhysical,
      authorizationCode: 'A7K2Q9',
      contactless: 'Yes',
      'merchant.categoryCode': '5462',
    });
    expect(root(staff.el).querySelector('[part~="section-other"] code')!.textContent).to.equal(SEED.cards.alicePhysical);
    await expect(staff.el).to.be.accessible();
  });

  it('downloads the receipt through its link, used again within its time to live without asking again', async () => {
    const { el, sandbox } = await show(T.graceToAliceHolidays);
    const first = await receiptEvent(el);
    expect(receipts(sandbox)).to.have.length(1);
    expect(first.detail).to.deep.include({ transactionId: T.graceToAliceHolidays, fileName: `receipt-${T.graceToAliceHolidays}.pdf` });
    const pdf = await (await fetch(first.detail.url)).blob();
    expect(pdf.type).to.equal('application/pdf');
    expect(await pdf.text()).to.contain('Note: For the trip to Lisbon');
    const second = await receiptEvent(el);
    expect(second.detail.url).to.equal(first.detail.url);
    expect(receipts(sandbox)).to.have.length(1);
    await waitUntil(() => text(root(el).querySelector('.announcer')) === 'The receipt is downloading.');
  });

  it('asks for a new receipt once the link has run out, never reusing the expired one', async () => {
    let round = 0;
    const { el, sandbox } = await show(T.graceToAliceHolidays, {
      adapterOf: (adapter) => ({
        ...adapter,
        request: async (operation, input, options) => {
          const result = await adapter.request(operation, input, options);
          if (operationName(operation) !== 'createTransactionReceipt') return result;
          round += 1;
          return { ...(result as object), url: `${(result as { url: string }).url}#round-${round}`, ttl: 'PT0.3S' } as never;
        },
      }),
    });
    const first = await receiptEvent(el);
    // A sleep on purpose: the first link's time to live (0.3 s) running out is what is tested.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = await receiptEvent(el);
    expect(receipts(sandbox)).to.have.length(2);
    expect(first.detail.url).to.match(/#round-1$/);
    expect(second.detail.url).to.match(/#round-2$/);
  });

  it('time to live: the link is reused up to its last millisecond and asked for again from the moment it runs out', async () => {
    const { el, sandbox } = await show(T.aliceToDavid);
    let clock = 1_000_000;
    const receipt = new TransactionReceipt(el, new OperationController(el), () => clock);
    const saved: string[] = [];
    el.addEventListener('svc-receipt-download', (event) => {
      event.preventDefault();
      saved.push(event.detail.url);
    });
    await receipt.download(T.aliceToDavid);
    // The sandbox's receipts live five minutes.
    clock += 5 * 60_000 - 1;
    await receipt.download(T.aliceToDavid);
    expect(receipts(sandbox)).to.have.length(1);
    clock += 1;
    await receipt.download(T.aliceToDavid);
    expect(receipts(sandbox)).to.have.length(2);
    expect(saved).to.have.length(3);
  });

  /** An adapter outside sandbox mode whose receipt answer carries this link, as a real backend's would. */
  const receiptLinkOf = (url: string) => (adapter: FetchAdapter): FetchAdapter => ({
    ...adapter,
    sandbox: false,
    request: async (operation, input, options) =>
      operationName(operation) === 'createTransactionReceipt' ? ({ url, ttl: 'PT5M' } as never) : adapter.request(operation, input, options),
  });

  it('refuses a receipt link that is not https (and says so), and saves nothing', async () => {
    for (const url of ['http://files.example/receipt.pdf', 'javascript:alert(1)', '//files.example/r.pdf']) {
      const { el } = await show(T.aliceToDavid, { adapterOf: receiptLinkOf(url) });
      let fired = false;
      el.addEventListener('svc-receipt-download', () => (fired = true));
      part(el, 'receipt-button')!.click();
      await waitUntil(() => part(el, 'error'), `${url} was not refused`);
      expect(text(part(el, 'error'))).to.equal('The receipt could not be downloaded. The receipt link the bank sent cannot be opened safely.');
      expect(fired, url).to.equal(false);
    }
  });

  it('follows a plain http receipt link only on this machine, from a page on it (the sandbox behind the reference backend)', async () => {
    expect(['localhost', '127.0.0.1']).to.include(location.hostname, 'the test pages are served on a loopback host');
    const url = `http://127.0.0.1:${location.port}/sandbox/files/00000000-0000-4000-8000-000000000001`;
    const { el } = await show(T.aliceToDavid, { adapterOf: receiptLinkOf(url) });
    const saved: string[] = [];
    el.addEventListener('svc-receipt-download', (event) => {
      event.preventDefault();
      saved.push((event as CustomEvent<{ url: string }>).detail.url);
    });
    part(el, 'receipt-button')!.click();
    await waitUntil(() => saved.length === 1, 'the loopback link was not followed');
    expect(saved).to.deep.equal([url]);
    expect(part(el, 'error')).to.equal(null);
  });

  it('a failed receipt says so, and the next press asks again', async () => {
    let fail = true;
    const { el, sandbox } = await show(T.aliceToDavid, {
      adapterOf: (adapter) => ({
        ...adapter,
        request: async (operation, input, options) => {
          if (operationName(operation) === 'createTransactionReceipt' && fail) {
            fail = false;
            throw new TypeError('Failed to fetch');
          }
          return adapter.request(operation, input, options);
        },
      }),
    });
    part(el, 'receipt-button')!.click();
    await waitUntil(() => part(el, 'error'), 'the failure was not said');
    expect(text(part(el, 'error'))).to.match(/^The receipt could not be downloaded\. /);
    const event = await receiptEvent(el);
    expect(event.detail.transactionId).to.equal(T.aliceToDavid);
    expect(part(el, 'error')).to.equal(null);
    expect(receipts(sandbox)).to.have.length(1);
  });

  it('without a transaction-id, or with one that is not a UUID, says so and sends nothing', async () => {
    for (const [id, words] of [['', 'No transaction to show: give the element a transaction-id.'], ['7a-not-an-id', 'This transaction cannot be shown: its identifier is not valid.']]) {
      const { el, sandbox } = await show(id!);
      expect(text(part(el, 'error'))).to.equal(words);
      expect(loads(sandbox)).to.deep.equal([]);
      expect(el.matches(':state(error)')).to.equal(true);
    }
  });

  it('speaks the page’s language', async () => {
    const { el } = await show(T.declined, { locale: 'fr' });
    await waitUntil(() => text(part(el, 'badge')) === 'Refusée', 'the view never spoke French');
    expect(text(root(el).querySelector('[part~="row-decline"] dd'))).to.equal('Le solde du compte était insuffisant.');
    expect(text(part(el, 'receipt-button'))).to.equal('Télécharger le justificatif (PDF)');
  });
});
