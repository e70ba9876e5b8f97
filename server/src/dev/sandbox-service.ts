/**
 * The kit's sandbox as a stand-in for the service, over real HTTP: a tiny Node HTTP wrapper around
 * its fetch-shaped function, on a loopback port of its own. No service account, no network. Its
 * hosted payment page and its files (receipts) are what a person's browser opens; `mountSandboxPages`
 * serves those two, and nothing else of the sandbox, on the partner's page's own origin.
 */
import { serve } from '@hono/node-server';
import type { Env, Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from 'svc-elements/sandbox';
import type { Session } from '../session.js';

export interface SandboxService {
  sandbox: Sandbox;
  /** Its base URL, for `service.url`. */
  url: string;
  close(): Promise<void>;
}

export async function startSandboxService(port: number, options: SandboxOptions = {}): Promise<SandboxService> {
  const sandbox = createSandbox(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request) => sandbox.fetch(request), port, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    sandbox,
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * How the server presents a caller to the sandbox (its `callerMode`): the sandbox's own stand-in
 * for end-user credentials, a bearer token naming the end user. Staff act as the partner; sign-up
 * as anonymous.
 */
export function sandboxIdentity(session: Session): Record<string, string> {
  if (!session) return { authorization: 'Bearer sandbox-anonymous' };
  return 'endUserId' in session ? { authorization: `Bearer sandbox-end-user:${session.endUserId}` } : {};
}

/**
 * The sandbox's hosted payment page (`GET`, and `POST` when Pay or Fail is pressed) and its files
 * (`GET`), under `/sandbox` of `app`: the sandbox's `hostedPageBase` must be `<origin>/sandbox`.
 * A file is an attachment, never sniffed, and sandboxed should a browser show it.
 */
export function mountSandboxPages<E extends Env>(app: Hono<E>, upstream: SandboxService): void {
  const forward = async (path: string, request: Request) => {
    const body = request.method === 'POST' ? await request.text() : undefined;
    return upstream.sandbox.fetch(new URL(path, upstream.url), { method: request.method, headers: { 'content-type': request.headers.get('content-type') ?? 'text/plain' }, body });
  };
  app.on(['GET', 'POST'], '/sandbox/hosted-payment/:id', (c) => forward(`/hosted-payment/${encodeURIComponent(c.req.param('id'))}`, c.req.raw));
  app.get('/sandbox/files/:id', async (c) => {
    const file = await forward(`/files/${encodeURIComponent(c.req.param('id'))}`, c.req.raw);
    if (!file.ok) return c.json({ code: 'NOT_FOUND' }, 404);
    const headers = new Headers(file.headers);
    headers.set('content-disposition', 'attachment');
    headers.set('x-content-type-options', 'nosniff');
    headers.set('content-security-policy', "default-src 'none'; sandbox");
    return new Response(file.body, { status: file.status, headers });
  });
}
