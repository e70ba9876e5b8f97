// Request waves before an element renders, measured in Chromium (issue 29, DESIGN §9): for each tag,
// a partner's page holding `<svc-provider>` and the element, served from dist/ with every request
// answered after LATENCY ms, loaded in a fresh browser context, once through a bare script tag and
// once with the page's own data (the import map, the copies of its manifests and the pinned loader
// that the integrity tool writes for the page's tags, bin/import-map.mjs). A wave is a round of requests: a request belongs to the wave
// after the latest one whose answer had ended before it started, so requests made together count
// once and each request that waited for another's answer counts a round more (the page itself is the
// first). Only the kit's code and the page count (.js and the page), up to the element's first render
// (its shadow root holding something); the data the element then asks for is not code. For a journey,
// the step element it shows first must be the one its page is measured with in docs/sizes.md.
// `npm run check:waves` after a build; fails when a page needs more than its ceiling (WAVE_CEILINGS).
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from '../test/runner/find-chrome.mjs';
import { WAVES, readGraph } from './bundle-graph.mjs';
import { pinPage } from '../bin/import-map.mjs';

/**
 * The ceilings CI holds, measured: a ratchet like the byte ceilings (lowered only). The goals are
 * `WAVES` (bundle-graph.mjs): 4 on a bare script tag, 3 on a page that carries its per-page data
 * (reached: with the copies of its manifests the loader asks for every chunk at once, no manifest first).
 */
const WAVE_CEILINGS = { bareScriptTag: 4, withPageData: 3 };

// Long enough that requests made together never look dependent on a busy machine (a stall of the
// main thread between two preloads of one wave stays well under it).
const LATENCY = Number(process.env.WAVE_LATENCY ?? 150);
const PORT = Number(process.env.WAVE_PORT ?? 0);
const BASE = '/svc-elements/';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const graph = readGraph();
const journeys = graph.journeys;
const only = process.argv.slice(2).filter((arg) => arg.startsWith('svc-'));
const tags = only.length ? only : graph.tags;
const read = (file) => readFileSync(join('dist', file), 'utf8');

// What a journey needs to open a step with an element: the KYB journey starts on the company's
// details as given, which are no element, and waits for a company; given one whose details are
// confirmed, it opens on the people (`<svc-corporate-related-form>`), the step its page is weighed with.
const ATTRIBUTES = { 'svc-company-onboarding': ` corporate-id="c1000000-0000-4000-8000-000000000003" record='{"detailsConfirmed":true}'` };

const pageOf = (tag) => {
  const element = tag === 'svc-provider' ? '' : `<${tag}${ATTRIBUTES[tag] ?? ''}></${tag}>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${tag}</title>
    <script type="module" src="${BASE}svc-elements.js"></script></head>
  <body><svc-provider base-url="/api/">${element}</svc-provider></body></html>`;
};
const pages = new Map();
for (const tag of tags) {
  pages.set(`/bare/${tag}.html`, pageOf(tag));
  pages.set(`/pinned/${tag}.html`, pinPage(pageOf(tag), { base: BASE, read }).html);
}

const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  setTimeout(() => {
    if (pages.has(path)) return response.writeHead(200, { 'Content-Type': 'text/html' }).end(pages.get(path));
    if (path.startsWith(BASE)) {
      const file = join('dist', normalize(decodeURIComponent(path.slice(BASE.length))).replace(/^(\.\.[/\\])+/, ''));
      if (existsSync(file) && file.endsWith('.js')) return response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(file));
    }
    // The element's data: an empty answer is enough, it comes after the first render.
    response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"NOT_FOUND"}');
  }, LATENCY);
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** The waves of one page load: the page and the kit's files requested before the element rendered. */
async function waves(browser, path, tag) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument((tag) => {
      const look = () => {
        const host = document.querySelector(tag);
        if (host?.shadowRoot && host.shadowRoot.childNodes.length > 0) window.svcRendered = window.performance.now();
        else window.requestAnimationFrame(look);
      };
      window.requestAnimationFrame(look);
    }, tag);
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.svcRendered !== undefined, { timeout: 60_000, polling: 20 });
    const { rendered, requests } = await page.evaluate(() => ({
      rendered: window.svcRendered,
      requests: [
        { name: window.location.href, start: 0, end: window.performance.getEntriesByType('navigation')[0].responseEnd },
        ...window.performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
      ],
    }));
    const code = requests.filter((request) => request.start < rendered && (request.start === 0 || /\.js(\?|$)/.test(request.name))).sort((a, b) => a.start - b.start);
    for (const request of code) request.wave = 1 + Math.max(0, ...code.filter((other) => other !== request && other.end <= request.start).map((other) => other.wave ?? 0));
    // A journey: the step element it shows first must be the first step its page is measured with (bundle-graph.mjs).
    const firstStep = journeys.includes(tag)
      ? await page
          .waitForFunction(
            (journey) => [...(document.querySelector(journey)?.shadowRoot?.querySelectorAll('*') ?? [])].find((element) => element.localName.startsWith('svc-') && customElements.get(element.localName))?.localName,
            { timeout: 30_000, polling: 50 },
            tag,
          )
          .then((handle) => handle.jsonValue(), () => 'none')
      : undefined;
    if (process.env.WAVE_DEBUG) for (const request of code) console.log(`  ${request.wave} ${Math.round(request.start)}-${Math.round(request.end)} ${request.name.replace(/.*\//, "")}`);
    return { count: Math.max(...code.map((request) => request.wave)), files: code.length, firstStep };
  } finally {
    await context.close();
  }
}

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
const failures = [];
try {
  console.log(`Request waves before the element renders, Chromium, ${LATENCY} ms a request (goal: ${WAVES.bareScriptTag} bare, ${WAVES.withPageData} with the page's data)`);
  console.log('page'.padEnd(30), 'bare script tag'.padStart(16), 'with its data'.padStart(14));
  for (const tag of tags) {
    // A stall of a busy machine can only add a wave, never take one away: a page over its ceiling
    // is loaded again, and the fewer waves count.
    const fewest = async (path, ceiling) => {
      const first = await waves(browser, path, tag);
      if (first.count <= ceiling) return first;
      const again = await waves(browser, path, tag);
      return again.count < first.count ? again : first;
    };
    const bare = await fewest(`/bare/${tag}.html`, WAVE_CEILINGS.bareScriptTag);
    const pinned = await fewest(`/pinned/${tag}.html`, WAVE_CEILINGS.withPageData);
    console.log(`<${tag}>`.padEnd(30), `${bare.count} (${bare.files} files)`.padStart(16), `${pinned.count} (${pinned.files} files)`.padStart(14));
    if (bare.count > WAVE_CEILINGS.bareScriptTag) failures.push(`<${tag}> on a bare script tag: ${bare.count} waves, over ${WAVE_CEILINGS.bareScriptTag}`);
    if (journeys.includes(tag)) {
      const expected = graph.firstStep(tag).tag;
      console.log(`  first step shown: <${pinned.firstStep}>${pinned.firstStep === expected ? '' : `, not <${expected}>`}`);
      if (pinned.firstStep !== expected) failures.push(`<${tag}> shows <${pinned.firstStep}> first, but its page is measured with <${expected}> (bundle-graph.mjs, firstStep)`);
    }
    if (pinned.count > WAVE_CEILINGS.withPageData) failures.push(`<${tag}> with its page data: ${pinned.count} waves, over ${WAVE_CEILINGS.withPageData}`);
  }
} finally {
  await browser.close();
  server.close();
}
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
