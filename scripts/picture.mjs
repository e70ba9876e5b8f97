// The README's picture, taken from the demo partner page (demo/index.html) over the built script tag,
// in Chromium, served as `npm start` serves it (server/src/dev/demo-server.ts: the page calls the
// reference backend over real HTTP, the sandbox behind it): the accounts and the card, in light
// mode, at a desktop width. Run after `npm run build`.
// Beside the picture it records a hash of what the picture shows (the demo's files and the element
// sources); `--check` (in docs:check, no browser needed) fails when they changed since it was taken,
// so a stale picture is never published and nothing regenerates it silently.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChrome, chromeArgs } from './find-chrome.mjs';

const IMAGE = 'docs/images/demo.png';
const RECORD = 'docs/images/demo.json';
const INPUTS = ['demo', 'src/elements', 'scripts/picture.mjs', 'server/src/dev/demo-server.ts'];

/** One hash over every input file, by path and content (line endings as committed). */
function inputsHash() {
  const files = [];
  const walk = (path) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else files.push(path.split('\\').join('/'));
  };
  INPUTS.forEach(walk);
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return { hash: `sha256-${hash.digest('base64')}`, files: files.length };
}

const { hash, files } = inputsHash();

if (process.argv.includes('--check')) {
  const recorded = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')).inputs : undefined;
  if (!existsSync(IMAGE) || recorded !== hash) {
    console.error(`${IMAGE} is stale: the demo or an element changed since it was taken. Run \`npm run build && npm run picture\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${IMAGE}: current with its ${files} inputs (${INPUTS.join(', ')}).`);
  process.exit(0);
}

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const { default: puppeteer } = await import('puppeteer-core');
const { tsImport } = await import('tsx/esm/api');
const { startDemoServer } = await tsImport('../server/src/dev/demo-server.ts', import.meta.url);
const server = await startDemoServer({ log: () => {} });

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
try {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.setViewport({ width: 1000, height: 900, deviceScaleFactor: 1 });
  await page.goto(`${server.origin}/demo/`, { waitUntil: 'load' });
  // The accounts and the cards are listed, and the chosen card is shown.
  for (const selector of ['svc-ledger-list >>> [part~="row"]', 'svc-card-list >>> [part~="row"]', 'svc-card-view >>> [part~="card-face"]']) {
    await page.waitForSelector(selector, { timeout: 20000 });
  }
  await page.evaluate(() => document.fonts.ready);
  if (problems.length > 0) throw new Error(`the demo failed: ${problems.join('; ')}`);
  const box = await page.evaluate(() => {
    const from = document.querySelector('#accounts').getBoundingClientRect();
    const to = document.querySelector('svc-card-view').getBoundingClientRect();
    return { x: Math.max(0, from.left - 24), y: from.top + window.scrollY - 16, width: from.width + 48, height: to.bottom - from.top + 32 };
  });
  mkdirSync('docs/images', { recursive: true });
  await page.screenshot({ path: IMAGE, clip: box, captureBeyondViewport: true });
  writeFileSync(RECORD, `${JSON.stringify({ image: 'demo.png', taken: 'npm run build && npm run picture', inputs: hash, from: INPUTS }, null, 1)}\n`);
  console.log(`${IMAGE} taken (${Math.round(box.width)}×${Math.round(box.height)} px); its ${files} inputs recorded in ${RECORD}.`);
} finally {
  await browser.close();
  await server.close();
}
