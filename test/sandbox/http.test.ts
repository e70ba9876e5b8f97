/** The sandbox as an HTTP server: routing, validation, callers, the request log, latency, reset and its seed. */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { isValidIban } from '../../src/api/formats/index.js';
import { operations } from '../../src/api/operations.js';
import { SEED, createSandbox, endUserHeaders } from '../../src/sandbox/index.js';
import { BY_PASS, lastRequest, rejects, setup } from './helpers.js';

const C = SEED.consumers;

describe('sandbox: HTTP', () => {
  describe('routing', () => {
    it('answers an unknown route, or a known path with another method, with 404 NOT_FOUND', async () => {
      const { sandbox } = setup();
      for (const [method, path] of [['GET', '/accounts'], ['DELETE', '/consumers'], ['GET', `/consumers/${C.alice}/profile`]]) {
        const response = await sandbox.fetch(`${sandbox.baseUrl}${path}`, { method });
        expect(response.status, `${method} ${path}`).to.equal(404);
        expect((await response.json()).code).to.equal('NOT_FOUND');
      }
      expect(lastRequest(sandbox).operation).to.equal(undefined);
      expect(lastRequest(sandbox).status).to.equal(404);
    });

    it('routes by the operations table: path parameters are extracted and validated', async () => {
      const { sandbox } = setup();
      const response = await sandbox.fetch(`${sandbox.baseUrl}/cards/not-a-card/rules/daily`, { method: 'DELETE' });
      expect(response.status).to.equal(400);
      const body = await response.json();
      expect(body.code).to.equal('INVALID_REQUEST');
      expect(body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['params.cardId', 'params.ruleType']);
      expect(lastRequest(sandbox).operation).to.equal('removeCardRule');
    });
  });

  describe('validation with the operation\'s schemas', () => {
    it('answers 400 INVALID_REQUEST listing every field with its dotted path and rule', async () => {
      const { sandbox } = setup();
      const response = await sandbox.fetch(`${sandbox.baseUrl}/consumers`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: { countryCode: '33', number: '+33 6 12' }, emailAddress: 'not-an-email', externalId: 'x'.repeat(512) }),
      });
      expect(response.status).to.equal(400);
      const body = await response.json();
      expect(body.code).to.equal('INVALID_REQUEST');
      const fields = Object.fromEntries(body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
      expect(fields).to.deep.equal({ 'phone.number': 'phone', emailAddress: 'invalid_format', externalId: 'too_big' });
    });

    it('answers 400 to a body that is not JSON', async () => {
      const { sandbox } = setup();
      const response = await sandbox.fetch(`${sandbox.baseUrl}/ledgers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"type":' });
      expect(response.status).to.equal(400);
      expect(lastRequest(sandbox).body).to.equal('{"type":');
    });

    it('reads key[] query arrays, numbers and booleans as the schemas want them', async () => {
      const { sandbox } = setup();
      const response = await sandbox.fetch(`${sandbox.baseUrl}/documents?status[]=VALIDATED&status%5B%5D=DECLINED&requested=false&pageSize=2&sortAttribute=FILENAME`);
      const page = await response.json();
      expect(page.totalElements).to.equal(3);
      expect(page.content.map((d: { fileName: string }) => d.fileName)).to.deep.equal(['health-insurance.pdf', 'identity-card.pdf']);
      const wrong = await sandbox.fetch(`${sandbox.baseUrl}/documents?status[]=LOST&requested=maybe`);
      expect((await wrong.json()).errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.status.0', 'query.requested']);
    });
  });

  describe('callers', () => {
    it('an unknown end-user is refused (403)', async () => {
      const { client } = setup({ headers: endUserHeaders('00000000-0000-4000-8000-000000000000') });
      await rejects(client.listLedgers(), { status: 403, code: 'FORBIDDEN' });
    });

    it('a corporate end-user acts on itself', async () => {
      const { client } = setup({ headers: endUserHeaders(SEED.corporates.atelier) });
      const ledgers = await client.listLedgers();
      expect(ledgers.content.map((l) => l.id)).to.deep.equal([SEED.ledgers.atelierMain]);
      await rejects(client.requestKybVerification({ params: { corporateId: SEED.corporates.nordwind } }), { status: 404, code: 'NOT_FOUND' });
    });
  });

  it('logs every request: operation, method, url, lower-case headers and the parsed body', async () => {
    const { client, sandbox } = setup({ ...BY_PASS, headers: () => ({ Authorization: 'Bearer partner-session', 'X-Request-Id': 'r-1' }) });
    await client.patchBeneficiary({ params: { beneficiaryId: SEED.beneficiaries.aliceSepa }, body: { active: false } });
    const request = sandbox.requests[0]!;
    expect(request).to.deep.include({
      operation: 'patchBeneficiary', method: 'PATCH', url: `${sandbox.baseUrl}/beneficiaries/${SEED.beneficiaries.aliceSepa}`, body: { active: false }, status: 200,
    });
    expect(request.headers).to.include({
      authorization: 'Bearer partner-session', 'x-request-id': 'r-1', 'content-type': 'application/json', 'service-sca-strategy': 'BY_PASS',
    });
  });

  describe('latency', () => {
    it('answers after latencyMs', async () => {
      const { client } = setup({ latencyMs: 60 });
      const started = Date.now();
      await client.getPartnerConfiguration();
      expect(Date.now() - started).to.be.at.least(55);
    });

    it('honours the AbortSignal: the client sees abort or timeout, nothing is changed', async () => {
      const { client, sandbox } = setup({ latencyMs: 200 });
      const controller = new AbortController();
      const call = client.createConsumer({ body: { phone: { countryCode: '33', number: '600000009' } } }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      await rejects(call, { kind: 'abort', code: 'ABORTED' });
      await rejects(client.listCards(undefined, { timeoutMs: 20 }), { kind: 'timeout', code: 'TIMEOUT' });
      expect(sandbox.data.consumers.size).to.equal(7);
    });

    it('rejects an aborted fetch with a DOMException AbortError', async () => {
      const sandbox = createSandbox({ latencyMs: 100 });
      const controller = new AbortController();
      const pending = sandbox.fetch(`${sandbox.baseUrl}/partner/configuration`, { signal: controller.signal });
      controller.abort();
      const error = await pending.then(() => undefined, (reason: unknown) => reason);
      expect(error).to.be.instanceOf(DOMException);
      expect((error as DOMException).name).to.equal('AbortError');
    });
  });

  it('reset() goes back to the seed: data, pending SCAs and the request log', async () => {
    const { client, sandbox } = setup(BY_PASS);
    await client.createLedger({ body: { endUserId: C.alice, type: 'EUR_FRANCE', friendlyName: 'Temporary' } });
    await client.patchConsumerProfile({ params: { consumerId: C.alice }, body: { occupation: 'FARMER' } });
    await sandbox.fetch(`${sandbox.baseUrl}/cards/${SEED.cards.alicePhysical}/pin`, { method: 'POST' });
    expect(sandbox.pendingSca()).to.have.length(1);
    sandbox.reset();
    expect(sandbox.requests).to.have.length(0);
    expect(sandbox.pendingSca()).to.have.length(0);
    expect(sandbox.data.ledgers.size).to.equal(33);
    expect(sandbox.data.consumers.get(C.alice)?.occupation).to.equal('ENGINEER');
  });

  describe('seed', () => {
    it('every seed object parses with the operations\' response schemas', () => {
      const data = createSandbox().data;
      const check = (schema: z.ZodMiniType, records: Iterable<unknown>, what: string) => {
        for (const record of records) {
          const result = schema.safeParse(record);
          expect(result.success, `${what}: ${JSON.stringify(result.error?.issues)}`).to.equal(true);
        }
      };
      check(operations.getConsumer.response, data.consumers.values(), 'consumer');
      check(operations.getBeneficiary.response, data.beneficiaries.values(), 'beneficiary');
      check(operations.listCards.response.def.shape.content.def.element, data.cards.values(), 'card');
      check(operations.listCardDesigns.response.def.shape.content.def.element, data.cardDesigns.values(), 'card design');
      check(operations.listLedgers.response.def.shape.content.def.element, data.ledgers.values(), 'ledger');
      check(operations.getDocument.response, data.documents.values(), 'document');
      check(operations.listExternalCards.response.def.shape.content.def.element, data.externalCards.values(), 'external card');
      check(operations.getMandate.response, data.mandates.values(), 'mandate');
      check(operations.getTransaction.response, data.transactions.values(), 'transaction');
      check(operations.listPartnerUsers.response.def.shape.content.def.element, data.partnerUsers.values(), 'partner user');
      check(operations.getPartnerConfiguration.response, [data.partnerConfiguration], 'partner configuration');
    });

    it('has valid IBANs, and the states the demos need', () => {
      const data = createSandbox().data;
      const ibans = [...data.ledgers.values(), ...data.beneficiaries.values()].flatMap((record) => (record.iban ? [record.iban] : []));
      expect(ibans.length).to.be.greaterThan(10);
      expect(ibans.filter((iban) => !isValidIban(iban))).to.deep.equal([]);
      const kyc = new Set([...data.consumers.values()].map((c) => c.kycInfo.status));
      for (const state of ['VALIDATED', 'PENDING_REVIEW', 'NOT_STARTED', 'DECLINED']) expect(kyc.has(state), state).to.equal(true);
      const cardStates = new Set([...data.cards.values()].map((c) => c.status));
      for (const state of ['ACTIVE', 'AWAITING_ACTIVATION', 'SUSPENDED', 'CLOSED', 'EXPIRED']) expect(cardStates.has(state), state).to.equal(true);
      expect([...data.cardProfiles.values()].some((p) => !p.active)).to.equal(true);
      expect([...data.documents.values()].some((d) => d.status === 'REQUESTED')).to.equal(true);
      expect(data.ledgers.size).to.be.at.least(30);
    });

    it('is the same in every sandbox and not shared between them', () => {
      const [one, two] = [createSandbox(), createSandbox()];
      expect(JSON.stringify([...one.data.cards.values()])).to.equal(JSON.stringify([...two.data.cards.values()]));
      expect(one.data.cards.get(SEED.cards.alicePhysical)).not.to.equal(two.data.cards.get(SEED.cards.alicePhysical));
    });
  });
});
