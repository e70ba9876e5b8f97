// The verdicts on a visit, without a browser: what the doctor concludes from what a page showed it.
// The sandbox is refused on a production origin and accepted on loopback; the kit's requests are held
// to the providers' base URLs; the copies of the manifests a page carries are held to the loader served.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { judge } from '../src/doctor/checks.mjs';

const LOADER_BODY = Buffer.from('export {};\n');
const sri = `sha384-${createHash('sha384').update(LOADER_BODY).digest('base64')}`;

/** A visit of a page at `origin` with one ledger list inside a provider (`provider`), and the requests the kit sent. */
const visit = (origin, provider, requests = []) => ({
  status: 200,
  headers: {},
  requests,
  scripts: new Map([[`${origin}/kit/1.0.0/svc-elements.js`, { status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable' }, body: LOADER_BODY }]]),
  console: [],
  pageErrors: [],
  dom: {
    origin,
    baseURI: `${origin}/account`,
    meta: [],
    maps: [],
    violations: [],
    scripts: [{ src: `${origin}/kit/1.0.0/svc-elements.js`, type: 'module', integrity: sri, crossOrigin: 'anonymous' }],
    providers: [provider],
    elements: [{ index: 0, tag: 'svc-ledger-list', label: '<svc-ledger-list>', nth: 1, defined: true, ownAdapter: false, provider, hasShadow: true }],
  },
  axe: { 0: [] },
});
const element = (checks) => checks.find((check) => check.id === 'element:svc-ledger-list:1');

describe('the element verdicts', () => {
  it('flags the sandbox on a production origin, not on loopback', () => {
    const sandbox = { baseUrl: '', resolvedBaseUrl: '', sandbox: true, adapter: false };
    const production = element(judge(visit('https://partner.example', sandbox), {}).checks);
    assert.equal(production.status, 'fail');
    assert.match(production.title, /sandbox mode on a production origin \(https:\/\/partner\.example\)/);
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://shop.localhost']) {
      assert.equal(element(judge(visit(origin, sandbox), {}).checks).status, 'pass', origin);
    }
  });

  it("holds the kit's requests to the base URL: one past it fails, the partner's own requests are not the kit's", () => {
    const origin = 'https://partner.example';
    const provider = { baseUrl: '/api', resolvedBaseUrl: `${origin}/api`, sandbox: false, adapter: false };
    const kit = [`${origin}/kit/1.0.0/chunks/core.js`];
    const inside = { url: `${origin}/api/ledgers?page=0`, method: 'GET', type: 'fetch', frames: kit };
    const past = { url: `${origin}/apiary/ledgers`, method: 'GET', type: 'fetch', frames: kit };
    const partners = { url: 'https://analytics.example/hit', method: 'POST', type: 'fetch', frames: [`${origin}/app.js`] };
    const requests = (list) => judge(visit(origin, provider, list), {}).checks.find((check) => check.id === 'requests');
    assert.equal(requests([inside, partners]).status, 'pass');
    const failed = requests([inside, past]);
    assert.equal(failed.status, 'fail');
    assert.match(failed.title, /1 request\(s\) outside every provider's base URL: GET \/apiary\/ledgers/);
    assert.match(element(judge(visit(origin, provider), {}).checks).title, /configured by base URL \/api/);
  });

  it('warns of a page with no import map for the kit (Safari runs the chunks unchecked), passes one with the map', () => {
    const origin = 'https://partner.example';
    const provider = { baseUrl: '/api', resolvedBaseUrl: `${origin}/api`, sandbox: false, adapter: false };
    const bare = visit(origin, provider);
    const warned = judge(bare, {}).checks.find((check) => check.id === 'import-map');
    assert.equal(warned.status, 'warn');
    assert.match(warned.title, /Safari \(WebKit\) runs its chunks unchecked/);
    const text = JSON.stringify({ imports: {}, integrity: { '/kit/1.0.0/svc-elements.js': sri } });
    const hash = createHash('sha256').update(text).digest('base64');
    const mapped = { ...bare, headers: { 'content-security-policy': `script-src 'self' 'sha256-${hash}'` }, dom: { ...bare.dom, maps: [{ text, nonce: '' }] } };
    assert.equal(judge(mapped, {}).checks.find((check) => check.id === 'import-map').status, 'pass');
    const refused = { ...mapped, headers: { 'content-security-policy': "script-src 'self'" } };
    assert.match(judge(refused, {}).checks.find((check) => check.id === 'import-map').title, /1 import map\(s\) refused by the CSP/);
  });
});

describe('the copies of the manifests a page carries', () => {
  // A loader whose table holds the provider's and the ledger list's manifests, by the sha256 of each file.
  const manifests = { 'svc-provider': '["svc-provider.define-a",{}]', 'svc-ledger-list': '["svc-ledger-list.define-b",{}]' };
  const sha256 = (text) => createHash('sha256').update(text).digest('base64');
  const table = Object.fromEntries(Object.entries(manifests).map(([tag, json]) => [tag, sha256(`export default ${json}\n`)]));
  const loader = Buffer.from(`export {};\nfunction svcElementIntegrity(){return ${JSON.stringify(table)}}\n`);
  const origin = 'https://partner.example';
  const provider = { baseUrl: '/api', resolvedBaseUrl: `${origin}/api`, sandbox: false, adapter: false };
  const carrying = (copies, at = origin) => {
    const seen = visit(at, provider);
    seen.scripts.get(`${at}/kit/1.0.0/svc-elements.js`).body = loader;
    seen.dom.copies = copies;
    return judge(seen, {}).checks.find((check) => check.id === 'manifest-copies');
  };

  it('passes the build’s copies of every manifest the page needs', () => {
    const check = carrying([`${manifests['svc-provider']}\n${manifests['svc-ledger-list']}\n`]);
    assert.equal(check.status, 'pass');
    assert.match(check.title, /carries copies of its 2 manifests \(<svc-provider>, <svc-ledger-list>\), each the served build's/);
  });

  it('fails a copy that is no manifest of the loader served, one character changed', () => {
    const check = carrying([`${manifests['svc-provider']}\n${manifests['svc-ledger-list'].replace('-b', '-c')}\n`]);
    assert.equal(check.status, 'fail');
    assert.match(check.title, /1 of 2 copies match no manifest of the loader served .*no copy for <svc-ledger-list>/);
  });

  it('warns of a page with no copies, of a missing copy, and of a page off https', () => {
    assert.match(carrying([]).title, /^no copies of the integrity manifests: the loader fetches 2 manifest\(s\) before the chunks/);
    assert.equal(carrying([]).status, 'warn');
    const missing = carrying([manifests['svc-provider']]);
    assert.equal(missing.status, 'warn');
    assert.match(missing.title, /no copy for <svc-ledger-list>: each costs a manifest's round trip/);
    const plain = carrying([`${manifests['svc-provider']}\n${manifests['svc-ledger-list']}`], 'http://partner.example');
    assert.equal(plain.status, 'warn');
    assert.match(plain.title, /not served over https: without SubtleCrypto the loader uses no copy/);
  });
});

describe('the preloads of the page’s elements’ chunks', () => {
  // The ledger list's manifest lists two chunks; the API's one, which the page's own import fetches.
  const sha256 = (text) => createHash('sha256').update(text).digest('base64');
  const manifests = {
    'svc-ledger-list': `["svc-ledger-list.define-b",${JSON.stringify({ 'svc-ledger-list.define-b': ['sha256-bbb', []], 'core-c': ['sha256-ccc', []] })}]`,
    api: `["svc-elements-api-d",${JSON.stringify({ 'svc-elements-api-d': ['sha256-ddd', []] })}]`,
  };
  const table = Object.fromEntries(Object.entries(manifests).map(([tag, json]) => [tag, sha256(`export default ${json}\n`)]));
  const loader = Buffer.from(`export {};\nfunction svcElementIntegrity(){return ${JSON.stringify(table)}}\n`);
  const origin = 'https://partner.example';
  const kit = `${origin}/kit/1.0.0/`;
  const provider = { baseUrl: '/api', resolvedBaseUrl: `${origin}/api`, sandbox: false, adapter: false };
  const preloading = (preloads, { pinned = true } = {}) => {
    const seen = visit(origin, provider);
    seen.scripts.get(`${kit}svc-elements.js`).body = loader;
    if (!pinned) seen.dom.scripts[0].integrity = '';
    seen.dom.copies = [`${manifests['svc-ledger-list']}\n${manifests.api}\n`];
    seen.dom.preloads = preloads.map(([name, integrity]) => ({ href: `${kit}chunks/${name}.js`, integrity }));
    return judge(seen, {}).checks.find((check) => check.id === 'chunk-preloads');
  };

  it('passes a page that preloads every chunk of its elements with its manifest’s hash', () => {
    const check = preloading([['svc-ledger-list.define-b', 'sha256-bbb'], ['core-c', 'sha256-ccc']]);
    assert.equal(check.status, 'pass');
    assert.match(check.title, /preloads 2 chunks of its elements with the loader, each with its manifest's hash/);
  });

  it('hints, without failing, at a pinned page with no preloads, or with a chunk missing or under another hash', () => {
    const none = preloading([]);
    assert.equal(none.status, 'warn');
    assert.match(none.title, /^no preloads of the elements' chunks: .*a wave of requests more/);
    assert.match(none.detail, /put loader\.html .* in place of the loader's tag/);
    const partial = preloading([['svc-ledger-list.define-b', 'sha256-bbb'], ['core-c', 'sha256-old']]);
    assert.equal(partial.status, 'warn');
    assert.match(partial.title, /^1 of the 2 chunks of the page's elements preloaded with their manifest's hash; not: chunks\/core-c\.js$/);
  });

  it('says nothing of preloads on a page whose loader is not pinned (that check fails already)', () => {
    assert.equal(preloading([], { pinned: false }), undefined);
  });
});
