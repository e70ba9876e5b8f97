/** SCA as a partner's page lives it: each strategy, pending, approval, expiry, decline, signatures. */
import { expect } from '@open-wc/testing';
import type { ScaState, SignRequest } from '../../src/client/sca.js';
import { SEED, sandboxSign, sandboxSignOn } from '../../src/sandbox/index.js';
import { BY_PASS, rejects, setup } from './helpers.js';

const { cards: CA, consumers: C } = SEED;
const fast = { pollIntervalMs: 20 };
const pin = { params: { cardId: CA.alicePhysical } };

describe('sandbox: SCA', () => {
  it('BY_PASS runs the operation at once', async () => {
    const { client, sandbox } = setup(BY_PASS);
    expect((await client.getCardPin(pin)).pin).to.match(/^\d{4}$/);
    expect(sandbox.requests).to.have.length(1);
    expect(sandbox.requests[0]!.headers['service-sca-strategy']).to.equal('BY_PASS');
  });

  it('treats a request without Service-SCA-Strategy as PUSH_NOTIFICATION: 409 SCA_REQUIRED naming the strategy', async () => {
    const { sandbox } = setup();
    const response = await sandbox.fetch(`${sandbox.baseUrl}/cards/${CA.alicePhysical}/pin`, { method: 'POST' });
    expect(response.status).to.equal(409);
    const body = await response.json();
    expect(body.code).to.equal('SCA_REQUIRED');
    expect(body.message).to.contain('PUSH_NOTIFICATION');
    expect(body.scaDeviceId).to.equal(SEED.scaDevices.alice);
    expect(body.ttl).to.deep.equal({ seconds: 120, nano: 0, zero: false, negative: false, positive: true, units: [] });
    expect(sandbox.pendingSca()).to.deep.equal([{ scaId: body.scaId, operation: 'getCardPin', expiresAt: sandbox.pendingSca()[0]!.expiresAt }]);
  });

  it('PUSH_NOTIFICATION: required → pending → approved by approve(), then runs once', async () => {
    const { client, sandbox } = setup({ sca: fast });
    const states: ScaState[] = [];
    const result = await client.getCardPin(pin, {
      onSca: (update) => {
        states.push(update.state);
        if (update.state === 'pending') {
          expect(sandbox.pendingSca().map((sca) => sca.operation)).to.deep.equal(['getCardPin']);
          setTimeout(() => sandbox.approve(update.scaId), 50);
        }
      },
    });
    expect(result.pin).to.match(/^\d{4}$/);
    expect(states).to.deep.equal(['required', 'pending', 'approved']);
    const statuses = sandbox.requests.map((request) => request.status);
    expect(statuses[0]).to.equal(409);
    expect(statuses[statuses.length - 1]).to.equal(200);
    expect(sandbox.requests.slice(1).every((request) => request.headers['service-sca-id'] === sandbox.requests[1]!.headers['service-sca-id'])).to.equal(true);
    expect(sandbox.pendingSca()).to.deep.equal([]);
  });

  it('PUSH_NOTIFICATION: approved by itself after approvalDelayMs', async () => {
    // Long enough that the SCA is still pending when the first answer has been read, on a slow machine too.
    const { client, sandbox } = setup({ approvalDelayMs: 400, sca: fast });
    const started = Date.now();
    const states: string[] = [];
    let pendingWhileWaiting: string[] = [];
    await client.patchConsumerContact(
      { params: { consumerId: C.alice }, body: { emailAddress: 'alice.m@example.org' } },
      {
        onSca: (update) => {
          states.push(update.state);
          if (update.state === 'pending') pendingWhileWaiting = sandbox.pendingSca().map((sca) => sca.operation);
        },
      },
    );
    expect(Date.now() - started).to.be.at.least(400);
    // Nobody approved it: it was pending, then the sandbox approved it by itself (however slow the machine).
    expect(pendingWhileWaiting).to.deep.equal(['patchConsumerContact']);
    expect(states).to.deep.equal(['required', 'pending', 'approved']);
    expect(sandbox.data.consumers.get(C.alice)?.email.address).to.equal('alice.m@example.org');
  });

  it('an approved SCA is used once: a second retry with its id starts a new SCA', async () => {
    const { sandbox } = setup();
    const url = `${sandbox.baseUrl}/cards/${CA.alicePhysical}/pin`;
    const first = await (await sandbox.fetch(url, { method: 'POST' })).json();
    sandbox.approve(first.scaId);
    const approved = await sandbox.fetch(url, { method: 'POST', headers: { 'Service-SCA-Id': first.scaId } });
    expect(approved.status).to.equal(200);
    const again = await sandbox.fetch(url, { method: 'POST', headers: { 'Service-SCA-Id': first.scaId } });
    expect(again.status).to.equal(409);
    expect((await again.json()).scaId).not.to.equal(first.scaId);
  });

  it('an SCA id does not authorise a different request', async () => {
    const { sandbox } = setup();
    const first = await (await sandbox.fetch(`${sandbox.baseUrl}/cards/${CA.alicePhysical}/pin`, { method: 'POST' })).json();
    sandbox.approve();
    const other = await sandbox.fetch(`${sandbox.baseUrl}/cards/${CA.aliceVirtual}/pin`, { method: 'POST', headers: { 'Service-SCA-Id': first.scaId } });
    expect(other.status).to.equal(409);
  });

  it('card rules answer 202 Waiting SCA while pending, then No Content', async () => {
    const { client, sandbox } = setup({ sca: fast });
    const states: ScaState[] = [];
    await client.putCardRule(
      { params: { cardId: CA.aliceVirtual, ruleType: 'MONTHLY_MAX_SPEND' }, body: { value: 900 } },
      {
        onSca: (update) => {
          states.push(update.state);
          if (update.state === 'pending') setTimeout(() => sandbox.approve(), 40);
        },
      },
    );
    expect(states).to.deep.equal(['pending', 'approved']);
    const statuses = sandbox.requests.map((request) => request.status);
    expect(statuses[0]).to.equal(202);
    expect(statuses[statuses.length - 1]).to.equal(204);
    expect(sandbox.data.cards.get(CA.aliceVirtual)?.rules.some((rule) => rule.type === 'MONTHLY_MAX_SPEND')).to.equal(true);

    const removal = setup({ approvalDelayMs: 40, sca: fast });
    await removal.client.removeCardRule({ params: { cardId: CA.aliceVirtual, ruleType: 'DISABLE_CONTACTLESS' }, query: { creatorType: 'END_USER' } });
    expect(removal.sandbox.requests[0]!.status).to.equal(202);
    expect(removal.sandbox.data.cards.get(CA.aliceVirtual)?.rules).to.deep.equal([]);
  });

  it('the Waiting SCA body carries scaId, ttl as an object and scaDeviceId', async () => {
    const { sandbox } = setup({ scaTtlMs: 1500 });
    const response = await sandbox.fetch(`${sandbox.baseUrl}/cards/${CA.alicePhysical}/rules/DAILY_MAX_SPEND`, {
      method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ value: 10 }),
    });
    expect(response.status).to.equal(202);
    const body = await response.json();
    expect(body.scaDeviceId).to.equal(SEED.scaDevices.alice);
    expect(body.ttl).to.deep.equal({ seconds: 1, nano: 500_000_000, zero: false, negative: false, positive: true, units: [] });
  });

  it('a card rule retried with an unknown SCA id answers 409 SCA_REQUIRED with a new SCA, then Waiting SCA for it', async () => {
    const { sandbox } = setup();
    const url = `${sandbox.baseUrl}/cards/${CA.alicePhysical}/rules/DAILY_MAX_SPEND`;
    const put = (headers: Record<string, string>) =>
      sandbox.fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ value: 10 }) });
    const unknown = await put({ 'Service-SCA-Id': SEED.cards.david });
    expect(unknown.status).to.equal(409);
    const fresh = await unknown.json();
    expect(fresh.code).to.equal('SCA_REQUIRED');
    const pending = await put({ 'Service-SCA-Id': fresh.scaId });
    expect(pending.status).to.equal(202);
    expect((await pending.json()).scaId).to.equal(fresh.scaId);
  });

  it('expiry: an SCA nobody approves ends in SCA_EXPIRED and changes nothing', async () => {
    const { client, sandbox } = setup({ scaTtlMs: 120, sca: fast });
    const states: ScaState[] = [];
    await rejects(
      client.patchConsumerContact({ params: { consumerId: C.alice }, body: { emailAddress: 'late@example.org' } }, { onSca: (u) => states.push(u.state) }),
      { kind: 'sca', code: 'SCA_EXPIRED' },
    );
    // The sandbox renews an SCA that ran out (a new pending), but the client stops at the first deadline.
    expect(states.slice(0, 2)).to.deep.equal(['required', 'pending']);
    expect(states.at(-1)).to.equal('expired');
    expect(sandbox.data.consumers.get(C.alice)?.email.address).to.equal('alice.martin@example.com');
  });

  it('an expired SCA id answers SCA_REQUIRED with a new SCA', async () => {
    let clock = 1_000_000;
    const { sandbox } = setup({ now: () => clock, scaTtlMs: 1000 });
    const url = `${sandbox.baseUrl}/cards/${CA.alicePhysical}/pin`;
    const first = await (await sandbox.fetch(url, { method: 'POST' })).json();
    clock += 1000;
    const retry = await sandbox.fetch(url, { method: 'POST', headers: { 'Service-SCA-Id': first.scaId } });
    expect(retry.status).to.equal(409);
    const body = await retry.json();
    expect(body.code).to.equal('SCA_REQUIRED');
    expect(body.scaId).not.to.equal(first.scaId);
  });

  it('decline: the next retry answers 500 SCA_UNEXPECTED_ERROR', async () => {
    const { client, sandbox } = setup({ sca: fast });
    const error = await rejects(
      client.createCard(
        { body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.virtual } },
        { onSca: (update) => (update.state === 'pending' ? sandbox.decline(update.scaId) : undefined) },
      ),
      { kind: 'sca', code: 'SCA_UNEXPECTED_ERROR', status: 500 },
    );
    expect(error.retryable).to.equal(true);
    expect(sandbox.data.cards.size).to.equal(14);
  });

  it('an end-user without an ACTIVE device gets 404 NO_ACTIVE_SCA_DEVICE_FOUND', async () => {
    const { client, sandbox } = setup({ sca: fast });
    await rejects(client.getCardPin({ params: { cardId: CA.david } }), { kind: 'sca', status: 404, code: 'NO_ACTIVE_SCA_DEVICE_FOUND' });
    expect(sandbox.pendingSca()).to.deep.equal([]);
    // BY_PASS needs no device.
    expect((await setup(BY_PASS).client.getCardPin({ params: { cardId: CA.david } })).pin).to.match(/^\d{4}$/);
  });

  describe('DATA_SIGNING', () => {
    const body = { params: { beneficiaryId: SEED.beneficiaries.aliceSepa }, body: { friendlyName: 'Signed' } };

    it('accepts a sandboxSign signature of this request', async () => {
      const { client, sandbox } = setup({ sca: { strategy: 'DATA_SIGNING', sign: sandboxSign } });
      await client.patchBeneficiary(body);
      expect(sandbox.requests).to.have.length(1);
      expect(sandbox.requests[0]!.headers['service-sca-signature']).to.match(/^sbx1\.\d+\.[0-9a-f]{8}$/);
      expect(sandbox.data.beneficiaries.get(SEED.beneficiaries.aliceSepa)?.friendlyName).to.equal('Signed');
    });

    it('refuses a missing signature with 409 SCA_SIGNATURE_MISSING', async () => {
      const { client } = setup({ sca: { strategy: 'DATA_SIGNING', sign: async () => '' } });
      await rejects(client.patchBeneficiary(body), { kind: 'sca', status: 409, code: 'SCA_SIGNATURE_MISSING' });
    });

    it('refuses a malformed signature with 409 SCA_SIGNATURE_FORMAT_INVALID', async () => {
      const { client } = setup({ sca: { strategy: 'DATA_SIGNING', sign: async () => 'signed-by-me' } });
      await rejects(client.patchBeneficiary(body), { kind: 'sca', status: 409, code: 'SCA_SIGNATURE_FORMAT_INVALID' });
    });

    it('refuses a signature of another request with 401 SCA_SIGNATURE_DOES_NOT_MATCH', async () => {
      const { client, sandbox } = setup({ sca: { strategy: 'DATA_SIGNING', sign: (request) => sandboxSign({ ...request, body: '{"friendlyName":"Other"}' }) } });
      await rejects(client.patchBeneficiary(body), { kind: 'sca', status: 401, code: 'SCA_SIGNATURE_DOES_NOT_MATCH' });
      expect(sandbox.data.beneficiaries.get(SEED.beneficiaries.aliceSepa)?.friendlyName).to.equal('Jean (landlord)');
    });

    it('refuses a signature older than 30 s, accepts one of 29 s', async () => {
      const stale = setup({ now: () => Date.now() + 30_500, sca: { strategy: 'DATA_SIGNING', sign: sandboxSign } });
      await rejects(stale.client.patchBeneficiary(body), { kind: 'sca', status: 401, code: 'SCA_SIGNATURE_DOES_NOT_MATCH' });
      const fresh = setup({ now: () => Date.now() + 29_000, sca: { strategy: 'DATA_SIGNING', sign: sandboxSign } });
      await fresh.client.patchBeneficiary(body);
    });

    it('checks the device like a push does: none ACTIVE is 404 NO_ACTIVE_SCA_DEVICE_FOUND, nothing is shown', async () => {
      const { client, sandbox } = setup({ sca: { strategy: 'DATA_SIGNING', sign: sandboxSign } });
      await rejects(client.getCardPin({ params: { cardId: CA.david } }), { kind: 'sca', status: 404, code: 'NO_ACTIVE_SCA_DEVICE_FOUND' });
      expect(sandbox.requests).to.have.length(1);
    });

    it('a signature made on a SUSPENDED, REMOVED or another end-user\'s device is 409 SCA_DEVICE_NOT_VALID; on the ACTIVE one it passes', async () => {
      const D = SEED.scaDevices;
      for (const device of [D.davidSuspended, D.davidRemoved]) {
        const { client } = setup({ sca: { strategy: 'DATA_SIGNING', sign: sandboxSignOn(device) } });
        await rejects(client.getCardPin({ params: { cardId: CA.david } }), { kind: 'sca', status: 409, code: 'SCA_DEVICE_NOT_VALID' });
      }
      const foreign = setup({ sca: { strategy: 'DATA_SIGNING', sign: sandboxSignOn(D.bruno) } });
      await rejects(foreign.client.patchBeneficiary(body), { kind: 'sca', status: 409, code: 'SCA_DEVICE_NOT_VALID' });
      expect(foreign.sandbox.data.beneficiaries.get(SEED.beneficiaries.aliceSepa)?.friendlyName).to.equal('Jean (landlord)');

      const own = setup({ sca: { strategy: 'DATA_SIGNING', sign: sandboxSignOn(D.alice) } });
      await own.client.patchBeneficiary(body);
      expect(own.sandbox.data.beneficiaries.get(SEED.beneficiaries.aliceSepa)?.friendlyName).to.equal('Signed');
    });
  });

  describe('every SCA code of the spec, through the real adapter', () => {
    const D = SEED.scaDevices;
    const signing = (sign: (request: SignRequest) => Promise<string>) => ({ sca: { strategy: 'DATA_SIGNING', sign } }) as const;
    const cases: { code: string; status: number; run: () => Promise<unknown> }[] = [
      // A plain 409 as the spec has it; the adapter reports it for the page to ask for approval.
      { code: 'SCA_REQUIRED', status: 409, run: () => setup({ scaAnswer: 'spec' }).client.getCardPin(pin) },
      { code: 'SCA_SIGNATURE_DOES_NOT_MATCH', status: 401, run: () => setup(signing((request) => sandboxSign({ ...request, url: `${request.url}x` }))).client.getCardPin(pin) },
      { code: 'NO_ACTIVE_SCA_DEVICE_FOUND', status: 404, run: () => setup({ sca: fast }).client.getCardPin({ params: { cardId: CA.david } }) },
      { code: 'SCA_DEVICE_NOT_VALID', status: 409, run: () => setup(signing(sandboxSignOn(D.davidSuspended))).client.getCardPin({ params: { cardId: CA.david } }) },
      { code: 'SCA_SIGNATURE_FORMAT_INVALID', status: 409, run: () => setup(signing(async () => 'sbx1.x')).client.getCardPin(pin) },
      { code: 'SCA_SIGNATURE_MISSING', status: 409, run: () => setup(signing(async () => '')).client.getCardPin(pin) },
      {
        code: 'SCA_UNEXPECTED_ERROR', status: 500,
        run: () => {
          const { client, sandbox } = setup({ sca: fast });
          return client.getCardPin(pin, { onSca: (update) => { if (update.state === 'pending') setTimeout(() => sandbox.decline(update.scaId), 20); } });
        },
      },
    ];
    for (const { code, status, run } of cases) {
      it(`${status} ${code}`, async () => {
        await rejects(run(), { kind: 'sca', status, code });
      });
    }
  });

  it('refuses an unknown strategy', async () => {
    const { sandbox } = setup();
    const response = await sandbox.fetch(`${sandbox.baseUrl}/cards/${CA.alicePhysical}/pin`, { method: 'POST', headers: { 'Service-SCA-Strategy': 'CARRIER_PIGEON' } });
    expect(response.status).to.equal(400);
    expect((await response.json()).field).to.equal('Service-SCA-Strategy');
  });

  it('approve() without an id approves every pending SCA', async () => {
    const { sandbox } = setup();
    for (const card of [CA.alicePhysical, CA.aliceVirtual]) await sandbox.fetch(`${sandbox.baseUrl}/cards/${card}/pin`, { method: 'POST' });
    expect(sandbox.pendingSca()).to.have.length(2);
    sandbox.approve();
    expect(sandbox.pendingSca()).to.deep.equal([]);
  });
});
