/**
 * The harness's app on a real socket (127.0.0.1, a free port the system gives): requests go
 * through Node's HTTP stack and `fetch`, as a browser's would.
 */
import { after } from 'node:test';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ServerEnv } from '../src/app.js';
import { ORIGIN } from './harness.js';

export async function overHttp(app: Hono<ServerEnv>) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server has no port.');
  const base = `http://127.0.0.1:${address.port}/api`;
  return async (path: string, { method = 'GET', cookie, body }: { method?: string; cookie?: string; body?: unknown } = {}) => {
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (method !== 'GET') headers.set('origin', ORIGIN);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}
