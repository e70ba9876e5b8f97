// Checks the script tag's integrity (PCI DSS 6.4.3) against the built files, in real browsers under
// a strict CSP. The loader is pinned by its tag's `integrity`; it carries the hashes of the chunks'
// manifests and has every chunk checked before it runs (src/loader/verified-import.ts), so a chunk
// changed by the server is refused wherever dist/ is served and whatever import map the page has:
// - Chromium: intact, an element renders on the sandbox, and under `Integrity-Policy` (which refuses
//   any script fetched without integrity metadata) with no import map, so every fetch was checked;
//   a tampered chunk (reached by a static import from the define chunk) or a tampered on-demand
//   chunk is refused, its element stays undefined and the console says why: at the default base
//   with the build's import map, at another base with no map, at another base with the map made for
//   the default one, with a second import map, and with the map refused by the CSP;
//   a loader tag whose integrity does not match is refused;
// - Firefox (which keeps a failed module failed for its URL): a chunk fetched on demand that the
//   server fails once is fetched again, still checked, when the person presses Try again;
// - Chromium and Firefox: an element's own chunk that the server fails once: the page hears
//   svc-load-error, and a second element of that tag appearing has the chunk fetched again
//   (checked, under ?retry=1), the tag defined, svc-ready fired and the ledgers shown;
// - Chromium and Firefox: a page whose own module imports svc-elements-api.js without an import map
//   (as docs/usage.md shows), each chunk the API needs tampered in turn: the tampered file never
//   runs (it would say so first), the API's import fails, the console names the file; intact, the
//   API loads, every script it fetched checked, and the ledgers show.
// Run after `npm run build`.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { strictCsp } from './strict-csp.mjs';
import { importMap } from './integrity.mjs';
import { readGraph } from './bundle-graph.mjs';

if (!existsSync('dist/integrity.json')) {
  console.error('dist/integrity.json is missing: run `npm run build` first.');
  process.exit(1);
}
const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
const graph = readGraph();
const chunkOf = (module) => graph.chunks.find((chunk) => chunk.modules.includes(module)).file;

// Tampered with: the ledger list's class (its define chunk imports it statically), the sandbox (on demand).
const LEDGER_LIST = chunkOf('src/elements/ledger-list/svc-ledger-list.ts');
const SANDBOX = chunkOf('src/sandbox/index.ts');
// Failed once by the server: what shows the PIN, fetched on the first Show PIN; the ledger list's own chunk.
const REVEALS = chunkOf('src/elements/card-view/card-reveals.ts');
const LEDGER_LIST_DEFINE = chunkOf('src/elements/ledger-list/define.ts');
const ALICE = 'c0000000-0000-4000-8000-000000000001';
const ALICE_PHYSICAL = 'ca000000-0000-4000-8000-000000000001';

const DEFAULT_BASE = '/svc-elements/';
const OTHER_BASE = '/static/kit/1.0.0/';
const BASES = ['/dist/', DEFAULT_BASE, OTHER_BASE];

const LEDGERS = '<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>';
const PIN_CARD = `<svc-provider sandbox sca-strategy="BY_PASS"><svc-card-view card-id="${ALICE_PHYSICAL}" end-user-id="${ALICE}"></svc-card-view></svc-provider>`;
// A partner's own import map, beside the kit's.
const PARTNER_MAP = '{"imports":{"partner/":"/partner/"}}';

/**
 * A page with dist/ served at `base`: import maps (`maps`: 'kit' for the build's map made for
 * `mapBase`, or a map's JSON), then the loader with its integrity. `tamper` is the file the server
 * changes; `failOnce` the file it fails the first time.
 */
const pageFor = (base, { maps = [], mapBase = base, loaderIntegrity = integrity['svc-elements.js'], integrityPolicy = false, body = LEDGERS, tamper, failOnce, refuseMaps = false } = {}) => {
  const kit = importMap(integrity, mapBase);
  const jsons = maps.map((map) => (map === 'kit' ? kit.json : map));
  // A map counts as an inline script: its hash goes into script-src (unless the CSP is to refuse it).
  const hashes = refuseMaps ? [`sha256-${'A'.repeat(43)}=`] : jsons.map(sha256);
  return {
    base,
    tamper,
    failOnce,
    csp: strictCsp(...hashes),
    integrityPolicy,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>integrity</title>
${jsons.map((json) => `<script type="importmap">${json}</script>`).join('\n')}
<script type="module" src="${base}svc-elements.js" integrity="${loaderIntegrity}" crossorigin="anonymous"></script></head><body>
${body}
</body></html>`,
  };
};

function sha256(text) {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

const pages = {
  '/intact.html': pageFor('/dist/', { maps: ['kit'] }),
  // No map and Integrity-Policy: the browser refuses any script fetched without integrity metadata.
  '/intact-policy.html': pageFor(OTHER_BASE, { integrityPolicy: true }),
  '/tampered-default-base.html': pageFor(DEFAULT_BASE, { maps: ['kit'], tamper: LEDGER_LIST }),
  '/tampered-other-base.html': pageFor(OTHER_BASE, { tamper: LEDGER_LIST }),
  '/tampered-map-for-default-base.html': pageFor(OTHER_BASE, { maps: ['kit'], mapBase: DEFAULT_BASE, tamper: LEDGER_LIST }),
  '/tampered-second-map.html': pageFor(OTHER_BASE, { maps: [PARTNER_MAP, 'kit'], tamper: LEDGER_LIST }),
  '/tampered-map-refused.html': pageFor(DEFAULT_BASE, { maps: ['kit'], refuseMaps: true, tamper: LEDGER_LIST }),
  '/tampered-on-demand.html': pageFor(OTHER_BASE, { tamper: SANDBOX }),
  '/wrong-loader.html': pageFor('/dist/', { loaderIntegrity: integrity['svc-elements-api.js'] }),
  '/fails-once.html': pageFor(OTHER_BASE, { body: PIN_CARD, failOnce: REVEALS }),
  '/element-fails-once.html': pageFor(OTHER_BASE, { failOnce: LEDGER_LIST_DEFINE }),
};

// A page whose own module imports the API without an import map, dist/ served at /api-base/<n>/ with
// the n-th file of the API's graph tampered (n = 'intact': none). A tampered file says first that it ran.
const API_CHUNK = graph.chunks.find((chunk) => chunk.file.startsWith('chunks/svc-elements-api-')).file;
const apiGraph = (() => {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (file) => files.has(file) || (files.add(file), byFile.get(file).imports.forEach(visit));
  visit(API_CHUNK);
  return ['svc-elements-api.js', ...[...files].sort()];
})();
const API_PAGE = /^\/api\/(\w+)\.(html|js)$/;
const API_BASE = /^\/api-base\/(\w+)\/(.+)$/;
const apiPage = (n) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>API, no map</title>
<script type="module" src="/api-base/${n}/svc-elements.js" integrity="${integrity['svc-elements.js']}" crossorigin="anonymous"></script>
<script type="module" src="/api/${n}.js"></script></head><body>${n === 'intact' ? LEDGERS : ''}</body></html>`;
const apiScript = (n) => `import { createFramePinDisplay, SvcLedgerList } from '/api-base/${n}/svc-elements-api.js';
window.apiOutcome = typeof createFramePinDisplay === 'function' && typeof SvcLedgerList === 'function' ? 'loaded' : 'incomplete';
`;
const ranMarker = (name) => `globalThis.svcTamperedRan=(globalThis.svcTamperedRan||[]).concat(${JSON.stringify(name)});`;

let current;
const failedOnce = new Set();
const types = { '.js': 'text/javascript', '.map': 'application/json', '.json': 'application/json' };
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const apiRequest = API_PAGE.exec(url.pathname);
  if (apiRequest) {
    const [, n, kind] = apiRequest;
    if (kind === 'js') return response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(apiScript(n));
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': strictCsp(), 'Cache-Control': 'no-store' });
    return response.end(apiPage(n));
  }
  const apiFile = API_BASE.exec(url.pathname);
  if (apiFile) {
    const [, n, name] = apiFile;
    const file = join('dist', name);
    if (name.includes('..') || !existsSync(file)) return response.writeHead(404).end();
    const content = name === apiGraph[Number(n)] ? `${ranMarker(name)}${readFileSync(file, 'utf8')}` : readFileSync(file);
    return response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(content);
  }
  const page = pages[url.pathname];
  if (page) {
    current = page;
    failedOnce.clear();
    const policy = page.integrityPolicy ? { 'Integrity-Policy': 'blocked-destinations=(script)' } : {};
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': page.csp, 'Cache-Control': 'no-store', ...policy });
    return response.end(page.html);
  }
  const base = BASES.find((prefix) => url.pathname.startsWith(prefix));
  const name = base && url.pathname.slice(base.length);
  const file = name && join('dist', name);
  if (!file || name.includes('..') || !existsSync(file)) return response.writeHead(404).end();
  if (current?.failOnce === name && !failedOnce.has(name)) {
    failedOnce.add(name);
    return response.writeHead(503, { 'Cache-Control': 'no-store' }).end();
  }
  let content = readFileSync(file);
  if (current?.tamper === name) {
    content = Buffer.from(content);
    // One byte changed in a string literal of the first statement: the module would still run.
    const at = content.indexOf('`') + 1;
    content[at] = content[at] === 0x78 ? 0x79 : 0x78;
  }
  // No cache: a page must not run a chunk an earlier page fetched intact.
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  return response.end(content);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const failures = [];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a page; returns what its console said, the scripts it fetched, and the page. */
async function open(browser, path) {
  const page = await browser.newPage();
  const errors = [];
  const scripts = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (/\.js(\?|$)/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await page.evaluateOnNewDocument?.(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    // What the page hears from the loader.
    window.svcHeard = [];
    window.svcPageErrors = [];
    window.addEventListener('error', (event) => window.svcPageErrors.push(String(event.message)));
    window.addEventListener('unhandledrejection', (event) => window.svcPageErrors.push(String(event.reason)));
    for (const type of ['svc-ready', 'svc-load-error']) {
      document.addEventListener(type, (event) => window.svcHeard.push({ type, ...event.detail, defined: customElements.get(event.detail.tag) !== undefined }));
    }
    // A page that answers a failed element by showing another of its tag (before the loader's own retry, 1 s later).
    if (window.location.pathname === '/element-fails-once.html') {
      document.addEventListener('svc-load-error', ({ detail }) => detail.attempt === 1 && document.querySelector('svc-provider').append(document.createElement('svc-ledger-list')));
    }
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  return { page, errors, scripts };
}

/**
 * The ledger list's own chunk fails once: the page hears it, and a second <svc-ledger-list> has the
 * chunk fetched again, checked, under ?retry=1; the tag is defined and the ledgers shown.
 */
async function elementFailsOnce(browser, engine) {
  const path = '/element-fails-once.html';
  const { page, errors } = await open(browser, path);
  const heard = () => page.evaluate(() => window.svcHeard);
  await page.waitForFunction(() => window.svcHeard.some((event) => event.type === 'svc-load-error' && event.tag === 'svc-ledger-list'), { timeout: 15000 }).catch(() => failures.push(`${path} (${engine}): no svc-load-error for the failed chunk`));
  await page.waitForFunction(() => customElements.get('svc-ledger-list') !== undefined, { timeout: 15000 }).catch(() => failures.push(`${path} (${engine}): a second <svc-ledger-list> did not have the chunk tried again (console: ${errors.join(' | ')})`));
  await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => failures.push(`${path} (${engine}): the ledger list never showed sandbox ledgers after the retry`));
  const events = await heard();
  if (events.some((event) => event.type === 'svc-load-error' && event.defined)) failures.push(`${path} (${engine}): defined though its chunk failed`);
  if (!events.some((event) => event.type === 'svc-ready' && event.tag === 'svc-ledger-list')) failures.push(`${path} (${engine}): no svc-ready (heard: ${JSON.stringify(events)})`);
  const checkedAgain = await page.evaluate((file) => [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href.includes(`${file}?retry=1`) && link.integrity.startsWith('sha384-')), fileName(LEDGER_LIST_DEFINE));
  if (!checkedAgain) failures.push(`${path} (${engine}): the chunk was not fetched again under ?retry=1 with its integrity`);
  console.log(`${path} (${engine}): ${LEDGER_LIST_DEFINE} failed once, svc-load-error heard, fetched again (checked) when a second element appeared, svc-ready heard, ledgers shown`);
  await page.close();
}

/**
 * The API imported without an import map: intact, it loads and every script fetched is the build's;
 * with each file of its graph tampered in turn (a few pages at a time), the file never runs, the
 * page's import of the API fails, and the console names the refused file. The stub itself
 * (svc-elements-api.js, index 0) is pinned only by an import map: tampered, it runs.
 */
async function apiWithoutMap(browser, engine) {
  {
    const { page, errors, scripts } = await open(browser, '/api/intact.html');
    await page.waitForFunction(() => window.apiOutcome === 'loaded', { timeout: 20000 }).catch(() => failures.push(`/api/intact.html (${engine}): the API did not load (console: ${errors.join(' | ')})`));
    await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => failures.push(`/api/intact.html (${engine}): the ledger list never showed sandbox ledgers`));
    const unchecked = scripts.filter((script) => script.startsWith('/api-base/')).map((script) => script.replace(/^\/api-base\/intact\//, '')).filter((name) => !integrity[name]);
    if (unchecked.length) failures.push(`/api/intact.html (${engine}): scripts fetched that the build does not list: ${unchecked.join(', ')}`);
    if (errors.length) failures.push(`/api/intact.html (${engine}): console errors: ${errors.join(' | ')}`);
    await page.close();
  }
  const refused = [];
  const tryOne = async (n) => {
    const name = apiGraph[n];
    const { page, errors } = await open(browser, `/api/${n}.html`);
    // Settled once the API loaded or the console named a refused file (at most 20 s).
    for (let waited = 0; waited < 20000 && !errors.some(integrityError); waited += 100) {
      if (await page.evaluate(() => window.apiOutcome !== undefined)) break;
      await pause(100);
    }
    const { outcome, ran } = await page.evaluate(() => ({ outcome: window.apiOutcome, ran: globalThis.svcTamperedRan ?? [] }));
    if (ran.length) failures.push(`API without a map (${engine}): the tampered ${name} ran`);
    if (outcome === 'loaded') failures.push(`API without a map (${engine}): the API loaded with ${name} tampered`);
    if (!errors.some((text) => integrityError(text) && text.includes(fileName(name)))) failures.push(`API without a map (${engine}): no integrity error naming ${name} (console: ${errors.join(' | ') || 'nothing'})`);
    else refused.push(name);
    await page.close();
  };
  // The stub (index 0) is left out: only an import map pins it (docs/security.md).
  const queue = apiGraph.map((_, n) => n).slice(1);
  await Promise.all(Array.from({ length: 6 }, async () => {
    while (queue.length) await tryOne(queue.shift());
  }));
  console.log(`/api/*.html (${engine}): the API imported without a map loads intact; each of the ${apiGraph.length - 1} files of its graph tampered in turn was refused, never ran (${refused.length} reported in the console)`);
}

const ledgersShown = () => (document.querySelector('svc-ledger-list')?.shadowRoot?.textContent ?? '').includes('EUR');
const integrityError = (text) => /integrity/i.test(text);
const fileName = (file) => file.split('/').pop();

async function chromium() {
  const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
  console.log(`Chromium ${await browser.version()}`);
  try {
    for (const path of ['/intact.html', '/intact-policy.html']) {
      const { page, errors, scripts } = await open(browser, path);
      await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => failures.push(`${path}: the ledger list never showed sandbox ledgers`));
      const base = pages[path].base;
      const unknown = scripts.filter((script) => !integrity[script.slice(base.length)]);
      if (unknown.length) failures.push(`${path}: scripts fetched that the build does not list: ${unknown.join(', ')}`);
      if (!scripts.some((script) => script.includes('/chunks/sandbox-'))) failures.push(`${path}: the sandbox chunk was not loaded`);
      if (errors.length) failures.push(`${path}: console errors: ${errors.join(' | ')}`);
      console.log(`${path}: ${scripts.length} scripts, every one checked${pages[path].integrityPolicy ? ' (Integrity-Policy, no import map)' : ''}`);
      await page.close();
    }
    for (const path of Object.keys(pages).filter((name) => name.startsWith('/tampered-'))) {
      const { tamper } = pages[path];
      const { page, errors } = await open(browser, path);
      // The provider is intact and arrives; the tampered chunk must not run.
      await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 }).catch(() => failures.push(`${path}: the intact provider was not defined`));
      await page.waitForFunction(() => false, { timeout: 1500 }).catch(() => {});
      if (tamper === SANDBOX) {
        if (await page.evaluate(ledgersShown)) failures.push(`${path}: the ledger list showed data from a tampered sandbox`);
      } else if (await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined)) {
        failures.push(`${path}: the ledger list was defined from a tampered chunk`);
      }
      const reported = errors.find((text) => integrityError(text) && text.includes(fileName(tamper)));
      if (!reported) failures.push(`${path}: no integrity error in the console for ${tamper} (console: ${errors.join(' | ') || 'nothing'})`);
      console.log(`${path}: ${tamper} refused and reported`);
      await page.close();
    }
    {
      const { page, errors } = await open(browser, '/wrong-loader.html');
      await pause(1000);
      if (await page.evaluate(() => customElements.get('svc-provider') !== undefined)) failures.push('wrong loader integrity: elements were defined');
      if (!errors.some(integrityError)) failures.push(`wrong loader integrity: no integrity error in the console (console: ${errors.join(' | ') || 'nothing'})`);
      console.log('/wrong-loader.html: the loader refused and reported');
      await page.close();
    }
    await elementFailsOnce(browser, 'Chromium');
    await apiWithoutMap(browser, 'Chromium');
  } finally {
    await browser.close();
  }
}

/** Firefox keeps a failed module failed for its URL: Try again must fetch the chunk under another one, still checked. */
function launchFirefox() {
  const executablePath = ['/usr/bin/firefox-esr', '/usr/bin/firefox', process.env.FIREFOX_PATH].find((path) => path && existsSync(path));
  if (!executablePath) throw new Error('Firefox not found (Debian/Ubuntu: apt-get install -y firefox-esr; or set FIREFOX_PATH)');
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'toolkit.telemetry.enabled': false, 'network.captive-portal-service.enabled': false },
  });
}

async function firefox() {
  let browser;
  try {
    browser = await launchFirefox();
  } catch (error) {
    failures.push(`${error.message}: the Firefox checks did not run`);
    return;
  }
  console.log(`Firefox ${await browser.version()}`);
  try {
    const { page, errors, scripts } = await open(browser, '/fails-once.html');
    const press = () => page.evaluate(() => document.querySelector('svc-card-view').shadowRoot.querySelector('[part~="pin-button"]').click());
    const pinShown = () => /\d{4}/.test(document.querySelector('svc-card-view')?.shadowRoot?.querySelector('[part~="pin"]')?.textContent ?? '');
    await page.waitForFunction(() => document.querySelector('svc-card-view')?.shadowRoot?.querySelector('[part~="pin-button"]:not([disabled])'), { timeout: 15000 });
    await press();
    await page.waitForFunction(() => /try showing the pin again/i.test(document.querySelector('svc-card-view').shadowRoot.querySelector('[part~="pin-button"]')?.textContent ?? ''), { timeout: 10000 }).catch(() => failures.push('fails once (Firefox): the failed fetch did not offer to try again'));
    if (await page.evaluate(pinShown)) failures.push('fails once (Firefox): the PIN showed though what shows it failed to arrive');
    await press();
    await page.waitForFunction(pinShown, { timeout: 10000 }).catch(() => failures.push(`fails once (Firefox): Try again did not show the PIN (console: ${errors.join(' | ')})`));
    const checkedAgain = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href.includes('?retry=1') && link.integrity.startsWith('sha384-')));
    if (!checkedAgain) failures.push('fails once (Firefox): the chunk was not fetched again under a new URL with its integrity');
    const fetched = scripts.filter((script) => script.endsWith(fileName(REVEALS)) || script.includes(`${fileName(REVEALS)}?`));
    console.log(`/fails-once.html (Firefox): ${REVEALS} failed once, fetched again on Try again (${fetched.length} requests), checked, and the PIN showed`);
    await page.close();
    await elementFailsOnce(browser, 'Firefox');
    await apiWithoutMap(browser, 'Firefox');
  } finally {
    await browser.close();
  }
}

// SVC_INTEGRITY_ONLY=api runs only the API pages (while working on them).
try {
  if (process.env.SVC_INTEGRITY_ONLY === 'api') {
    for (const launch of [() => puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true }), launchFirefox]) {
      const browser = await launch();
      try {
        await apiWithoutMap(browser, (await browser.version()).split('/')[0]);
      } finally {
        await browser.close();
      }
    }
  } else {
    await chromium();
    await firefox();
  }
} finally {
  server.close();
}

if (failures.length) {
  console.error(`\nThe integrity check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Integrity: every chunk is checked by the loader wherever the kit is served, with or without an import map (the API entry itself, imported by the page, is pinned only by a map); a page importing the API without a map runs no tampered chunk; a tampered chunk or loader is refused and reported; Try again fetches a failed chunk again in Firefox; an element whose chunk failed once is loaded when another appears, with svc-load-error and svc-ready heard.');
