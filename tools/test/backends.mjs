/* global fetch */
// The two backends the conformance tests run the suite against, each on real HTTP with the kit's
// sandbox as its service (run with `node --import tsx`, as it starts the repository's TypeScript):
// - the reference server (server/src/app.ts) with real signed cookie sessions for two end users of
//   the sandbox's seed (Alice and David) and a staff member with both roles;
// - a deliberately naive forward written for this test: every route of the table forwarded to the
//   service with the partner key, every header and body as sent, no session, no policy.
// Prints one JSON line (bases, cookies, ids), then serves until SIGTERM.
import { createServer as createHttpServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { SEED } from '../../src/sandbox/ids.ts';
import { createServer } from '../../server/src/app.ts';
import { servedRoutes } from '../../server/src/routes.ts';
import { cookieSessions, sessionWiring } from '../../server/src/session.ts';
import { memoryStore } from '../../server/src/store.ts';
import { sandboxIdentity, startSandboxService } from '../../server/src/dev/sandbox-service.ts';

const KEY = 'partner-key-for-conformance-tests';
const port = (name, fallback) => Number(process.env[name] ?? fallback);

/** The reference server on `listen`, its own sandbox behind it. */
async function reference(listen) {
  const upstream = await startSandboxService(0);
  const store = memoryStore();
  const sessions = cookieSessions({ secret: randomBytes(32).toString('base64url'), secure: false, store });
  const app = createServer({ service: { url: upstream.url, key: KEY }, ...sessionWiring(sessions), callerMode: sandboxIdentity, store, log: () => {} });
  const server = serve({ fetch: app.fetch, port: listen, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const cookie = async (session) => (await sessions.signIn(session)).split(';')[0];
  return {
    base: `http://127.0.0.1:${server.address().port}/api`,
    user: await cookie({ endUserId: SEED.consumers.alice }),
    other: await cookie({ endUserId: SEED.consumers.david }),
    staff: await cookie({ staff: ['back-office', 'admin'], staffId: 'conformance-staff' }),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await upstream.close();
    },
  };
}

/** The naive forward: the route table matched, the request passed on whole with the partner key. */
async function naive(listen) {
  const upstream = await startSandboxService(0);
  const routes = servedRoutes().map((route) => ({
    ...route,
    pattern: new RegExp(`^/api${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
  }));
  const server = createHttpServer(async (request, response) => {
    const url = new URL(request.url, 'http://naive');
    const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname));
    if (!route) return response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"NOT_FOUND"}');
    const params = route.pattern.exec(url.pathname).groups ?? {};
    const target = route.upstream.path.replace(/\{(\w+)\}/g, (_whole, name) => params[name]);
    const headers = { ...request.headers, 'service-auth': KEY };
    delete headers.host;
    delete headers.connection;
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const answer = await fetch(`${upstream.url}${target}${url.search}`, { method: route.upstream.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const body = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type');
    response.writeHead(answer.status, type ? { 'content-type': type } : {}).end(body);
  });
  await new Promise((resolve) => server.listen(listen, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}/api`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await upstream.close();
    },
  };
}

const started = [await reference(port('SVC_CONFORMANCE_REFERENCE_PORT', 0)), await naive(port('SVC_CONFORMANCE_NAIVE_PORT', 0))];
const [ref, forward] = started;
const alice = { consumerId: SEED.consumers.alice, cardId: SEED.cards.alicePhysical, ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.standard, beneficiaryId: SEED.beneficiaries.aliceSepa, documentId: SEED.documents.aliceIdentity, mandateId: SEED.mandates.aliceRent, transactionId: SEED.transactions.aliceToDavid };
const david = { consumerId: SEED.consumers.david, cardId: SEED.cards.david, ledgerId: SEED.ledgers.davidMain, beneficiaryId: SEED.beneficiaries.davidUsd };
process.stdout.write(`${JSON.stringify({ reference: ref.base, naive: forward.base, user: ref.user, other: ref.other, staff: ref.staff, userIds: alice, otherIds: david })}\n`);
process.on('SIGTERM', () => void Promise.all(started.map((backend) => backend.close())).then(() => process.exit(0)));
