/* global Response */
// After `npm run build`: the library imports in Node with no DOM (server rendering, tests, build
// tools), both the side-effect-free entry and the define entry, and its client works there.
import { strict as assert } from 'node:assert';

assert.equal(typeof globalThis.document, 'undefined', 'this check must run without a DOM');
const kit = await import('../dist/esm/index.js');
for (const name of ['createFetchAdapter', 'createClient', 'setDefaultConfig', 'SvcLedgerList', 'SvcConsumerForm', 'ServiceError']) {
  assert.equal(typeof kit[name], 'function', `svc-elements exports ${name} in Node`);
}
const adapter = kit.createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: async () => new Response('{"content":[],"totalElements":0,"page":0,"pageSize":20}') });
const page = await kit.createClient(adapter).listLedgers({ query: { pageSize: 20 } });
assert.deepEqual(page.content, []);
await import('../dist/esm/define.js');
assert.equal(typeof customElements.get('svc-ledger-list'), 'function', 'svc-elements/define registers the elements with the server shim');
console.log('SSR: svc-elements and svc-elements/define import in Node without a DOM; the client works there.');
