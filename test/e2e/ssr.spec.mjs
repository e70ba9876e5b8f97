/* global Response */
// The built library in Node with no DOM (server rendering, tests, build tools): the side-effect-free
// entry and the define entry import, and the client works there. Run after `npm run build`.
import { strict as assert } from 'node:assert';
import { before, test } from 'node:test';
import { needsBuild } from './fixtures/browser.mjs';

let kit;
before(async () => {
  needsBuild('dist/esm/index.js');
  assert.equal(typeof globalThis.document, 'undefined', 'this spec must run without a DOM');
  kit = await import('../../dist/esm/index.js');
});

for (const name of ['createFetchAdapter', 'createClient', 'setDefaultConfig', 'SvcLedgerList', 'SvcConsumerForm', 'ServiceError']) {
  test(`svc-elements exports ${name} in Node`, () => {
    assert.equal(typeof kit[name], 'function');
  });
}

test("the client lists a partner's page through a fetch adapter in Node", async () => {
  const adapter = kit.createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: async () => new Response('{"content":[],"totalElements":0,"page":0,"pageSize":20}') });
  const page = await kit.createClient(adapter).listLedgers({ query: { pageSize: 20 } });
  assert.deepEqual(page.content, []);
});

test('svc-elements/define registers the elements with the server shim', async () => {
  await import('../../dist/esm/define.js');
  assert.equal(typeof customElements.get('svc-ledger-list'), 'function');
});
