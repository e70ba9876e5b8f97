/**
 * The demo pages over real HTTP (`npm start`, `npm run check:demo`, `npm run picture`): the pages
 * and the built script tag on one origin, each page calling the reference server with the sandbox
 * as its service, exactly as a partner's pages call their own backend.
 *
 * Each page has its own base URL and its own session cookie, scoped to that base URL, because its
 * caller is someone else: the customer page is an end user, the back office is the partner's staff.
 * Opening a page signs its caller in (this is the sandbox: in production your own sign-in does it,
 * see dev-sign-in.ts). Sign-up (the consumer form's anonymous creation) needs no session at all.
 * The company page (demo/company.html) runs on the in-page sandbox instead: it moves a person's KYC
 * forward with a control only the sandbox has.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import type { AddressInfo } from 'node:net';
import { SEED } from '../../src/sandbox/ids.js';
import { pinPageFile } from '../../bin/import-map.mjs';
import { createServer } from './app.js';
import type { LogSink } from './log.js';
import { sandboxIdentity, startSandboxService } from './sandbox-service.js';
import { cookieSessions, type Session } from './session.js';

/** One demo page: who opens it, and where its elements' requests go (its `<svc-provider base-url>`). */
interface DemoPage {
  file: string;
  api: string;
  caller: NonNullable<Session>;
}

export const demoPages: readonly DemoPage[] = [
  { file: 'index.html', api: '/api', caller: { endUserId: SEED.consumers.alice } },
  { file: 'back-office.html', api: '/back-office/api', caller: { staff: ['back-office', 'admin'] } },
];

export interface DemoServerOptions {
  /** Default: any free port. */
  port?: number;
  /** The sandbox standing in for the service. Default: any free port. */
  sandboxPort?: number;
  /** Milliseconds before the sandbox approves an SCA (default 3000: long enough to see the wait). */
  approvalDelayMs?: number;
  /** Default: one JSON line per request on stdout. */
  log?: LogSink;
}

export interface DemoServer {
  /** `http://127.0.0.1:<port>`: the pages are at `/demo/`. */
  origin: string;
  close(): Promise<void>;
}

const root = (folder: string) => fileURLToPath(new URL(`../../${folder}/`, import.meta.url));

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const app = new Hono();
  // Listening first: the sandbox's hosted payment pages are served on this origin, which it must know.
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const upstream = await startSandboxService(options.sandboxPort ?? 0, {
    scaAnswer: 'spec',
    approvalDelayMs: options.approvalDelayMs ?? 3000,
    hostedPageBase: `${origin}/sandbox`,
  });
  const secret = randomBytes(32).toString('base64url');
  const signIns = new Map<string, () => Promise<string>>();

  for (const page of demoPages) {
    // A working day: a demo left open over lunch still answers (the 401 an expired session gets is tested elsewhere).
    const sessions = cookieSessions({ secret, name: `svc_demo_${page.api.replace(/\W+/g, '_')}`, path: page.api, secure: false, maxAgeSeconds: 8 * 3600 });
    const api = createServer({
      service: { url: upstream.url, key: 'sandbox-key-not-a-secret' },
      session: sessions.hook,
      basePath: page.api,
      upstreamIdentity: sandboxIdentity,
      ...(options.log ? { log: options.log } : {}),
    });
    app.all(`${page.api}/*`, (c) => api.fetch(c.req.raw));
    signIns.set(page.file, () => sessions.signIn(page.caller));
  }

  // The sandbox's own pages and files: the hosted payment page (acquiring: Pay or Fail, then back to
  // the partner's page) and the files its links name (receipts).
  app.all('/sandbox/*', async (c) => {
    const target = new URL(c.req.path.slice('/sandbox'.length), upstream.url);
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    return upstream.sandbox.fetch(target, { method: c.req.method, headers: { 'content-type': c.req.header('content-type') ?? 'text/plain' }, body });
  });

  const demo = root('demo');
  app.get('/demo', (c) => c.redirect('/demo/'));
  // A page as a partner serves it: the loader pinned with `integrity`, the page's own import map, its hash in the policy.
  const pinned = async (c: Context, next: Next, file: string) => {
    const html = await readFile(`${demo}${file}`, 'utf8').catch(() => undefined);
    if (html === undefined) return next();
    const page = pinPageFile(html, { pageFolder: demo, kitFolder: root('dist'), base: '/svc-elements/' });
    c.header('cache-control', 'no-store');
    if (page.policy) c.header('content-security-policy', page.policy);
    const signIn = signIns.get(file);
    if (signIn) c.header('set-cookie', await signIn());
    return c.html(page.html);
  };
  app.get('/demo/', (c, next) => pinned(c, next, 'index.html'));
  app.get('/demo/:file{[\\w-]+\\.html}', (c, next) => pinned(c, next, c.req.param('file')));
  app.get('/demo/*', serveStatic({
    root: demo,
    rewriteRequestPath: (path) => path.slice('/demo'.length),
  }));
  app.get('/svc-elements/*', serveStatic({ root: root('dist'), rewriteRequestPath: (path) => path.slice('/svc-elements'.length) }));

  return {
    origin,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}
