// `npm run bench` (after `npm run build`): issue 29's speed goals, each kit page beside its plain Lit
// reference, measured by tachometer in Chromium (Debian's chromium-driver): tachometer loads the
// pages round-robin (kit, plain, kit, plain, …), each sample a fresh page load, and gives each pair's
// difference with a 95% confidence interval. Printed: medians, and the ratio kit / plain with its
// interval. Judges nothing.
//
// What tachometer cannot do is kept here: the server, which answers every request of the cold pages
// after a chosen latency (0 or 40 ms a request, a round trip on a phone: per-request, since the kit's
// waves of requests are what the cold page pays), and the plain references, bundled with esbuild.
// - cold page: navigation to 20 ledger rows in the DOM (a `performance.measure` from the start of the
//   navigation), the kit through its script tag with a provider against a plain Lit table page. The
//   kit's page is the one the integrity tool writes for its tags (bin/import-map.mjs `pinPage`): the
//   loader pinned, the page's import map and the copies of its manifests, so that the loader asks for
//   every chunk in the wave after its own, as on a partner's payment page;
// - lists: 20 and 100 rows, the ledger list against a plain Lit <table> of the same ledgers, each
//   sample the median of 5 renders after 3 warm-up renders, with style and layout forced;
// - typing: one keystroke (an input event and the update it causes) in the consumer and beneficiary
//   forms against a plain Lit form with the same fields (read from the kit's form as it renders).
// - the cold page at 40 and 0 ms again, over HTTP/2 (TLS with a certificate made for the run by openssl);
// - the cold page at 0 and 40 ms in Firefox ESR and in WebKitGTK's MiniBrowser (Debian's packages;
//   WebKit under Xvfb where there is no display). tachometer needs a geckodriver these machines
//   lack, and a browser driven over WebDriver BiDi reports every request to its driver, which put
//   the kit's page of ten files 0.2 to 0.5 higher in ratio than it is. So no driver: the browser
//   (Firefox with a profile of its own) opens the first page, and each page, once its rows are in,
//   tells the server its time and is sent on to the next (`?chain`), round-robin as tachometer loads
//   them; the 95 % interval of the ratio of means from the samples (Welch, normal approximation).
//   Left out, with a line saying so, where the browser is missing.
// BENCH_SAMPLES (default 30) samples each; BENCH_PORT the first of eight ports (a shared machine's range);
// BENCH_ONLY a word of the measures to run (`cold` runs the eight cold pages only, `Firefox` or `WebKit` that engine's two), all by default.
// BENCH_BASELINE the dist folder of another build (main's, copied aside): its cold pages join each
// cold pair in the same round-robin, and the difference of this build from it is printed with its
// 95 % interval (two builds run one after the other differ by more than most changes do).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { build } from 'esbuild';
import { chromeArgs, findChrome, firefoxLaunchOptions, webkitBrowser } from '../test/runner/find-chrome.mjs';
import { pinPage } from '../bin/import-map.mjs';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const BASELINE = process.env.BENCH_BASELINE;
if (BASELINE && !existsSync(join(BASELINE, 'svc-elements.js'))) {
  console.error(`BENCH_BASELINE=${BASELINE} holds no svc-elements.js: give the dist folder of a build.`);
  process.exit(1);
}
const PORT = Number(process.env.BENCH_PORT ?? 0);

// The plain references: one Lit module, bundled and minified as a partner's own page would be.
const plainJs = (
  await build({
    stdin: {
      resolveDir: process.cwd(),
      loader: 'js',
      contents: `
import { LitElement, html, css } from 'lit';
const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const row = (l) => html\`<tr part="row"><td>\${l.friendlyName}</td><td>\${l.status}</td><td>\${l.currency}</td><td>\${l.country}</td><td>\${dates.format(new Date(l.creationDate))}</td><td>\${l.endUser.id}</td><td>\${l.isUpgraded ? 'yes' : 'no'}</td><td>\${l.id}</td></tr>\`;
class PlainLedgers extends LitElement {
  static properties = { ledgers: { attribute: false }, src: {} };
  static styles = css\`table { border-collapse: collapse; width: 100%; } th, td { padding: 0.25rem 0.5rem; text-align: start; border-bottom: 1px solid #ddd; }\`;
  constructor() { super(); this.ledgers = []; }
  async connectedCallback() {
    super.connectedCallback();
    if (this.src) this.ledgers = (await (await fetch(this.src)).json()).content;
  }
  render() {
    return html\`<table><thead><tr><th>Name</th><th>Status</th><th>Currency</th><th>Country</th><th>Created</th><th>End-user</th><th>Upgraded</th><th>ID</th></tr></thead><tbody>\${this.ledgers.map(row)}</tbody></table>\`;
  }
}
customElements.define('plain-ledgers', PlainLedgers);
class PlainForm extends LitElement {
  static properties = { fields: { attribute: false }, values: { state: true } };
  constructor() { super(); this.fields = []; this.values = {}; }
  set(path, value) { this.values = { ...this.values, [path]: value }; }
  render() {
    return html\`<form>\${this.fields.map((f) => html\`<div data-path=\${f.path}><label for=\${f.path}>\${f.label}</label> \${f.options
      ? html\`<select id=\${f.path} .value=\${this.values[f.path] ?? ''} @change=\${(e) => this.set(f.path, e.target.value)}>\${f.options.map(([value, text]) => html\`<option value=\${value}>\${text}</option>\`)}</select>\`
      : html\`<input id=\${f.path} type=\${f.type} .value=\${this.values[f.path] ?? ''} @input=\${(e) => this.set(f.path, e.target.value)}>\`}</div>\`)}<button>Send</button></form>\`;
  }
}
customElements.define('plain-form', PlainForm);
`,
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
  })
).outputFiles[0].text;

const END_USER = '10000000-0000-4000-8000-000000000001';
const ledger = (i) => ({ isUpgraded: false, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, currency: 'EUR', country: 'FRANCE', status: i % 7 ? 'ACTIVE' : 'SUSPENDED', friendlyName: `Ledger ${i}`, endUser: { id: END_USER }, creationDate: '2026-01-01T00:00:00Z' });
const head = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">${script}</head>`;

// Cold pages: 20 rows in the DOM ends the measure, taken from the navigation's start.
// A page loaded with `?chain` (Firefox's and WebKit's pairs) then reports its time and goes where the server says.
const firstRows = `<script>(function look() {
  const host = document.querySelector('svc-ledger-list, plain-ledgers');
  if ((host?.shadowRoot?.querySelectorAll('[part~="row"]').length ?? 0) < 20) return requestAnimationFrame(look);
  const end = performance.now();
  performance.measure('first-rows', { start: 0, end });
  if (location.search === '?chain') fetch('/chain?time=' + end).then((answer) => answer.text()).then((next) => next && location.replace(next));
})();</script>`;
const kitColdPage = (folder, base) =>
  pinPage(`${head(`<script type="module" src="${base}svc-elements.js"></script>`)}<body><svc-provider base-url="/api"><svc-ledger-list end-user-id="${END_USER}" page-size="20"></svc-ledger-list></svc-provider>${firstRows}</body></html>`, {
    base,
    read: (file) => readFileSync(join(folder, file), 'utf8'),
  }).html;
const coldPages = {
  kit: kitColdPage('dist', '/dist/'),
  ...(BASELINE ? { baseline: kitColdPage(BASELINE, '/baseline/') } : {}),
  plain: `${head('<script type="module" src="/plain.js"></script>')}<body><plain-ledgers src="/api/ledgers?page=0&amp;pageSize=20"></plain-ledgers>${firstRows}</body></html>`,
};

// Warm pages (lists and typing): the page measures itself and leaves the median in `tachometerResult`.
const warmPage = (kind, impl, arg) => `${head(`<script type="module">
import '/dist/svc-elements.js';
import '/plain.js';
const ledger = ${ledger.toString()};
const adapter = (total) => ({ sandbox: false, async request(operation, input) {
  const { page = 0, pageSize = 20 } = input?.query ?? {};
  const first = page * pageSize;
  return { content: Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, k) => ledger(first + k)), totalElements: total, page, pageSize };
} });
const END_USER = '${END_USER}';
const until = async (check) => { while (!check()) await new Promise((resolve) => setTimeout(resolve, 0)); };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = (el) => el.shadowRoot?.querySelectorAll('[part~="row"]').length ?? 0;
async function list(impl, size) {
  const el = document.createElement(impl === 'kit' ? 'svc-ledger-list' : 'plain-ledgers');
  const source = adapter(10000);
  if (impl === 'kit') Object.assign(el, { pageSize: size, adapter: source });
  const start = performance.now();
  document.body.append(el);
  if (impl !== 'kit') el.ledgers = (await source.request('listLedgers', { query: { page: 0, pageSize: size } })).content;
  await until(() => rows(el) >= size);
  document.body.getBoundingClientRect();
  const ms = performance.now() - start;
  el.remove();
  return ms;
}
// The fields a kit form shows: each innermost [data-path] with its label and control.
const fieldsOf = (el) => [...el.shadowRoot.querySelectorAll('[data-path]')]
  .filter((field) => !field.querySelector('[data-path]') && field.querySelector('input, select, textarea'))
  .map((field) => {
    const control = field.querySelector('input, select, textarea');
    return { path: field.dataset.path, label: field.querySelector('label')?.textContent.trim() ?? field.dataset.path, type: control.type || 'text',
      options: control.localName === 'select' ? [...control.options].map((option) => [option.value, option.textContent]) : undefined };
  });
let typist;
async function typing(impl, tag, path) {
  if (!typist) {
    const kit = document.createElement(tag);
    kit.adapter = adapter(0);
    document.body.append(kit);
    await kit.updateComplete;
    if (impl === 'kit') typist = kit;
    else {
      typist = document.createElement('plain-form');
      typist.fields = fieldsOf(kit);
      kit.remove();
      document.body.append(typist);
    }
  }
  if (impl === 'kit') typist.value = {};
  else typist.values = {};
  await typist.updateComplete;
  const input = typist.shadowRoot.querySelector(\`[data-path="\${path}"] input\`);
  const text = 'Jean Marc Dupont Moreau';
  const start = performance.now();
  for (let i = 1; i <= 20; i++) {
    input.value = text.slice(0, i);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text[i - 1], inputType: 'insertText' }));
    await typist.updateComplete;
  }
  document.body.getBoundingClientRect();
  return (performance.now() - start) / 20;
}
const run = () => ${kind === 'list' ? `list('${impl}', ${arg})` : `typing('${impl}', ...${JSON.stringify(arg)})`};
// The script tag defines an element on first use: each is defined before anything is measured.
for (const tag of ['svc-ledger-list', 'svc-consumer-form', 'svc-beneficiary-form']) {
  const el = document.body.appendChild(document.createElement(tag));
  await customElements.whenDefined(tag);
  el.remove();
}
for (let i = 0; i < 3; i++) await run();
const times = [];
for (let i = 0; i < 5; i++) times.push(await run());
window.tachometerResult = median(times);
</script>`)}<body></body></html>`;

// The pairs, each measure's kit page beside its plain one.
const pairs = [
  { label: 'cold page, 0 ms a request', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold' },
  { label: 'cold page, 40 ms a request', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', latency: 40 },
  { label: 'cold page, 40 ms, HTTP/2', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', latency: 40, http2: true },
  { label: 'cold page, 0 ms, HTTP/2', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', latency: 0, http2: true },
  { label: 'cold page, 0 ms, Firefox', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', engine: 'firefox' },
  { label: 'cold page, 40 ms, Firefox', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', latency: 40, engine: 'firefox' },
  { label: 'cold page, 0 ms, WebKit', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', engine: 'webkit' },
  { label: 'cold page, 40 ms, WebKit', goal: '≤ 1.5×', kit: '/cold/kit.html', plain: '/cold/plain.html', measure: 'cold', latency: 40, engine: 'webkit' },
  { label: 'list, 20 rows', goal: '≤ 1.5×', kit: '/list/kit/20', plain: '/list/plain/20' },
  { label: 'list, 100 rows', goal: '≤ 1.1×', kit: '/list/kit/100', plain: '/list/plain/100' },
  { label: 'keystroke, consumer form', goal: '≤ 1 ms', kit: '/typing/kit/svc-consumer-form/firstName', plain: '/typing/plain/svc-consumer-form/firstName' },
  { label: 'keystroke, beneficiary form', goal: '≤ 1 ms', kit: '/typing/kit/svc-beneficiary-form/name', plain: '/typing/plain/svc-beneficiary-form/name' },
];

if (process.env.BENCH_ONLY) pairs.splice(0, pairs.length, ...pairs.filter((pair) => pair.label.includes(process.env.BENCH_ONLY)));
if (pairs.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no measure`);

// A chained run's pages in the order they are loaded, and the time each one reported (`chainedPairs`).
const chain = { steps: [], at: 0, times: [], last: 0, done: () => {}, next(time) {
  this.times[this.at] = time;
  this.at += 1;
  this.last = Date.now();
  if (this.at >= this.steps.length) this.done();
  return this.steps[this.at]?.url ?? '';
} };

// Four servers for every page: one answering at once and one after 40 ms a request, and each over HTTP/2.
const serve = (latency) => async (request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  const send = (type, body) => setTimeout(() => response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body), latency);
  const cold = /^\/cold\/(kit|plain|baseline)\.html$/.exec(path);
  const warm = /^\/(list|typing)\/(kit|plain)\/(.+)$/.exec(path);
  if (cold) return send('text/html', coldPages[cold[1]]);
  if (path === '/chain') return response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end(chain.next(Number(new URL(request.url, 'http://localhost').searchParams.get('time'))));
  if (warm) return send('text/html', warmPage(warm[1], warm[2], warm[1] === 'list' ? Number(warm[3]) : warm[3].split('/')));
  if (path === '/plain.js') return send('text/javascript', plainJs);
  if (path === '/api/ledgers') return send('application/json', JSON.stringify({ content: Array.from({ length: 20 }, (_, i) => ledger(i)), totalElements: 1000, page: 0, pageSize: 20 }));
  if (path.startsWith('/dist/') && !path.includes('..') && existsSync(`.${path}`)) return send(path.endsWith('.js') ? 'text/javascript' : 'application/json', readFileSync(`.${path}`));
  const baseline = BASELINE && !path.includes('..') && /^\/baseline\/(.+)$/.exec(path)?.[1];
  if (baseline && existsSync(join(BASELINE, baseline))) return send(path.endsWith('.js') ? 'text/javascript' : 'application/json', readFileSync(join(BASELINE, baseline)));
  response.writeHead(404).end();
};
const origins = {};
const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
// Over HTTP/1.1 a browser opens six connections to a host, so the kit's one wave of chunks arrives in
// several rounds; over HTTP/2 (what docs/sizes.md asks partners to serve dist/ with, and what CDNs
// serve) it is one. HTTP/2 in a browser needs TLS: a certificate made for this run by openssl.
const certificate = () => {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return made.status === 0 ? { key: readFileSync(key), cert: readFileSync(cert) } : undefined;
};
const tls = pairs.some((pair) => pair.http2) ? certificate() : undefined;
if (!tls && pairs.some((pair) => pair.http2)) {
  console.log('openssl did not make a certificate: the HTTP/2 pairs are left out.');
  pairs.splice(0, pairs.length, ...pairs.filter((pair) => !pair.http2));
}
const kinds = [{ name: '0' }, { name: '40', latency: 40 }, { name: 'h2-40', latency: 40, http2: true }, { name: 'h2-0', http2: true }].filter((kind) => !kind.http2 || tls);
const originOf = (pair) => origins[`${pair.http2 ? 'h2-' : ''}${pair.latency ?? 0}`];
const servers = kinds.map((kind, index) => {
  const server = kind.http2 ? createSecureServer({ ...tls, allowHTTP1: false }, serve(kind.latency ?? 0)) : createServer(serve(kind.latency ?? 0));
  server.listen(PORT && PORT + 2 * index, '127.0.0.1', () => (origins[kind.name] = `${kind.http2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`));
  return server;
});
await new Promise((resolve) => setTimeout(resolve, 100));

// Each pair's pages: the kit's and the plain one, and for a cold pair the baseline build's when given.
const pagesOf = (pair) => ({ kit: pair.kit, plain: pair.plain, ...(BASELINE && pair.measure === 'cold' ? { baseline: pair.kit.replace('/kit.html', '/baseline.html') } : {}) });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Chromium's pairs, by tachometer: for each pair its pages' samples, and the 95 % intervals of the
 * kit's percent change against the plain page and against the baseline build.
 */
async function chromiumPairs(list) {
  // Debian's chromium-driver, started here: tachometer talks to it as to a remote WebDriver.
  const driverPort = PORT ? PORT + 1 : 9515 + Math.floor(Math.random() * 1000);
  // A process group of its own: the browsers it starts end with it, even when tachometer fails.
  const driver = spawn(process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver', [`--port=${driverPort}`], { stdio: 'ignore', detached: true });
  try {
    const browser = { name: 'chrome', headless: true, binary: findChrome(), addArguments: [...chromeArgs.filter((flag) => !flag.startsWith('--headless')), '--ignore-certificate-errors'], remoteUrl: `http://127.0.0.1:${driverPort}`, windowSize: { width: 1280, height: 900 } };
    const measurement = (pair) => (pair.measure === 'cold' ? [{ mode: 'performance', entryName: 'first-rows' }] : [{ mode: 'expression', expression: 'window.tachometerResult' }]);
    const runs = list.flatMap((pair, index) => Object.entries(pagesOf(pair)).map(([impl, page]) => ({ index, impl, page })));
    const benchmarks = runs.map(({ index, impl, page }) => ({ name: `${list[index].label} (${impl})`, url: `${originOf(list[index])}${page}`, browser, measurement: measurement(list[index]) }));
    writeFileSync(join(dir, 'tachometer.json'), JSON.stringify({ sampleSize: SAMPLES, timeout: 0, benchmarks }));
    console.log(`tachometer: ${list.length} pairs in Chromium, ${SAMPLES} samples each page, round-robin`);
    const tach = spawn('npx', ['tach', '--config', join(dir, 'tachometer.json'), '--json-file', join(dir, 'results.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
    if ((await new Promise((resolve) => tach.on('close', resolve))) !== 0) throw new Error('tachometer failed');
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).benchmarks;
    const at = (index, impl) => runs.findIndex((run) => run.index === index && run.impl === impl);
    return list.map((_pair, index) => {
      const kit = results[at(index, 'kit')];
      const baseline = at(index, 'baseline');
      return {
        kit: kit.samples,
        plain: results[at(index, 'plain')].samples,
        change: kit.differences[at(index, 'plain')].percentChange,
        ...(baseline >= 0 ? { baseline: results[baseline].samples, against: kit.differences[baseline].percentChange } : {}),
      };
    });
  } finally {
    process.kill(-driver.pid, 'SIGTERM');
  }
}

/** The 95 % interval of (mean of `a` − mean of `b`) / mean of `b`, in percent: Welch, normal approximation. */
function percentChange(a, b) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = (values, m) => values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1);
  const [ma, mb] = [mean(a), mean(b)];
  const spread = 1.96 * Math.sqrt(variance(a, ma) / a.length + variance(b, mb) / b.length);
  return { low: ((ma - mb - spread) / mb) * 100, high: ((ma - mb + spread) / mb) * 100 };
}

/** How each driverless engine opens a page: its command, checked (it throws, saying what to install, where the browser is missing). */
const openers = {
  firefox: () => {
    const { executablePath, extraPrefsFirefox } = firefoxLaunchOptions();
    return (url) => {
      // A profile of its own, with the browser tests' preferences: no updates, telemetry or lookups.
      const profile = mkdtempSync(join(dir, 'firefox-'));
      const prefs = { ...extraPrefsFirefox, 'browser.shell.checkDefaultBrowser': false, 'browser.aboutwelcome.enabled': false, 'browser.startup.homepage_override.mstone': 'ignore' };
      writeFileSync(join(profile, 'user.js'), Object.entries(prefs).map(([key, value]) => `user_pref(${JSON.stringify(key)}, ${JSON.stringify(value)});\n`).join(''));
      return [executablePath, '--headless', '--no-remote', '--profile', profile, url];
    };
  },
  webkit: () => {
    const { browser } = webkitBrowser();
    if (process.env.DISPLAY) return (url) => [browser, url];
    if (!existsSync('/usr/bin/xvfb-run')) throw new Error('No xvfb-run and no display. Debian/Ubuntu: `apt-get install -y xvfb`.');
    return (url) => ['/usr/bin/xvfb-run', '-a', browser, url];
  },
};

/** The engines of `list` that can run here; a line for each that cannot. */
function openable(list) {
  const engines = new Map();
  for (const engine of new Set(list.map((pair) => pair.engine))) {
    try {
      engines.set(engine, openers[engine]());
    } catch (error) {
      console.log(`${error.message.split('\n')[0]} The ${engine} pairs are left out.`);
    }
  }
  return engines;
}

/** One engine's pairs (cold pages only): one browser, no driver (above); two rounds not counted. */
async function chainedPairs(engine, open, list) {
  chain.steps = [];
  chain.at = 0;
  chain.times = [];
  for (let round = -2; round < SAMPLES; round++) {
    for (const [index, pair] of list.entries()) {
      for (const [impl, page] of Object.entries(pagesOf(pair))) chain.steps.push({ round, index, impl, url: `${originOf(pair)}${page}?chain` });
    }
  }
  console.log(`${engine}: ${list.length} pairs, ${SAMPLES} samples each page, round-robin`);
  const finished = new Promise((resolve) => (chain.done = resolve));
  const [command, ...args] = open(chain.steps[0].url);
  // A process group of its own, so that its other processes end with it.
  const browser = spawn(command, args, { stdio: 'ignore', detached: true });
  // A page that reports nothing for a minute (the first one: two, the browser starting) ends the run.
  chain.last = Date.now() + 60_000;
  let watch;
  try {
    const stalled = new Promise((_resolve, reject) => {
      watch = setInterval(() => Date.now() - chain.last > 60_000 && reject(new Error(`${engine} stopped after ${chain.at} of ${chain.steps.length} pages`)), 1_000);
    });
    await Promise.race([finished, stalled]);
  } finally {
    clearInterval(watch);
    process.kill(-browser.pid, 'SIGKILL');
  }
  return list.map((pair, index) => {
    const samples = Object.fromEntries(Object.keys(pagesOf(pair)).map((impl) => [impl, chain.steps.flatMap((step, at) => (step.index === index && step.impl === impl && step.round >= 0 ? [chain.times[at]] : []))]));
    const { kit, plain, baseline } = samples;
    return { kit, plain, change: percentChange(kit, plain), ...(baseline ? { baseline, against: percentChange(kit, baseline) } : {}) };
  });
}

try {
  const engines = openable(pairs.filter((pair) => pair.engine));
  const chromium = pairs.filter((pair) => !pair.engine);
  const measured = new Map();
  if (chromium.length > 0) (await chromiumPairs(chromium)).forEach((result, index) => measured.set(chromium[index], result));
  for (const [engine, open] of engines) {
    const list = pairs.filter((pair) => pair.engine === engine);
    (await chainedPairs(engine, open, list)).forEach((result, index) => measured.set(list[index], result));
  }

  const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  console.log(`\n${'measure'.padEnd(30)} ${'goal'.padStart(7)} ${'kit'.padStart(9)} ${'plain'.padStart(9)} ${'ratio'.padStart(6)}  ratio of means, 95% CI`);
  for (const pair of pairs) {
    const result = measured.get(pair);
    if (!result) continue;
    const [kitMedian, plainMedian] = [median(result.kit), median(result.plain)];
    console.log(
      `${pair.label.padEnd(30)} ${pair.goal.padStart(7)} ${ms(kitMedian).padStart(9)} ${ms(plainMedian).padStart(9)} ${`${(kitMedian / plainMedian).toFixed(2)}×`.padStart(6)}  ${(1 + result.change.low / 100).toFixed(2)}–${(1 + result.change.high / 100).toFixed(2)}×`,
    );
    if (result.baseline) {
      const baselineMedian = median(result.baseline);
      console.log(`${'  the baseline build'.padEnd(30)} ${''.padStart(7)} ${ms(baselineMedian).padStart(9)} ${''.padStart(9)} ${`${(baselineMedian / plainMedian).toFixed(2)}×`.padStart(6)}  this build ${result.against.low.toFixed(1)} to ${result.against.high.toFixed(1)} % against it`);
    }
  }
} finally {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
}
