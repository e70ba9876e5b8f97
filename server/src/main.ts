/**
 * The reference backend against a real service (compiled: `npm run build -w server`, then
 * `npm start -w server`):
 *   SERVICE_URL=https://… SERVICE_AUTH=… SESSION_SECRET=… ALLOWED_ORIGINS=https://www.your-bank.example \
 *   CALLER_MODE=partner npm start -w server
 * Every setting is read before anything starts; the missing ones stop it, named (never a value).
 * CALLER_MODE has no default (DESIGN §9):
 *   partner: the partner acts for its end users with its own key; the policy (who may call and
 *     send what) is all that stands between a customer and the partner's rights.
 *   end-user-credentials: CREDENTIALS_MODULE names a module whose default export turns a session
 *     into the headers that carry the end user's own credentials to the service.
 * Optional: PORT (8080), HOST (0.0.0.0), TRUSTED_PROXIES (0), SERVICE_TIMEOUT_MS (20000), PARTNER_NAME
 * (the `partnerName` an anonymous sign-up carries; default: the name in the partner's configuration),
 * REDIS_URL (`redis://host:6379/0`: limits, session versions and the ownership cache shared with the
 * other instances behind the same load balancer; without it they live in this process's memory,
 * right for one instance only).
 * Sessions are the signed `__Host-` cookie of session.ts; your own sign-in issues them.
 * Nothing of dev/ is mounted here: no dev sign-in, no sandbox. SANDBOX_AUTO_ADVANCE_MS (the demo's
 * sandbox validating KYC by itself, dev/auto-advance.ts) stops it: it has no meaning against a service.
 */
import { serve } from '@hono/node-server';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createServer, type CallerMode } from './app.js';
import { listFrom, missing, numberFrom, portFrom } from './env.js';
import { cookieSessions, sessionWiring } from './session.js';
import { memoryPolicyStore } from './policy/store.js';
import { memoryStore } from './store.js';

// A development setting set here means a sandbox's environment was carried into production: refuse.
if (process.env.SANDBOX_AUTO_ADVANCE_MS !== undefined) {
  process.stderr.write('SANDBOX_AUTO_ADVANCE_MS is a setting of the sandbox (npm run serve:demo, serve:sandbox), never of production: unset it.\n');
  process.exit(1);
}
const absent = missing(['SERVICE_URL', 'SERVICE_AUTH', 'SESSION_SECRET', 'ALLOWED_ORIGINS', 'CALLER_MODE']);
const mode = process.env.CALLER_MODE;
if (mode && mode !== 'partner' && mode !== 'end-user-credentials') {
  process.stderr.write('CALLER_MODE must be `partner` or `end-user-credentials`.\n');
  process.exit(1);
}
if (mode === 'end-user-credentials' && !process.env.CREDENTIALS_MODULE) absent.push('CREDENTIALS_MODULE');
if (absent.length > 0) {
  process.stderr.write(`Set ${absent.join(', ')} in the environment (server/src/main.ts says what each is).\n`);
  process.exit(1);
}

let callerMode: CallerMode = 'partner';
if (mode === 'end-user-credentials') {
  const loaded = (await import(pathToFileURL(resolve(process.env.CREDENTIALS_MODULE!)).href)) as { default?: unknown };
  if (typeof loaded.default !== 'function') {
    process.stderr.write('CREDENTIALS_MODULE must export a function as its default: (session) => headers.\n');
    process.exit(1);
  }
  callerMode = loaded.default as CallerMode;
}

// Several instances share their state through Redis; one keeps it in memory.
const redis = process.env.REDIS_URL ? new (await import('ioredis')).Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const { store, policyStore } = redis ? (await import('./redis-store.js')).redisStores(redis) : { store: memoryStore(), policyStore: memoryPolicyStore() };
const sessions = cookieSessions({ secret: process.env.SESSION_SECRET!, store });
const app = createServer({
  service: { url: process.env.SERVICE_URL!, key: process.env.SERVICE_AUTH!, timeoutMs: numberFrom('SERVICE_TIMEOUT_MS', 20_000) },
  ...sessionWiring(sessions),
  callerMode,
  allowedOrigins: listFrom('ALLOWED_ORIGINS'),
  trustedProxies: numberFrom('TRUSTED_PROXIES', 0),
  store,
  policyStore,
  ...(process.env.PARTNER_NAME ? { partnerName: process.env.PARTNER_NAME } : {}),
});
const port = portFrom('PORT', 8080);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', port: info.port })}\n`));
// SIGTERM (docker stop, the orchestrator): stop taking connections, let the open ones end, exit.
const stop = (signal: string) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'stopping', signal })}\n`);
  server.close(() => void (redis?.quit() ?? Promise.resolve()).finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
