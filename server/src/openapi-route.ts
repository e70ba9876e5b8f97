/**
 * `GET /openapi.json`: the route table as an OpenAPI 3.1 document, as committed in the kit's repository
 * (`docs/openapi.json`, written by `npm run openapi` and checked to be current by `npm run docs:check`).
 * The same document is served whatever the server's base path: its `servers` entry names the default `/api`.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Env, Hono } from 'hono';

/**
 * Where the committed document is: the copy the published package carries (`openapi.json` beside
 * dist/, written when the package is packed), else docs/ at the repository's root, two folders up
 * from the sources (server/src), the package build (server/dist) and the image's (server/dist-image).
 */
const COMMITTED = ['../openapi.json', '../../docs/openapi.json'].map((path) => new URL(path, import.meta.url)).find((url) => existsSync(url)) ?? new URL('../../docs/openapi.json', import.meta.url);

/** Registers `GET <path>` answering the document; read once, here, so that a missing file fails at start. */
export function mountOpenApi<E extends Env>(app: Hono<E>, { path = '/openapi.json', document = readFileSync(COMMITTED, 'utf8') }: { path?: string; document?: string } = {}): void {
  JSON.parse(document); // a document that is not JSON fails at start, not on the first request
  app.get(path, (c) => c.body(document, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }));
}
