// Opens every story of the static Storybook build in Chromium: it must render without an
// uncaught error, and axe must find no violation in it. Run after `npm run build-storybook`.
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';

const root = 'storybook-static';
if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root}/index.json is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const entries = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries);
// SVC_STORIES=id-prefix,…: only those stories (`elements-svc-partner-configuration` is a component's),
// with their docs pages, each also failing on a request that leaves the page's origin (a story
// needs no network) and, on a docs page, on any console error: a check while working on a few stories.
const only = (process.env.SVC_STORIES ?? '').split(',').map((prefix) => prefix.trim()).filter(Boolean);
const chosen = (entry) => only.length === 0 || only.some((prefix) => entry.id.startsWith(prefix));
const stories = entries.filter((entry) => entry.type === 'story' && chosen(entry));
const docsPages = only.length ? entries.filter((entry) => entry.type === 'docs' && chosen(entry)) : [];
if (only.length && stories.length === 0) {
  console.error(`SVC_STORIES=${only.join(',')} names no story.`);
  process.exit(1);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
const failures = [];

// Each story in three looks: as it comes (light, English), with the toolbar's dark theme in
// Bulgarian, and with its brand theme in Lithuanian. Contrast must hold in each theme, and longer
// words or another script must not break a story. All three for 335 stories take about 250 s now
// that a tab switches stories inside one preview; SVC_STORIES_ONE_LOOK=1 shows each story in one
// look, taking turns down the list (about a third of the time), for a quicker look while working.
const LOOKS = ['', 'theme:dark;locale:bg', 'theme:brand;locale:lt'];
const runs =
  process.env.SVC_STORIES_ONE_LOOK === '1'
    ? stories.map((story, index) => ({ story, globals: LOOKS[index % LOOKS.length] }))
    : stories.flatMap((story) => LOOKS.map((globals) => ({ story, globals })));
// One look after another: a tab loads the preview once per look and switches stories inside it.
runs.sort((a, b) => LOOKS.indexOf(a.globals) - LOOKS.indexOf(b.globals));

// The a11y addon's own axe run after each render is switched off (globals a11y.manual): this check
// runs axe itself once the story has settled, with the addon's one change to axe's rules (no
// `region`: a story is not a page, so its content need not sit in landmarks).
const AXE_OPTIONS = { resultTypes: ['violations'], rules: { region: { enabled: false } } };

/** Loads the preview with `story` in the look `globals` (a page load: about a second of a core). */
async function load(page, story, globals) {
  const lookGlobals = [globals, 'a11y.manual:!true'].filter(Boolean).join(';');
  await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story&globals=${lookGlobals}`, { waitUntil: 'load' });
  await page.addScriptTag({ content: axeSource });
}

/**
 * Shows `story` in `page`, by a page load when the tab has no preview in this look yet, else through
 * Storybook's channel as its manager does (the previous story is unmounted first), and returns what
 * is wrong with it: uncaught errors, a story that threw or rendered nothing, axe violations.
 */
async function check(page, story, globals, loaded) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  const onRequest = (request) => {
    if (only.length && /^https?:/.test(request.url()) && !request.url().startsWith(origin)) errors.push(`fetched ${request.url()}`);
  };
  page.on('pageerror', onError);
  page.on('request', onRequest);
  try {
    if (loaded) {
      await page.evaluate((storyId) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }), story.id);
    } else {
      await load(page, story, globals);
    }
    // Rendered, played and finished: switching away from a story still rendering reloads the preview.
    const finished = await page
      .waitForFunction(
        (storyId) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === storyId && render.phase === 'finished';
        },
        { timeout: 10000, polling: 50 },
        story.id,
      )
      .then(() => true, () => false);
    if (!finished) errors.push('did not finish rendering in 10 s');
    const shown = await page.evaluate(() => ({
      rendered: document.querySelector('#storybook-root > *') !== null,
      error: document.body.classList.contains('sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent?.trim() || 'an error' : '',
    }));
    if (shown.error) errors.push(`the story threw: ${shown.error}`);
    if (!shown.rendered) errors.push('nothing rendered');
    // Let on-demand chunks and languages arrive, and the in-page sandbox's answers and element
    // updates settle: no request for 100 ms (this replaced a fixed 400 ms wait).
    await page.waitForNetworkIdle({ idleTime: 100, timeout: 5000 }).catch(() => undefined);
    const violations = await page.evaluate(async (options) => {
      const result = await window.axe.run(document.querySelector('#storybook-root'), options);
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    }, AXE_OPTIONS);
    return [...errors, ...violations.map((violation) => `axe: ${violation}`)];
  } finally {
    page.off('pageerror', onError);
    page.off('request', onRequest);
  }
}

/** A docs page as a reader opens it (every story of the component on it): its console errors and any request off the page's origin. */
async function checkDocs(page, docs) {
  const problems = [];
  const onConsole = (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  };
  const onError = (error) => problems.push(error.message);
  const onRequest = (request) => {
    if (/^https?:/.test(request.url()) && !request.url().startsWith(origin)) problems.push(`fetched ${request.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  try {
    await page.goto(`${origin}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
    await page.waitForSelector('.sbdocs', { timeout: 10000 }).catch(() => problems.push('the docs page did not render in 10 s'));
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10000 }).catch(() => undefined);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  }
  return problems;
}

let next = 0;

/** One tab working through the runs. A tab the browser lost (a detached frame) is replaced, and the story tried once more. */
async function worker() {
  let page = await browser.newPage();
  let look = null; // the look of the preview loaded in this tab, if any
  while (next < runs.length) {
    const { story, globals } = runs[next++];
    let problems;
    for (let attempt = 1; !problems; attempt++) {
      try {
        problems = await check(page, story, globals, look === globals);
        look = globals;
      } catch (error) {
        await page.close().catch(() => undefined);
        page = await browser.newPage();
        look = null;
        if (attempt === 2) problems = [`could not be checked: ${error.message}`];
      }
    }
    if (problems.length) failures.push(`${story.id}${globals && ` (${globals})`}: ${problems.join('; ')}`);
  }
  await page.close().catch(() => undefined);
}

const started = Date.now();
try {
  // Two tabs side by side: the check takes half as long, and each story still renders alone in its tab.
  await Promise.all([worker(), worker()]);
  if (docsPages.length) {
    const page = await browser.newPage();
    for (const docs of docsPages) {
      const problems = await checkDocs(page, docs);
      if (problems.length) failures.push(`${docs.id}: ${problems.join('; ')}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

if (docsPages.length) console.log(`docs pages: ${docsPages.map((docs) => docs.id).join(', ')}`);
console.log(`stories (${runs.length === stories.length ? 'each in one look, in turn: light/en, dark/bg, brand/lt' : 'each in light/en, dark/bg and brand/lt'}): ${runs.length - failures.length} passed, ${failures.length} failed, in ${Math.round((Date.now() - started) / 1000)} s`);
if (failures.length) {
  console.error(`\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
