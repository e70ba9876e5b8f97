/** The adapter's options are checked when it is created: a set-up that cannot work safely is refused at once. */
import { expect } from '@open-wc/testing';
import { ServiceError } from '../../src/api/errors.js';
import { createFetchAdapter, type FetchAdapterOptions } from '../../src/client/adapter.js';
import { checkBaseUrl, withinBase } from '../../src/client/options.js';
import { json, scriptedFetch } from './fake-fetch.js';

/** The config ServiceError creating the adapter throws; fails the test when it is created instead. */
function refusal(options: FetchAdapterOptions): ServiceError {
  try {
    createFetchAdapter(options);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(options)} to be refused`);
}

describe('adapter options: baseUrl', () => {
  const refused: [string, string][] = [
    ['http://partner.example/banking', 'plain http to another host'],
    ['http://localhost.partner.example', 'a host that only starts like localhost'],
    ['https://partner.example/banking?tenant=1', 'a query'],
    ['https://partner.example/banking?', 'an empty query'],
    ['https://partner.example/banking#top', 'a fragment'],
    ['https://user:secret@partner.example', 'credentials'],
    ['ftp://partner.example', 'another scheme'],
    ['javascript:alert(1)', 'a script URL'],
    ['', 'nothing'],
  ];
  for (const [baseUrl, what] of refused) {
    it(`refuses ${what} (${JSON.stringify(baseUrl)}) as BASE_URL_INVALID, before anything is sent`, () => {
      const fake = scriptedFetch(json(200, {}));
      const error = refusal({ baseUrl, fetch: fake.fetch });
      expect(error).to.include({ kind: 'config', code: 'BASE_URL_INVALID' });
      expect(fake.calls).to.have.length(0);
    });
  }

  for (const baseUrl of ['https://partner.example/banking', 'http://localhost:8080/api', 'http://127.0.0.1:3000', 'http://[::1]:3000/x']) {
    it(`accepts ${baseUrl}`, () => {
      expect(() => createFetchAdapter({ baseUrl })).not.to.throw();
    });
  }

  it('accepts a relative base on this page (localhost) and sends to the page\'s origin', async () => {
    const fake = scriptedFetch(json(200, { content: [], totalElements: 0, page: 0, pageSize: 20 }));
    await createFetchAdapter({ baseUrl: '/banking', fetch: fake.fetch }).request('listCards', {});
    expect(fake.calls[0].url).to.equal(`${location.origin}/banking/cards`);
  });

  it('judges a relative base by the page it resolves against: refused on an http page elsewhere, accepted on https', () => {
    expect(() => checkBaseUrl('/banking', 'http://shop.example/checkout')).to.throw(ServiceError).with.property('code', 'BASE_URL_INVALID');
    expect(() => checkBaseUrl('/banking', 'https://shop.example/checkout')).not.to.throw();
    expect(() => checkBaseUrl('//other.example/banking', 'http://localhost:8080/')).to.throw(ServiceError);
  });
});

describe('adapter options: numbers', () => {
  for (const pollIntervalMs of [0, 499, -1, Number.NaN, Number.POSITIVE_INFINITY, '1000' as unknown as number]) {
    it(`refuses an SCA poll interval of ${String(pollIntervalMs)} as POLL_INTERVAL_INVALID`, () => {
      expect(refusal({ baseUrl: 'https://partner.example', sca: { pollIntervalMs } })).to.include({ kind: 'config', code: 'POLL_INTERVAL_INVALID' });
    });
  }

  it('accepts a poll interval of 500 ms and more', () => {
    expect(() => createFetchAdapter({ baseUrl: 'https://partner.example', sca: { pollIntervalMs: 500 } })).not.to.throw();
  });

  for (const [name, options] of [
    ['sca.timeoutMs', { sca: { timeoutMs: Number.NaN } }],
    ['sca.timeoutMs', { sca: { timeoutMs: 0 } }],
    ['maxResponseBytes', { maxResponseBytes: -1 }],
    ['maxResponseBytes', { maxResponseBytes: Number.POSITIVE_INFINITY }],
  ] as const) {
    it(`refuses ${name} ${JSON.stringify(options)} as OPTION_INVALID, naming the option`, () => {
      const error = refusal({ baseUrl: 'https://partner.example', ...options });
      expect(error).to.include({ kind: 'config', code: 'OPTION_INVALID' });
      expect(error.message).to.contain(name);
    });
  }
});

describe('adapter options: routes', () => {
  const base = 'https://partner.example/banking';
  const refused: [string, string][] = [
    ['@evil.example/ledgers', 'no leading / (a host after the base)'],
    ['ledgers', 'no leading /'],
    ['//evil.example/ledgers', 'two leading slashes'],
    ['/ledgers?status=ACTIVE', 'a query'],
    ['/ledgers?', 'an empty query'],
    ['/ledgers#top', 'a fragment'],
    ['/@evil.example/ledgers', 'an @'],
    ['/\\evil.example/ledgers', 'a backslash'],
    ['/../admin/ledgers', 'a climb out of the base path'],
    ['/%2e%2e/admin/ledgers', 'an encoded climb'],
  ];
  for (const [path, what] of refused) {
    it(`refuses a path with ${what} (${JSON.stringify(path)}) as a config error at creation, sending nothing`, () => {
      const fake = scriptedFetch(json(200, {}));
      const error = refusal({ baseUrl: base, fetch: fake.fetch, routes: { listLedgers: { path } } });
      expect(error).to.include({ kind: 'config', code: 'ROUTE_INVALID', operation: 'listLedgers' });
      expect(fake.calls).to.have.length(0);
    });
  }

  it('refuses a method that is not one of the five', () => {
    const error = refusal({ baseUrl: base, routes: { listLedgers: { method: 'CONNECT' as never } } });
    expect(error).to.include({ kind: 'config', code: 'ROUTE_INVALID' });
  });

  it('accepts a path within the base and sends there, on the base origin, with the query the kit builds', async () => {
    const fake = scriptedFetch(json(200, { content: [], totalElements: 0, page: 0, pageSize: 20 }));
    const adapter = createFetchAdapter({ baseUrl: base, fetch: fake.fetch, routes: { listLedgers: { path: '/v2/eu/ledgers' }, getCardPin: { path: '/v2/cards/{cardId}/pin', method: 'PUT' } } });
    await adapter.request('listLedgers', { query: { pageSize: 20 } });
    expect(fake.calls[0].url).to.equal(`${base}/v2/eu/ledgers?pageSize=20`);
  });

  it('judges the URL built, after dot segments are resolved: the base origin and its whole path segment', () => {
    expect(withinBase(`${base}/cards`, base)).to.equal(true);
    expect(withinBase(`${base}/cards/%2E%2E/%2e%2e/admin`, base)).to.equal(false);
    expect(withinBase('https://partner.example/banking-admin/cards', base)).to.equal(false);
    expect(withinBase('https://partner.example.evil.example/banking/cards', base)).to.equal(false);
  });
});
