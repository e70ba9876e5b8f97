// A static server for the scripts that drive the built kit in Chromium as a partner's page would
// load it: folders mounted at URL prefixes, HTML under the kit's documented policy, and routes of a
// partner's backend answered by `handle` (it returns true when it answered).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { strictCsp } from './strict-csp.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Starts the server on a free port of 127.0.0.1; resolves with its origin and a `close()`. */
export async function serveStatic(mounts, handle = () => false) {
  const server = createServer((request, response) => {
    if (handle(request, response)) return;
    const path = new URL(request.url, 'http://localhost').pathname;
    const mount = mounts.find(([prefix]) => path.startsWith(prefix));
    if (!mount) return response.writeHead(404).end();
    let file = join(mount[1], normalize(decodeURIComponent(path.slice(mount[0].length))).replace(/^(\.\.[/\\])+/, ''));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404).end();
    const type = types[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'Content-Type': type, ...(type === 'text/html' ? { 'Content-Security-Policy': strictCsp() } : {}) });
    response.end(readFileSync(file));
  });
  const origin = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
  return { origin, close: () => server.close() };
}
