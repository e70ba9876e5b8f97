// Checks the built script-tag loader as a partner page uses it: in real Chromium, under a strict
// CSP with Trusted Types, with and without <svc-provider sandbox>, with elements present at load and
// added later, the loader loaded twice. Also prints every size against its budget (from the build's
// chunk graph, see bundle-graph.mjs): the loader and the sandbox fail the check when over; the page
// budgets fail it only with SVC_ENFORCE_BUDGETS=1 and are warnings otherwise. Run after `npm run build`.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { budgetRows, kib, readGraph } from './bundle-graph.mjs';

const enforcePageBudgets = process.env.SVC_ENFORCE_BUDGETS === '1';

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
  // The loader twice (two URLs, so two module instances) and elements added after load.
  '/later.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>later</title>
<script type="module" src="/dist/svc-elements.js"></script><script type="module" src="/dist/svc-elements.js?again"></script></head><body>
<svc-provider base-url="/api"></svc-provider>
</body></html>`,
};

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const failures = [];

// Sizes against their budgets.
const warnings = [];
for (const row of budgetRows(readGraph())) {
  const size = kib(row.bytes);
  const over = size > row.budget;
  console.log(`size: ${row.name} ${size} KiB gzip (budget ${row.budget} KiB)${over ? ' OVER' : ''}`);
  if (!over) continue;
  const message = `${row.name} is ${size} KiB gzip, over its ${row.budget} KiB budget`;
  if (row.kind === 'page' && !enforcePageBudgets) warnings.push(message);
  else failures.push(message);
}
if (warnings.length) {
  console.warn(`\nWarning, page budgets not enforced yet (SVC_ENFORCE_BUDGETS=1 enforces them):\n- ${warnings.join('\n- ')}\n`);
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
    } else if (path === '/later.html') {
      // Elements added after load, one nested in a plain element, are defined from their chunks.
      await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 });
      await page.evaluate(() => {
        const provider = document.querySelector('svc-provider');
        const wrapper = document.createElement('section');
        wrapper.append(document.createElement('svc-card-view'));
        provider.append(wrapper, document.createElement('svc-sca-pending'));
      });
      await page
        .waitForFunction(() => customElements.get('svc-card-view') !== undefined && customElements.get('svc-sca-pending') !== undefined, { timeout: 10000 })
        .catch(() => problems.push('elements added after load were not defined'));
      if (loaded.some((name) => /\/chunks\/svc-ledger-list[.-]/.test(name))) problems.push('the ledger list chunk was loaded on a page without a ledger list');
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
console.log(
  `The script-tag loader works under a strict CSP, defines elements present or added later, loads the sandbox only on demand; the loader and the sandbox are within budget${enforcePageBudgets ? ', and so are the pages' : ''}.`,
);
