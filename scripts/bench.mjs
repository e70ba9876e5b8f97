// Speed of the kit in Chromium, measured on the built script-tag module (run `npm run build`
// first). Prints numbers; judges nothing.
//
// The ledger list is compared with a plain Lit <table> of the same ledgers (8 columns), rendered
// in the same page and run, from the same adapter that answers at once. The two are interleaved
// (A B, then B A, …) and each pair gives a ratio; the median of those ratios is printed, so that
// the noise of a shared machine weighs on both sides alike. Time is Chromium's own main-thread
// accounting (Performance.getMetrics: TaskDuration, RecalcStyleDuration) over one render.
//
// A keystroke is measured the same way: the consumer form and the beneficiary form, each against a
// plain Lit form with the same fields (read from the kit's form as it renders: each field's path,
// label and control, a <select> with the same options), each typed into (an input event, then the
// update it causes) a run of characters in one evaluation, interleaved in pairs; the time per
// keystroke is the run's main-thread time divided by its keystrokes.
//
// Each measure is printed with its goal (issue 29) beside the kit, the plain reference and their ratio.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const PAIRS = Number(process.env.BENCH_PAIRS ?? 12);
// The goals (issue 29): rows of a list against a plain Lit table, by page size; one keystroke in a
// form, main-thread time; a cold page to its first 20 rows against a plain Lit page (moonshot 1.3×).
const LIST_GOALS = { 20: 1.5, 100: 1.1 };
const TYPING_GOAL_MS = 1;
const COLD_GOAL = 1.5;
const WARMUP_PAIRS = 2;

// The reference: a plain Lit element rendering a <table> of the ledgers, one column per field.
const reference = await build({
  stdin: {
    resolveDir: process.cwd(),
    loader: 'js',
    contents: `
import { LitElement, html, css } from 'lit';
const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
class PlainLedgerTable extends LitElement {
  static properties = { ledgers: { attribute: false } };
  static styles = css\`table { border-collapse: collapse; width: 100%; } th, td { padding: 0.25rem 0.5rem; text-align: start; border-bottom: 1px solid #ddd; }\`;
  constructor() { super(); this.ledgers = []; }
  render() {
    return html\`<table>
      <thead><tr><th>Name</th><th>Status</th><th>Currency</th><th>Country</th><th>Created</th><th>End-user</th><th>Upgraded</th><th>ID</th></tr></thead>
      <tbody>\${this.ledgers.map((l) => html\`<tr><td>\${l.friendlyName}</td><td>\${l.status}</td><td>\${l.currency}</td><td>\${l.country}</td><td>\${dates.format(new Date(l.creationDate))}</td><td>\${l.endUser.id}</td><td>\${l.isUpgraded ? 'yes' : 'no'}</td><td>\${l.id}</td></tr>\`)}</tbody>
    </table>\`;
  }
}
customElements.define('plain-ledger-table', PlainLedgerTable);
class PlainInput extends LitElement {
  static properties = { text: { state: true } };
  constructor() { super(); this.text = ''; }
  render() {
    return html\`<label for="name">Name</label> <input id="name" .value=\${this.text} @input=\${(e) => (this.text = e.target.value)}>\`;
  }
}
customElements.define('plain-input', PlainInput);
// The typing reference: a plain Lit form holding the given fields, each value kept in its state.
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
});
const referenceJs = reference.outputFiles[0].text;

// The cold page's reference: a plain Lit table element that fetches the same first page of ledgers.
const plainColdJs = (
  await build({
    stdin: {
      resolveDir: process.cwd(),
      loader: 'js',
      contents: `
import { LitElement, html, css } from 'lit';
const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
class PlainLedgers extends LitElement {
  static properties = { ledgers: { state: true } };
  static styles = css\`table { border-collapse: collapse; width: 100%; } th, td { padding: 0.25rem 0.5rem; text-align: start; }\`;
  constructor() { super(); this.ledgers = []; }
  async connectedCallback() {
    super.connectedCallback();
    this.ledgers = (await (await fetch('/api/ledgers?page=0&pageSize=20')).json()).content;
  }
  render() {
    return html\`<table><thead><tr><th>Name</th><th>Status</th><th>Currency</th><th>Country</th><th>Created</th></tr></thead>
      <tbody>\${this.ledgers.map((l) => html\`<tr part="row"><td>\${l.friendlyName}</td><td>\${l.status}</td><td>\${l.currency}</td><td>\${l.country}</td><td>\${dates.format(new Date(l.creationDate))}</td></tr>\`)}</tbody></table>\`;
  }
}
customElements.define('plain-ledgers', PlainLedgers);
`,
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
  })
).outputFiles[0].text;

// The page: the kit, the reference, and an adapter that answers list pages of synthetic ledgers at once.
const benchPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import '/dist/svc-elements.js';
import '/reference.js';
const ledger = (i) => ({ isUpgraded: false, id: '00000000-0000-4000-8000-' + String(i).padStart(12, '0'), currency: 'EUR',
  country: 'FRANCE', status: i % 7 ? 'ACTIVE' : 'SUSPENDED', friendlyName: 'Ledger ' + i, endUser: { id: '10000000-0000-4000-8000-000000000001' },
  creationDate: '2026-01-01T00:00:00Z' });
window.listAdapter = (total) => ({ sandbox: false, async request(operation, input) {
  const { page = 0, pageSize = 20 } = input.query ?? {};
  const first = page * pageSize;
  return { content: Array.from({ length: Math.max(0, Math.min(pageSize, total - first)) }, (_, k) => ledger(first + k)), totalElements: total, page, pageSize };
} });
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const until = async (check) => { while (!check()) await new Promise((resolve) => setTimeout(resolve, 1)); };
const rows = (el) => el.shadowRoot?.querySelectorAll('[part~="row"]').length ?? 0;

window.benchPage = async (pageSize) => {
  const el = document.createElement('svc-ledger-list');
  el.pageSize = pageSize;
  el.adapter = window.listAdapter(10_000);
  const start = performance.now();
  document.body.append(el);
  await until(() => rows(el) >= pageSize);
  await frame();
  const ms = performance.now() - start;
  el.remove();
  return ms;
};
window.benchPlain = async (pageSize) => {
  const el = document.createElement('plain-ledger-table');
  const adapter = window.listAdapter(10_000);
  const start = performance.now();
  document.body.append(el);
  el.ledgers = (await adapter.request('listLedgers', { query: { page: 0, pageSize } })).content;
  await until(() => (el.shadowRoot?.querySelectorAll('tbody tr').length ?? 0) >= pageSize);
  await frame();
  const ms = performance.now() - start;
  el.remove();
  return ms;
};
window.benchAllPages = async (total) => {
  const el = document.createElement('svc-ledger-list');
  el.allPages = true;
  el.adapter = window.listAdapter(total);
  const start = performance.now();
  document.body.append(el);
  await until(() => rows(el) > 0);
  const firstRows = performance.now() - start;
  await until(() => (el.ledgers?.length ?? 0) === total && !/\\bLoading|page \\d+ of/i.test(el.shadowRoot.querySelector('[role="status"]')?.textContent ?? ''));
  await frame();
  const loaded = performance.now() - start;
  const body = el.shadowRoot.querySelector('[part~="table"] [role="rowgroup"]:last-child');
  const scrollStart = performance.now();
  body.scrollTop = body.scrollHeight;
  await until(() => [...el.shadowRoot.querySelectorAll('[part~="row"]')].some((row) => row.textContent.includes('Ledger ' + (total - 1))));
  await frame();
  const scrolled = performance.now() - scrollStart;
  const inDom = rows(el);
  el.remove();
  return { firstRows, loaded, scrolled, inDom };
};
window.benchForm = async (tag) => {
  const el = document.createElement(tag);
  el.adapter = window.listAdapter(0);
  const start = performance.now();
  document.body.append(el);
  await el.updateComplete;
  await frame();
  const ms = performance.now() - start;
  el.remove();
  return ms;
};
// Keystrokes: one element of each kind stays on the page; a run types KEYS characters into one
// text field, each an input event followed by the update it causes, from an empty field.
const KEYS = 20;
const typists = (window.typists = {});
// The fields a kit form shows: each innermost [data-path] with its label and control.
const fieldsOf = (el) => [...el.shadowRoot.querySelectorAll('[data-path]')]
  .filter((field) => !field.querySelector('[data-path]') && field.querySelector('input, select, textarea'))
  .map((field) => {
    const control = field.querySelector('input, select, textarea');
    return { path: field.dataset.path, label: field.querySelector('label')?.textContent.trim() ?? field.dataset.path, type: control.type || 'text',
      options: control.localName === 'select' ? [...control.options].map((option) => [option.value, option.textContent]) : undefined };
  });
window.prepareTyping = async (tag, path) => {
  let el = typists[tag];
  if (!el) {
    const plainFor = /^plain-form:(.+)$/.exec(tag)?.[1];
    el = typists[tag] = document.createElement(plainFor ? 'plain-form' : tag);
    if (plainFor) {
      await window.prepareTyping(plainFor);
      el.fields = fieldsOf(typists[plainFor]);
    } else if (tag !== 'plain-input') el.adapter = window.listAdapter(0);
    document.body.append(el);
  }
  if (el.localName === 'plain-form') el.values = {};
  else if (tag !== 'plain-input') el.value = {};
  else el.text = '';
  await el.updateComplete;
  await frame();
};
window.benchTyping = async (tag, path) => {
  const el = typists[tag];
  const input = el.shadowRoot.querySelector(path ? \`[data-path="\${path}"] input\` : 'input');
  const text = 'Jean Marc Dupont Moreau';
  for (let i = 1; i <= KEYS; i++) {
    input.value = text.slice(0, i);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text[i - 1], inputType: 'insertText' }));
    await el.updateComplete;
  }
  return KEYS;
};
// Elements the script tag defines on first use are defined before anything is measured.
for (const tag of ['svc-ledger-list', 'svc-consumer-form', 'svc-beneficiary-form', 'svc-document-upload', 'svc-sca-pending']) {
  const el = document.createElement(tag);
  document.body.append(el);
  await customElements.whenDefined(tag);
  el.remove();
}
window.benchReady = true;
</script></head><body></body></html>`;

// Cold pages: the kit through its script tag with a provider, and the plain Lit page; every request
// to them answered after `coldLatency` ms (a round trip on a phone).
let coldLatency = 0;
const coldLedger = (i) => ({ isUpgraded: false, id: '00000000-0000-4000-8000-' + String(i).padStart(12, '0'), currency: 'EUR', country: 'FRANCE', status: 'ACTIVE',
  friendlyName: 'Ledger ' + i, endUser: { id: '10000000-0000-4000-8000-000000000001' }, creationDate: '2026-01-01T00:00:00Z' });
const coldPages = {
  '/cold/kit.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="/dist/svc-elements.js"></script></head><body><svc-provider base-url="/api"><svc-ledger-list end-user-id="10000000-0000-4000-8000-000000000001" page-size="20"></svc-ledger-list></svc-provider></body></html>',
  '/cold/plain.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="/cold/plain.js"></script></head><body><plain-ledgers></plain-ledgers></body></html>',
};
const coldAnswer = (path, url) => {
  if (coldPages[path]) return ['text/html', coldPages[path]];
  if (path === '/cold/plain.js') return ['text/javascript', plainColdJs];
  if (path === '/api/ledgers') {
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    return ['application/json', JSON.stringify({ content: Array.from({ length: pageSize }, (_, i) => coldLedger(i)), totalElements: 1000, page: 0, pageSize })];
  }
  return undefined;
};

// A server of its own, every answer after the latency: pages, scripts and the backend's ledgers.
const coldServer = createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  setTimeout(() => {
    const cold = coldAnswer(url.pathname, url);
    if (cold) return response.writeHead(200, { 'Content-Type': cold[0], 'Cache-Control': 'no-store' }).end(cold[1]);
    const file = join('.', url.pathname);
    if (!url.pathname.startsWith('/dist/') || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(readFileSync(file));
  }, coldLatency);
});
// BENCH_PORT: the first of two ports to listen on (a shared machine's range), else any free ones.
const PORT = Number(process.env.BENCH_PORT ?? 0);
await new Promise((resolve) => coldServer.listen(PORT && PORT + 1, '127.0.0.1', resolve));

const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (path === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(benchPage);
  if (path === '/reference.js') return response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(referenceJs);
  const file = join('.', path);
  if (path.startsWith('/dist/') && existsSync(file)) {
    return response.writeHead(200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/json' }).end(readFileSync(file));
  }
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.benchReady === true);
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const counters = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { task: get('TaskDuration'), style: get('RecalcStyleDuration') };
  };
  /** One render: Chromium's main-thread time and style time for it, and the wall clock. */
  const measure = async (expression) => {
    const before = await counters();
    const wall = await page.evaluate(expression);
    const after = await counters();
    return { task: after.task - before.task, style: after.style - before.style, wall };
  };
  const runs = async (expression, count) => {
    const values = [];
    for (let i = 0; i < count; i++) values.push(await page.evaluate(expression));
    return values;
  };

  console.log(`ledger list vs plain Lit <table>, ${PAIRS} interleaved pairs (A B B A …), medians`);
  console.log('rows'.padEnd(6), 'goal'.padStart(7), 'list task'.padStart(11), 'table task'.padStart(11), 'ratio'.padStart(7), '  ', 'list style'.padStart(11), 'table style'.padStart(11), 'ratio'.padStart(7));
  for (const size of [100, 20]) {
    const pairs = [];
    for (let i = 0; i < WARMUP_PAIRS + PAIRS; i++) {
      const kitFirst = i % 2 === 0;
      const first = await measure(kitFirst ? `benchPage(${size})` : `benchPlain(${size})`);
      const second = await measure(kitFirst ? `benchPlain(${size})` : `benchPage(${size})`);
      if (i >= WARMUP_PAIRS) pairs.push(kitFirst ? { kit: first, plain: second } : { kit: second, plain: first });
    }
    const kitTask = median(pairs.map((pair) => pair.kit.task));
    const plainTask = median(pairs.map((pair) => pair.plain.task));
    const kitStyle = median(pairs.map((pair) => pair.kit.style));
    const plainStyle = median(pairs.map((pair) => pair.plain.style));
    const taskRatio = median(pairs.map((pair) => pair.kit.task / pair.plain.task));
    const styleRatio = median(pairs.map((pair) => pair.kit.style / Math.max(pair.plain.style, 0.001)));
    console.log(
      String(size).padEnd(6),
      `≤ ${LIST_GOALS[size]}×`.padStart(7),
      ms(kitTask).padStart(11),
      ms(plainTask).padStart(11),
      `${taskRatio.toFixed(2)}×`.padStart(7),
      '  ',
      ms(kitStyle).padStart(11),
      ms(plainStyle).padStart(11),
      `${styleRatio.toFixed(2)}×`.padStart(7),
    );
  }

  console.log();
  console.log(`one keystroke vs a plain Lit form with the same fields, ${PAIRS} interleaved pairs (A B B A …), medians of main-thread time`);
  console.log('form'.padEnd(24), 'goal'.padStart(8), 'kit'.padStart(9), 'plain form'.padStart(11), 'ratio'.padStart(8));
  for (const [tag, path] of [['svc-consumer-form', 'firstName'], ['svc-beneficiary-form', 'name']]) {
    /** One run of keystrokes: main-thread time per keystroke. */
    const typing = async (who, field) => {
      await page.evaluate(`prepareTyping('${who}')`);
      const { task, wall: keys } = await measure(`benchTyping('${who}', ${field ? `'${field}'` : 'undefined'})`);
      return task / keys;
    };
    const pairs = [];
    for (let i = 0; i < WARMUP_PAIRS + PAIRS; i++) {
      const kitFirst = i % 2 === 0;
      const first = kitFirst ? await typing(tag, path) : await typing(`plain-form:${tag}`, path);
      const second = kitFirst ? await typing(`plain-form:${tag}`, path) : await typing(tag, path);
      if (i >= WARMUP_PAIRS) pairs.push(kitFirst ? { kit: first, plain: second } : { kit: second, plain: first });
    }
    const fields = await page.evaluate(`window.typists['plain-form:${tag}'].fields.length`);
    console.log(
      `<${tag}> (${fields} fields)`.padEnd(24),
      `≤ ${TYPING_GOAL_MS} ms`.padStart(8),
      `${median(pairs.map((pair) => pair.kit)).toFixed(2)} ms`.padStart(9),
      `${median(pairs.map((pair) => pair.plain)).toFixed(2)} ms`.padStart(11),
      `${median(pairs.map((pair) => pair.kit / pair.plain)).toFixed(1)}×`.padStart(8),
    );
  }

  console.log();
  console.log('measure'.padEnd(52), 'median');
  // Main-thread time (Chromium's counter): the wall clock of one render also counts the wait for a
  // frame, which on a busy machine says more about the machine than about the element.
  for (const tag of ['svc-consumer-form', 'svc-beneficiary-form', 'svc-document-upload', 'svc-sca-pending']) {
    const renders = [];
    for (let i = 0; i < 9; i++) renders.push(await measure(`benchForm('${tag}')`));
    console.log(`<${tag}> first render, main thread`.padEnd(52), ms(median(renders.map((render) => render.task))));
  }
  // Cold page: navigation to the first 20 rows painted, each run in a fresh browser context.
  console.log();
  const COLD_PAIRS = Number(process.env.BENCH_COLD_PAIRS ?? 6);
  console.log(`cold page: navigation to 20 ledger rows painted, kit (script tag, provider) vs plain Lit table (esbuild), ${COLD_PAIRS} interleaved pairs, fresh contexts, medians`);
  console.log('latency'.padEnd(10), 'goal'.padStart(7), 'kit'.padStart(10), 'plain'.padStart(10), 'ratio'.padStart(8));
  const coldRun = async (which) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(() => {
      const rows = () => {
        const host = document.querySelector('svc-ledger-list, plain-ledgers');
        return host?.shadowRoot?.querySelectorAll('[part~="row"]').length ?? 0;
      };
      const look = () => (rows() >= 20 ? (window.firstRows = window.performance.now()) : window.requestAnimationFrame(look));
      window.requestAnimationFrame(look);
    });
    await page.goto(`http://127.0.0.1:${coldServer.address().port}/cold/${which}.html`);
    await page.waitForFunction(() => window.firstRows !== undefined, { timeout: 60000, polling: 50 });
    const ms = await page.evaluate(() => window.firstRows);
    await context.close();
    return ms;
  };
  for (const latency of [0, 40]) {
    coldLatency = latency;
    const pairs = [];
    for (let i = 0; i < 1 + COLD_PAIRS; i++) {
      const kitFirst = i % 2 === 0;
      const first = await coldRun(kitFirst ? 'kit' : 'plain');
      const second = await coldRun(kitFirst ? 'plain' : 'kit');
      if (i >= 1) pairs.push(kitFirst ? { kit: first, plain: second } : { kit: second, plain: first });
    }
    console.log(`${latency} ms`.padEnd(10), `≤ ${COLD_GOAL}×`.padStart(7), ms(median(pairs.map((pair) => pair.kit))).padStart(10), ms(median(pairs.map((pair) => pair.plain))).padStart(10), `${median(pairs.map((pair) => pair.kit / pair.plain)).toFixed(2)}×`.padStart(8));
  }
  coldLatency = 0;

  console.log();
  const all = await runs('benchAllPages(50100)', 3);
  console.log('ledger list all-pages, first rows shown (at-once adapter)'.padEnd(52), ms(median(all.map((r) => r.firstRows))));
  console.log('ledger list, all 50,100 ledgers loaded (501 pages)'.padEnd(52), ms(median(all.map((r) => r.loaded))));
  console.log('ledger list, scroll to the last of 50,100 shown'.padEnd(52), ms(median(all.map((r) => r.scrolled))));
  console.log('ledger list, rows in the DOM with 50,100 loaded'.padEnd(52), String(median(all.map((r) => r.inDom))));
} finally {
  await browser.close();
  server.close();
  coldServer.close();
}
