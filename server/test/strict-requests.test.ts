// Every request read with its operation's strict schema before anything else: unknown keys (ids spelled
// otherwise included), wrong types, oversize strings and arrays, nesting beyond the caps are refused 400
// with a code and the field, and nothing is looked up or forwarded.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POLICY_LIMITS } from '../src/policy/limits.js';
import { jsonDepth } from '../src/policy/strict.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { KEY, SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const card = SEED.cards.alicePhysical;
const order = { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.standard, nameOnCard: 'ALICE MARTIN' };

/** A server that counts every request reaching the service, ownership look-ups included. */
function counted() {
  let reads = 0;
  const sandbox = createSandbox({ scaAnswer: 'spec', approvalDelayMs: 0 });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => (reads++, sandbox.fetch(new Request(input, init)))) as typeof globalThis.fetch;
  return { ...harness({ service: { url: 'https://service.test', key: KEY, fetch } }), reads: () => reads };
}

describe('keys spelled otherwise are unknown keys', () => {
  for (const [what, path, method, body] of [
    ['endUserID in a body', '/beneficiaries', 'POST', { type: 'PERSON', name: 'Jean Dupont', bankingDetails: { iban: 'FR1420041010050500013M02606' }, endUserID: SEED.consumers.bruno }],
    ['an unknown key inside the SEPA details (a keyed union)', '/beneficiaries', 'POST', { type: 'PERSON', name: 'Jean Dupont', bankingDetails: { iban: 'FR1420041010050500013M02606', endUserID: SEED.consumers.bruno } }],
    ['ledgerID in a card order', '/cards', 'POST', { ...order, ledgerID: SEED.ledgers.graceGbp }],
    ['CreatorType in a card rule', `/cards/${card}/rules/DAILY_MAX_SPEND`, 'PUT', { value: 100, CreatorType: 'PARTNER' }],
    ['endUserID in a query', `/cards?endUserID=${SEED.consumers.bruno}`, 'GET', undefined],
    ['CreatorType in a removal’s query', `/cards/${card}/rules/DAILY_MAX_SPEND?CreatorType=PARTNER`, 'DELETE', undefined],
  ] as const) {
    it(`${what}: 400 INVALID_REQUEST naming it, nothing looked up or sent`, async () => {
      const { call, reads } = counted();
      const answer = await call(path, { method, as: alice, body });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.code, 'INVALID_REQUEST');
      const key = /(endUserID|ledgerID|CreatorType)/.exec(JSON.stringify(answer.body.errors))?.[1];
      assert.ok(key, JSON.stringify(answer.body));
      assert.ok(answer.body.errors.some((error: { code: string }) => error.code === 'unknown-field'));
      assert.equal(reads(), 0);
    });
  }

  it('a multipart upload with a field the operation does not take is refused', async () => {
    const { call, forwarded } = harness();
    const form = new FormData();
    form.set('type', 'ID_CARD');
    form.set('endUserID', SEED.consumers.bruno);
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    const answer = await call('/documents', { method: 'POST', as: alice, body: form });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.errors, [{ field: 'endUserID', code: 'unknown-field' }]);
    assert.equal(forwarded.length, 0);
  });

  it('a scalar query parameter given twice, or as an array, is refused', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call(`/cards?endUserId=${SEED.consumers.alice}&endUserId=${SEED.consumers.bruno}`, { as: alice })).status, 400);
    assert.equal((await call(`/cards?endUserId[]=${SEED.consumers.bruno}`, { as: alice })).status, 400);
    assert.equal(forwarded.length, 0);
  });
});

describe('types and sizes', () => {
  // Found by the fuzzer (server/test/fuzz/seeds.json, seed 750712571): `null` was read as an absent
  // body, so an operation whose fields are all optional took it, looked ids up and forwarded `{}`.
  it('a JSON null body is refused 400 where the operation takes an object, nothing looked up or sent', async () => {
    const { call, reads } = counted();
    const answer = await call(`/mandates/${SEED.mandates.aliceRent}`, { method: 'PATCH', as: alice, body: 'null' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'INVALID_REQUEST');
    assert.equal(reads(), 0);
  });

  it('a wrong type and an oversize string are refused with their fields', async () => {
    const { call, forwarded } = harness();
    const wrong = await call(`/cards/${card}/rules/DAILY_MAX_SPEND`, { method: 'PUT', as: alice, body: { value: '100' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.field, 'value');
    const long = await call(`/beneficiaries/${SEED.beneficiaries.aliceSepa}`, { method: 'PATCH', as: alice, body: { friendlyName: 'x'.repeat(256) } });
    assert.equal(long.status, 400);
    assert.equal(long.body.field, 'friendlyName');
    assert.equal(forwarded.length, 0);
  });

  it('the longest value a field takes (255 characters) is forwarded', async () => {
    const { call, forwarded } = harness();
    await call(`/beneficiaries/${SEED.beneficiaries.aliceSepa}`, { method: 'PATCH', as: alice, body: { friendlyName: 'x'.repeat(255) } });
    assert.equal(forwarded.length, 1);
    assert.equal((await forwarded[0]!.json()).friendlyName.length, 255);
  });

  it(`an open object (a worldwide address) takes further fields, up to ${POLICY_LIMITS.stringChars} characters each and ${POLICY_LIMITS.arrayItems} items an array`, async () => {
    const { call, forwarded } = harness();
    const declare = (address: Record<string, unknown>) =>
      call(`/corporates/${SEED.corporates.nordwind}/related`, { method: 'POST', as: { endUserId: SEED.corporates.nordwind }, body: { isDirector: true, sharesInfo: [], info: { firstName: 'Lena', lastName: 'Vogel', address: { city: 'Bremen', ...address } } } });
    assert.equal((await declare({ district: 'x'.repeat(POLICY_LIMITS.stringChars), lines: Array(POLICY_LIMITS.arrayItems).fill('a') })).status, 201);
    assert.equal(forwarded.length, 1);
    const long = await declare({ district: 'x'.repeat(POLICY_LIMITS.stringChars + 1) });
    assert.equal(long.status, 400);
    assert.equal(long.body.errors[0].code, 'string-chars');
    const many = await declare({ lines: Array(POLICY_LIMITS.arrayItems + 1).fill('a') });
    assert.equal(many.status, 400);
    assert.equal(many.body.errors[0].code, 'array-items');
    assert.equal(forwarded.length, 1);
  });

  it('a body of an operation that takes none is refused', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/cards/${card}/pin`, { method: 'POST', as: alice, body: { cardId: card } });
    assert.equal(answer.status, 400);
    assert.equal(forwarded.length, 0);
  });
});

describe('depth', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it(`nesting is counted on the text, strings left out: ${POLICY_LIMITS.jsonDepth} passes the count, one more does not`, () => {
    assert.equal(jsonDepth(`{"a":${nested(POLICY_LIMITS.jsonDepth - 1)}}`), POLICY_LIMITS.jsonDepth);
    assert.ok(jsonDepth(`{"a":${nested(POLICY_LIMITS.jsonDepth)}}`) > POLICY_LIMITS.jsonDepth);
    assert.equal(jsonDepth('{"a":"[[[[[[[[[[[[[[[[[[[[\\"[[[["}'), 1);
  });

  for (const depth of [3_000, 20_000]) {
    it(`a ${depth.toLocaleString('en')}-deep array in an open object is refused 400, nothing sent`, async () => {
      const { call, forwarded } = harness();
      const body = `{"isDirector":true,"sharesInfo":[{"percentage":10,"extra":${nested(depth)}}],"info":{"firstName":"Lena","lastName":"Vogel"}}`;
      const answer = await call(`/corporates/${SEED.corporates.nordwind}/related`, { method: 'POST', as: { endUserId: SEED.corporates.nordwind }, body });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.errors[0].code, 'json-depth');
      assert.equal(forwarded.length, 0);
    });
  }
});

describe('what is forwarded is what was parsed', () => {
  it('a card order goes out with the fields the contract lists, each as parsed', async () => {
    const { call, forwarded } = harness();
    await call('/cards', { method: 'POST', as: alice, body: order });
    assert.equal(forwarded.length, 1);
    assert.deepEqual(Object.keys(await forwarded[0]!.json()).sort(), ['deliveryMethod', 'ledgerId', 'nameOnCard', 'profileId']);
  });
});
