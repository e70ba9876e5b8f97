/**
 * The kit's sandbox as a stand-in for the service, over real HTTP: a tiny Node HTTP wrapper around
 * its fetch-shaped function, on a port of its own. No service account, no network.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import type { Session } from './session.js';

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
 * How the server tells the sandbox whom it acts for: the sandbox's own stand-in for end-user
 * authentication (a bearer token naming the end user). Staff act as the partner; sign-up as anonymous.
 */
export function sandboxIdentity(session: Session): Record<string, string> {
  if (!session) return { authorization: 'Bearer sandbox-anonymous' };
  return 'endUserId' in session ? { authorization: `Bearer sandbox-end-user:${session.endUserId}` } : {};
}
