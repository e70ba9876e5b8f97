/* global console, process, setTimeout, URL */
// Chromium smoke test of the built Angular app (run `npm run build` first): the app renders the kit,
// `[adapter]` arrives as a property, and `(svc-success)` reaches the component's handler.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
// puppeteer-core and the Chrome finder are the kit's own test tools, from the repository root.
import puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from '../../test/runner/find-chrome.mjs';

const root = new URL('./dist/app/', import.meta.url).pathname;
const types = { '.html': 'text/html', '.js': 'text/javascript' };

const server = createServer(async (request, response) => {
  const path = normalize(new URL(request.url, 'http://localhost').pathname);
  try {
    const body = await readFile(join(root, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
// PORT picks the port; by default any free one.
await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
const { port } = server.address();

const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs });
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });

  const field = (name) => `svc-consumer-form >>> [name="${name}"]`;
  await page.waitForSelector(field('firstName'), { timeout: 15_000 });
  check(await page.$eval('h1', (h1) => h1.textContent === 'Open an account'), 'the Angular component renders');

  const binding = await page.$eval('svc-provider', (provider) => ({
    isObject: typeof provider.adapter?.request === 'function',
    attribute: provider.hasAttribute('adapter'),
  }));
  check(binding.isObject && !binding.attribute, '[adapter] is set as a property holding the adapter object, not an attribute');

  // A person fills in the required fields and submits.
  const typeInto = async (name, text) => {
    await page.click(field(name));
    await page.type(field(name), text);
  };
  await typeInto('firstName', 'Zoé');
  await typeInto('lastName', 'Moreau');
  await typeInto('emailAddress', 'zoe.moreau@example.com');
  await typeInto('phone.countryCode', '33');
  await typeInto('phone.number', '601020304');
  await page.click(field('lastTermsAccepted'));
  await page.click('svc-consumer-form >>> [part~="submit-button"]');

  const welcome = await page
    .waitForSelector('p.welcome', { timeout: 15_000 })
    .then((node) => node.evaluate((p) => p.textContent.trim()))
    .catch(() => null);
  check(/^Welcome! Your profile [0-9a-f-]{36} is ready\.$/.test(welcome ?? ''), `(svc-success) reaches the handler, which shows: ${welcome}`);
  const shown = await page.$eval('svc-consumer-form', (form) => form.shadowRoot.querySelector('[part~="success"] [part~="title"]')?.textContent.trim());
  check(shown === 'The profile was created.', 'the form itself says the profile was created');
  check(errors.length === 0, `no page or console error${errors.length ? `: ${errors.join(' | ')}` : ''}`);
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`Angular smoke test: ${failures.length} failed`);
  process.exit(1);
}
console.log('Angular smoke test passed');
setTimeout(() => process.exit(0), 0);
