/**
 * `npm run serve:sandbox`: the same server with the kit's sandbox as its service, over real HTTP.
 * No service account, no network. Sign in with `POST /dev/session` ({ endUserId } or { staff: […] }).
 *   PORT (default 8600): the server, the kit's base URL is http://localhost:PORT/api
 *   SANDBOX_PORT (default 8601): the sandbox standing in for the service
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createServer } from './app.js';
import { mountDevSignIn } from './dev-sign-in.js';
import { portFrom } from './env.js';
import { sandboxIdentity, startSandboxService } from './sandbox-service.js';
import { cookieSessions } from './session.js';

const port = portFrom('PORT', 8600);
// The sandbox's hosted payment pages are served here, on the kit's page's origin, under /sandbox.
const hostedPageBase = `http://localhost:${port}/sandbox`;
const upstream = await startSandboxService(portFrom('SANDBOX_PORT', 8601), { scaAnswer: 'spec', approvalDelayMs: 3000, hostedPageBase });
const sessions = cookieSessions({ secret: randomBytes(32).toString('base64url'), secure: false });
const app = createServer({
  // The sandbox ignores the key; a made-up one shows where the real one goes.
  service: { url: upstream.url, key: 'sandbox-key-not-a-secret' },
  session: sessions.hook,
  upstreamIdentity: sandboxIdentity,
});
mountDevSignIn(app, sessions);
app.all('/sandbox/hosted-payment/*', async (c) => {
  const { method } = c.req;
  const target = new URL(c.req.path.slice('/sandbox'.length), upstream.url);
  const body = method === 'POST' ? await c.req.text() : undefined;
  return upstream.sandbox.fetch(target, { method, headers: { 'content-type': c.req.header('content-type') ?? 'text/plain' }, body });
});
serve({ fetch: app.fetch, port }, () =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', port, api: `http://localhost:${port}/api`, sandbox: upstream.url })}\n`));
