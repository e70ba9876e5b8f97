/* global fetch */
// The route table's reference page (docs/api-reference/, Swagger UI's own files from swagger-ui-dist)
// served as `npm run openapi:page` serves it (http-server at the repository's root), opened in
// headless Chromium: every operation of docs/openapi.json shown, nothing asked of another origin, no
// console error and no violation of the page's own-origin policy. Needs no build.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { e2e, launch, openPage, port } from './fixtures/browser.mjs';

const origin = `http://127.0.0.1:${port(7)}`;
let server;
let browser;

const answers = () => fetch(`${origin}/docs/api-reference/`).then((response) => response.ok, () => false);

before(async () => {
  if (await answers()) throw new Error(`${origin} already answers: another server holds this spec's port`);
  // The command itself, on this spec's port, in a process group of its own (npm, sh and the server).
  server = spawn('npm', ['run', '--silent', 'openapi:page'], { env: { ...process.env, PORT: String(port(7)) }, detached: true, stdio: 'ignore' });
  for (const started = Date.now(); !(await answers()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (server.exitCode !== null) throw new Error(`openapi:page ended (exit code ${server.exitCode}) before it answered on ${origin}`);
    if (Date.now() - started > 30_000) throw new Error(`openapi:page did not answer on ${origin} within 30 s`);
  }
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (server?.exitCode === null) process.kill(-server.pid);
});

e2e('the reference page shows every operation of docs/openapi.json, from its own origin only', async () => {
  const { paths } = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  const expected = Object.values(paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const { page, errors } = await openPage(browser);
  const elsewhere = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
  });
  await page.goto(`${origin}/docs/api-reference/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction((count) => document.querySelectorAll('.opblock').length === count, { timeout: 30_000 }, expected);
  assert.equal(await page.$$eval('.opblock', (blocks) => blocks.length), expected);
  assert.deepEqual(elsewhere, [], 'requests to other origins');
  assert.deepEqual(errors, [], 'console errors or policy violations');
});
