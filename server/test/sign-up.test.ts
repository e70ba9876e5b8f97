// The anonymous sign-up and the restricted session after it (DESIGN §9), and the corporate shares that
// only an end user's own declarations make checkable: over real HTTP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operationNames } from '../../src/api/operations.js';
import { SANDBOX_PHONE_CODE } from '../../src/sandbox/ids.js';
import type { Session } from '../src/session.js';
import { onboardingOperations } from '../src/policy/table.js';
import { examples, requestOf } from './examples.js';
import { SEED, harness } from './harness.js';
import { overHttp } from './over-http.js';

const ines = { firstName: 'Ines', lastName: 'Roy', phone: { countryCode: '33', number: '612340000' }, emailAddress: 'ines@example.test' };

describe('the anonymous sign-up', () => {
  it('carries the server’s own partnerName, whatever the browser sent, with nobody’s rights', async () => {
    const { call, forwarded } = harness({ partnerName: 'Pebble Money', callerMode: (session: Session): Record<string, string> => (session ? { authorization: 'Bearer someone' } : {}) });
    const answer = await call('/consumers', { method: 'POST', as: { endUserId: SEED.consumers.alice }, body: { ...ines, partnerName: 'Another Bank' } });
    assert.equal(answer.status, 201);
    assert.equal(forwarded.length, 1);
    assert.equal((await forwarded[0]!.json()).partnerName, 'Pebble Money');
    assert.equal(forwarded[0]!.headers.get('authorization'), null);
  });

  it('without the option, carries the name of the partner’s configuration, read from the service', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call('/consumers', { method: 'POST', body: ines })).status, 201);
    const sent = await forwarded[0]!.json();
    assert.equal(typeof sent.partnerName, 'string');
    assert.ok(sent.partnerName.length > 0);
  });
});

describe('the session right after a sign-up (onboarding), over HTTP', async () => {
  const newcomer = SEED.consumers.chloe;
  const onboarding = { endUserId: newcomer, onboarding: true } as const;
  const { app, forwarded } = harness({ session: (() => onboarding) as unknown as (request: Request) => Session });
  const call = await overHttp(app);

  for (const operation of operationNames) {
    const allowed = onboardingOperations.has(operation) || operation === 'createConsumer';
    it(`${operation}: ${allowed ? 'allowed' : 'refused 403'}`, async () => {
      const before = forwarded.length;
      // The example of an onboarding step, on the newcomer's own record.
      const example = examples[operation];
      const own = example.params?.consumerId ? { ...example, params: { ...example.params, consumerId: newcomer } } : example;
      const { method, path, body } = requestOf(operation, own);
      const answer = await call(path, { method, body });
      if (allowed) {
        assert.equal(forwarded.length, before + 1, `answered ${answer.status} ${JSON.stringify(answer.body)}`);
        assert.ok(![401, 403].includes(answer.status), `answered ${answer.status}`);
      } else {
        assert.equal(answer.status, 403);
        assert.equal(forwarded.length, before);
      }
    });
  }
});

describe('corporate shares and the documents of related entities, over HTTP', async () => {
  const meridian = SEED.corporates.meridian;
  const { app, forwarded, cookieFor } = harness();
  const call = await overHttp(app);
  const upload = (fields: Record<string, string>) => {
    const form = new FormData();
    form.set('type', 'ID_CARD');
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    return form;
  };

  it('a share on an entity the corporate declared through the server is created, and a document uploaded for it', async () => {
    const cookie = await cookieFor({ endUserId: meridian });
    const declared = await call(`/corporates/${meridian}/related`, { method: 'POST', cookie, body: { isDirector: false, sharesInfo: [], info: { firstName: 'Lena', lastName: 'Vogel' } } });
    assert.equal(declared.status, 201);
    const share = await call('/corporate-shares', { method: 'POST', cookie, body: { corporateRelatedId: declared.body.id, percentage: 10 } });
    assert.equal(share.status, 201, JSON.stringify(share.body));
    const document = await call('/documents', { method: 'POST', cookie, body: upload({ corporateRelatedId: declared.body.id }) });
    assert.equal(document.status, 201, JSON.stringify(document.body));
  });

  it('an entity a document request of theirs names is theirs too (the seed’s UBO of Atelier)', async () => {
    const cookie = await cookieFor({ endUserId: SEED.corporates.atelier });
    const document = await call('/documents', { method: 'POST', cookie, body: upload({ corporateRelatedId: SEED.related.atelierUbo }) });
    assert.equal(document.status, 201, JSON.stringify(document.body));
  });

  it('another corporate’s entity is answered 404, nothing sent', async () => {
    const cookie = await cookieFor({ endUserId: meridian });
    const before = forwarded.length;
    const share = await call('/corporate-shares', { method: 'POST', cookie, body: { corporateRelatedId: SEED.related.atelierUbo, percentage: 10 } });
    assert.equal(share.status, 404);
    assert.equal(share.body.field, 'corporateRelatedId');
    assert.equal(forwarded.length, before);
  });
});

describe('the onboarding session once the phone is verified', () => {
  const newcomer = SEED.consumers.chloe;
  const onboarding = { endUserId: newcomer, onboarding: true } as const;
  const issued: string[] = [];
  const verifiedSession = async (endUserId: string) => {
    issued.push(endUserId);
    return `svc_session=full-${endUserId}; Path=/; HttpOnly; SameSite=Strict`;
  };

  it('a wrong code keeps the restricted session; the right one replaces it with a full session', async () => {
    const { call } = harness({ session: (() => onboarding) as unknown as (request: Request) => Session, verifiedSession });
    const wrong = await call(`/consumers/${newcomer}/phone-verification`, { method: 'POST', body: { code: '000000' } });
    assert.equal(wrong.headers.get('set-cookie'), null);
    assert.deepEqual(issued, []);
    const right = await call(`/consumers/${newcomer}/phone-verification`, { method: 'POST', body: { code: SANDBOX_PHONE_CODE } });
    assert.equal(right.status, 200);
    assert.match(right.headers.get('set-cookie') ?? '', /^svc_session=full-/);
    assert.deepEqual(issued, [newcomer]);
  });
});
