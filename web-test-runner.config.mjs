import { execFileSync } from 'node:child_process';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { engineLauncher } from './scripts/engines.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { frameworkBundles } from './scripts/framework-bundles.mjs';
import { httpBackend } from './scripts/http-backend.mjs';
import { flakyChunks } from './scripts/flaky-chunks.mjs';
import { onceFiles } from './scripts/test-groups.mjs';
import { bundledDeps } from './scripts/bundled-deps.mjs';

// The registration tables (src/generated/) derive from the element folders: written before any test
// file is served, so `npx web-test-runner <file>` works without `npm run generate` first.
execFileSync(process.execPath, ['scripts/generate.mjs'], { stdio: 'inherit' });

// A test's time limit only catches a hang: it is twice what the longest test (a whole consumer
// typed in, with an accessibility check) takes with another engine running beside it. WebKitGTK
// paints in software on Xvfb and takes about three times as long (test/engines.ts scales the tests'
// own time limits the same way).
const testTimeout = (name) => (name === 'webkit' ? 60000 : 20000);

/** A group's test page: the runner's own, with its engine's time limit for mocha (set before mocha starts). */
const groupPage = (name) => (testFramework) =>
  `<!DOCTYPE html><html><head></head><body><script type="module">window.__WTR_CONFIG__.testFrameworkConfig = { ...window.__WTR_CONFIG__.testFrameworkConfig, timeout: ${testTimeout(name)} };</script><script type="module" src="${testFramework}"></script></body></html>`;

// One engine a run: SVC_ENGINE=chromium (default), firefox or webkit; in Firefox and WebKit the files
// of plain JavaScript are left out (they run once, in Chromium: scripts/test-groups.mjs) unless named.
// `npm run test:browser` runs the engines in one run instead, as the runner's groups (SVC_GROUPS, from
// scripts/test-groups.mjs): each group a browser of its own over some of the files,
// `concurrentBrowsers` of them at a time.
const engine = process.env.SVC_ENGINE || 'chromium';
const groupList = process.env.SVC_GROUPS ? JSON.parse(process.env.SVC_GROUPS) : null;
let launcher;
let groups;
try {
  if (!groupList) launcher = engineLauncher(engine);
  // Groups: each its own browser (so each file still runs alone in that browser's one tab).
  else groups = groupList.map((group, index) => ({ name: `${group.engine}-${index + 1}`, files: group.files, browsers: [engineLauncher(group.engine)], testRunnerHtml: groupPage(group.engine) }));
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const backend = httpBackend();

export default {
  files: groupList ? undefined : ['test/**/*.test.ts', ...(engine === 'chromium' ? [] : onceFiles().map((file) => `!${file}`))],
  nodeResolve: true,
  // One test file at a time: each runs in the foreground tab, where frames, scroll and resize events
  // come as they do for a person (a background tab gets them late or never).
  concurrency: 1,
  testFramework: { config: { timeout: testTimeout(engine) } },
  testsFinishTimeout: 300000,
  // A group's first file waits for its browser to launch: Firefox took over the default 30 s on this
  // 2-core machine under others' load.
  browserStartTimeout: 120000,
  reporters: [defaultReporter(), summaryReporter()],
  // Lit's dev-mode notice is expected in tests; everything else the browser logs is shown.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // test/http/: the elements against the reference partner backend over real HTTP. The reference
  // display frame (test/fixtures/display-frame*.html) may be framed only by the tests' page, on the
  // other host: the frame-ancestors rule the README asks of a frame page.
  middleware: [
    backend.middleware,
    // test/loader/: element modules that the server fails once, or always.
    flakyChunks(),
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
  browsers: groupList ? groups.flatMap((group) => group.browsers) : [launcher],
  ...(groupList && { concurrentBrowsers: Number(process.env.SVC_ENGINE_JOBS) || 2, groups }),
};
