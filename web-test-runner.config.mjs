import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { junitReporter } from '@web/test-runner-junit-reporter';
import { engineLauncher, engineNames } from './test/runner/find-chrome.mjs';
import { summaryReporter } from './test/runner/summary-reporter.mjs';
import { frameworkBundles } from './test/runner/framework-bundles.mjs';
import { httpBackend } from './test/runner/http-backend.mjs';
import { bundledDeps } from './test/runner/bundled-deps.mjs';
import { checkedChunks } from './test/runner/checked-chunks.mjs';

// The registration tables (src/generated/) derive from the element folders: written before any test
// file is served, so `npx web-test-runner <file>` works without `npm run generate` first.
execFileSync(process.execPath, ['scripts/generate.mjs'], { stdio: 'inherit' });

// A test's time limit only catches a hang: it is twice what the longest test (a whole consumer
// typed in, with an accessibility check) takes with another engine running beside it. WebKitGTK
// paints in software on Xvfb and takes about three times as long (test/engines.ts scales the tests'
// own time limits the same way).
const testTimeout = (name) => (name === 'webkit' ? 60000 : 20000);

/**
 * An engine's test page: the runner's own, with its engine's time limit for mocha (set before mocha
 * starts), and failures made copyable to the reporter (test/runner/cloneable-failures.mjs).
 */
const enginePage = (name) => (testFramework) =>
  `<!DOCTYPE html><html><head></head><body><script type="module">window.__WTR_CONFIG__.testFrameworkConfig = { ...window.__WTR_CONFIG__.testFrameworkConfig, timeout: ${testTimeout(name)} };</script><script type="module" src="/test/runner/cloneable-failures.mjs"></script><script type="module" src="${testFramework}"></script></body></html>`;

// Which files run in which engines. A file of plain JavaScript (schemas, IBAN arithmetic, formats,
// sandbox and client logic: nothing rendered, no DOM, no engine-dependent API) runs once, in
// Chromium; everything else runs in the three engines. A file is plain when neither it nor the test
// helpers it imports use any of the patterns below: a new test that renders, or reaches for the DOM,
// `Intl`, files or streams, is in the three engines without anyone listing it. docs/contributing.md
// says why Chromium and not Node.
// What makes a test need each engine: the DOM and the page; locale formatting (each engine has its
// own ICU data); files, multipart bodies and streams; the kit's elements, Lit, and the i18n catalogs
// (which format through `Intl`).
const DOM = /\bdocument\.(body|head|create\w+|querySelector\w*|getElement\w*|documentElement|activeElement|addEventListener|removeEventListener|dispatchEvent|title|cookie|adoptedStyleSheets|fonts|visibilityState|hasFocus)\b|\b(window|customElements|HTMLElement|fixture|matchMedia|requestAnimationFrame|getComputedStyle|localStorage|sessionStorage)\b|\bhtml`|\b(navigator|history)\.|\blocation\.(?!origin\b)/;
const KIT = /from '(lit|lit\/[^']*|@web\/test-runner-commands)'|from '[^']*\/src\/(elements|i18n|index\.js|define\.js|public\.js)|from '[^']*\/formats\/iso-lists\.js'/;
const PLATFORM = /\bIntl\.|\.toLocale\w*\(|\b(FormData|Blob|File|ReadableStream|WritableStream|TransformStream|Worker|BroadcastChannel|indexedDB)\b/;

/** Every browser test file under `dir` (the runner's `test/**\/*.test.ts`), sorted. */
function browserTestFiles(dir = 'test') {
  return readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => path.endsWith('.test.ts'))
    .sort();
}

/** What in `file` (or in a test helper it imports) needs the engines, or null. */
function browserNeed(file, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // A helper's own words about files or locales do not make each test that imports it depend on them.
  const need = (file.endsWith('.test.ts') ? [DOM, KIT, PLATFORM] : [DOM, KIT]).map((re) => re.exec(text)?.[0]).find(Boolean);
  if (need) return need;
  for (const [, relative] of text.matchAll(/from '(\.{1,2}\/[^']*)\.js'/g)) {
    const helper = join(dirname(file), `${relative}.ts`);
    if (!helper.startsWith('test/')) continue;
    const found = browserNeed(helper, seen);
    if (found) return found;
  }
  return null;
}

/** The files of `files` that run once, in Chromium. */
const onceFiles = (files = browserTestFiles()) => files.filter((file) => browserNeed(file) === null);

// The engines, longest first by their totals in CI (Firefox 679 s, Chromium 561 s, WebKit 348 s of
// browser time, before the plain files ran once): the runner starts groups in this order as a
// browser frees up.
const ORDER = ['firefox', 'chromium', 'webkit'];

/**
 * The runner's groups for `engines` over `files`: each engine's files (Chromium's all of them, the
 * others' those that need an engine) dealt alternately into `split` groups, each group a browser of
 * its own. Two groups an engine let the lanes end close together: with two browsers at a time, one
 * group an engine would leave one lane running two engines while the other runs one; with three at a
 * time, the six groups (Firefox's two and Chromium's first, then Chromium's second and WebKit's two as
 * lanes free up) end within some 6 % of an even split by CI's engine totals.
 */
function engineGroups(engines, files, { split = 2 } = {}) {
  const once = new Set(onceFiles(files));
  const groups = [];
  for (const engine of [...engines].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))) {
    const own = engine === 'chromium' ? files : files.filter((file) => !once.has(file));
    const count = Math.max(1, Math.min(split, own.length));
    for (let index = 0; index < count; index++) {
      const part = own.filter((_, position) => position % count === index);
      if (part.length > 0) groups.push({ engine, files: part });
    }
  }
  return groups;
}

// One engine a run: SVC_ENGINE=chromium (default), firefox or webkit; in Firefox and WebKit the files
// of plain JavaScript are left out (they run once, in Chromium) unless named.
// SVC_ENGINES=chromium,firefox,webkit (what `npm run test:browser` sets) runs the engines in one run
// instead, as the runner's groups: each group a browser of its own over some of the files (SVC_FILES,
// space-separated, or all of them), `concurrentBrowsers` of them at a time (SVC_ENGINE_JOBS, default
// one more than the cores, at most three). The summary reporter ends with a line per engine and the total.
const engine = process.env.SVC_ENGINE || 'chromium';
const engineList = (process.env.SVC_ENGINES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
let launcher;
let groups;
try {
  const unknown = engineList.filter((name) => !engineNames.includes(name));
  if (unknown.length) throw new Error(`Unknown engine ${unknown.join(', ')} in SVC_ENGINES: use ${engineNames.join(', ')}.`);
  if (!engineList.length) launcher = await engineLauncher(engine);
  else {
    const files = process.env.SVC_FILES ? process.env.SVC_FILES.split(/\s+/).filter(Boolean) : browserTestFiles();
    // Each group its own browser (so each file still runs alone in that browser's one tab).
    groups = await Promise.all(
      engineGroups(engineList, files).map(async (group, index) => ({ name: `${group.engine}-${index + 1}`, files: group.files, browsers: [await engineLauncher(group.engine)], testRunnerHtml: enginePage(group.engine) })),
    );
    console.log(`Running ${engineList.join(', ')} in ${groups.length} groups: ${groups.map((group) => `${group.name} ${group.files.length} files`).join(', ')}.`);
  }
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
// A browser lane is not always on the processor: a Chromium run of every file, one browser at a time,
// took 367 CPU seconds (the runner and its server included) where CI gave that engine 561 s of two
// lanes; in that run the files that wait on purpose (SCA approvals over real HTTP, retries, polls)
// were on the processor 15 % of their time where the busiest files were 55 %. So on two cores three
// browsers run at a time, the third using what the first two leave while they wait.
const jobs = Number(process.env.SVC_ENGINE_JOBS) || Math.min(3, availableParallelism() + 1);

// test/loader/: a server of element modules that fail, for the loader's tests: GET
// /__flaky/<tag>.js answers 503 the first time a tag is asked for when the tag contains `-fails-once-`,
// every time when it contains `-fails-always-`, and otherwise with a module that defines <tag>.
// The query is ignored, so a try under a URL of its own (as the loader makes) counts as the same file.
const FLAKY = /^\/__flaky\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.js$/;

function flakyChunks() {
  const asked = new Map();
  return async (ctx, next) => {
    const tag = FLAKY.exec(ctx.path)?.[1];
    if (!tag) return next();
    const count = (asked.get(tag) ?? 0) + 1;
    asked.set(tag, count);
    ctx.set('Cache-Control', 'no-store');
    if (tag.includes('-fails-always-') || (tag.includes('-fails-once-') && count === 1)) {
      ctx.status = 503;
      ctx.body = '';
      return;
    }
    ctx.type = 'text/javascript';
    ctx.body = `customElements.get(${JSON.stringify(tag)}) || customElements.define(${JSON.stringify(tag)}, class extends HTMLElement {});\n`;
  };
}

const backend = httpBackend();

export default {
  files: groups ? undefined : ['test/**/*.test.ts', ...(engine === 'chromium' ? [] : onceFiles().map((file) => `!${file}`))],
  nodeResolve: true,
  // One test file at a time: each runs in the foreground tab, where frames, scroll and resize events
  // come as they do for a person (a background tab gets them late or never).
  concurrency: 1,
  testFramework: { config: { timeout: testTimeout(engine) } },
  testRunnerHtml: enginePage(engine),
  // A file's whole run: a hang's limit, not a speed check. Three browsers on two cores slow WebKit's
  // longest files (every tag's early properties) past five minutes on a busy machine.
  testsFinishTimeout: 600000,
  // A group's first file waits for its browser to launch: Firefox took over the default 30 s on this
  // 2-core machine under others' load.
  browserStartTimeout: 120000,
  // The runner's own JUnit reporter: one report for the whole run, every engine's group in it, beside
  // the end-to-end specs' (test-results/junit/e2e.xml, node:test's own reporter; docs/contributing.md).
  reporters: [defaultReporter(), summaryReporter(), junitReporter({ outputPath: 'test-results/junit/browser.xml' })],
  // Lit's dev-mode notice is expected in tests; everything else the browser logs is shown.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // test/http/: the elements against the reference partner backend over real HTTP. The reference
  // display frame (test/fixtures/display-frame*.html) may be framed only by the tests' page, on the
  // other host: the frame-ancestors rule the README asks of a frame page.
  middleware: [
    backend.middleware,
    flakyChunks(),
    checkedChunks(),
    async (context, next) => {
      // One page for every reference frame: display-frame.js acts by the name it was asked under
      // (display-frame-spy.html, -silent, -impostor, -navigates, -away).
      const frame = /^\/test\/fixtures\/display-frame(-[a-z]+)?\.html$/.exec(context.path);
      if (frame) context.path = '/test/fixtures/display-frame.html';
      await next();
      if (!frame || frame[1] === '-away') return;
      const [host, port] = context.host.split(':');
      context.set('Content-Security-Policy', `frame-ancestors ${context.protocol}://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`);
    },
  ],
  plugins: [...(process.env.SVC_BUNDLED_DEPS === '0' ? [] : [bundledDeps()]), backend.plugin, frameworkBundles(), esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: groups ? groups.flatMap((group) => group.browsers) : [launcher],
  ...(groups && { concurrentBrowsers: jobs, groups }),
};
