// `npm run check:stories`, after `npm run build-storybook`: Storybook's test runner over the static
// build (index.json mode), in Chromium, each story in the three looks in one page load
// (.storybook/test-runner.ts), two workers. What the runner cannot do alone is kept here: serving the
// build on a free port, and the docs pages. SVC_STORIES=elements-svc-partner-configuration,… checks
// only the components whose id starts so, fails on a request off the page's origin, and opens their
// docs pages (no console error, no request elsewhere); SVC_LOOK=dark checks one look.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import httpServer from 'http-server';
import { chromium } from 'playwright';
import { chromeArgs, findChrome } from '../test/runner/find-chrome.mjs';

const root = 'storybook-static';
if (!existsSync(`${root}/index.json`)) {
  console.error(`${root}/index.json is missing: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const only = (process.env.SVC_STORIES ?? '').split(',').map((prefix) => prefix.trim()).filter(Boolean);
const entries = Object.values(JSON.parse(readFileSync(`${root}/index.json`, 'utf8')).entries);
const chosen = (entry) => only.length === 0 || only.some((prefix) => entry.id.startsWith(prefix));
if (only.length && !entries.some((entry) => entry.type === 'story' && chosen(entry))) {
  console.error(`SVC_STORIES=${only.join(',')} names no story.`);
  process.exit(1);
}

const server = httpServer.createServer({ root, cache: -1, showDir: false, logFn: undefined });
await new Promise((resolve) => server.listen(Number(process.env.SVC_STORIES_PORT ?? 0), '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.server.address().port}`;

const failed = [];
try {
  // The runner writes one test file per component, named by its id: Jest's path pattern picks them.
  const args = ['test-storybook', '--index-json', '--url', origin, '--maxWorkers=2'];
  if (only.length) args.push(...only.map((prefix) => prefix.replace(/[^\w-]/g, '')));
  // Spawned, not run synchronously: this process serves the build meanwhile.
  const child = spawn('npx', args, { stdio: 'inherit' });
  if ((await new Promise((resolve) => child.on('exit', resolve))) !== 0) failed.push('stories');
  if (only.length) failed.push(...(await checkDocs(entries.filter((entry) => entry.type === 'docs' && chosen(entry)))));
} finally {
  server.close();
}
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}

/** Each docs page as a reader opens it (every story of the component on it): no console error, no request elsewhere. */
async function checkDocs(pages) {
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs.filter((flag) => !flag.startsWith('--headless')) });
  const problems = [];
  try {
    const page = await browser.newPage();
    for (const docs of pages) {
      const found = [];
      page.removeAllListeners();
      // The browser asks for /favicon.ico on its own; the build has none and no reader sees it.
      page.on('console', (message) => message.type() === 'error' && !message.location().url.endsWith('/favicon.ico') && found.push(`console: ${message.text()}`));
      page.on('pageerror', (error) => found.push(error.message));
      page.on('request', (request) => /^https?:/.test(request.url()) && !request.url().startsWith(origin) && found.push(`fetched ${request.url()}`));
      await page.goto(`${origin}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
      await page.waitForSelector('.sbdocs', { timeout: 10000 }).catch(() => found.push('the docs page did not render in 10 s'));
      await page.waitForLoadState('networkidle');
      console.log(`docs page ${docs.id}: ${found.length ? found.join('; ') : 'no error'}`);
      if (found.length) problems.push(`docs page ${docs.id}`);
    }
  } finally {
    await browser.close();
  }
  return problems;
}
