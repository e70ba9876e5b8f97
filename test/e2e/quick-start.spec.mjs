// The README's quick start, as a partner would paste it, in Chromium over the built script tag under
// the kit's documented policy: the page is made of the quick start's own HTML blocks (the pinned
// script tag and its map, the element on the sandbox, the element on your backend), and a stand-in
// backend answers the route the README names. Run after `npm run build`.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { importMap, loaderTable, pageFiles, pageUses, sri } from '../../bin/import-map.mjs';
import { strictCsp } from './fixtures/strict-csp.mjs';
import { e2e, launch, needsBuild, openPage, port } from './fixtures/browser.mjs';
import { serveStatic } from './fixtures/servers.mjs';

needsBuild();
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
const blocks = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]);
const [scriptTag = '', onSandbox = '', onBackend = ''] = blocks;
const loader = /src="([^"]+)svc-elements\.js"/.exec(scriptTag)?.[1];
const route = /`GET (\/[^?`]+)\?endUserId=/.exec(section)?.[1];

describe('the README quick start as written', () => {
  e2e('holds three HTML blocks (script tag, sandbox, backend)', () => {
    assert.equal(blocks.length, 3);
  });
  e2e('has a script tag for svc-elements.js', () => {
    assert.ok(loader, 'no <script src="…svc-elements.js"> in the first block');
  });
  e2e('pins the loader: an import map, then the tag with integrity and crossorigin', () => {
    assert.match(scriptTag, /<script type="importmap">[^<]*<\/script>\s*<script type="module" src="[^"]+svc-elements\.js" integrity="sha384-…" crossorigin="anonymous"><\/script>/);
  });
  e2e('names the route its backend list calls (`GET /…?endUserId=…`)', () => {
    assert.ok(route);
  });
});

describe('the quick start page in Chromium', () => {
  let browser;
  let server;
  let folder;
  let files;
  const asked = [];
  const failedAnswers = [];
  let view;

  before(async () => {
    assert.ok(loader && route, 'the quick start lacks its script tag or its route (see above)');
    // The blocks as written, each in a section of its own, with the values the integrity tool gives
    // for this page (the build's loader integrity, the page's own map) where the README has "…".
    const read = (file) => readFileSync(join('dist', file), 'utf8');
    const known = Object.keys(loaderTable(read('svc-elements.js'))).filter((key) => key !== 'api');
    files = pageFiles(read, pageUses([onSandbox, onBackend], known).tags);
    const { html: mapTag, cspHash } = importMap(Object.fromEntries(files.map((file) => [file, sri(read(file))])), loader);
    const pinnedTag = scriptTag.replace(/<script type="importmap">[^<]*<\/script>\n?/, mapTag).replace('integrity="sha384-…"', `integrity="${sri(read('svc-elements.js'))}"`);
    folder = mkdtempSync(join(tmpdir(), 'svc-quick-start-'));
    writeFileSync(
      join(folder, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title><link rel="icon" href="data:,">${pinnedTag}</head>` +
        `<body><section id="sandbox">${onSandbox}</section><section id="backend">${onBackend}</section></body></html>`,
    );
    server = await serveStatic(port(2), [[loader, 'dist'], ['/', folder]], (request, response) => {
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
    browser = await launch();
    view = await openPage(browser);
    view.page.on('response', (response) => response.status() >= 400 && failedAnswers.push(`${response.status()} for ${response.url()}`));
    await view.page.goto(`${server.origin}/`, { waitUntil: 'load' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  // Polled: a wait for a selector through a shadow root is woken by the page's own DOM changes
  // only, and the rows arrive inside the list's shadow root after the page has stopped changing.
  const shown = (host, part) => view.page.waitForFunction((h, p) => Boolean(document.querySelector(h)?.shadowRoot?.querySelector(p)), { polling: 100, timeout: 60000 }, host, part);

  e2e('the list on the sandbox shows ledgers', () => shown('#sandbox svc-ledger-list', '[part~="row"]'));
  e2e("the list on your backend shows your backend's (empty) page", () => shown('#backend svc-ledger-list', '[part~="empty"]'));
  e2e('the list on your backend calls the named route with its end-user', () => {
    const endUserId = /end-user-id="([^"]+)"/.exec(onBackend)?.[1];
    assert.ok(asked.some((url) => url.searchParams.get('endUserId') === endUserId), `GET ${route} with endUserId=${endUserId} not called (asked: ${asked.map(String).join(', ') || 'nothing'})`);
  });
  e2e('no console error, page error, CSP violation or failed request', () => {
    assert.deepEqual([...view.errors, ...failedAnswers], []);
  });
});
