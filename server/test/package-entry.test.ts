/**
 * The server as a partner takes it: imported by its package name (`svc-elements-server`, resolved
 * through its `exports`), mounted in a plain `node:http` app beside a route of the partner's own,
 * and called over real HTTP with the kit's sandbox as the service.
 */
import assert from 'node:assert/strict';
import { createServer as createHttpServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { getRequestListener } from '@hono/node-server';
import { cookieSessions, createServer, sessionWiring } from 'svc-elements-server';
import { operations } from 'svc-elements/operations';
import { SEED } from 'svc-elements/sandbox';
import { sandboxIdentity, startSandboxService, type SandboxService } from '../src/dev/sandbox-service.js';

const PORT = Number(process.env.SVC_SERVER_PACKAGE_PORT ?? 8700);
const SANDBOX_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

describe('svc-elements-server mounted from its package entry in a plain Node app', () => {
  let upstream: SandboxService;
  let http: Server;
  const logs: string[] = [];

  before(async () => {
    upstream = await startSandboxService(SANDBOX_PORT, { scaAnswer: 'spec', approvalDelayMs: 0 });
    const sessions = cookieSessions({ secret: 'a-partner-secret-of-at-least-32-characters', secure: false });
    const banking = createServer({
      service: { url: upstream.url, key: 'partner-key-package-entry' },
      ...sessionWiring(sessions),
      callerMode: sandboxIdentity,
      allowedOrigins: [base],
      log: (line) => logs.push(line),
    });
    const bankingListener = getRequestListener(banking.fetch);
    // The partner's own app: its own routes first, the banking routes under /api and /openapi.json.
    http = createHttpServer(async (request, response) => {
      if (request.url === '/hello') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'the partner' }));
        return;
      }
      if (request.url === '/sign-in/alice' && request.method === 'POST') {
        // The partner's own sign-in, which issues the server's session cookie.
        const cookie = await sessions.signIn({ endUserId: SEED.consumers.alice });
        response.writeHead(204, { 'set-cookie': cookie }).end();
        return;
      }
      await bankingListener(request, response);
    });
    await new Promise<void>((resolve) => http.listen(PORT, '127.0.0.1', resolve));
  });

  after(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await upstream.close();
  });

  test('the package names resolve through their exports to the sources under the development condition', () => {
    assert.match(import.meta.resolve('svc-elements-server'), /\/server\/src\/index\.ts$/);
    assert.match(import.meta.resolve('svc-elements-server/redis'), /\/server\/src\/redis-store\.ts$/);
    assert.match(import.meta.resolve('svc-elements/operations'), /\/src\/operations\.ts$/);
  });

  test("the partner's own route answers beside the banking routes", async () => {
    const answer = await fetch(`${base}/hello`);
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { from: 'the partner' });
  });

  test('nobody signed in is refused a list, with a code and a request id', async () => {
    const answer = await fetch(`${base}/api${operations.listLedgers.path}`);
    assert.equal(answer.status, 401);
    const body = (await answer.json()) as { code?: string; requestId?: string };
    assert.equal(typeof body.code, 'string');
    assert.equal(typeof body.requestId, 'string');
  });

  test('an end user signed in by the partner lists her own ledgers through the mounted server', async () => {
    const signIn = await fetch(`${base}/sign-in/alice`, { method: 'POST' });
    assert.equal(signIn.status, 204);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const answer = await fetch(`${base}/api${operations.listLedgers.path}?pageSize=20`, { headers: { cookie } });
    assert.equal(answer.status, 200);
    const page = (await answer.json()) as { content: { id: string }[]; totalElements: number };
    assert.ok(page.content.length > 0, 'alice has ledgers in the sandbox');
    assert.ok(page.content.some((ledger) => ledger.id === SEED.ledgers.aliceMain), 'her main ledger is listed');
    assert.ok(logs.some((line) => line.includes('"operation":"listLedgers"') && line.includes('"status":200')), 'the server logged the call');
  });

  test('the route table is served as OpenAPI beside them', async () => {
    const answer = await fetch(`${base}/openapi.json`);
    assert.equal(answer.status, 200);
    const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
    assert.match(document.openapi, /^3\.1/);
    assert.ok(document.paths[operations.listLedgers.path], 'the document lists the ledgers route');
  });
});
