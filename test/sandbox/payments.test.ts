/** Beneficiaries, acquiring, mandates, transactions and partner administration (corporates: corporates.test.ts). */
import { expect } from '@open-wc/testing';
import { SEED } from '../../src/sandbox/index.js';
import { BY_PASS, asEndUser, endUserClientOn, rejects, setup } from './helpers.js';

const { consumers: C, ledgers: L } = SEED;
const sepa = { iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPPAR' };

describe('sandbox: beneficiaries', () => {
  it('a partner must give endUserId (400 on endUserId)', async () => {
    await rejects(setup(BY_PASS).client.createBeneficiary({ body: { type: 'PERSON', name: 'Jo Bloggs', bankingDetails: { accountNumber: '12345678', sortCode: '112233' } } }), {
      status: 400, kind: 'validation', code: 'INVALID_REQUEST', field: 'endUserId',
    });
  });

  it('an end-user sending display gets 403 FORBIDDEN on display; without it, the beneficiary is its own', async () => {
    const { client, sandbox } = asEndUser(C.grace, BY_PASS);
    const body = { type: 'PERSON', name: 'Jo Bloggs', bankingDetails: { accountNumber: '12345678', sortCode: '112233' } } as const;
    await rejects(client.createBeneficiary({ body: { ...body, display: false } }), { status: 403, kind: 'forbidden', code: 'FORBIDDEN', field: 'display' });
    const { id } = await client.createBeneficiary({ body });
    expect(sandbox.data.beneficiaries.get(id)).to.include({ endUserId: C.grace, accountType: 'GBP', sortCode: '112233', display: true, active: true });
    await rejects(client.patchBeneficiary({ params: { beneficiaryId: id }, body: { display: false } }), { status: 403, code: 'FORBIDDEN', field: 'display' });
    await client.patchBeneficiary({ params: { beneficiaryId: id }, body: { active: false } });
    expect(sandbox.data.beneficiaries.get(id)?.active).to.equal(false);
  });

  it('GBP and USD details with fields the kit does not name: sent as given, the record keeps the account', async () => {
    const { client, sandbox } = setup(BY_PASS);
    const gbp = { accountNumber: '31926819', sortCode: '601613', bankName: 'NatWest' };
    const { id } = await client.createBeneficiary({ body: { endUserId: C.bruno, type: 'PERSON', name: 'Oliver Smith', bankingDetails: gbp } });
    expect((sandbox.requests.at(-1)!.body as { bankingDetails: unknown }).bankingDetails).to.deep.equal(gbp);
    const beneficiary = await client.getBeneficiary({ params: { beneficiaryId: id } });
    expect(beneficiary).to.include({ accountType: 'GBP', accountNumber: '31926819', sortCode: '601613' });
    expect(beneficiary).to.not.have.property('bankName');
    const usd = { accountNumber: '123456789', routingNumber: '021000021', bic: 'CHASUS33', accountKind: 'CHECKING' };
    const { id: other } = await client.createBeneficiary({ body: { endUserId: C.bruno, type: 'COMPANY', name: 'Acme Inc', bankingDetails: usd } });
    expect(sandbox.data.beneficiaries.get(other)).to.include({ accountType: 'USD', accountNumber: '123456789', bic: 'CHASUS33' });
  });

  it('recognises one of the partner\'s own ledgers (serviceLedgerId)', async () => {
    const { client, sandbox } = setup(BY_PASS);
    const savingsIban = sandbox.data.ledgers.get(L.aliceSavings)!.iban!;
    const { id } = await client.createBeneficiary({ body: { endUserId: C.bruno, type: 'PERSON', name: 'Alice Martin', bankingDetails: { ...sepa, iban: savingsIban } } });
    const beneficiary = await client.getBeneficiary({ params: { beneficiaryId: id } });
    expect(beneficiary).to.include({ serviceLedgerId: L.aliceSavings, iban: savingsIban, accountType: 'IBAN' });
  });
});

describe('sandbox: acquiring', () => {
  it('returns the acquiring id and the payment page with its time to live', async () => {
    const { client, sandbox } = setup();
    const result = await client.initiateAcquiringPayment({ body: { amount: 0, storeCard: true, endUserId: C.alice } });
    // In a page, the hosted page is a blob: document of the page's origin (test/sandbox/hosted-page.test.ts).
    expect(result.webPage?.ttl).to.equal('PT15M');
    expect(result.webPage?.url?.startsWith(`blob:${location.origin}/`)).to.equal(true);
    expect(sandbox.data.acquiring.get(result.id)).to.include({ kind: 'PAYMENT', amount: 0, storeCard: true, status: 'PENDING' });
  });

  it('checks that externalCardId and targetLedgerId exist (404 on the field)', async () => {
    const { client } = setup();
    const unknown = '00000000-0000-4000-8000-000000000000';
    await rejects(client.initiateAcquiringPayment({ body: { amount: 10, externalCardId: unknown } }), { status: 404, code: 'NOT_FOUND', field: 'externalCardId' });
    await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, targetLedgerId: unknown } }), { status: 404, code: 'NOT_FOUND', field: 'targetLedgerId' });
    // Another end-user's stored card is not usable.
    await rejects(client.initiateAcquiringPayment({ body: { amount: 10, endUserId: C.alice, externalCardId: SEED.externalCards.brunoMastercard } }), {
      status: 404, code: 'NOT_FOUND', field: 'externalCardId',
    });
  });

  it('lists external cards per end-user', async () => {
    const page = await setup().client.listExternalCards({ query: { endUserId: C.bruno } });
    expect(page.content.map((card) => card.maskedPan)).to.deep.equal(['555555******4444']);
  });
});

describe('sandbox: mandates and transactions', () => {
  it('updates a mandate: banking details normalised, update date moved', async () => {
    const { client } = setup();
    const mandateId = SEED.mandates.atelierSupplier;
    const before = await client.getMandate({ params: { mandateId } });
    await client.updateMandate({ params: { mandateId }, body: { friendlyName: 'Boulangerie', expirationDate: '2030-01-31', debtor: { bankingDetails: { iban: sepa.iban } } } });
    const after = await client.getMandate({ params: { mandateId } });
    expect(after).to.deep.include({ friendlyName: 'Boulangerie', expirationDate: '2030-01-31', debtor: { ...before.debtor, bankingDetails: { iban: sepa.iban.replace(/ /g, '') } } });
    expect(after.updateDate).not.to.equal(before.updateDate);
  });

  it('a receipt is { url, ttl } where url is a small real PDF', async () => {
    const receipt = await setup().client.createTransactionReceipt({ params: { transactionId: SEED.transactions.declined } });
    expect(receipt.ttl).to.equal('PT5M');
    const pdf = await (await fetch(receipt.url)).blob();
    expect(pdf.type).to.equal('application/pdf');
    const text = await pdf.text();
    expect(text).to.match(/^%PDF-1\.4/);
    expect(text).to.contain('Amount: 2500 EUR');
  });

  it('seeds Alice a transfer with every INTER_LEDGER field, a transaction of another variant, and two external cards', async () => {
    const { sandbox } = setup();
    const alice = endUserClientOn(sandbox, C.alice);
    const full = await alice.getTransaction({ params: { transactionId: SEED.transactions.graceToAliceHolidays } });
    expect(Object.keys(full.information!).sort()).to.deep.equal(['clearingDate', 'conversionRate', 'note', 'originalAmount', 'originalCurrency', 'reference']);
    for (const party of [full.sender!, full.receiver!]) expect(party).to.include.keys('name', 'endUserId', 'ledgerId', 'ledgerFriendlyName', 'previousTotalBalance', 'previousReservedBalance');
    expect(full.receiver).to.include({ virtualLedgerId: L.aliceHolidays, virtualLedgerFriendlyName: 'Holidays' });
    expect(full.information!.originalCurrency).not.to.equal(full.currency);
    const other = await alice.getTransaction({ params: { transactionId: SEED.transactions.aliceCardPayment } });
    expect(other.type).not.to.equal('INTER_LEDGER');
    // Its merchant is the other party, by name only (the sandbox's decision `card-payment-merchant-receiver`).
    expect((other as { receiver?: unknown }).receiver).to.deep.equal({ name: 'Boulangerie Petit' });
    const receipt = await alice.createTransactionReceipt({ params: { transactionId: SEED.transactions.aliceCardPayment } });
    expect(receipt.ttl).to.equal('PT5M');
    expect((await alice.listExternalCards()).content.map((card) => card.scheme)).to.have.members(['VISA', 'MASTERCARD']);
  });

  it('both sides of a transfer see it; others get 404', async () => {
    const { sandbox } = setup();
    const transactionId = SEED.transactions.aliceToDavid;
    expect((await endUserClientOn(sandbox, C.david).getTransaction({ params: { transactionId } })).amount).to.equal(42.5);
    await rejects(endUserClientOn(sandbox, C.grace).getTransaction({ params: { transactionId } }), { status: 404, code: 'NOT_FOUND' });
  });
});

describe('sandbox: partner administration', () => {
  it('creating a partner user returns a one-time password; the user is listed', async () => {
    const { client } = setup();
    const created = await client.createPartnerUser({ body: { email: 'auditor@pebble-money.example', roles: ['BENEFICIARY_INFO'] } });
    expect(created.otp).to.match(/^\d{8}$/);
    const users = await client.listPartnerUsers({ query: { sortAttribute: 'EMAIL' } });
    expect(users.content.map((user) => user.email)).to.deep.equal([
      'admin@pebble-money.example', 'auditor@pebble-money.example', 'compliance@pebble-money.example', 'operations@pebble-money.example',
    ]);
    await rejects(client.createPartnerUser({ body: { email: 'Auditor@pebble-money.example', roles: [] } }), { status: 409, code: 'EMAIL_ALREADY_USED', field: 'email' });
  });

  it('a partner user created without roles (the spec does not require them) is listed with none', async () => {
    const { client } = setup();
    const { id } = await client.createPartnerUser({ body: { email: 'viewer@pebble-money.example' } });
    const users = await client.listPartnerUsers({ query: { sortAttribute: 'EMAIL' } });
    expect(users.content.find((user) => user.id === id)?.roles).to.deep.equal([]);
  });

  it('is the partner\'s only (403 for end-users)', async () => {
    const { client } = asEndUser(C.alice);
    await rejects(client.getPartnerConfiguration(), { status: 403, kind: 'forbidden', code: 'FORBIDDEN' });
    await rejects(client.listPartnerUsers(), { status: 403, code: 'FORBIDDEN' });
  });
});
