// Checks the integrity set-up a bank's payment page uses (PCI DSS 6.4.3), in real Chromium under a
// strict CSP: the loader tag with its `integrity`, and the build's import map whose `integrity` map
// covers every chunk loaded later. With the files as built, an element renders on the sandbox and
// every script fetched had an integrity value (the page sends `Integrity-Policy`, so Chromium would
// refuse any other); with one byte of a chunk changed by the server, that
// chunk is refused, its element stays undefined and the console says why. Run after `npm run build`.
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

// The chunk to tamper with: the one holding the ledger list's class.
const target = readGraph().chunks.find((chunk) => chunk.modules.includes('src/elements/ledger-list/svc-ledger-list.ts')).file;

const csp = (mapHash) => strictCsp(mapHash);

/**
 * A page with dist/ served at `base`: the import map, then the loader with its integrity. With
 * `Integrity-Policy`, Chromium refuses any script fetched without integrity metadata.
 */
const pageFor = (base, { loaderIntegrity = integrity['svc-elements.js'], integrityPolicy = true } = {}) => {
  const { html, cspHash } = importMap(integrity, base);
  return {
    csp: csp(cspHash),
    integrityPolicy,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>integrity</title>
${html}<script type="module" src="${base}svc-elements.js" integrity="${loaderIntegrity}" crossorigin="anonymous"></script></head><body>
<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>
</body></html>`,
  };
};

const pages = {
  '/intact.html': pageFor('/dist/'),
  // The same page, but the server changes one byte of the ledger list's chunk.
  '/tampered.html': pageFor('/tampered/'),
  // A loader tag whose integrity does not match the file.
  '/wrong-loader.html': pageFor('/dist/', { loaderIntegrity: integrity['svc-elements-api.js'] }),
  // A CSP without the import map's hash: Chromium refuses the inline map and says so. Chunks then
  // have no integrity metadata: without Integrity-Policy they load unchecked, with it they are refused.
  '/map-refused.html': { ...pageFor('/tampered/', { integrityPolicy: false }), csp: csp(`sha256-${'A'.repeat(43)}=`) },
  '/map-refused-policy.html': { ...pageFor('/tampered/'), csp: csp(`sha256-${'A'.repeat(43)}=`) },
};

const types = { '.js': 'text/javascript', '.map': 'application/json', '.json': 'application/json' };
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  const page = pages[url.pathname];
  if (page) {
    const policy = page.integrityPolicy ? { 'Integrity-Policy': 'blocked-destinations=(script)' } : {};
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': page.csp, ...policy });
    return response.end(page.html);
  }
  const served = /^\/(dist|tampered)\/(.+)$/.exec(url.pathname);
  const file = served && join('dist', served[2]);
  if (!file || !existsSync(file) || file.includes('..')) return response.writeHead(404).end();
  let content = readFileSync(file);
  if (served[1] === 'tampered' && served[2] === target) {
    content = Buffer.from(content);
    // One byte changed in a string literal of the first statement: the module would still run.
    const at = content.indexOf('`') + 1;
    content[at] = content[at] === 0x78 ? 0x79 : 0x78;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  return response.end(content);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const failures = [];
const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
console.log(`Chromium ${await browser.version()}`);

/** Opens a page; returns what its console said, the scripts it fetched, and a probe into the page. */
async function open(path) {
  const page = await browser.newPage();
  const errors = [];
  const scripts = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  return { page, errors, scripts };
}

const ledgersShown = () => (document.querySelector('svc-ledger-list')?.shadowRoot?.textContent ?? '').includes('EUR');
const integrityError = (text) => /integrity/i.test(text);

try {
  {
    const { page, errors, scripts } = await open('/intact.html');
    await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => failures.push('intact: the ledger list never showed sandbox ledgers'));
    const unchecked = scripts.filter((path) => !integrity[path.replace(/^\/dist\//, '')]);
    if (unchecked.length) failures.push(`intact: scripts fetched without an integrity value: ${unchecked.join(', ')}`);
    if (!scripts.some((path) => path.includes('/chunks/sandbox-'))) failures.push('intact: the sandbox chunk was not loaded');
    if (errors.length) failures.push(`intact: console errors: ${errors.join(' | ')}`);
    console.log(`intact: ${scripts.length} scripts, each checked against the import map's integrity`);
    await page.close();
  }
  {
    const { page, errors } = await open('/tampered.html');
    // The provider and the sandbox are intact and arrive; the ledger list must not.
    await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 }).catch(() => failures.push('tampered: the intact provider was not defined'));
    await page.waitForFunction((count) => count > 0, { timeout: 10000 }, errors.length).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined)) failures.push('tampered: the ledger list was defined from a tampered chunk');
    const reported = errors.find((text) => integrityError(text) && text.includes(target.split('/').pop()));
    if (!reported) failures.push(`tampered: no integrity error in the console for ${target} (console: ${errors.join(' | ') || 'nothing'})`);
    console.log(`tampered: ${target} refused; console: ${errors.join(' | ')}`);
    await page.close();
  }
  {
    const { page, errors } = await open('/wrong-loader.html');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (await page.evaluate(() => customElements.get('svc-provider') !== undefined)) failures.push('wrong loader integrity: elements were defined');
    if (!errors.some(integrityError)) failures.push(`wrong loader integrity: no integrity error in the console (console: ${errors.join(' | ') || 'nothing'})`);
    console.log(`wrong loader integrity: refused; console: ${errors.join(' | ')}`);
    await page.close();
  }
  {
    // Without its map the chunks are fetched unchecked: the tampered chunk runs. The set-up error
    // must at least be visible, as a CSP violation naming the hash the map needs.
    const { page, errors } = await open('/map-refused.html');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const needed = importMap(integrity, '/tampered/').cspHash;
    if (!errors.some((text) => text.includes('Content Security Policy') && text.includes(needed))) {
      failures.push(`import map without its CSP hash: no CSP error naming ${needed} (console: ${errors.join(' | ') || 'nothing'})`);
    }
    const defined = await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined);
    console.log(`import map without its CSP hash: refused by CSP; without Integrity-Policy the chunks load unchecked (tampered chunk defined: ${defined})`);
    await page.close();
  }
  {
    const { page, errors } = await open('/map-refused-policy.html');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined)) {
      failures.push('import map refused, Integrity-Policy set: a chunk without integrity metadata was run');
    }
    console.log(`import map refused, Integrity-Policy set: chunks refused; console: ${errors.slice(0, 3).join(' | ').slice(0, 600)}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length) {
  console.error(`\nThe integrity check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Integrity: the kit loads with the loader tag and the import map under a strict CSP; a tampered chunk or loader is refused and reported.');
