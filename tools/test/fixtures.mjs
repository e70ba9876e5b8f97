// Partner pages for the doctor's tests, served over HTTP from the repository's built dist/: one page
// that does everything right (the loader pinned, the import map the integrity tool writes, the kit
// under a versioned path cached as immutable, the kit's CSP as a header), and copies that each get one
// thing wrong. Each page has its kit under a base of its own (/<page>/kit/0.1.0/), so that the
// doctor's parallel visits of different pages never mix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(REPO, 'dist');
const INTEGRITY_TOOL = join(REPO, 'bin', 'svc-elements-integrity.mjs');
export const DOCTOR = fileURLToPath(new URL('../bin/svc-elements-tools.mjs', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const csp = (...scriptSources) => [
  "default-src 'none'",
  ["script-src 'self'", ...scriptSources].join(' '),
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

/**
 * What `svc-elements-integrity --base <base>` prints and writes for dist/, as a partner runs it; with
 * `tags` (and `api`), the page's own map and the copies of its manifests, and loader.html (`--tags`, `--api`).
 */
export function integrityFor(base, { tags, api = false } = {}) {
  const out = mkdtempSync(join(tmpdir(), 'svc-doctor-map-'));
  try {
    const forPage = tags ? ['--tags', tags.join(','), ...(api ? ['--api'] : [])] : [];
    const run = spawnSync(process.execPath, [INTEGRITY_TOOL, '--base', base, ...forPage, '--out', out, DIST], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`svc-elements-integrity failed: ${run.stderr}`);
    const loaderTag = /<script type="module" src="[^"]+" integrity="[^"]+" crossorigin="anonymous"><\/script>/.exec(run.stdout)?.[0];
    const mapSource = /'(sha256-[^']+)'/.exec(run.stdout)?.[1];
    if (!loaderTag || !mapSource) throw new Error(`unexpected svc-elements-integrity output:\n${run.stdout}`);
    // With --tags, loader.html: the loader's tag followed by the preloads of the elements' chunks.
    const loaderHtml = tags ? readFileSync(join(out, 'loader.html'), 'utf8').trimEnd() : undefined;
    return { loaderTag, loaderHtml, mapSource: `'${mapSource}'`, mapHtml: readFileSync(join(out, 'importmap.html'), 'utf8') };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const LEDGERS = '<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="5"></svc-ledger-list></svc-provider>';

/**
 * A partner page: `map` (inline the import map), `copies` (the page's own map with the copies of its
 * manifests, and the loader's tag with the preloads of its elements' chunks, as `--tags` writes them; `'stale'`: one copy changed, as from another build), `policy`
 * (the CSP header), `body`, and a page script importing the API entry.
 */
function page(name, { map = true, copies = false, policy, body = LEDGERS, importsApi = true } = {}) {
  const base = `/${name}/kit/0.1.0/`;
  const made = integrityFor(base, copies ? { tags: ['svc-provider', 'svc-ledger-list'], api: importsApi } : {});
  // A chunk's hash in the first copy changed by one character: that copy is no manifest of this build.
  if (copies === 'stale') made.mapHtml = made.mapHtml.replace(/(data-svc-manifests>\n[^\n]*?":\[")(.)/, (_whole, start, char) => `${start}${char === 'A' ? 'B' : 'A'}`);
  return {
    base,
    policy: policy ?? csp(...(map ? [made.mapSource] : [])),
    script: `import { defineElements } from '${base}svc-elements-api.js';\ndocument.documentElement.dataset.kit = typeof defineElements;\n`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Account: ${name}</title><link rel="icon" href="data:,">
${map ? made.mapHtml : ''}${made.loaderHtml ?? made.loaderTag}
${importsApi ? `<script type="module" src="/${name}/page.js"></script>` : ''}
</head><body><main><h1>Your account</h1>
${body}
</main></body></html>`,
  };
}

/**
 * Starts the fixture server. Pages: good (with the copies of its manifests), stale-copies, missing-map, weak-csp, outside-provider, tampered (its
 * server changes one byte of the first chunk a visitor asks for), no-pin (the loader without
 * integrity, not versioned, not cached). Returns { origin, tampered (the file changed), close }.
 */
export async function startFixtures({ port = Number(process.env.SVC_DOCTOR_PORT ?? 0) } = {}) {
  if (!existsSync(join(DIST, 'integrity.json'))) throw new Error('dist/ is missing: run `npm run build` first');
  const pages = {
    good: page('good', { copies: true }),
    'stale-copies': page('stale-copies', { copies: 'stale' }),
    'missing-map': page('missing-map', { map: false }),
    'weak-csp': page('weak-csp', { map: true, policy: "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'" }),
    'outside-provider': page('outside-provider', { body: `${LEDGERS}\n<section><h2>Savings</h2><svc-ledger-list page-size="5"></svc-ledger-list></section>` }),
    tampered: page('tampered'),
  };
  let tampered;
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const [, name, ...rest] = pathname.split('/');
    const fixture = pages[name];
    if (!fixture) return response.writeHead(404).end();
    const path = rest.join('/');
    if (path === '' || path === 'index.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': fixture.policy });
      return response.end(fixture.html);
    }
    if (path === 'page.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      return response.end(fixture.script);
    }
    const file = path.startsWith('kit/0.1.0/') ? path.slice('kit/0.1.0/'.length) : undefined;
    const servable = file && (file === 'svc-elements.js' || file === 'svc-elements-api.js' || /^chunks\/[\w.-]+\.js$/.test(file));
    if (!servable || !existsSync(join(DIST, file))) return response.writeHead(404).end();
    let content = readFileSync(join(DIST, file));
    if (name === 'tampered' && file.startsWith('chunks/')) {
      tampered ??= file;
      if (file === tampered) content = Buffer.concat([Buffer.from('globalThis.hostChanged = true;\n'), content]);
    }
    response.writeHead(200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream', 'Cache-Control': IMMUTABLE });
    return response.end(content);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, tampered: () => tampered, close: () => new Promise((resolve) => server.close(resolve)) };
}
