import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { engineLauncher } from './scripts/engines.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { frameworkBundles } from './scripts/framework-bundles.mjs';

// One engine a run: SVC_ENGINE=chromium (default), firefox or webkit. `npm run test:browser` runs all three.
const engine = process.env.SVC_ENGINE || 'chromium';
let launcher;
try {
  launcher = engineLauncher(engine);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // One test file at a time: each runs in the foreground tab, where frames, scroll and resize events
  // come as they do for a person (a background tab gets them late or never).
  concurrency: 1,
  // WebKitGTK paints in software on Xvfb: an axe check or a long list takes it about three times as long
  // (test/engines.ts scales the tests' own time limits the same way).
  testFramework: { config: { timeout: engine === 'webkit' ? 30000 : 10000 } },
  testsFinishTimeout: 300000,
  reporters: [defaultReporter(), summaryReporter()],
  // Lit's dev-mode notice is expected in tests; everything else the browser logs is shown.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // The reference display frame (test/fixtures/display-frame*.html) may be framed only by the tests' page,
  // on the other host: the frame-ancestors rule the README asks of a frame page.
  middleware: [
    async (context, next) => {
      await next();
      if (!/^\/test\/fixtures\/display-frame(?!-away)[\w-]*\.html$/.test(context.path)) return;
      const [host, port] = context.host.split(':');
      context.set('Content-Security-Policy', `frame-ancestors ${context.protocol}://${host === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`);
    },
  ],
  plugins: [frameworkBundles(), esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: [launcher],
};
