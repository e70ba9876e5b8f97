import { expect } from '@open-wc/testing';
import { createFetchAdapter, type FetchAdapterOptions } from '../../src/client/adapter.js';
import type { ScaUpdate } from '../../src/client/sca.js';
import { failure, ids, json, scriptedFetch, waitingScaBody, type Step } from './fake-fetch.js';

const base = 'https://partner.example';

function setup(steps: Step[], sca: FetchAdapterOptions['sca'] = {}) {
  const fake = scriptedFetch(...steps);
  const adapter = createFetchAdapter({ baseUrl: base, fetch: fake.fetch, sca: { pollIntervalMs: 500, ...sca } });
  const updates: ScaUpdate[] = [];
  return { adapter, calls: fake.calls, updates, onSca: (update: ScaUpdate) => updates.push(update) };
}

const rule = { params: { cardId: ids.card, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 500 } };

describe('SCA orchestration', () => {
  it('409 SCA_REQUIRED: required, pending, then approved after a retry tied to the SCA id', async () => {
    const { adapter, calls, updates, onSca } = setup([
      json(409, { code: 'SCA_REQUIRED', message: 'strategy PUSH_NOTIFICATION', scaId: ids.sca, ttl: 'PT2M' }),
      json(409, { code: 'SCA_REQUIRED', scaId: ids.sca }),
      json(200, { pin: '4321' }),
    ]);
    const before = Date.now();
    const result = await adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca });
    const after = Date.now();
    expect(result.pin).to.equal('4321');
    expect(updates.map((update) => update.state)).to.deep.equal(['required', 'pending', 'approved']);
    expect(updates[1].scaId).to.equal(ids.sca);
    // Two minutes from when the answer came, however long a busy machine took to get there.
    expect(updates[1].expiresAt!).to.be.within(before + 120_000, after + 120_000);
    expect(calls).to.have.length(3);
    expect(calls[0].headers.has('service-sca-id')).to.equal(false);
    expect(calls[1].headers.get('service-sca-id')).to.equal(ids.sca);
    expect(calls[2].headers.get('service-sca-strategy')).to.equal('PUSH_NOTIFICATION');
  });

  it('a Waiting SCA body (any success status) is pending, with device, join code and TTL', async () => {
    const { adapter, updates, onSca } = setup([
      json(202, { ...waitingScaBody(90), joinCode: ids.consumer }),
      json(200, waitingScaBody(80)),
      new Response(null, { status: 204 }),
    ]);
    const before = Date.now();
    await adapter.request('putCardRule', rule, { onSca });
    expect(updates.map((update) => update.state)).to.deep.equal(['pending', 'approved']);
    expect(updates[0].scaDeviceId).to.equal('device-1');
    expect(updates[0].joinCode).to.equal(ids.consumer);
    expect(updates[0].expiresAt! - before).to.be.within(89_000, 91_000);
  });

  it('expires when the TTL runs out, as kind sca code SCA_EXPIRED, retryable', async () => {
    const { adapter, updates, onSca } = setup([json(202, { ...waitingScaBody(0), ttl: { seconds: 0, nano: 60_000_000 } })]);
    const error = await failure(adapter.request('removeCardRule', { params: rule.params }, { onSca }));
    expect(error.kind).to.equal('sca');
    expect(error.code).to.equal('SCA_EXPIRED');
    expect(error.retryable).to.equal(true);
    expect(updates.at(-1)?.state).to.equal('expired');
  });

  it('fails when a retry answers another SCA error, with that error', async () => {
    const { adapter, updates, onSca } = setup([json(409, { code: 'SCA_REQUIRED', scaId: ids.sca }), json(409, { code: 'SCA_DEVICE_NOT_VALID' })]);
    const error = await failure(adapter.request('getPanCredentials', { params: { cardId: ids.card } }, { onSca }));
    expect(error.code).to.equal('SCA_DEVICE_NOT_VALID');
    expect(updates.map((update) => update.state)).to.deep.equal(['required', 'pending', 'failed']);
    expect(updates.at(-1)?.error?.code).to.equal('SCA_DEVICE_NOT_VALID');
  });

  it('cancelling while waiting stops the retries and reports failed', async () => {
    const { adapter, calls, updates, onSca } = setup([json(409, { code: 'SCA_REQUIRED', scaId: ids.sca })], { pollIntervalMs: 1000 });
    const controller = new AbortController();
    const pending = adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).to.equal('abort');
    expect(calls).to.have.length(1);
    expect(updates.at(-1)?.state).to.equal('failed');
  });

  it('never treats a plain operation as SCA, even if it answers 409 SCA_REQUIRED', async () => {
    const { adapter, calls, updates, onSca } = setup([json(409, { code: 'SCA_REQUIRED' })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}, { onSca }));
    expect(error.code).to.equal('SCA_REQUIRED');
    expect(calls).to.have.length(1);
    expect(updates).to.have.length(0);
  });

  it('uses the partner-supplied retry headers', async () => {
    const { adapter, calls } = setup([json(409, { code: 'SCA_REQUIRED', scaId: ids.sca }), json(200, { pin: '1' })], {
      retryHeaders: ({ scaId }) => ({ 'X-Partner-Sca': `id=${scaId}` }),
    });
    await adapter.request('getCardPin', { params: { cardId: ids.card } });
    expect(calls[1].headers.get('x-partner-sca')).to.equal(`id=${ids.sca}`);
    expect(calls[1].headers.has('service-sca-id')).to.equal(false);
  });
});

describe('SCA orchestration: what is not waited for', () => {
  it('a 409 SCA_REQUIRED that names no SCA fails at once instead of starting new ones', async () => {
    const { adapter, calls, updates, onSca } = setup([json(409, { code: 'SCA_REQUIRED', message: 'strategy PUSH_NOTIFICATION' })]);
    const error = await failure(adapter.request('createCard', { body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: ids.card, profileId: ids.card } }, { onSca }));
    expect(error.code).to.equal('SCA_REQUIRED');
    expect(calls).to.have.length(1);
    expect(updates).to.have.length(0);
  });

  it('a Waiting SCA with null fields (as Java backends send them) is still a wait', async () => {
    const { adapter, updates, onSca } = setup([json(202, { ...waitingScaBody(), joinCode: null }), new Response(null, { status: 204 })]);
    await adapter.request('putCardRule', rule, { onSca });
    expect(updates.map((update) => update.state)).to.deep.equal(['pending', 'approved']);
  });

  it('a TTL of zero has already run out: expired, no retry', async () => {
    const { adapter, calls, updates, onSca } = setup([json(202, { ...waitingScaBody(0), ttl: { seconds: 0, nano: 0, zero: true } })]);
    const error = await failure(adapter.request('putCardRule', rule, { onSca }));
    expect(error.code).to.equal('SCA_EXPIRED');
    expect(calls).to.have.length(1);
    expect(updates.at(-1)?.state).to.equal('expired');
  });

  it('makes no attempt at the deadline, where it would only start a new SCA', async () => {
    const { adapter, calls } = setup([json(202, { ...waitingScaBody(), ttl: { seconds: 0, nano: 700_000_000 } })]);
    const error = await failure(adapter.request('putCardRule', rule));
    expect(error.code).to.equal('SCA_EXPIRED');
    // One wait of 500 ms leaves 200 ms: too close to the deadline for another attempt.
    expect(calls).to.have.length(1);
  });
});

describe('SCA orchestration: durations', () => {
  it('accepts a Waiting SCA whose ttl is an ISO 8601 string', async () => {
    const { adapter, updates, onSca } = setup([json(202, { ...waitingScaBody(), ttl: 'PT45S' }), new Response(null, { status: 204 })]);
    const before = Date.now();
    await adapter.request('putCardRule', rule, { onSca });
    expect(updates.map((update) => update.state)).to.deep.equal(['pending', 'approved']);
    expect(updates[0].expiresAt! - before).to.be.within(44_000, 46_000);
  });
});

describe('SCA orchestration: upper bounds', () => {
  const MINUTE = 60_000;
  const approvedAfterOneRetry = (ttl: unknown): Step[] => [json(409, { code: 'SCA_REQUIRED', scaId: ids.sca, ttl }), json(200, { pin: '1' })];

  for (const ttl of ['P99999W', { seconds: 1e300, nano: 0 }]) {
    it(`caps a TTL of ${JSON.stringify(ttl)} at the adapter's SCA timeout (default 5 minutes)`, async () => {
      const { adapter, updates, onSca } = setup(approvedAfterOneRetry(ttl));
      const before = Date.now();
      await adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca });
      expect(updates[1].expiresAt! - before).to.be.within(5 * MINUTE - 1_000, 5 * MINUTE + 1_000);
    });
  }

  it('never waits longer than 15 minutes, whatever the TTL and the SCA timeout', async () => {
    const { adapter, updates, onSca } = setup(approvedAfterOneRetry({ seconds: 1e300 }), { timeoutMs: 24 * 60 * MINUTE });
    const before = Date.now();
    await adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca });
    expect(updates[1].expiresAt! - before).to.be.within(15 * MINUTE - 1_000, 15 * MINUTE + 1_000);
  });

  it('a TTL shorter than the SCA timeout still wins', async () => {
    const { adapter, updates, onSca } = setup(approvedAfterOneRetry('PT30S'), { timeoutMs: 10 * MINUTE });
    const before = Date.now();
    await adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca });
    expect(updates[1].expiresAt! - before).to.be.within(29_000, 31_000);
  });

  it('one re-send per request: a re-send answered with a new SCA ends it with SCA_RESTARTED, two requests in all', async () => {
    const next = (n: number) => `${n}2222222-3333-4444-8555-666666666666`;
    const { adapter, calls, updates, onSca } = setup([
      json(409, { code: 'SCA_REQUIRED', scaId: ids.sca, ttl: 'PT5S' }),
      json(409, { code: 'SCA_REQUIRED', scaId: next(2), ttl: 'PT5S' }),
      json(409, { code: 'SCA_REQUIRED', scaId: next(3), ttl: 'PT5S' }),
      json(200, { pin: '1' }),
    ]);
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }, { onSca }));
    expect(error).to.include({ kind: 'sca', code: 'SCA_RESTARTED' });
    expect(calls).to.have.length(2);
    expect(calls.map((call) => call.headers.get('service-sca-id'))).to.deep.equal([null, ids.sca]);
    expect(updates.map((update) => update.state)).to.deep.equal(['required', 'pending', 'failed']);
    expect(updates.at(-1)?.error?.code).to.equal('SCA_RESTARTED');
  });

  it('a card rule whose backend answers each PUT with a new Waiting SCA gets two PUTs for one request', async () => {
    const waitingFor = (scaId: string) => json(200, { scaId, ttl: 'PT30S', scaDeviceId: 'device-1' });
    const { adapter, calls } = setup([waitingFor(ids.sca), waitingFor('52222222-3333-4444-8555-666666666666'), waitingFor('62222222-3333-4444-8555-666666666666'), new Response(null, { status: 204 })]);
    const error = await failure(adapter.request('putCardRule', { params: { cardId: ids.card, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 100 } }));
    expect(error.code).to.equal('SCA_RESTARTED');
    expect(calls.map((call) => call.method)).to.deep.equal(['PUT', 'PUT']);
  });
});
