// The script tag's integrity (PCI DSS 6.4.3) against the built files, in real browsers under
// a strict CSP. The loader is pinned by its tag's `integrity`; it carries the hashes of the chunks'
// manifests and has every chunk checked before it runs (src/loader/verified-import.ts), so a chunk
// changed by the server is refused wherever dist/ is served and whatever import map the page has:
// - Chromium: intact, an element renders on the sandbox, and under `Integrity-Policy` (which refuses
//   any script fetched without integrity metadata) with no import map, so every fetch was checked;
//   a tampered chunk (the element's own, which the loader defines it from) or a tampered on-demand
//   chunk is refused, its element stays undefined and the console says why: at the default base
//   with the build's import map, at another base with no map, at another base with the map made for
//   the default one, with a second import map, and with the map refused by the CSP;
//   a loader tag whose integrity does not match is refused;
// - Firefox (which keeps a failed module failed for its URL): a chunk fetched on demand that the
//   server fails once is fetched again, still checked, when the person presses Try again;
// - Chromium and Firefox: an element's own chunk that the server fails once: the page hears
//   svc-load-error, and a second element of that tag appearing has the chunk fetched again
//   (checked, under ?retry=1), the tag defined, svc-ready fired and the ledgers shown;
// - Chromium and Firefox: a page that carries copies of its integrity manifests (the data block the
//   integrity tool writes for its tags): intact, the ledgers show with no manifest of the page's tags
//   fetched (every chunk requested in the loader's next wave); a tampered chunk is refused; a copy
//   forged to vouch for the tampered chunk is ignored (its sha256 is not one the loader holds): the
//   manifest is fetched and checked instead, and the tampered chunk refused all the same;
// - Chromium and Firefox: a journey's step (onboarding's sign-up, <svc-consumer-form>) comes through
//   that element's own manifest, not the manifest of the journey's on-demand imports (which names it
//   and lists none of its chunks): intact, every script checked (Integrity-Policy, no import map), the
//   form shows, that manifest fetched and the journey's not; the form's chunk tampered is refused, the
//   step says it could not be loaded and the console names the file; that chunk failed once by
//   the server is fetched again on Try again, checked, under ?retry=1, and the form shows;
// - Chromium and Firefox: a page whose own module imports svc-elements-api.js without an import map
//   (as docs/usage.md shows), each chunk the API needs tampered in turn: the tampered file never
//   runs (it would say so first), the API's import fails, the console names the file; intact, the
//   API loads, every script it fetched checked, and the ledgers show.
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { importMap, loaderTable, manifestsTag, pageGraph } from '../../bin/import-map.mjs';
import { readGraph } from '../../scripts/bundle-graph.mjs';
import { strictCsp } from './fixtures/strict-csp.mjs';
import { e2e, launch, needsBuild, openPage, port } from './fixtures/browser.mjs';
import { serve, typeOf } from './fixtures/servers.mjs';

needsBuild('dist/integrity.json');
const integrity = JSON.parse(readFileSync('dist/integrity.json', 'utf8'));
const graph = readGraph();
const chunkOf = (module) => graph.chunks.find((chunk) => chunk.modules.includes(module)).file;

// Tampered with: the ledger list's class (the chunk the loader defines the tag from), the sandbox (on demand).
const LEDGER_LIST = chunkOf('src/elements/ledger-list/svc-ledger-list.ts');
const SANDBOX = chunkOf('src/sandbox/index.ts');
// Failed once by the server: what shows the PIN, fetched on the first Show PIN; the ledger list's own chunk.
const REVEALS = chunkOf('src/elements/card-view/card-reveals.ts');
const ALICE = 'c0000000-0000-4000-8000-000000000001';
const ALICE_PHYSICAL = 'ca000000-0000-4000-8000-000000000001';

const DEFAULT_BASE = '/svc-elements/';
const OTHER_BASE = '/static/kit/1.0.0/';
const BASES = ['/dist/', DEFAULT_BASE, OTHER_BASE];

const LEDGERS = '<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>';
// A journey whose first step (sign-up) is another element, fetched on demand.
const ONBOARDING = '<svc-provider sandbox sca-strategy="BY_PASS"><svc-onboarding></svc-onboarding></svc-provider>';
const STEP_FORM = chunkOf('src/elements/consumer-form/svc-consumer-form.ts');
const PIN_CARD = `<svc-provider sandbox sca-strategy="BY_PASS"><svc-card-view card-id="${ALICE_PHYSICAL}" end-user-id="${ALICE}"></svc-card-view></svc-provider>`;
// A partner's own import map, beside the kit's.
const PARTNER_MAP = '{"imports":{"partner/":"/partner/"}}';

/**
 * A page with dist/ served at `base`: import maps (`maps`: 'kit' for the build's map made for
 * `mapBase`, or a map's JSON), then the loader with its integrity. `tamper` is the file the server
 * changes; `failOnce` the file it fails the first time.
 */
const pageFor = (base, { maps = [], mapBase = base, loaderIntegrity = integrity['svc-elements.js'], integrityPolicy = false, body = LEDGERS, tamper, failOnce, refuseMaps = false, carried = '' } = {}) => {
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
${carried}<script type="module" src="${base}svc-elements.js" integrity="${loaderIntegrity}" crossorigin="anonymous"></script></head><body>
${body}
</body></html>`,
  };
};

function sha256(text) {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** A file as the server tampers it: one byte changed in a string literal of its first statement (the module would still run). */
function tampered(content) {
  const copy = Buffer.from(content);
  const at = copy.indexOf('`') + 1;
  copy[at] = copy[at] === 0x78 ? 0x79 : 0x78;
  return copy;
}

// The copies of the ledger page's manifests, as the integrity tool writes them (bin/import-map.mjs), and
// a forged set whose ledger-list manifest vouches for the tampered chunk by that chunk's own hash.
const readDist = (file) => readFileSync(join('dist', file), 'utf8');
const LEDGER_PAGE = pageGraph(readDist, ['svc-provider', 'svc-ledger-list']);
// The step's own manifest, and the manifests of the journey's on-demand imports (from its own manifest's entries).
const manifestName = (hash) => `integrity-${hash.replace(/^sha256-/, '').slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`;
const TABLE = loaderTable(readDist('svc-elements.js'));
const STEP_MANIFEST = manifestName(TABLE['svc-consumer-form']);
const JOURNEY_TARGETS = Object.values(JSON.parse(readDist(`chunks/${manifestName(TABLE['svc-onboarding'])}`).replace(/^export default /, ''))[1])
  .map((entry) => entry[2])
  .filter(Boolean)
  .map(manifestName);
// The files those copies stand for (named after their sha256, as the build names them).
const CARRIED_FILES = LEDGER_PAGE.manifests.map((json) => `integrity-${sha256(`export default ${json}\n`).slice(7, 23).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`);
const forged = LEDGER_PAGE.manifests.map((json) => {
  const [root, entries] = JSON.parse(json);
  const name = LEDGER_LIST.slice('chunks/'.length, -3);
  if (!entries[name]) return json;
  entries[name][0] = sha256(tampered(readFileSync(join('dist', LEDGER_LIST))));
  return JSON.stringify([root, entries]);
});

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
  '/element-fails-once.html': pageFor(OTHER_BASE, { failOnce: LEDGER_LIST }),
  // The page carries its manifests' copies (Integrity-Policy: every script fetched with integrity metadata).
  '/carried.html': pageFor(OTHER_BASE, { carried: manifestsTag(LEDGER_PAGE.manifests), integrityPolicy: true }),
  '/carried-tampered.html': pageFor(OTHER_BASE, { carried: manifestsTag(LEDGER_PAGE.manifests), tamper: LEDGER_LIST }),
  '/carried-forged.html': pageFor(OTHER_BASE, { carried: manifestsTag(forged), tamper: LEDGER_LIST }),
  '/step-intact.html': pageFor(OTHER_BASE, { body: ONBOARDING, integrityPolicy: true }),
  '/step-tampered.html': pageFor(OTHER_BASE, { body: ONBOARDING, tamper: STEP_FORM }),
  '/step-fails-once.html': pageFor(OTHER_BASE, { body: ONBOARDING, failOnce: STEP_FORM }),
};

// A page whose own module imports the API without an import map, dist/ served at /api-base/<n>/ with
// the n-th file of the API's graph tampered (n = 'intact': none). A tampered file says first that it ran.
const API_CHUNK = graph.chunks.find((chunk) => chunk.file === 'chunks/svc-elements-api.js').file;
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
let server;
let origin;
before(async () => {
  server = await serve(port(1), (request, response) => {
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
      return response.writeHead(200, { 'Content-Type': typeOf(file), 'Cache-Control': 'no-store' }).end(content);
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
    if (current?.tamper === name) content = tampered(content);
    // No cache: a page must not run a chunk an earlier page fetched intact.
    response.writeHead(200, { 'Content-Type': typeOf(file), 'Cache-Control': 'no-store' });
    return response.end(content);
  });
  origin = server.origin;
});
after(() => server?.close());

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ledgersShown = () => (document.querySelector('svc-ledger-list')?.shadowRoot?.textContent ?? '').includes('EUR');
const integrityError = (text) => /integrity/i.test(text);
const fileName = (file) => file.split('/').pop();
const said = (errors) => errors.join(' | ') || 'nothing';

/** Opens a page; returns what its console said, the scripts it fetched, and the page. */
async function open(browser, path) {
  const { page, errors } = await openPage(browser);
  const scripts = [];
  page.on('request', (request) => {
    if (/\.js(\?|$)/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await page.evaluateOnNewDocument?.(() => {
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

/** Runs `check` as a test on a page opened for it, closed after it whatever happens. */
const onPage = (name, engine, path, check) =>
  e2e(name, async () => {
    const opened = await open(engine.browser, path);
    try {
      await check(opened);
    } finally {
      await opened.page.close();
    }
  });

/** Launches `name`'s browser before the tests of the describe block it is called in; closes it after them. */
function engineFixture(name) {
  const engine = { name };
  before(async () => {
    engine.browser = await launch(name);
    console.log(`${name} ${await engine.browser.version()}`);
  });
  after(() => engine.browser?.close());
  return engine;
}

/**
 * The ledger list's own chunk fails once: the page hears it, and a second <svc-ledger-list> has the
 * chunk fetched again, checked, under ?retry=1; the tag is defined and the ledgers shown.
 */
function elementFailsOnce(engine) {
  onPage('an element\'s chunk failed once: svc-load-error heard, fetched again (checked) when a second element appears, svc-ready, ledgers shown', engine, '/element-fails-once.html', async ({ page, errors }) => {
    await page.waitForFunction(() => window.svcHeard.some((event) => event.type === 'svc-load-error' && event.tag === 'svc-ledger-list'), { timeout: 15000 }).catch(() => assert.fail('no svc-load-error for the failed chunk'));
    await page.waitForFunction(() => customElements.get('svc-ledger-list') !== undefined, { timeout: 15000 }).catch(() => assert.fail(`a second <svc-ledger-list> did not have the chunk tried again (console: ${said(errors)})`));
    await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => assert.fail('the ledger list never showed sandbox ledgers after the retry'));
    const events = await page.evaluate(() => window.svcHeard);
    assert.ok(!events.some((event) => event.type === 'svc-load-error' && event.defined), 'defined though its chunk failed');
    assert.ok(events.some((event) => event.type === 'svc-ready' && event.tag === 'svc-ledger-list'), `no svc-ready (heard: ${JSON.stringify(events)})`);
    const checkedAgain = await page.evaluate((file) => [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href.includes(`${file}?retry=1`) && link.integrity.startsWith('sha256-')), fileName(LEDGER_LIST));
    assert.ok(checkedAgain, 'the chunk was not fetched again under ?retry=1 with its integrity');
  });
}

/**
 * A page carrying its manifests' copies: intact, no manifest of its tags is fetched and the ledgers
 * show; a tampered chunk is refused; a forged copy is ignored, the manifest fetched, the chunk refused.
 */
function carriedManifests(engine) {
  onPage('/carried.html: the page carries its manifests, none of them is fetched, every script checked, the ledgers shown', engine, '/carried.html', async ({ page, errors, scripts }) => {
    await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => assert.fail(`the ledger list never showed sandbox ledgers (console: ${said(errors)})`));
    const fetched = scripts.map(fileName);
    assert.deepEqual(CARRIED_FILES.filter((file) => fetched.includes(file)), [], 'a manifest the page carries was fetched');
    assert.ok(fetched.includes(fileName(LEDGER_LIST)), 'the ledger list chunk was not fetched');
    assert.deepEqual(scripts.filter((script) => !integrity[script.slice(OTHER_BASE.length)]), [], 'scripts fetched that the build does not list');
    assert.deepEqual(errors, [], 'console errors');
  });
  for (const path of ['/carried-tampered.html', '/carried-forged.html']) {
    onPage(`${path}: ${fileName(LEDGER_LIST)} tampered is refused and reported${path.includes('forged') ? ', the forged copy ignored and the manifest fetched' : ''}`, engine, path, async ({ page, errors, scripts }) => {
      await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 }).catch(() => assert.fail(`the intact provider was not defined (console: ${said(errors)})`));
      await pause(1500);
      assert.ok(!(await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined)), 'the ledger list was defined from a tampered chunk');
      assert.ok(errors.some((text) => integrityError(text) && text.includes(fileName(LEDGER_LIST))), `no integrity error in the console for ${LEDGER_LIST} (console: ${said(errors)})`);
      const manifestsFetched = CARRIED_FILES.filter((file) => scripts.map(fileName).includes(file));
      if (path.includes('forged')) assert.ok(manifestsFetched.length > 0, 'the forged copy was used: no manifest fetched');
      else assert.equal(manifestsFetched.length, 0, 'a manifest the page carries was fetched');
    });
  }
}

const stepShown = () => document.querySelector('svc-onboarding')?.shadowRoot?.querySelector('svc-consumer-form')?.shadowRoot?.querySelector('input') != null;
const stepFailed = () => document.querySelector('svc-onboarding')?.shadowRoot?.querySelector('[part~="retry-button"]') != null;

/**
 * A journey's step, fetched on demand through its element's own manifest: intact, checked, shown, the
 * journey's manifest of on-demand imports not fetched before it; tampered, refused and said; failed once by the
 * server, fetched again (checked, under ?retry=1) on Try again.
 */
function journeyStep(engine) {
  onPage("/step-intact.html: onboarding's sign-up form comes through its own manifest, every script checked, the form shown", engine, '/step-intact.html', async ({ page, errors, scripts }) => {
    await page.waitForFunction(stepShown, { timeout: 20000 }).catch(() => assert.fail(`the sign-up form never showed (console: ${said(errors)})`));
    const fetched = scripts.map(fileName);
    assert.ok(fetched.includes(STEP_MANIFEST), `the consumer form's own manifest ${STEP_MANIFEST} was not fetched`);
    assert.ok(JOURNEY_TARGETS.length > 0, "the journey's chunk has no manifest of on-demand imports");
    // The journey's later modules (the progress first) are fetched once the first step has drawn: never before its form's chunk.
    const stepAt = fetched.indexOf(fileName(STEP_FORM));
    assert.ok(stepAt >= 0, `the consumer form's chunk ${fileName(STEP_FORM)} was not fetched`);
    assert.deepEqual(JOURNEY_TARGETS.filter((file) => fetched.includes(file) && fetched.indexOf(file) < stepAt), [], "the manifest of the journey's on-demand imports was fetched before its first step");
    assert.deepEqual(scripts.filter((script) => !integrity[script.slice(OTHER_BASE.length)]), [], 'scripts fetched that the build does not list');
    assert.deepEqual(errors, [], 'console errors');
  });
  onPage(`/step-tampered.html: ${fileName(STEP_FORM)} tampered is refused, the step says so, the console names it`, engine, '/step-tampered.html', async ({ page, errors }) => {
    await page.waitForFunction(stepFailed, { timeout: 20000 }).catch(() => assert.fail(`the journey did not say its step could not be loaded (console: ${said(errors)})`));
    assert.ok(!(await page.evaluate(() => customElements.get('svc-consumer-form') !== undefined)), 'the consumer form was defined from a tampered chunk');
    assert.ok(await page.evaluate(() => customElements.get('svc-onboarding') !== undefined), 'the intact journey was not defined');
    assert.ok(errors.some((text) => integrityError(text) && text.includes(fileName(STEP_FORM))), `no integrity error in the console for ${STEP_FORM} (console: ${said(errors)})`);
  });
  onPage(`/step-fails-once.html: ${fileName(STEP_FORM)} failed once is fetched again on Try again, checked, and the form shows`, engine, '/step-fails-once.html', async ({ page, errors }) => {
    await page.waitForFunction(stepFailed, { timeout: 20000 }).catch(() => assert.fail(`the failed step did not offer to try again (console: ${said(errors)})`));
    await page.evaluate(() => document.querySelector('svc-onboarding').shadowRoot.querySelector('[part~="retry-button"]').click());
    await page.waitForFunction(stepShown, { timeout: 20000 }).catch(() => assert.fail(`Try again did not show the sign-up form (console: ${said(errors)})`));
    const checkedAgain = await page.evaluate((file) => [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href.includes(`${file}?retry=1`) && link.integrity.startsWith('sha256-')), fileName(STEP_FORM));
    assert.ok(checkedAgain, 'the step chunk was not fetched again under ?retry=1 with its integrity');
  });
}

/**
 * The API imported without an import map: intact, it loads and every script fetched is the build's;
 * with each file of its graph tampered in turn (a few pages at a time), the file never runs, the
 * page's import of the API fails, and the console names the refused file. The stub itself
 * (svc-elements-api.js, index 0) is pinned only by an import map: tampered, it runs.
 */
function apiWithoutMap(engine) {
  onPage('the API imported without a map loads intact, every script it fetched listed by the build', engine, '/api/intact.html', async ({ page, errors, scripts }) => {
    await page.waitForFunction(() => window.apiOutcome === 'loaded', { timeout: 20000 }).catch(() => assert.fail(`the API did not load (console: ${said(errors)})`));
    await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => assert.fail('the ledger list never showed sandbox ledgers'));
    const unchecked = scripts.filter((script) => script.startsWith('/api-base/')).map((script) => script.replace(/^\/api-base\/intact\//, '')).filter((name) => !integrity[name]);
    assert.deepEqual(unchecked, [], 'scripts fetched that the build does not list');
    assert.deepEqual(errors, [], 'console errors');
  });
  // About a hundred pages, six at a time: minutes on a loaded machine (the script it replaced had no time limit).
  e2e(`each of the ${apiGraph.length - 1} files of the API's graph tampered in turn is refused, never runs, and is named in the console`, { timeout: 900_000 }, async () => {
    const problems = [];
    const tryOne = async (n) => {
      const name = apiGraph[n];
      const { page, errors } = await open(engine.browser, `/api/${n}.html`);
      try {
        // Settled once the API loaded or the console named a refused file (at most 20 s).
        for (let waited = 0; waited < 20000 && !errors.some(integrityError); waited += 100) {
          if (await page.evaluate(() => window.apiOutcome !== undefined)) break;
          await pause(100);
        }
        const { outcome, ran } = await page.evaluate(() => ({ outcome: window.apiOutcome, ran: globalThis.svcTamperedRan ?? [] }));
        if (ran.length) problems.push(`the tampered ${name} ran`);
        if (outcome === 'loaded') problems.push(`the API loaded with ${name} tampered`);
        if (!errors.some((text) => integrityError(text) && text.includes(fileName(name)))) problems.push(`no integrity error naming ${name} (console: ${said(errors)})`);
      } finally {
        await page.close();
      }
    };
    // The stub (index 0) is left out: only an import map pins it (docs/security.md).
    const queue = apiGraph.map((_, n) => n).slice(1);
    await Promise.all(Array.from({ length: 6 }, async () => {
      while (queue.length) await tryOne(queue.shift());
    }));
    assert.deepEqual(problems, []);
  });
}

// SVC_INTEGRITY_ONLY=api runs only the API pages (while working on them).
const apiOnly = process.env.SVC_INTEGRITY_ONLY === 'api';

describe('Chromium', () => {
  const engine = engineFixture('chromium');
  for (const path of apiOnly ? [] : ['/intact.html', '/intact-policy.html']) {
    onPage(`${path}: every script fetched is checked${pages[path].integrityPolicy ? ' (Integrity-Policy, no import map)' : ''}, the ledgers shown`, engine, path, async ({ page, errors, scripts }) => {
      await page.waitForFunction(ledgersShown, { timeout: 15000 }).catch(() => assert.fail('the ledger list never showed sandbox ledgers'));
      const base = pages[path].base;
      assert.deepEqual(scripts.filter((script) => !integrity[script.slice(base.length)]), [], 'scripts fetched that the build does not list');
      assert.ok(scripts.some((script) => script.includes('/chunks/sandbox.js')), 'the sandbox chunk was not loaded');
      assert.deepEqual(errors, [], 'console errors');
    });
  }
  for (const path of apiOnly ? [] : Object.keys(pages).filter((name) => name.startsWith('/tampered-'))) {
    const { tamper } = pages[path];
    onPage(`${path}: ${fileName(tamper)} refused and reported`, engine, path, async ({ page, errors }) => {
      // The provider is intact and arrives; the tampered chunk must not run.
      await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 }).catch(() => assert.fail('the intact provider was not defined'));
      await page.waitForFunction(() => false, { timeout: 1500 }).catch(() => {});
      if (tamper === SANDBOX) assert.ok(!(await page.evaluate(ledgersShown)), 'the ledger list showed data from a tampered sandbox');
      else assert.ok(!(await page.evaluate(() => customElements.get('svc-ledger-list') !== undefined)), 'the ledger list was defined from a tampered chunk');
      assert.ok(errors.some((text) => integrityError(text) && text.includes(fileName(tamper))), `no integrity error in the console for ${tamper} (console: ${said(errors)})`);
    });
  }
  if (!apiOnly) {
    onPage('/wrong-loader.html: a loader whose integrity does not match is refused and reported', engine, '/wrong-loader.html', async ({ page, errors }) => {
      await pause(1000);
      assert.ok(!(await page.evaluate(() => customElements.get('svc-provider') !== undefined)), 'elements were defined');
      assert.ok(errors.some(integrityError), `no integrity error in the console (console: ${said(errors)})`);
    });
    elementFailsOnce(engine);
    carriedManifests(engine);
    journeyStep(engine);
  }
  apiWithoutMap(engine);
});

/** Firefox keeps a failed module failed for its URL: Try again must fetch the chunk under another one, still checked. */
describe('Firefox', () => {
  const engine = engineFixture('firefox');
  if (!apiOnly) {
    onPage(`/fails-once.html: ${fileName(REVEALS)} failed once is fetched again on Try again, checked, and the PIN shows`, engine, '/fails-once.html', async ({ page, errors }) => {
      const press = () => page.evaluate(() => document.querySelector('svc-card-view').shadowRoot.querySelector('[part~="pin-button"]').click());
      const pinShown = () => /\d{4}/.test(document.querySelector('svc-card-view')?.shadowRoot?.querySelector('[part~="pin"]')?.textContent ?? '');
      await page.waitForFunction(() => document.querySelector('svc-card-view')?.shadowRoot?.querySelector('[part~="pin-button"]:not([disabled])'), { timeout: 15000 });
      await press();
      await page.waitForFunction(() => /try showing the pin again/i.test(document.querySelector('svc-card-view').shadowRoot.querySelector('[part~="pin-button"]')?.textContent ?? ''), { timeout: 10000 }).catch(() => assert.fail('the failed fetch did not offer to try again'));
      assert.ok(!(await page.evaluate(pinShown)), 'the PIN showed though what shows it failed to arrive');
      await press();
      await page.waitForFunction(pinShown, { timeout: 10000 }).catch(() => assert.fail(`Try again did not show the PIN (console: ${said(errors)})`));
      const checkedAgain = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].some((link) => link.href.includes('?retry=1') && link.integrity.startsWith('sha256-')));
      assert.ok(checkedAgain, 'the chunk was not fetched again under a new URL with its integrity');
    });
    elementFailsOnce(engine);
    carriedManifests(engine);
    journeyStep(engine);
  }
  apiWithoutMap(engine);
});
