// Request waves before an element renders, measured in Chromium (issue 29, DESIGN §9), after `npm run
// build`: for each tag, a partner's page holding `<svc-provider>` and the element, served from dist/
// with every request answered after LATENCY ms, loaded in a fresh browser context, once through a bare
// script tag and once with the page's own data (the import map, the copies of its manifests, the
// pinned loader and the preloads of its chunks that the integrity tool writes for the page's tags, bin/import-map.mjs). A wave is a
// round of requests: a request belongs to the wave after the latest one whose answer had ended before
// it started, so requests made together count once and each request that waited for another's answer
// counts a round more (the page itself is the first). Only the kit's code and the page count (.js and
// the page), up to the element's first render (its shadow root holding something); the data the
// element then asks for is not code. One more page, of one tag, is assembled from the files the
// integrity tool writes for it (--page), as a partner pastes them: 2 waves too. For a journey, the step element it shows first must be the one
// its page is measured with in docs/sizes.md. One test a tag; `SVC_WAVE_TAGS=svc-a,svc-b` checks only
// those, `SVC_WAVE_DEBUG=1` prints each request's wave.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { after, before } from 'node:test';
import { pinPage } from '../../bin/import-map.mjs';
import { readGraph } from '../../scripts/bundle-graph.mjs';
import { e2e, launch, needsBuild, port } from './fixtures/browser.mjs';
import { serve } from './fixtures/servers.mjs';

/**
 * The ceilings CI holds, measured: a ratchet like the byte ceilings (lowered only). The goals are
 * `WAVES` (bundle-graph.mjs): 4 on a bare script tag, 2 on a page that carries its per-page data
 * (reached: the page preloads its elements' chunks beside the loader, which needs no manifest first).
 */
const WAVE_CEILINGS = { bareScriptTag: 4, withPageData: 2 };

// Long enough that requests made together never look dependent on a busy machine (a stall of the
// main thread between two preloads of one wave stays well under it).
const LATENCY = 150;
const BASE = '/svc-elements/';

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

needsBuild('dist/chunk-graph.json');
const graph = readGraph();
const only = (process.env.SVC_WAVE_TAGS ?? '').split(',').filter(Boolean);
const tags = only.length ? only : graph.tags;
// One page assembled as a partner using the command-line tool does: svc-elements-integrity --page
// on it, then importmap.html pasted before the loader's tag and loader.html in its place.
const CLI_TAG = tags.includes('svc-ledger-list') ? 'svc-ledger-list' : tags[0];

/** `pageOf(tag)` as the integrity tool's files make it, run as a partner runs it on dist/. */
function assembledByTool(tag) {
  const folder = mkdtempSync(join(tmpdir(), 'svc-waves-cli-'));
  try {
    const html = pageOf(tag);
    writeFileSync(join(folder, 'page.html'), html);
    const run = spawnSync(process.execPath, ['bin/svc-elements-integrity.mjs', '--base', BASE, '--page', join(folder, 'page.html'), '--out', folder, 'dist'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`svc-elements-integrity failed: ${run.stderr}`);
    const loaderTag = `<script type="module" src="${BASE}svc-elements.js"></script>`;
    return html.replace(loaderTag, `${readFileSync(join(folder, 'importmap.html'), 'utf8')}${readFileSync(join(folder, 'loader.html'), 'utf8')}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let server;
let browser;
const pages = new Map();
before(async () => {
  const read = (file) => readFileSync(join('dist', file), 'utf8');
  for (const tag of tags) {
    pages.set(`/bare/${tag}.html`, pageOf(tag));
    pages.set(`/pinned/${tag}.html`, pinPage(pageOf(tag), { base: BASE, read }).html);
  }
  if (CLI_TAG) pages.set(`/tool/${CLI_TAG}.html`, assembledByTool(CLI_TAG));
  server = await serve(port(6), (request, response) => {
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
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The waves of one page load: the page and the kit's files requested before the element rendered. */
async function waves(path, tag) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument((tag, journey) => {
      const look = () => {
        const host = document.querySelector(tag);
        if (host?.shadowRoot && host.shadowRoot.childNodes.length > 0) window.svcRendered = window.performance.now();
        else window.requestAnimationFrame(look);
      };
      window.requestAnimationFrame(look);
      // A journey: the first step element drawn in it (defined, its shadow root holding something), and
      // when: as its first render puts it in the DOM, seen by an observer of each shadow root made in the
      // journey's. A frame's callback would see it later, after what the step fetches once drawn (a form's
      // validation words): those are not its page's.
      if (!journey) return;
      const attachShadow = window.Element.prototype.attachShadow;
      window.Element.prototype.attachShadow = function (init) {
        const root = attachShadow.call(this, init);
        const observer = new window.MutationObserver(() => {
          if (root.childNodes.length === 0) return;
          observer.disconnect();
          const inJourney = this.getRootNode().host?.localName === tag;
          if (inJourney && this.localName.startsWith('svc-') && window.customElements.get(this.localName) && !window.svcStepShown) {
            window.svcStepShown = { tag: this.localName, at: window.performance.now() };
          }
        });
        observer.observe(root, { childList: true });
        return root;
      };
    }, tag, graph.journeys.includes(tag));
    await page.goto(`${server.origin}${path}`);
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
    // A journey: the step element it shows first must be the first step its page is measured with
    // (bundle-graph.mjs), and every file of the kit fetched before that step showed one its page counts.
    const step = graph.journeys.includes(tag)
      ? await page
          .waitForFunction(() => window.svcStepShown, { timeout: 30_000, polling: 50 })
          .then((handle) => handle.jsonValue())
          .then(async (shown) => ({
            firstStep: shown.tag,
            beforeStep: await page.evaluate(
              (at, kit) => window.performance.getEntriesByType('resource').filter((entry) => entry.startTime < at && entry.name.startsWith(kit)).map((entry) => entry.name.slice(kit.length).replace(/[?#].*$/, '')),
              shown.at,
              `${server.origin}${BASE}`,
            ),
          }), () => ({ firstStep: 'none', beforeStep: [] }))
      : {};
    if (process.env.SVC_WAVE_DEBUG) for (const request of code) console.log(`  ${request.wave} ${Math.round(request.start)}-${Math.round(request.end)} ${request.name.replace(/.*\//, '')}`);
    return { count: Math.max(...code.map((request) => request.wave)), files: code.length, ...step };
  } finally {
    await context.close();
  }
}

/**
 * A stall of a busy machine can only add a wave, never take one away: a page over its ceiling is
 * loaded again, and the fewer waves count.
 */
async function fewest(path, tag, ceiling) {
  const first = await waves(path, tag);
  if (first.count <= ceiling) return first;
  const again = await waves(path, tag);
  return again.count < first.count ? again : first;
}

for (const tag of tags) {
  e2e(`<${tag}> renders within ${WAVE_CEILINGS.bareScriptTag} request waves on a bare script tag and ${WAVE_CEILINGS.withPageData} with its page's data (${LATENCY} ms a request)`, async (t) => {
    const bare = await fewest(`/bare/${tag}.html`, tag, WAVE_CEILINGS.bareScriptTag);
    const pinned = await fewest(`/pinned/${tag}.html`, tag, WAVE_CEILINGS.withPageData);
    t.diagnostic(`bare script tag: ${bare.count} waves (${bare.files} files); with its page's data: ${pinned.count} waves (${pinned.files} files)`);
    assert.ok(bare.count <= WAVE_CEILINGS.bareScriptTag, `<${tag}> on a bare script tag: ${bare.count} waves, over ${WAVE_CEILINGS.bareScriptTag}`);
    assert.ok(pinned.count <= WAVE_CEILINGS.withPageData, `<${tag}> with its page data: ${pinned.count} waves, over ${WAVE_CEILINGS.withPageData}`);
    if (graph.journeys.includes(tag)) {
      const expected = graph.firstStep(tag).tag;
      assert.equal(pinned.firstStep, expected, `<${tag}> shows <${pinned.firstStep}> first, but its page is measured with <${expected}> (bundle-graph.mjs, firstStep)`);
      // On a bare script tag the loader fetches every manifest: the files of the journey's page as bundle-graph.mjs counts them.
      const counted = graph.journeyFiles(tag);
      const uncounted = [...new Set(bare.beforeStep)].filter((file) => !counted.has(file));
      t.diagnostic(`before <${bare.firstStep}> showed: ${new Set(bare.beforeStep).size} of the kit's files (its page counts ${counted.size})`);
      assert.deepEqual(uncounted, [], `<${tag}> fetches before its first step shows files its page does not count: declare the modules it imports on demand before that step in JOURNEY_FIRST_PAGE_IMPORTS (bundle-graph.mjs)`);
    }
  });
}

if (CLI_TAG) {
  e2e(`<${CLI_TAG}> renders within ${WAVE_CEILINGS.withPageData} request waves on a page assembled from svc-elements-integrity --page's files`, async (t) => {
    const html = pages.get(`/tool/${CLI_TAG}.html`);
    // The tool and pinPage write the same preloads: one per chunk of the page's elements, after the loader's tag.
    const links = (page) => page.slice(page.indexOf('svc-elements.js"')).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    assert.ok(links(html).length > 0, 'loader.html preloads the chunks after the loader');
    assert.deepEqual(links(html), links(pages.get(`/pinned/${CLI_TAG}.html`)));
    const tool = await fewest(`/tool/${CLI_TAG}.html`, CLI_TAG, WAVE_CEILINGS.withPageData);
    t.diagnostic(`assembled from the tool's files: ${tool.count} waves (${tool.files} files)`);
    assert.ok(tool.count <= WAVE_CEILINGS.withPageData, `<${CLI_TAG}> on the tool's page: ${tool.count} waves, over ${WAVE_CEILINGS.withPageData}`);
  });
}
