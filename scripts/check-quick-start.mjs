// The README's quick start, as a partner would paste it, in Chromium over the built script tag under
// the kit's documented policy: the page is made of the quick start's own HTML blocks (the pinned script tag and its map,
// the element on the sandbox, the element on your backend), and a stand-in backend answers the
// route the README names. Fails when the sandbox's list shows no rows, when the backend's list does
// not call the named route with its end-user or does not show the answer, or on any page error,
// console error or CSP violation. Run after `npm run build`.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';
import { strictCsp } from './strict-csp.mjs';
import { importMap, loaderTable, pageFiles, pageUses, sri } from '../bin/import-map.mjs';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
const blocks = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]);
const failures = [];
if (blocks.length !== 3) failures.push(`the quick start should hold three HTML blocks (script tag, sandbox, backend), not ${blocks.length}`);
const [scriptTag, onSandbox, onBackend] = blocks;
const loader = /src="([^"]+)svc-elements\.js"/.exec(scriptTag ?? '')?.[1];
if (!loader) failures.push('the quick start has no script tag for svc-elements.js');
// The loader pinned as a payment page pins it: its integrity, crossorigin, and the page's import map before it.
if (!/<script type="importmap">[^<]*<\/script>\s*<script type="module" src="[^"]+svc-elements\.js" integrity="sha384-…" crossorigin="anonymous"><\/script>/.test(scriptTag ?? '')) {
  failures.push('the quick start does not pin the loader: an import map, then <script type="module" src="…svc-elements.js" integrity="sha384-…" crossorigin="anonymous">');
}
const route = /`GET (\/[^?`]+)\?endUserId=/.exec(section)?.[1];
if (!route) failures.push('the quick start does not name the route its backend list calls (`GET /…?endUserId=…`)');
if (failures.length) {
  console.error(`Quick start: ${failures.join('; ')}`);
  process.exit(1);
}

// The partner's page: the blocks as written, each in a section of its own, with the values the
// integrity tool gives for it (the build's loader integrity, the page's own map) where the README has "…".
const read = (file) => readFileSync(join('dist', file), 'utf8');
const known = Object.keys(loaderTable(read('svc-elements.js'))).filter((key) => key !== 'api');
const files = pageFiles(read, pageUses([onSandbox, onBackend], known).tags);
const { html: mapTag, cspHash } = importMap(Object.fromEntries(files.map((file) => [file, sri(read(file))])), loader);
const pinnedTag = scriptTag
  .replace(/<script type="importmap">[^<]*<\/script>\n?/, mapTag)
  .replace('integrity="sha384-…"', `integrity="${sri(read('svc-elements.js'))}"`);
const folder = mkdtempSync(join(tmpdir(), 'svc-quick-start-'));
writeFileSync(
  join(folder, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title><link rel="icon" href="data:,">${pinnedTag}</head>` +
    `<body><section id="sandbox">${onSandbox}</section><section id="backend">${onBackend}</section></body></html>`,
);

const asked = [];
const server = await serveStatic([[loader, 'dist'], ['/', folder]], (request, response) => {
  const url = new URL(request.url, 'http://localhost');
  // The page, under the documented policy with its map's hash added, as the integrity tool says to.
  if (url.pathname === '/') {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': strictCsp(cspHash) });
    response.end(readFileSync(join(folder, 'index.html')));
    return true;
  }
  if (!url.pathname.startsWith(route)) return false;
  asked.push(url);
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ content: [], totalElements: 0, page: 0, pageSize: Number(url.searchParams.get('pageSize') ?? 20) }));
  return true;
});

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
try {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} for ${response.url()}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${server.origin}/`, { waitUntil: 'load' });
  // Polled: a wait for a selector through a shadow root is woken by the page's own DOM changes
  // only, and the rows arrive inside the list's shadow root after the page has stopped changing.
  const shown = async (host, part, what) => {
    const found = await page
      .waitForFunction((h, p) => Boolean(document.querySelector(h)?.shadowRoot?.querySelector(p)), { polling: 100, timeout: 60000 }, host, part)
      .catch(() => null);
    if (!found) failures.push(what);
  };
  await shown('#sandbox svc-ledger-list', '[part~="row"]', 'the list on the sandbox shows no ledger');
  await shown('#backend svc-ledger-list', '[part~="empty"]', "the list on your backend does not show your backend's (empty) page");
  const endUserId = /end-user-id="([^"]+)"/.exec(onBackend)?.[1];
  if (!asked.some((url) => url.searchParams.get('endUserId') === endUserId)) {
    failures.push(`the list on your backend did not call GET ${route} with endUserId=${endUserId} (asked: ${asked.map(String).join(', ') || 'nothing'})`);
  }
  failures.push(...problems);
} finally {
  await browser.close();
  server.close();
  rmSync(folder, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`README quick start: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`README quick start: the script tag at ${loader}, pinned with its integrity and the page's import map (${files.length} files), the list on the sandbox and the list on your backend (GET ${asked[0].pathname}${asked[0].search}) work as written.`);
