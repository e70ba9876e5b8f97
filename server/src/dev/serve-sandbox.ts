/**
 * `npm run serve:sandbox`: the same server with the kit's sandbox as its service, over real HTTP,
 * on this machine only (127.0.0.1). No service account, no network. Sign in with
 * `POST /dev/session` ({ endUserId } or { staff: […] }, JSON, from an allowed page).
 *   PORT (default 8600): the server, the kit's base URL is http://localhost:PORT/api
 *   SANDBOX_PORT (default 8601): the sandbox standing in for the service
 *   SANDBOX_AUTO_ADVANCE_MS (unset: never): a new customer's KYC, once their identity document is
 *     sent, and a declared person's KYC are validated by themselves this long after (auto-advance.ts)
 *   ALLOWED_ORIGINS: further pages that may write, comma-separated: your app's dev server
 *     (http://localhost:5173) when it proxies /api here
 */
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createServer } from '../app.js';
import { listFrom, portFrom } from '../env.js';
import { memoryStore } from '../store.js';
import { cookieSessions, sessionWiring } from '../session.js';
import { mountDevSignIn } from './dev-sign-in.js';
import { autoAdvanceFromEnv, startAutoAdvance } from './auto-advance.js';
import { mountSandboxPages, sandboxIdentity, startSandboxService } from './sandbox-service.js';

const port = portFrom('PORT', 8600);
const allowedOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(listFrom('ALLOWED_ORIGINS') ?? [])];
// The sandbox's hosted payment pages and files are served here, on the kit's page's origin, under /sandbox.
const upstream = await startSandboxService(portFrom('SANDBOX_PORT', 8601), { scaAnswer: 'spec', approvalDelayMs: 3000, hostedPageBase: `http://localhost:${port}/sandbox` });
const autoAdvanceMs = autoAdvanceFromEnv();
const advancing = autoAdvanceMs === undefined ? undefined : startAutoAdvance(upstream.sandbox, autoAdvanceMs);
const store = memoryStore();
const sessions = cookieSessions({ secret: randomBytes(32).toString('base64url'), secure: false, store });
const app = createServer({
  // The sandbox ignores the key; a made-up one shows where the real one goes.
  service: { url: upstream.url, key: 'sandbox-key-not-a-secret' },
  ...sessionWiring(sessions),
  callerMode: sandboxIdentity,
  allowedOrigins,
  store,
});
mountDevSignIn(app, sessions, { allowedOrigins });
mountSandboxPages(app, upstream);
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', port, api: `http://localhost:${port}/api`, allowedOrigins, sandbox: upstream.url })}\n`));
const stop = () => {
  advancing?.stop();
  server.close(() => void upstream.close().then(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
