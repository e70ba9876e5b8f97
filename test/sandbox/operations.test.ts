/** Every operation of the table, called once through the real adapter and answered successfully by the sandbox. */
import { expect } from '@open-wc/testing';
import { operationNames, type OperationName } from '../../src/api/operations.js';
import type { ServiceClient } from '../../src/client/client.js';
import { SEED, type Sandbox } from '../../src/sandbox/index.js';
import { BY_PASS, setup } from './helpers.js';

const { consumers: C, ledgers: L, cards: CA, cardProfiles: P, documents: D } = SEED;

type Case = (client: ServiceClient, sandbox: Sandbox) => Promise<void>;

const cases: Record<OperationName, Case> = {
  getConsumer: async (client) => {
    const alice = await client.getConsumer({ params: { consumerId: C.alice } });
    expect(alice.lastName).to.equal('Martin');
  },
  listConsumers: async (client) => {
    const page = await client.listConsumers();
    expect(page.totalElements).to.equal(7);
  },
  createConsumer: async (client, sandbox) => {
    const { id } = await client.createConsumer({ body: { firstName: 'Hélène', lastName: 'Roy', phone: { countryCode: '33', number: '611112222' } } });
    expect(sandbox.data.consumers.get(id)?.firstName).to.equal('Hélène');
  },
  patchConsumerProfile: async (client, sandbox) => {
    await client.patchConsumerProfile({ params: { consumerId: C.alice }, body: { occupation: 'PROFESSOR' } });
    expect(sandbox.data.consumers.get(C.alice)?.occupation).to.equal('PROFESSOR');
  },
  patchConsumerContact: async (client) => {
    const result = await client.patchConsumerContact({ params: { consumerId: C.alice }, body: { emailAddress: 'alice@new.example' } });
    expect(result.id).to.equal(C.alice);
  },
  verifyConsumerPhone: async (client) => {
    expect(await client.verifyConsumerPhone({ params: { consumerId: C.chloe }, body: {} })).to.deep.equal({ verified: false });
  },
  sendConsumerVerificationEmail: async (client) => {
    expect(await client.sendConsumerVerificationEmail({ params: { consumerId: C.chloe } })).to.equal(undefined);
  },
  createBeneficiary: async (client, sandbox) => {
    const { id } = await client.createBeneficiary({
      body: { endUserId: C.alice, type: 'PERSON', name: 'Marie Curie', bankingDetails: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' } },
    });
    expect(sandbox.data.beneficiaries.get(id)?.iban).to.equal('DE89370400440532013000');
  },
  getBeneficiary: async (client) => {
    expect((await client.getBeneficiary({ params: { beneficiaryId: SEED.beneficiaries.aliceGbp } })).accountType).to.equal('GBP');
  },
  patchBeneficiary: async (client, sandbox) => {
    await client.patchBeneficiary({ params: { beneficiaryId: SEED.beneficiaries.aliceSepa }, body: { friendlyName: 'Landlord' } });
    expect(sandbox.data.beneficiaries.get(SEED.beneficiaries.aliceSepa)?.friendlyName).to.equal('Landlord');
  },
  putCardRule: async (client, sandbox) => {
    await client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'MONTHLY_MAX_SPEND' }, body: { value: 2500 } });
    expect(sandbox.data.cards.get(CA.alicePhysical)?.rules.some((r) => r.type === 'MONTHLY_MAX_SPEND' && r.value === 2500)).to.equal(true);
  },
  removeCardRule: async (client, sandbox) => {
    await client.removeCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, query: { creatorType: 'PARTNER' } });
    expect(sandbox.data.cards.get(CA.alicePhysical)?.rules.map((r) => r.creatorType)).to.deep.equal(['END_USER']);
  },
  putCardProfileRule: async (client, sandbox) => {
    await client.putCardProfileRule({ params: { cardProfileId: P.virtual, ruleType: 'WEEKLY_MAX_SPEND' }, body: { value: 700 } });
    expect(sandbox.data.cardProfiles.get(P.virtual)?.rules.map((r) => r.type)).to.deep.equal(['WEEKLY_MAX_SPEND']);
  },
  removeCardProfileRule: async (client, sandbox) => {
    await client.removeCardProfileRule({ params: { cardProfileId: P.standard, ruleType: 'DAILY_MAX_SPEND' } });
    expect(sandbox.data.cardProfiles.get(P.standard)?.rules).to.deep.equal([]);
  },
  listCards: async (client) => {
    expect((await client.listCards()).totalElements).to.equal(14);
  },
  createCard: async (client, sandbox) => {
    const { id } = await client.createCard({ body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: L.aliceMain, profileId: P.virtual } });
    expect(sandbox.data.cards.get(id)?.nameOnCard).to.equal('ALICE MARTIN');
  },
  getCardPin: async (client) => {
    expect((await client.getCardPin({ params: { cardId: CA.alicePhysical } })).pin).to.match(/^\d{4}$/);
  },
  getPanCredentials: async (client) => {
    const credentials = await client.getPanCredentials({ params: { cardId: CA.aliceVirtual } });
    expect(credentials.ttl).to.equal('PT1M');
  },
  listCardDesigns: async (client) => {
    expect((await client.listCardDesigns()).totalElements).to.equal(6);
  },
  listLedgers: async (client) => {
    expect((await client.listLedgers()).totalElements).to.equal(33);
  },
  createLedger: async (client, sandbox) => {
    const { id } = await client.createLedger({ body: { endUserId: C.grace, type: 'EUR_FRANCE', friendlyName: 'Euro account' } });
    expect(sandbox.data.ledgers.get(id)?.status).to.equal('ACTIVE');
  },
  suspendLedger: async (client, sandbox) => {
    await client.suspendLedger({ params: { ledgerId: L.graceGbp }, body: { reason: 'Lost phone', blockIncomingTransaction: false } });
    expect(sandbox.data.ledgers.get(L.graceGbp)?.status).to.equal('SUSPENDED');
  },
  listDocuments: async (client) => {
    expect((await client.listDocuments({ query: { endUserId: C.alice } })).totalElements).to.equal(3);
  },
  uploadDocument: async (client, sandbox) => {
    const file = new File(['%PDF-1.4 payslip'], 'payslip.pdf', { type: 'application/pdf' });
    const { id } = await client.uploadDocument({ body: { endUserId: C.alice, type: 'BANK_ACCOUNT_DETAILS', file } });
    expect(sandbox.data.documents.get(id)?.status).to.equal('UPLOADED');
  },
  createDocumentRequest: async (client, sandbox) => {
    const { id } = await client.createDocumentRequest({ body: { endUserId: C.farid, type: 'IDENTITY_CARD', note: 'Front and back' } });
    expect(sandbox.data.documents.get(id)?.status).to.equal('REQUESTED');
  },
  getDocument: async (client) => {
    const document = await client.getDocument({ params: { documentId: D.aliceIdentity } });
    expect(document.download?.url).to.match(/^blob:/);
  },
  downloadDocument: async (client) => {
    const file = await client.downloadDocument({ params: { documentId: D.aliceIdentity } });
    expect((await file.text()).startsWith('%PDF-')).to.equal(true);
  },
  initiateAcquiringPayment: async (client) => {
    const result = await client.initiateAcquiringPayment({ body: { amount: 25, endUserId: C.alice, redirectUrl: 'https://shop.example/done' } });
    expect(result.webPage?.url).to.be.a('string');
  },
  initiateAcquiringAccountLoad: async (client) => {
    const result = await client.initiateAcquiringAccountLoad({ body: { amount: 100, targetLedgerId: L.aliceMain, externalCardId: SEED.externalCards.aliceVisa } });
    expect(result.id).to.be.a('string');
  },
  listExternalCards: async (client) => {
    expect((await client.listExternalCards()).totalElements).to.equal(4);
  },
  getMandate: async (client) => {
    expect((await client.getMandate({ params: { mandateId: SEED.mandates.nordwindAlice } })).status).to.equal('ACTIVATED');
  },
  updateMandate: async (client, sandbox) => {
    await client.updateMandate({ params: { mandateId: SEED.mandates.atelierSupplier }, body: { recurring: true } });
    expect(sandbox.data.mandates.get(SEED.mandates.atelierSupplier)?.recurring).to.equal(true);
  },
  getTransaction: async (client) => {
    expect((await client.getTransaction({ params: { transactionId: SEED.transactions.aliceToDavid } })).type).to.equal('INTER_LEDGER');
  },
  createTransactionReceipt: async (client) => {
    expect((await client.createTransactionReceipt({ params: { transactionId: SEED.transactions.aliceToDavid } })).url).to.match(/^blob:/);
  },
  declareCorporateRelated: async (client, sandbox) => {
    const { id } = await client.declareCorporateRelated({
      params: { corporateId: SEED.corporates.nordwind },
      body: { isDirector: true, sharesInfo: [{ percentage: 0 }], info: { firstName: 'Mia', lastName: 'Wolf' } },
    });
    expect(sandbox.data.corporateRelated.get(id)?.kycStatus).to.equal('NOT_STARTED');
  },
  createCorporateShare: async (client) => {
    // A holder declared without a share: shares are unique per holder.
    const { id } = await client.declareCorporateRelated({ params: { corporateId: SEED.corporates.meridian }, body: { isDirector: true, sharesInfo: [], info: { firstName: 'Ana', lastName: 'Lima' } } });
    expect((await client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 12.5 } })).id).to.be.a('string');
  },
  requestKybVerification: async (client, sandbox) => {
    await client.requestKybVerification({ params: { corporateId: SEED.corporates.nordwind } });
    expect(sandbox.data.corporates.get(SEED.corporates.nordwind)?.kybRequestDate).to.be.a('string');
  },
  listPartnerUsers: async (client) => {
    expect((await client.listPartnerUsers()).totalElements).to.equal(3);
  },
  createPartnerUser: async (client) => {
    expect((await client.createPartnerUser({ body: { email: 'new.admin@pebble-money.example', roles: ['ACCOUNT_CREATE'] } })).otp).to.match(/^\d{8}$/);
  },
  getPartnerConfiguration: async (client) => {
    expect((await client.getPartnerConfiguration()).displayName).to.equal('Pebble Money');
  },
};

describe('sandbox: every operation', () => {
  for (const name of operationNames) {
    it(`${name} succeeds`, async () => {
      const run = (cases as Partial<Record<OperationName, Case>>)[name];
      expect(run, `no test case for ${name}`).to.be.a('function');
      const { client, sandbox } = setup(BY_PASS);
      await run!(client, sandbox);
      const received = sandbox.requests.filter((request) => request.operation === name);
      expect(received.length, 'requests received for the operation').to.equal(1);
      expect(received[0]!.status).to.be.within(200, 299);
    });
  }

  it('has no case for an operation that does not exist', () => {
    expect(Object.keys(cases).sort()).to.deep.equal([...operationNames].sort());
  });
});
