/**
 * Ownership: what a request relates to must be the acting end-user's own. Another end-user's record
 * answers as an unknown one (404 on its field), and nothing is stored.
 */
import { expect } from '@open-wc/testing';
import { SEED } from '../../src/sandbox/index.js';
import { asEndUser, rejects, setup } from './helpers.js';

const { consumers: C, corporates: K, related: R, ledgers: L, beneficiaries: B, transactions: T, externalCards: E } = SEED;
const pdf = () => new File([new TextEncoder().encode('%PDF-1.7')], 'scan.pdf', { type: 'application/pdf' });
/** Alice's address (the seed's consumer addresses are `ad…` after the consumer's id). */
const ALICE_ADDRESS = C.alice.replace(/^c0/, 'ad');
const notFoundOn = (field: string) => ({ status: 404, code: 'NOT_FOUND', field });

describe('sandbox: ownership', () => {
  describe('a top-up (Initiate acquiring account load)', () => {
    it("goes to the paying end-user's own ledger; another end-user's ledger is refused on targetLedgerId and nothing is recorded", async () => {
      const { client, sandbox } = setup();
      const own = await client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.alice, targetLedgerId: L.aliceMain } });
      expect(sandbox.data.acquiring.get(own.id)).to.include({ kind: 'ACCOUNT_LOAD', targetLedgerId: L.aliceMain });
      await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, endUserId: C.alice, targetLedgerId: L.davidMain } }), notFoundOn('targetLedgerId'));
      // Without endUserId, the stored card says who pays: Alice's card cannot top up David's ledger.
      await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 10, externalCardId: E.aliceVisa, targetLedgerId: L.davidMain } }), notFoundOn('targetLedgerId'));
      expect(sandbox.data.acquiring.size).to.equal(1);
    });

    it('as an end-user, only its own ledgers', async () => {
      const { client, sandbox } = asEndUser(C.grace);
      await client.initiateAcquiringAccountLoad({ body: { amount: 5, targetLedgerId: L.graceGbp } });
      await rejects(client.initiateAcquiringAccountLoad({ body: { amount: 5, targetLedgerId: L.aliceMain } }), notFoundOn('targetLedgerId'));
      expect(sandbox.data.acquiring.size).to.equal(1);
    });
  });

  describe('documents: transactionId, beneficiaryId, addressId, corporateRelatedId', () => {
    it("an upload relates to the end-user's own objects, all four at once if need be", async () => {
      const { client, sandbox } = setup();
      const relations = { transactionId: T.aliceToDavid, beneficiaryId: B.aliceSepa, addressId: ALICE_ADDRESS };
      const { id } = await client.uploadDocument({ body: { endUserId: C.alice, type: 'BANK_ACCOUNT_DETAILS', file: pdf(), ...relations } });
      expect(sandbox.data.documents.get(id)).to.include(relations);
      // Both sides of a transfer may relate a document to it.
      await client.uploadDocument({ body: { endUserId: C.david, type: 'BANK_ACCOUNT_STATEMENT', file: pdf(), transactionId: T.aliceToDavid } });
      // A company's declared person.
      const company = await client.uploadDocument({ body: { endUserId: K.atelier, type: 'IDENTITY_CARD', file: pdf(), corporateRelatedId: R.atelierDirector } });
      expect(sandbox.data.documents.get(company.id)).to.include({ corporateRelatedId: R.atelierDirector });
    });

    it("refuses another end-user's transaction, beneficiary, address or company person, each on its field, and stores nothing", async () => {
      const { client, sandbox } = setup();
      const upload = (relation: Record<string, string>) => client.uploadDocument({ body: { endUserId: C.grace, type: 'IDENTITY_CARD', file: pdf(), ...relation } });
      await rejects(upload({ transactionId: T.aliceToDavid }), notFoundOn('transactionId'));
      await rejects(upload({ beneficiaryId: B.aliceSepa }), notFoundOn('beneficiaryId'));
      await rejects(upload({ addressId: ALICE_ADDRESS }), notFoundOn('addressId'));
      await rejects(upload({ corporateRelatedId: R.atelierUbo }), notFoundOn('corporateRelatedId'));
      // Another corporate's person is not Nordwind's.
      await rejects(client.uploadDocument({ body: { endUserId: K.nordwind, type: 'IDENTITY_CARD', file: pdf(), corporateRelatedId: R.atelierUbo } }), notFoundOn('corporateRelatedId'));
      // One foreign relation among own ones is enough to refuse.
      await rejects(client.uploadDocument({ body: { endUserId: C.alice, type: 'IDENTITY_CARD', file: pdf(), beneficiaryId: B.aliceSepa, transactionId: SEED.transactions.declined, addressId: SEED.consumers.grace.replace(/^c0/, 'ad') } }), notFoundOn('addressId'));
      expect(sandbox.data.documents.size).to.equal(Object.keys(SEED.documents).length);
    });

    it("as an end-user, another's objects are refused too", async () => {
      const { client, sandbox } = asEndUser(C.bruno);
      await rejects(client.uploadDocument({ body: { type: 'IDENTITY_CARD', file: pdf(), beneficiaryId: B.aliceSepa } }), notFoundOn('beneficiaryId'));
      await client.uploadDocument({ body: { type: 'IDENTITY_CARD', file: pdf(), beneficiaryId: B.brunoCompany } });
      expect(sandbox.data.documents.size).to.equal(Object.keys(SEED.documents).length + 1);
    });

    it("answering a request: the relations are checked against the request's end-user", async () => {
      const { client, sandbox } = setup();
      await rejects(client.uploadDocument({ body: { documentId: SEED.documents.brunoRequested, file: pdf(), beneficiaryId: B.aliceSepa } }), notFoundOn('beneficiaryId'));
      expect(sandbox.data.documents.get(SEED.documents.brunoRequested)?.status).to.equal('REQUESTED');
      await client.uploadDocument({ body: { documentId: SEED.documents.brunoRequested, file: pdf(), beneficiaryId: B.brunoCompany } });
      expect(sandbox.data.documents.get(SEED.documents.brunoRequested)).to.include({ status: 'UPLOADED', beneficiaryId: B.brunoCompany });
    });

    it("a document request names the end-user's own objects; another's are refused and nothing is requested", async () => {
      const { client, sandbox } = setup();
      const { id } = await client.createDocumentRequest({ body: { endUserId: K.nordwind, type: 'IDENTITY_CARD', corporateRelatedId: R.nordwindUbo } });
      expect(sandbox.data.documents.get(id)).to.include({ status: 'REQUESTED', corporateRelatedId: R.nordwindUbo });
      const before = sandbox.data.documents.size;
      await rejects(client.createDocumentRequest({ body: { endUserId: K.nordwind, type: 'IDENTITY_CARD', corporateRelatedId: R.atelierUbo } }), notFoundOn('corporateRelatedId'));
      await rejects(client.createDocumentRequest({ body: { endUserId: C.grace, type: 'BANK_ACCOUNT_DETAILS', transactionId: T.aliceToHolidays } }), notFoundOn('transactionId'));
      await rejects(client.createDocumentRequest({ body: { endUserId: C.grace, type: 'BANK_ACCOUNT_DETAILS', addressId: '00000000-0000-4000-8000-000000000000' } }), notFoundOn('addressId'));
      expect(sandbox.data.documents.size).to.equal(before);
    });
  });
});
