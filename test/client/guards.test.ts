/**
 * What may leave the browser: every header of every attempt passes the same guards, and only the
 * sandbox's own adapter may send BY_PASS.
 */
import { expect } from '@open-wc/testing';
import { createFetchAdapter, type FetchAdapterOptions } from '../../src/client/adapter.js';
import * as publicApi from '../../src/public.js';
import * as packageEntry from '../../src/index.js';
import * as sandboxEntry from '../../src/sandbox/index.js';
import { createSandboxAdapter, endUserHeaders, SEED } from '../../src/sandbox/index.js';
import { failure, ids, json, scriptedFetch, type Step } from './fake-fetch.js';

const base = 'https://partner.example/banking';
const pin = { params: { cardId: ids.card } };

function adapterWith(steps: Step[], options: Partial<FetchAdapterOptions> = {}) {
  const fake = scriptedFetch(...steps);
  const adapter = createFetchAdapter({ baseUrl: base, fetch: fake.fetch, ...options, sca: { pollIntervalMs: 500, ...options.sca } });
  return { adapter, calls: fake.calls };
}

const scaRequired = () => json(409, { code: 'SCA_REQUIRED', scaId: ids.sca, ttl: 'PT1M' });

describe('guards: the headers of an SCA retry', () => {
  it('refuses a Service-Auth header from retryHeaders: the retry is not sent', async () => {
    const { adapter, calls } = adapterWith([scaRequired(), json(200, { pin: '1234' })], {
      sca: { retryHeaders: ({ scaId }) => ({ 'Service-SCA-Id': scaId, 'Service-Auth': 'partner-secret' }) },
    });
    const error = await failure(adapter.request('getCardPin', pin));
    expect(error).to.include({ kind: 'config', code: 'PARTNER_KEY_IN_BROWSER' });
    expect(calls).to.have.length(1);
    expect(calls.some((call) => call.headers.has('service-auth'))).to.equal(false);
  });

  it('keeps only Service-SCA-Id of the SCA headers retryHeaders gives: strategy and signature stay the adapter\'s', async () => {
    const { adapter, calls } = adapterWith([scaRequired(), json(200, { pin: '1234' })], {
      sca: {
        retryHeaders: ({ scaId }) => ({
          'Service-SCA-Id': scaId,
          'Service-SCA-Strategy': 'BY_PASS',
          'service-sca-signature': 'forged',
          'X-Partner-Trace': 'retry',
        }),
      },
    });
    expect(await adapter.request('getCardPin', pin)).to.deep.equal({ pin: '1234' });
    expect(calls).to.have.length(2);
    const retry = calls[1].headers;
    expect(retry.get('service-sca-strategy')).to.equal('PUSH_NOTIFICATION');
    expect(retry.has('service-sca-signature')).to.equal(false);
    expect(retry.get('service-sca-id')).to.equal(ids.sca);
    expect(retry.get('x-partner-trace')).to.equal('retry');
  });

  it('under DATA_SIGNING, a retry carries the signature sign() made, never one from retryHeaders', async () => {
    let n = 0;
    const { adapter, calls } = adapterWith([json(202, { scaId: ids.sca, ttl: 'PT1M', scaDeviceId: 'device-1' }), json(200, { pin: '1234' })], {
      sca: {
        strategy: 'DATA_SIGNING',
        sign: async () => `signed-${++n}`,
        retryHeaders: ({ scaId }) => ({ 'Service-SCA-Id': scaId, 'Service-SCA-Signature': 'forged' }),
      },
    });
    await adapter.request('getCardPin', pin);
    expect(calls.map((call) => call.headers.get('service-sca-signature'))).to.deep.equal(['signed-1', 'signed-2']);
  });
});

describe('guards: sandbox mode belongs to the sandbox', () => {
  it('ignores a `sandbox: true` passed to createFetchAdapter: no sandbox mode, BY_PASS refused, nothing sent', async () => {
    const fake = scriptedFetch(json(200, { pin: '1234' }));
    const adapter = createFetchAdapter({
      baseUrl: base,
      fetch: fake.fetch,
      sca: { strategy: 'BY_PASS' },
      // @ts-expect-error: sandbox mode is no option of a partner's adapter.
      sandbox: true,
    });
    expect(adapter.sandbox).to.equal(false);
    const error = await failure(adapter.request('getCardPin', pin));
    expect(error).to.include({ kind: 'config', code: 'BY_PASS_NOT_ALLOWED' });
    expect(fake.calls).to.have.length(0);
  });

  it('the sandbox\'s adapter sends BY_PASS, to the in-memory sandbox only', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' }, headers: endUserHeaders(SEED.consumers.alice) });
    expect(adapter.sandbox).to.equal(true);
    const result = await adapter.request('getCardPin', { params: { cardId: SEED.cards.alicePhysical } });
    expect(result.pin).to.match(/^\d{4}$/);
    expect(sandbox.requests.at(-1)?.status).to.equal(200);
  });

  it('the package exports no way to build an adapter in sandbox mode other than the sandbox itself', () => {
    for (const entry of [publicApi, packageEntry]) {
      expect(Object.keys(entry)).not.to.include('buildFetchAdapter');
      expect(Object.keys(entry).filter((name) => /adapter/i.test(name)).sort()).to.deep.equal(['createFetchAdapter']);
    }
    expect(Object.keys(sandboxEntry).filter((name) => /adapter/i.test(name))).to.deep.equal(['createSandboxAdapter']);
  });

  it('the sandbox polls as fast as a test wants, but still refuses an interval that is no number', () => {
    expect(() => createSandboxAdapter({ sca: { pollIntervalMs: 20 } })).not.to.throw();
    for (const pollIntervalMs of [0, Number.NaN, -1]) {
      expect(() => createSandboxAdapter({ sca: { pollIntervalMs } }), String(pollIntervalMs)).to.throw().with.property('code', 'POLL_INTERVAL_INVALID');
    }
  });
});
