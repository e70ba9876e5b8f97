// The README's picture, taken from the demo partner page (demo/index.html) over the built script tag,
// in Chromium, served as `npm start` serves it (server/src/dev/demo-server.ts: the page calls the
// reference backend over real HTTP, the sandbox behind it): the banking home opened on a card by
// its address (`#/card/<id>`), its sections above, in light mode, at a desktop width.
// `npm run picture` builds first. Nothing checks the picture against the sources: retake it when what
// it shows changes (docs/contributing.md says when).
import { mkdirSync, existsSync } from 'node:fs';
import { findChrome, chromeArgs } from '../test/runner/find-chrome.mjs';

const IMAGE = 'docs/images/demo.png';

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
  // Alice's everyday card, by the home's deep link.
  await page.goto(`${server.origin}/demo/#/card/ca000000-0000-4000-8000-000000000001`, { waitUntil: 'load' });
  for (const selector of ['svc-banking-home >>> [part~="section-link-current"]', 'svc-banking-home >>> svc-card-view >>> [part~="card-face"]']) {
    await page.waitForSelector(selector, { timeout: 20000 });
  }
  await page.evaluate(() => document.fonts.ready);
  if (problems.length > 0) throw new Error(`the demo failed: ${problems.join('; ')}`);
  const box = await page.evaluate(() => {
    const from = document.querySelector('#banking').getBoundingClientRect();
    const to = document.querySelector('svc-banking-home').shadowRoot.querySelector('svc-card-view').getBoundingClientRect();
    return { x: Math.max(0, from.left - 24), y: from.top + window.scrollY - 16, width: from.width + 48, height: to.bottom - from.top + 32 };
  });
  mkdirSync('docs/images', { recursive: true });
  await page.screenshot({ path: IMAGE, clip: box, captureBeyondViewport: true });
  console.log(`${IMAGE} taken (${Math.round(box.width)}×${Math.round(box.height)} px): look at it, and commit it if it shows the change.`);
} finally {
  await browser.close();
  await server.close();
}
