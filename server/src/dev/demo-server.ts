/**
 * The demo pages over real HTTP (`npm start`, `npm run check:demo`, `npm run picture`): the pages
 * and the built script tag, each page calling the reference server at `/api` with the sandbox as
 * its service, exactly as a partner's pages call their own backend.
 *
 * The customer page and the back office are told apart by HOST: the customer page is served at
 * `http://localhost:PORT`, the back office at `http://127.0.0.1:PORT`. A cookie belongs to its host
 * (its `Path` isolates nothing: any page of a host can call any path of it), so the end user's
 * session and the staff's never meet, and a page on one host cannot call with the other's rights.
 * Opening a page signs its caller in (this is the sandbox: in production your own sign-in does it,
 * see dev-sign-in.ts); a page asked for on the other host is sent to its own. Sign-up (the
 * consumer form's anonymous creation) needs no session, and opens the new consumer's onboarding
 * one. The new customer page (demo/onboarding.html, on localhost) signs whoever was signed in there
 * out: its visitor is new, and the journey's sign-up opens their onboarding session. The sandbox
 * validates a new customer's KYC (after their identity document) and a declared person's by itself
 * after `autoAdvanceMs` (auto-advance.ts), a development setting the production entry refuses.
 * Its rate limits are production's, each number multiplied for the walk (demo-limits.ts): the
 * production entry has no way to take them.
 * The company page (demo/company.html, on localhost) signs in Meridian Studio, the sandbox's company
 * with nothing declared, as its end user. The spec has no operation that reads a corporate, its
 * people's identity checks or its KYB status: a partner learns them from the service (its KYC
 * set-up, the compliance review) and keeps them in its own records. `GET /partner/company-onboarding`
 * stands in for the partner's backend there: the signed-in company's declared people (ids and KYC
 * statuses, no names) and its KYB status, read from the sandbox. Of the sandbox itself only its
 * hosted payment page and its files (receipts) are served here (sandbox-service.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import type { AddressInfo } from 'node:net';
import { SEED } from 'svc-elements/sandbox';
import { pinPageFile } from '../../../bin/import-map.mjs';
import { createServer } from '../app.js';
import type { LogSink } from '../log.js';
import { cookieSessions, sessionWiring, type Session } from '../session.js';
import { memoryStore } from '../store.js';
import { mountSandboxPages, sandboxIdentity, startSandboxService } from './sandbox-service.js';
import { startAutoAdvance } from './auto-advance.js';
import { demoLimits } from './demo-limits.js';

/** One demo page: the host it is served on, and who opens it (`null`: a visitor, whoever was signed in on that host is signed out). */
interface DemoPage {
  file: string;
  host: 'localhost' | '127.0.0.1';
  caller: Session;
}

export const demoPages: readonly DemoPage[] = [
  { file: 'index.html', host: 'localhost', caller: { endUserId: SEED.consumers.alice } },
  { file: 'back-office.html', host: '127.0.0.1', caller: { staff: ['back-office', 'admin'], staffId: 'demo-staff' } },
  // A new customer: nobody is signed in; the sign-up opens their restricted onboarding session.
  { file: 'onboarding.html', host: 'localhost', caller: null },
  // A company's KYB: Meridian Studio, as its own end user (its records only).
  { file: 'company.html', host: 'localhost', caller: { endUserId: SEED.corporates.meridian } },
];

export interface DemoServerOptions {
  /** Default: any free port. */
  port?: number;
  /** The sandbox standing in for the service. Default: any free port. */
  sandboxPort?: number;
  /** Milliseconds before the sandbox approves an SCA (default 3000: long enough to see the wait). */
  approvalDelayMs?: number;
  /**
   * Milliseconds after which the sandbox moves a new customer's KYC (once their identity document is
   * sent) and a declared person's KYC forward by itself (auto-advance.ts). Default 5000; 0: never.
   */
  autoAdvanceMs?: number;
  /** Default: one JSON line per request on stdout. */
  log?: LogSink;
  /** Puts something around the reference server's `/api` handler (the demo walk puts Prism beside it: test/runner/prism-proxy.mjs). */
  aroundApi?: (api: (request: Request, env?: unknown) => Promise<Response>) => (request: Request, env?: unknown) => Promise<Response>;
}

export interface DemoServer {
  /** `http://localhost:<port>`: the customer page is at `/demo/`. */
  origin: string;
  /** `http://127.0.0.1:<port>`: the back office is at `/demo/back-office.html`. */
  backOfficeOrigin: string;
  close(): Promise<void>;
}

/** The policy a page states in its own meta tag. */
const policyOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
const root = (folder: string) => fileURLToPath(new URL(`../../../${folder}/`, import.meta.url));
/** The kit as a partner serves it: under a path that carries its version, each file cached for good. */
const KIT = `/svc-elements/${(JSON.parse(readFileSync(`${root('.')}package.json`, 'utf8')) as { version: string }).version}/`;
/** A demo file with its kit URLs (`../svc-elements/…`, as written for the folder) moved to the versioned path. */
const versioned = (text: string) => text.replaceAll('../svc-elements/', KIT);

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const app = new Hono();
  // Listening first: the sandbox's hosted payment pages are served on this server, which it must know.
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  const originOf = (host: DemoPage['host']) => `http://${host}:${port}`;
  const upstream = await startSandboxService(options.sandboxPort ?? 0, {
    scaAnswer: 'spec',
    approvalDelayMs: options.approvalDelayMs ?? 3000,
    hostedPageBase: `${originOf('localhost')}/sandbox`,
  });
  const autoAdvanceMs = options.autoAdvanceMs ?? 5000;
  const advancing = autoAdvanceMs > 0 ? startAutoAdvance(upstream.sandbox, autoAdvanceMs) : undefined;
  const store = memoryStore();
  // A working day: a demo left open over lunch still answers (the 401 an expired session gets is tested elsewhere).
  const sessions = cookieSessions({ secret: randomBytes(32).toString('base64url'), secure: false, maxAgeSeconds: 8 * 3600, store });
  const api = createServer({
    service: { url: upstream.url, key: 'sandbox-key-not-a-secret' },
    ...sessionWiring(sessions),
    callerMode: sandboxIdentity,
    store,
    // Set for a walk through the demo, several in an hour (demo-limits.ts); production counts its own.
    limits: demoLimits,
    ...(options.log ? { log: options.log } : {}),
  });
  const apiHandler = options.aroundApi ? options.aroundApi(async (request, env) => api.fetch(request, env)) : undefined;
  app.all('/api/*', (c) => (apiHandler ? apiHandler(c.req.raw, c.env) : api.fetch(c.req.raw, c.env)));
  mountSandboxPages(app, upstream);
  // The partner's backend's record of a company's onboarding, as the service tells it (the sandbox here): the signed-in company's only.
  app.get('/partner/company-onboarding', async (c) => {
    const session = await sessions.hook(c.req.raw);
    const company = session && 'endUserId' in session ? upstream.sandbox.data.corporates.get(session.endUserId) : undefined;
    if (!company) return c.json({ code: 'NOT_FOUND' }, 404);
    const people = [...upstream.sandbox.data.corporateRelated.values()]
      .filter((related) => related.corporateId === company.id)
      .map((related) => ({ id: related.id, ...(related.kycStatus ? { kycStatus: related.kycStatus } : {}) }));
    c.header('cache-control', 'no-store');
    return c.json({ people, ...(company.kybStatus ? { kybStatus: company.kybStatus } : {}), ...(company.kybStatusReason ? { kybStatusReason: company.kybStatusReason } : {}) });
  });

  const demo = root('demo');
  app.get('/demo', (c) => c.redirect('/demo/'));
  // Each page on its own host.
  app.get('/demo/*', async (c, next) => {
    const file = c.req.path.slice('/demo/'.length) || 'index.html';
    const page = demoPages.find((candidate) => candidate.file === file);
    if (page && new URL(c.req.url).hostname !== page.host) return c.redirect(`${originOf(page.host)}${c.req.path}`);
    return next();
  });
  // A page as a partner serves it: the loader pinned with `integrity`, the page's own import map, its hash in the policy.
  const pinned = async (c: Context, next: Next, file: string) => {
    const written = await readFile(`${demo}${file}`, 'utf8').catch(() => undefined);
    if (written === undefined) return next();
    const html = versioned(written);
    // Without a build (the server's own tests) the page is served as written, under its own policy.
    const pinnedPage = existsSync(`${root('dist')}integrity.json`) ? pinPageFile(html, { pageFolder: demo, kitFolder: root('dist'), base: KIT }) : { html, policy: policyOf(html) };
    c.header('cache-control', 'no-store');
    if (pinnedPage.policy) c.header('content-security-policy', pinnedPage.policy);
    const page = demoPages.find((candidate) => candidate.file === file);
    if (page) c.header('set-cookie', page.caller ? await sessions.signIn(page.caller) : await sessions.signOut(c.req.raw));
    return c.html(pinnedPage.html);
  };
  app.get('/demo/', (c, next) => pinned(c, next, 'index.html'));
  app.get('/demo/:file{[\\w-]+\\.html}', (c, next) => pinned(c, next, c.req.param('file')));
  app.get('/demo/:file{[\\w-]+\\.js}', async (c, next) => {
    const script = await readFile(`${demo}${c.req.param('file')}`, 'utf8').catch(() => undefined);
    if (script === undefined) return next();
    return c.body(versioned(script), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  });
  app.get('/demo/*', serveStatic({ root: demo, rewriteRequestPath: (path) => path.slice('/demo'.length) }));
  app.get(`${KIT}*`, serveStatic({
    root: root('dist'),
    rewriteRequestPath: (path) => path.slice(KIT.length - 1),
    onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
  }));

  return {
    origin: originOf('localhost'),
    backOfficeOrigin: originOf('127.0.0.1'),
    close: async () => {
      advancing?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}
