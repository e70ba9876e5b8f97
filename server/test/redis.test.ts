/**
 * Two instances of the server behind one Redis, as behind a load balancer: a real `redis-server`
 * (no persistence, a port of its own) and two servers over real HTTP, each with its own cookie
 * sessions on the same secret and its own Redis connection, the kit's sandbox as their service.
 * What one instance counts, revokes or learns holds on the other.
 * Without redis-server the file is skipped, except under CI=true, where it fails (.ci/run installs it).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { cookieSessions, createServer } from 'svc-elements-server';
import { redisStores } from 'svc-elements-server/redis';
import { operations } from 'svc-elements/operations';
import { SEED } from 'svc-elements/sandbox';
import { sandboxIdentity, startSandboxService, type SandboxService } from '../src/dev/sandbox-service.js';
import { fillPath } from '../src/routes.js';

const PORT = Number(process.env.SVC_SERVER_REDIS_PORT ?? 8702);
const REDIS_PORT = PORT;
const SANDBOX_PORT = PORT + 1;
const INSTANCE_PORTS = [PORT + 2, PORT + 3] as const;
const ORIGIN = 'https://bank.test';
const SECRET = 'one-secret-both-instances-share-5d0c9e7b';

const redisServer = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
const haveRedis = redisServer.status === 0;
if (!haveRedis && process.env.CI === 'true') {
  throw new Error('redis-server is not installed: CI must run the two-instance tests (.ci/run installs it from the Debian packages).');
}

interface Instance {
  base: string;
  /** Ownership look-ups this instance made to the service. */
  ownershipReads: number;
  redis: Redis;
  close(): Promise<void>;
}

async function startInstance(port: number, serviceUrl: string): Promise<Instance> {
  const redis = new Redis({ port: REDIS_PORT, host: '127.0.0.1', lazyConnect: true });
  await redis.connect();
  const { store, policyStore } = redisStores(redis, { prefix: 'test:' });
  const sessions = cookieSessions({ secret: SECRET, secure: false, store });
  const instance = { base: `http://127.0.0.1:${port}`, ownershipReads: 0, redis } as Instance;
  const app = createServer({
    service: {
      url: serviceUrl,
      key: 'partner-key-two-instances',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.headers.get('x-request-id') === 'ownership') instance.ownershipReads += 1;
        return fetch(request);
      }) as typeof fetch,
    },
    session: sessions.hook,
    callerMode: sandboxIdentity,
    allowedOrigins: [ORIGIN],
    store,
    policyStore,
    log: () => {},
  });
  // The partner's own sign-in and sign-out, on each instance.
  app.post('/sign-in/:endUserId', async (c) => c.body(null, 204, { 'set-cookie': await sessions.signIn({ endUserId: c.req.param('endUserId') }) }));
  app.post('/sign-out', async (c) => c.body(null, 204, { 'set-cookie': await sessions.signOut(c.req.raw) }));
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  instance.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await redis.quit();
  };
  return instance;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
    setTimeout(() => socket.end(), 0);
  });

const call = async (instance: Instance, path: string, { method = 'GET', cookie }: { method?: string; cookie?: string } = {}) => {
  const headers: Record<string, string> = method === 'GET' ? {} : { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  const answer = await fetch(`${instance.base}${path}`, { method, headers });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as { code?: string }) : undefined };
};

const signIn = async (instance: Instance, endUserId: string) => {
  const answer = await fetch(`${instance.base}/sign-in/${endUserId}`, { method: 'POST' });
  assert.equal(answer.status, 204);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
};

describe('two server instances sharing one Redis', { skip: haveRedis ? false : 'redis-server is not installed' }, () => {
  let redisProcess: ChildProcess;
  let upstream: SandboxService;
  let one: Instance;
  let other: Instance;

  before(async () => {
    redisProcess = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // Ready when it takes a connection and answers PING (within 10 s).
    for (let tries = 0; !(await listening(REDIS_PORT)); tries += 1) {
      if (tries >= 100 || redisProcess.exitCode !== null) throw new Error(`redis-server did not start on port ${REDIS_PORT}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const probe = new Redis({ port: REDIS_PORT, host: '127.0.0.1', lazyConnect: true });
    await probe.connect();
    assert.equal(await probe.ping(), 'PONG');
    await probe.flushall();
    await probe.quit();
    upstream = await startSandboxService(SANDBOX_PORT, { scaAnswer: 'spec', approvalDelayMs: 0 });
    [one, other] = await Promise.all(INSTANCE_PORTS.map((port) => startInstance(port, upstream.url)));
  });

  after(async () => {
    await Promise.all([one, other].filter(Boolean).map((instance) => instance.close()));
    await upstream?.close();
    if (redisProcess && redisProcess.exitCode === null) {
      const exited = new Promise((resolve) => redisProcess.once('exit', resolve));
      redisProcess.kill('SIGTERM');
      await exited;
    }
  });

  test('a limit reached through one instance holds on the other', async () => {
    const cookieOne = await signIn(one, SEED.consumers.alice);
    const cookieOther = await signIn(other, SEED.consumers.alice);
    const pin = `/api${fillPath(operations.getCardPin.path, { cardId: SEED.cards.alicePhysical })}`;
    // Five PIN reveals a caller may start in the window (limits.ts), all through the first instance.
    for (let n = 1; n <= 5; n += 1) {
      const answer = await call(one, pin, { method: 'POST', cookie: cookieOne });
      assert.notEqual(answer.status, 429, `reveal ${n} of 5 is within the limit`);
    }
    const sixth = await call(other, pin, { method: 'POST', cookie: cookieOther });
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body?.code, 'RATE_LIMITED');
    // Another person's count is their own.
    const bruno = await signIn(other, SEED.consumers.bruno);
    const brunoPin = await call(other, pin, { method: 'POST', cookie: bruno });
    assert.notEqual(brunoPin.status, 429);
  });

  test('a sign-out on one instance revokes the session on the other', async () => {
    const cookie = await signIn(one, SEED.consumers.alice);
    const ledgers = `/api${operations.listLedgers.path}?pageSize=20`;
    assert.equal((await call(other, ledgers, { cookie })).status, 200, 'the cookie one instance issued opens the other');
    const signOut = await fetch(`${one.base}/sign-out`, { method: 'POST', headers: { cookie } });
    assert.equal(signOut.status, 204);
    const refused = await call(other, ledgers, { cookie });
    assert.equal(refused.status, 401, 'the other instance refuses the signed-out cookie');
    assert.equal((await call(one, ledgers, { cookie })).status, 401);
    // A new sign-in works on both again.
    const again = await signIn(other, SEED.consumers.alice);
    assert.equal((await call(one, ledgers, { cookie: again })).status, 200);
  });

  test('an instance whose Redis does not answer refuses the request (500) and forwards nothing', async () => {
    // Nothing listens on this port: every store call fails at once (no offline queue, no retry).
    const unreachable = new Redis({ port: PORT + 4, host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const { store, policyStore } = redisStores(unreachable);
    let forwarded = 0;
    const app = createServer({
      service: { url: upstream.url, key: 'partner-key-two-instances', fetch: (async () => ((forwarded += 1), new Response('{}'))) as unknown as typeof fetch },
      session: cookieSessions({ secret: SECRET, secure: false, store }).hook,
      callerMode: sandboxIdentity,
      store,
      policyStore,
      log: () => {},
    });
    const answer = await app.request(`/api${operations.listLedgers.path}`);
    assert.equal(answer.status, 500);
    assert.equal(((await answer.json()) as { code: string }).code, 'SERVER_ERROR');
    assert.equal(forwarded, 0);
    unreachable.disconnect();
  });

  test('an ownership answer one instance looked up is not looked up again by the other', async () => {
    const cookie = await signIn(one, SEED.consumers.alice);
    const beneficiary = `/api${fillPath(operations.getBeneficiary.path, { beneficiaryId: SEED.beneficiaries.aliceGbp })}`;
    const [readsOne, readsOther] = [one.ownershipReads, other.ownershipReads];
    assert.equal((await call(one, beneficiary, { cookie })).status, 200);
    assert.ok(one.ownershipReads > readsOne, 'the first instance asked the service whose beneficiary this is');
    assert.equal((await call(other, beneficiary, { cookie })).status, 200);
    assert.equal(other.ownershipReads, readsOther, 'the second instance took the answer from Redis');
    // And the shared cache is in Redis itself, under the configured prefix.
    const keys = await other.redis.keys('test:policy:own:*');
    assert.ok(keys.some((key) => key.endsWith(SEED.beneficiaries.aliceGbp)), `the ownership answer is in Redis: ${keys.join(', ')}`);
  });
});
