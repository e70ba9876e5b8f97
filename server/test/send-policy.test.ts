// Per caller, per operation, what may be sent: the review's findings, each through the server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operationNames } from '../../src/api/operations.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { policy, type OperationPolicy } from '../src/policy/table.js';
import { examples, requestOf } from './examples.js';
import { KEY, SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const backOffice = { staff: ['back-office'], staffId: 'staff-1' } as const;
const rule = `/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND`;
const order = { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.standard, nameOnCard: 'ALICE MARTIN' };

describe('card rules from an end user are the end user’s', () => {
  it('a put with no creatorType goes out as END_USER, never with the partner’s identity', async () => {
    const { call, forwarded } = harness();
    await call(rule, { method: 'PUT', as: alice, body: { value: 100 } });
    assert.equal(forwarded.length, 1);
    assert.equal((await forwarded[0]!.json()).creatorType, 'END_USER');
  });

  it('a removal with no creatorType goes out as END_USER, so the partner’s own rule on the card stays', async () => {
    const { call, forwarded } = harness();
    await call(rule, { method: 'DELETE', as: alice });
    assert.equal(forwarded.length, 1);
    assert.equal(new URL(forwarded[0]!.url).searchParams.get('creatorType'), 'END_USER');
  });

  it('every rule of a card order goes out as END_USER, with the end user’s id', async () => {
    const { call, forwarded } = harness();
    const rules = [{ type: 'DAILY_MAX_SPEND', value: 999_999_999 }, { type: 'MONTHLY_MAX_SPEND', value: 2000, creatorType: 'END_USER' }];
    await call('/cards', { method: 'POST', as: alice, body: { ...order, rules } });
    assert.equal(forwarded.length, 1);
    const sent = (await forwarded[0]!.json()).rules as { creatorType: string; endUserId: string }[];
    assert.deepEqual(sent.map((item) => [item.creatorType, item.endUserId]), [['END_USER', SEED.consumers.alice], ['END_USER', SEED.consumers.alice]]);
  });

  it('a card order with a rule named as the partner’s is refused 403, nothing sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call('/cards', { method: 'POST', as: alice, body: { ...order, rules: [{ type: 'DAILY_MAX_SPEND', value: 5, creatorType: 'PARTNER' }] } });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.field, 'rules.creatorType');
    assert.equal(forwarded.length, 0);
  });
});

/** A value of the right type for each field an end user never sends. */
const valueFor: Record<string, unknown> = {
  display: true, limits: { transactionLimit: 1 }, autoUpgrade: true, bypassVerification: true, externalId: 'crm-1', metadata: { tier: 'gold' }, partnerMetadata: { tier: 'gold' }, operator: 'PARTNER',
};

/** The example's body with `value` at `path` (`address.bypassVerification` makes the address). */
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head!]: value };
  const inner = (body[head!] as Record<string, unknown> | undefined) ?? (head === 'address' ? { city: 'Paris' } : {});
  return { ...body, [head!]: withField(inner, rest.join('.'), value) };
}

describe('fields an end user never sends (each from the table), refused 403 naming the field, nothing sent', () => {
  for (const operation of operationNames) {
    const line = policy[operation] as OperationPolicy;
    const forbidden = (line.endUser ?? line.signUp)?.forbidden ?? [];
    for (const path of forbidden) {
      const inner = path.slice('body.'.length);
      it(`${operation}: ${inner}`, async () => {
        const { call, forwarded } = harness();
        const { method, path: route, body } = requestOf(operation);
        const sent = withField(body as Record<string, unknown>, inner, valueFor[inner.slice(inner.lastIndexOf('.') + 1)]);
        const answer = await call(route, { method, as: line.signUp ? null : { endUserId: examples[operation].endUser }, body: sent });
        assert.equal(answer.status, 403, JSON.stringify(answer.body));
        assert.equal(answer.body.field, inner);
        assert.equal(forwarded.length, 0);
      });
    }
  }

  it('operator from an end user is refused (the suspension is staff’s)', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/ledgers/${SEED.ledgers.aliceMain}/suspension`, { method: 'POST', as: alice, body: { operator: 'END_USER', reason: 'x', blockIncomingTransaction: true } });
    assert.equal(answer.status, 403);
    assert.equal(forwarded.length, 0);
  });
});

describe('staff send as the partner', () => {
  it('a card profile rule from back-office staff goes out as PARTNER; one naming an end user is refused', async () => {
    const { call, forwarded } = harness();
    const path = `/card-profiles/${SEED.cardProfiles.standard}/rules/DAILY_MAX_SPEND`;
    await call(path, { method: 'PUT', as: backOffice, body: { value: 500 } });
    assert.equal(forwarded.length, 1);
    assert.equal((await forwarded[0]!.json()).creatorType, 'PARTNER');
    const named = await call(path, { method: 'PUT', as: backOffice, body: { value: 500, endUserId: SEED.consumers.alice } });
    assert.equal(named.status, 403);
    assert.equal(named.body.field, 'endUserId');
    assert.equal(forwarded.length, 1);
  });

  it('a suspension by back-office staff goes out with operator PARTNER; END_USER is refused', async () => {
    const { call, forwarded } = harness();
    const path = `/ledgers/${SEED.ledgers.aliceSavings}/suspension`;
    await call(path, { method: 'POST', as: backOffice, body: { reason: 'Fraud suspected', blockIncomingTransaction: true } });
    assert.equal((await forwarded[0]!.json()).operator, 'PARTNER');
    assert.equal((await call(path, { method: 'POST', as: backOffice, body: { operator: 'END_USER', reason: 'x', blockIncomingTransaction: true } })).status, 403);
    assert.equal(forwarded.length, 1);
  });
});

describe('ids: only those the schema names, deduplicated, capped, cached', () => {
  /** A server whose every request to the service is counted, ownership look-ups included. */
  function counted(options: Parameters<typeof harness>[0] = {}) {
    let reads = 0;
    const sandbox = createSandbox({ scaAnswer: 'spec', approvalDelayMs: 0 });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => (reads++, sandbox.fetch(new Request(input, init)))) as typeof globalThis.fetch;
    return { ...harness({ service: { url: 'https://service.test', key: KEY, fetch }, ...options }), reads: () => reads };
  }

  it('a body naming 600 ids at depth makes no read of the service (on main: one or more reads each)', async () => {
    const { call, reads } = counted();
    const rules = Array.from({ length: 600 }, (_, i) => ({ type: 'DAILY_MAX_SPEND', ledgerId: `1e000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const answer = await call('/cards', { method: 'POST', as: alice, body: { ...order, rules } });
    assert.equal(answer.status, 400);
    assert.equal(reads(), 0);
  });

  it('an id-looking key inside an open object is neither looked up nor taken for an id', async () => {
    const { call, reads } = counted();
    const nordwind = { endUserId: SEED.corporates.nordwind };
    const answer = await call(`/corporates/${SEED.corporates.nordwind}/related`, { method: 'POST', as: nordwind, body: { isDirector: true, sharesInfo: [{ percentage: 10, ledgerId: SEED.ledgers.graceGbp }], info: { firstName: 'Lena', lastName: 'Vogel' } } });
    assert.ok(![400, 403, 404].includes(answer.status), `answered ${answer.status}`);
    assert.equal(reads(), 1, 'the forward only');
  });

  it('the same request twice looks its ids up once (cached per end user)', async () => {
    const { call, reads } = counted();
    const pay = () => call('/acquiring/payments', { method: 'POST', as: alice, body: { amount: 10, externalCardId: SEED.externalCards.aliceVisa } });
    await pay();
    const first = reads();
    await pay();
    assert.equal(reads() - first, 1, 'the second forward only');
    assert.ok(first >= 2, 'the first looked up the card and forwarded');
  });

  it('beyond the cap of distinct ids per request: 400 TOO_MANY_IDS and no look-up', async () => {
    const { call, reads } = counted({ idsPerRequest: 2 });
    const form = new FormData();
    form.set('type', 'ID_CARD');
    form.set('transactionId', SEED.transactions.aliceToDavid);
    form.set('beneficiaryId', SEED.beneficiaries.aliceSepa);
    form.set('documentId', SEED.documents.aliceDetailsRequested);
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    const answer = await call('/documents', { method: 'POST', as: alice, body: form });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'TOO_MANY_IDS');
    assert.equal(reads(), 0);
  });
});

