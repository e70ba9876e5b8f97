// The route table's reference page, for development: docs/openapi.json rendered by Swagger UI (swagger-ui-dist,
// its prebuilt files copied from node_modules), written to dist/api-reference/. Nothing is fetched from elsewhere:
// the page's policy allows its own origin only, so the browser itself refuses anything else.
//   node scripts/openapi-page.mjs            write the page
//   node scripts/openapi-page.mjs --serve    write it and serve it on PORT (default 8630)
//   node scripts/openapi-page.mjs --check    write it, open it in headless Chromium: every operation shown, no
//                                            request to another origin, no policy violation
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import swaggerUiFolder from 'swagger-ui-dist/absolute-path.js';

const OUT = 'dist/api-reference';
const UI = swaggerUiFolder();

/** Own origin only; Swagger UI sets inline styles on its elements, and shows its logo as a data: URL. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function write() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE']) copyFileSync(join(UI, file), join(OUT, file));
  copyFileSync('docs/openapi.json', join(OUT, 'openapi.json'));
  // No "try it out": the page is a reference, and the routes need the partner's sign-in and origin.
  writeFileSync(join(OUT, 'reference.js'), [
    '/* global SwaggerUIBundle */',
    "SwaggerUIBundle({ url: './openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null, supportedSubmitMethods: [], defaultModelsExpandDepth: 0 });",
    '',
  ].join('\n'));
  writeFileSync(join(OUT, 'index.html'), [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    '  <title>svc-elements route table: API reference</title>',
    '  <link rel="icon" href="data:,">',
    '  <link rel="stylesheet" href="swagger-ui.css">',
    '</head>',
    '<body>',
    '  <main id="reference"></main>',
    '  <script src="swagger-ui-bundle.js"></script>',
    '  <script src="reference.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n'));
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function serve(port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    if (!/^[\w.-]+$/.test(name)) return response.writeHead(404).end();
    let body;
    try {
      body = readFileSync(join(OUT, name));
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'text/plain', 'Content-Security-Policy': POLICY });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** The page in headless Chromium: every operation of the document shown, nothing asked of another origin. */
async function check() {
  const { default: puppeteer } = await import('puppeteer-core');
  const { chromeArgs, findChrome } = await import('../test/runner/find-chrome.mjs');
  const { paths } = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  const expected = Object.values(paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const { origin, close } = await serve(0);
  const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
  const elsewhere = [];
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction((count) => document.querySelectorAll('.opblock').length === count, { timeout: 30_000 }, expected);
    const shown = await page.$$eval('.opblock', (blocks) => blocks.length);
    console.log(`${OUT}: ${shown} operations shown of ${expected}; ${elsewhere.length} requests to other origins; ${problems.length} console errors.`);
    if (elsewhere.length || problems.length) {
      for (const line of [...elsewhere, ...problems]) console.error(`  ${line}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    close();
  }
}

write();
if (process.argv.includes('--check')) {
  await check();
} else if (process.argv.includes('--serve')) {
  const { origin } = await serve(Number(process.env.PORT ?? 8630));
  console.log(`The route table's reference page: ${origin}/ (Ctrl-C to stop).`);
} else {
  console.log(`${OUT}/index.html written; serve it with \`npm run openapi:page -- --serve\`.`);
}
