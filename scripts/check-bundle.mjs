// Checks the built script-tag module as a partner page uses it: in real Chromium, under a strict
// CSP with Trusted Types, with and without <svc-provider sandbox>. Also prints the gzip sizes and
// fails when a size budget is exceeded. Run after `npm run build`.
import { createServer } from 'node:http';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

/** Budgets in KiB, gzip -9: the whole kit for a script tag, and the on-demand sandbox. */
const BUDGETS = { 'svc-elements.js': 80, sandbox: 30 };

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

const pages = {
  '/sandbox.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>sandbox</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>
</body></html>`,
  '/partner.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider base-url="/api"><svc-sca-pending expires-at="${Date.now() + 60_000}"></svc-sca-pending></svc-provider>
</body></html>`,
};

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const failures = [];
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// Sizes.
const chunkFiles = readdirSync('dist/chunks').filter((name) => name.endsWith('.js'));
const sizes = [['svc-elements.js', 'dist/svc-elements.js'], ...chunkFiles.map((name) => [name, join('dist/chunks', name)])].map(
  ([name, path]) => [name, kib(gzipSync(readFileSync(path), { level: 9 }).length)],
);
for (const [name, size] of sizes) {
  const budget = name === 'svc-elements.js' ? BUDGETS['svc-elements.js'] : name.startsWith('sandbox') ? BUDGETS.sandbox : undefined;
  console.log(`size: ${name} ${size} KiB gzip${budget ? ` (budget ${budget} KiB)` : ''}`);
  if (budget && size > budget) failures.push(`${name} is ${size} KiB gzip, over its ${budget} KiB budget`);
}

// A partner page under a strict CSP.
const types = { '.js': 'text/javascript', '.map': 'application/json', '.html': 'text/html' };
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const page = pages[url.pathname];
  if (page) {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP });
    return response.end(page);
  }
  const file = join('.', url.pathname);
  if (url.pathname.startsWith('/dist/') && existsSync(file)) {
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    return response.end(readFileSync(file));
  }
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
try {
  for (const path of Object.keys(pages)) {
    const page = await browser.newPage();
    const problems = [];
    const loaded = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    const sandboxLoaded = () => loaded.some((name) => /\/chunks\/sandbox-/.test(name));
    if (path === '/sandbox.html') {
      // The sandbox arrives on demand and the list shows its ledgers.
      await page
        .waitForFunction(
          () => {
            const list = document.querySelector('svc-ledger-list');
            return (list?.shadowRoot?.textContent ?? '').includes('EUR');
          },
          { timeout: 15000 },
        )
        .catch(() => problems.push('the ledger list never showed sandbox ledgers'));
      if (!sandboxLoaded()) problems.push('the sandbox chunk was not loaded');
    } else {
      await page.waitForFunction(() => customElements.get('svc-sca-pending') !== undefined, { timeout: 10000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (sandboxLoaded()) problems.push('the sandbox chunk was loaded on a page that did not ask for it');
    }
    const external = loaded.filter((name) => !name.startsWith('/dist/') && !(name in pages));
    if (external.length) problems.push(`unexpected requests: ${external.join(', ')}`);
    console.log(`page ${path}: ${problems.length === 0 ? 'ok' : problems.join('; ')} (${loaded.length} requests)`);
    failures.push(...problems.map((problem) => `${path}: ${problem}`));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  console.error(`\nThe script-tag bundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('The script-tag bundle works under a strict CSP, loads the sandbox only on demand, and is within budget.');
