// An end user's ids and fields: their own records only, no partner-only field, endUserId from the session.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const sepa = { type: 'PERSON', name: 'Jean Dupont', bankingDetails: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX' } };

describe('ids in paths', () => {
  for (const [what, as, own, others, path, method] of [
    ['consumer', alice, SEED.consumers.alice, SEED.consumers.bruno, (id: string) => `/consumers/${id}`, 'GET'],
    ['card', alice, SEED.cards.alicePhysical, SEED.cards.david, (id: string) => `/cards/${id}/pin`, 'POST'],
    ['beneficiary', alice, SEED.beneficiaries.aliceSepa, SEED.beneficiaries.brunoCompany, (id: string) => `/beneficiaries/${id}`, 'GET'],
    ['document', alice, SEED.documents.aliceIdentity, SEED.documents.brunoDeclined, (id: string) => `/documents/${id}`, 'GET'],
    ['transaction', { endUserId: SEED.consumers.david }, SEED.transactions.aliceToDavid, SEED.transactions.aliceToHolidays, (id: string) => `/transactions/${id}`, 'GET'],
    ['mandate', { endUserId: SEED.corporates.nordwind }, SEED.mandates.nordwindAlice, SEED.mandates.atelierSupplier, (id: string) => `/mandates/${id}`, 'GET'],
  ] as const) {
    it(`another customer’s ${what} is answered 404 and nothing is sent; their own passes`, async () => {
      const { call, forwarded } = harness();
      const refused = await call(path(others), { method, as });
      assert.equal(refused.status, 404);
      assert.equal(refused.body.code, 'NOT_FOUND');
      assert.equal(forwarded.length, 0);
      const mine = await call(path(own), { method, as });
      assert.equal(forwarded.length, 1, `${what}: own record forwarded (answered ${mine.status})`);
    });
  }

  it('a ledger of another customer cannot be listed from, nor a card ordered on it', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call(`/ledgers?parentId=${SEED.ledgers.atelierMain}`, { as: alice })).status, 404);
    const order = await call('/cards', { method: 'POST', as: alice, body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.graceGbp, profileId: SEED.cardProfiles.standard, nameOnCard: 'ALICE MARTIN' } });
    assert.equal(order.status, 404);
    assert.equal(order.body.field, 'ledgerId');
    assert.equal(forwarded.length, 0);
  });
});

describe('ids in bodies and queries', () => {
  it('an endUserId that is not the session’s is refused (body, query, multipart, nested)', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call('/beneficiaries', { method: 'POST', as: alice, body: { ...sepa, endUserId: SEED.consumers.bruno } })).status, 404);
    assert.equal((await call(`/cards?endUserId=${SEED.consumers.bruno}`, { as: alice })).status, 404);
    const form = new FormData();
    form.set('endUserId', SEED.consumers.bruno);
    form.set('type', 'ID_CARD');
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    assert.equal((await call('/documents', { method: 'POST', as: alice, body: form })).status, 404);
    const rules = [{ type: 'DAILY_MAX_SPEND', value: 100, endUserId: SEED.consumers.bruno }];
    assert.equal((await call('/cards', { method: 'POST', as: alice, body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.standard, nameOnCard: 'ALICE MARTIN', rules } })).status, 404);
    assert.equal(forwarded.length, 0);
  });

  it('another customer’s external card cannot pay; their own can', async () => {
    const { call, forwarded } = harness();
    const pay = (externalCardId: string) => call('/acquiring/payments', { method: 'POST', as: alice, body: { amount: 10, externalCardId } });
    const refused = await pay(SEED.externalCards.brunoMastercard);
    assert.equal(refused.status, 404);
    assert.equal(refused.body.field, 'externalCardId');
    assert.equal(forwarded.length, 0);
    await pay(SEED.externalCards.aliceVisa);
    assert.equal(forwarded.length, 1);
  });

  it('another customer’s document answered through an upload is refused', async () => {
    const { call, forwarded } = harness();
    const form = new FormData();
    form.set('documentId', SEED.documents.brunoRequested);
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    const answer = await call('/documents', { method: 'POST', as: alice, body: form });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.field, 'documentId');
    assert.equal(forwarded.length, 0);
  });

  it('an address is the end user’s when their own consumer record carries it; another customer’s is 404; a hook replaces the check', async () => {
    const asked: string[] = [];
    const form = (addressId: string) => {
      const body = new FormData();
      body.set('type', 'PROOF_OF_ADDRESS');
      body.set('addressId', addressId);
      body.set('file', new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
      return body;
    };
    const aliceAddress = 'ad000000-0000-4000-8000-000000000001';
    const brunoAddress = 'ad000000-0000-4000-8000-000000000002';
    const server = harness();
    const refused = await server.call('/documents', { method: 'POST', as: alice, body: form(brunoAddress) });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.field, 'addressId');
    assert.equal(server.forwarded.length, 0);
    assert.equal((await server.call('/documents', { method: 'POST', as: alice, body: form(aliceAddress) })).status, 201);
    assert.equal((await server.forwarded[0]!.formData()).get('addressId'), aliceAddress);
    const hooked = harness({ ownership: async (kind, id, endUserId) => (asked.push(`${kind} ${id} ${endUserId}`), kind === 'address') });
    await hooked.call('/documents', { method: 'POST', as: alice, body: form(brunoAddress) });
    assert.deepEqual(asked, [`address ${brunoAddress} ${SEED.consumers.alice}`]);
    assert.equal(hooked.forwarded.length, 1);
  });

  it('an unknown field named like an id is refused as an unknown field (400), before any look-up', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/beneficiaries/${SEED.beneficiaries.aliceSepa}`, { method: 'PATCH', as: alice, body: { friendlyName: 'Rent', ownerId: SEED.consumers.bruno } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'INVALID_REQUEST');
    assert.equal(answer.body.field, 'ownerId');
    assert.deepEqual(answer.body.errors, [{ field: 'ownerId', code: 'unknown-field' }]);
    assert.equal(forwarded.length, 0);
  });
});

describe('partner-only fields', () => {
  for (const [field, path, method, body] of [
    ['creatorType', `/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND`, 'PUT', { value: 100, creatorType: 'PARTNER' }],
    ['creatorType', `/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND?creatorType=PARTNER`, 'DELETE', undefined],
    ['operator', `/ledgers/${SEED.ledgers.aliceMain}/suspension`, 'POST', { operator: 'PARTNER', reason: 'x', blockIncomingTransaction: true }],
    ['partnerMetadata', `/consumers/${SEED.consumers.alice}/profile`, 'PATCH', { partnerMetadata: { tier: 'gold' } }],
  ] as const) {
    it(`${field} from an end user is refused (${method} ${path.split('?')[0]}), nothing sent`, async () => {
      const { call, forwarded } = harness();
      const answer = await call(path, { method, as: alice, body });
      assert.equal(answer.status, 403);
      assert.equal(forwarded.length, 0);
    });
  }

  it('creatorType SERVICE is refused by the contract itself (400), nothing sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND`, { method: 'PUT', as: alice, body: { value: 100, creatorType: 'SERVICE' } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.field, 'creatorType');
    assert.equal(forwarded.length, 0);
  });

  it('creatorType END_USER, true of the end user, passes (their own rule, as the card rules form sends it)', async () => {
    const { call, forwarded } = harness();
    const put = await call(`/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND`, { method: 'PUT', as: alice, body: { value: 100, creatorType: 'END_USER' } });
    assert.notEqual(put.status, 403);
    const removed = await call(`/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND?creatorType=END_USER`, { method: 'DELETE', as: alice });
    assert.notEqual(removed.status, 403);
    assert.equal(forwarded.length, 2);
    assert.equal((await forwarded[0]!.json()).creatorType, 'END_USER');
  });

  it('partnerMetadata from back-office staff is refused 403: patching a profile is the end user’s operation, so the table refuses staff before any field rule', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/consumers/${SEED.consumers.bruno}/profile`, { method: 'PATCH', as: { staff: ['back-office'], staffId: 'staff-1' }, body: { partnerMetadata: { tier: 'gold' } } });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.code, 'FORBIDDEN');
    assert.equal(forwarded.length, 0);
  });
});

describe('endUserId from the session', () => {
  it('is filled in a body that has none', async () => {
    const { call, forwarded } = harness();
    await call('/beneficiaries', { method: 'POST', as: alice, body: sepa });
    assert.equal(forwarded.length, 1);
    assert.equal((await forwarded[0]!.json()).endUserId, SEED.consumers.alice);
  });

  it('is filled in a list’s query, so a list shows only the end user’s records', async () => {
    const { call, forwarded } = harness();
    const answer = await call('/cards?pageSize=100', { as: alice });
    assert.equal(new URL(forwarded[0]!.url).searchParams.get('endUserId'), SEED.consumers.alice);
    assert.ok(answer.body.content.length > 0);
    assert.ok(answer.body.content.every((card: { endUserId: string }) => card.endUserId === SEED.consumers.alice));
  });

  it('is filled in a multipart upload', async () => {
    const { call, forwarded } = harness();
    const form = new FormData();
    form.set('type', 'ID_CARD');
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await call('/documents', { method: 'POST', as: alice, body: form });
    assert.equal((await forwarded[0]!.formData()).get('endUserId'), SEED.consumers.alice);
  });
});
