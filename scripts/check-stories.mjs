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
const stories = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries).filter((entry) => entry.type === 'story');

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

/** Renders one story in `page` and returns what is wrong with it (uncaught errors, axe violations). */
async function check(page, story, globals) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story${globals && `&globals=${globals}`}`, { waitUntil: 'load' });
    await page.waitForSelector('#storybook-root > *', { timeout: 10000 }).catch(() => errors.push('nothing rendered'));
    // Let sandbox answers and element updates settle.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const hasAxe = await page.evaluate(() => 'axe' in window);
    if (!hasAxe) await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      // Storybook's a11y panel may be running axe in this page too: wait for it to finish.
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await window.axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] });
          return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
        } catch (error) {
          if (attempt > 50 || !String(error).includes('already running')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    return [...errors, ...violations.map((violation) => `axe: ${violation}`)];
  } finally {
    page.off('pageerror', onError);
  }
}

// Each story in one of three looks, taking turns down the list: as it comes (light, English), with
// the toolbar's dark theme in Bulgarian, or its brand theme in Lithuanian. Contrast must hold in each
// theme, and longer words or another script must not break a story; an element with three stories or
// more meets every look. Every story in all three looks (SVC_STORIES_ALL_LOOKS=1) tripled the check,
// too long for CI's thirty minutes once the kit had 28 elements.
const LOOKS = ['', 'theme:dark;locale:bg', 'theme:brand;locale:lt'];
const runs =
  process.env.SVC_STORIES_ALL_LOOKS === '1'
    ? stories.flatMap((story) => LOOKS.map((globals) => ({ story, globals })))
    : stories.map((story, index) => ({ story, globals: LOOKS[index % LOOKS.length] }));
let next = 0;

/** One tab working through the runs. A tab the browser lost (a detached frame) is replaced, and the story tried once more. */
async function worker() {
  let page = await browser.newPage();
  while (next < runs.length) {
    const { story, globals } = runs[next++];
    let problems;
    for (let attempt = 1; !problems; attempt++) {
      try {
        problems = await check(page, story, globals);
      } catch (error) {
        await page.close().catch(() => undefined);
        page = await browser.newPage();
        if (attempt === 2) problems = [`could not be checked: ${error.message}`];
      }
    }
    if (problems.length) failures.push(`${story.id}${globals && ` (${globals})`}: ${problems.join('; ')}`);
  }
  await page.close().catch(() => undefined);
}

try {
  // Two tabs side by side: the check takes half as long, and each story still renders alone in its tab.
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  server.close();
}

console.log(`stories (${runs.length === stories.length ? 'each in one look, in turn: light/en, dark/bg, brand/lt' : 'each in light/en, dark/bg and brand/lt'}): ${runs.length - failures.length} passed, ${failures.length} failed`);
if (failures.length) {
  console.error(`\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
