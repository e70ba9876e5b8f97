// Speed of the kit in Chromium, measured on the built script-tag module (run `npm run build`
// first). Prints numbers; judges nothing. Each figure is the median of several runs.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

// The page: the kit, and an adapter that answers list pages of synthetic ledgers at once.
const benchPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module">
import '/dist/svc-elements.js';
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
window.benchAllPages = async (total) => {
  const el = document.createElement('svc-ledger-list');
  el.allPages = true;
  el.adapter = window.listAdapter(total);
  const start = performance.now();
  document.body.append(el);
  await until(() => (el.ledgers?.length ?? 0) === total && !/\\bLoading|page \\d+ of/i.test(el.shadowRoot.querySelector('[part~="summary"]')?.textContent ?? ''));
  await frame();
  const loaded = performance.now() - start;
  const body = el.shadowRoot.querySelector('.body');
  const scrollStart = performance.now();
  body.scrollTop = body.scrollHeight;
  await until(() => [...el.shadowRoot.querySelectorAll('[part~="row"]')].some((row) => row.textContent.includes('Ledger ' + (total - 1))));
  await frame();
  const scrolled = performance.now() - scrollStart;
  const inDom = rows(el);
  el.remove();
  return { loaded, scrolled, inDom };
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
window.benchReady = true;
</script></head><body></body></html>`;

const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (path === '/') return response.writeHead(200, { 'Content-Type': 'text/html' }).end(benchPage);
  const file = join('.', path);
  if (path.startsWith('/dist/') && existsSync(file)) {
    return response.writeHead(200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/json' }).end(readFileSync(file));
  }
  response.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => `${ms.toFixed(1)} ms`;
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => window.benchReady === true);
  const runs = async (expression, count) => {
    const values = [];
    for (let i = 0; i < count; i++) values.push(await page.evaluate(expression));
    return values;
  };
  console.log('measure'.padEnd(52), 'median');
  for (const size of [20, 100]) {
    console.log(`ledger list, first page of ${size} rows shown`.padEnd(52), round(median(await runs(`benchPage(${size})`, 9))));
  }
  for (const tag of ['svc-consumer-form', 'svc-beneficiary-form', 'svc-document-upload', 'svc-sca-pending']) {
    console.log(`<${tag}> first render`.padEnd(52), round(median(await runs(`benchForm('${tag}')`, 9))));
  }
  const all = await runs('benchAllPages(50100)', 3);
  console.log('ledger list, all 50,100 ledgers loaded (501 pages)'.padEnd(52), round(median(all.map((r) => r.loaded))));
  console.log('ledger list, scroll to the last of 50,100 shown'.padEnd(52), round(median(all.map((r) => r.scrolled))));
  console.log('ledger list, rows in the DOM with 50,100 loaded'.padEnd(52), String(median(all.map((r) => r.inDom))));
} finally {
  await browser.close();
  server.close();
}
