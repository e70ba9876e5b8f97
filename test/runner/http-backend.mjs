// The partner backend for the real-HTTP browser tests (test/http/), on the test pages' own origin:
// requests to /api/, /dev/ and /__backend/ go, over the same HTTP connection the browser opened, to
// the reference server (server/), whose service is the sandbox on a port of its own
// (SVC_SANDBOX_PORT, default any free port). Started on the first such request, so runs without
// test/http/ files never load it. One backend for each engine (told by its user agent): engines that
// share a run (npm run test:browser) do not reset or read each other's sandbox.
//
// Every `/api/` request goes through Prism (prism-proxy.mjs), which checks it and its answer
// against docs/openapi.json. A test says which violations it causes on purpose (`POST /__prism/expect`,
// test/http/prism.ts), and after each test `POST /__prism/check` answers the others, each on a line.
// SVC_PRISM=0 leaves Prism out (to measure what it costs); SVC_PRISM_PORT (default any free port) is
// the first engine's Prism port; SVC_PRISM_LOG names a file for what Prism prints (warnings and worse).
import { appendFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { judge, startPrism } from './prism-proxy.mjs';

const PATHS = /^\/(api|dev|__backend|__prism)\//;
const withPrism = process.env.SVC_PRISM !== '0';

const engineOf = (userAgent = '') => (userAgent.includes('Firefox/') ? 'firefox' : userAgent.includes('Chrome/') ? 'chromium' : 'webkit');

const readJson = async (req) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
};

export function httpBackend() {
  const backends = new Map();
  // A port given is for the first backend; any others take a free one.
  const start = async (first) => {
    const { startBrowserBackend } = await tsImport('../../server/test/browser-backend.ts', import.meta.url);
    const backend = await startBrowserBackend(first ? Number(process.env.SVC_SANDBOX_PORT ?? 0) : 0);
    const prism = withPrism ? await startPrism({ listener: backend.listener, prismPort: first ? Number(process.env.SVC_PRISM_PORT ?? 0) : 0, log: process.env.SVC_PRISM_LOG && ((line) => appendFileSync(process.env.SVC_PRISM_LOG, `${line}\n`)) }) : undefined;
    return { backend, prism, expected: [] };
  };
  /** `/__prism/expect` (a test's allowance: `{ because, method, path, status? }`, `path` a RegExp's source) and `/__prism/check`. */
  const prismControl = async (ctx, engine) => {
    if (ctx.method === 'POST' && ctx.path === '/__prism/expect') {
      const { because, method, path, status } = await readJson(ctx.req);
      if (!because || !method || !path) ctx.throw(400, 'an expected violation says why (because), and names its method and path');
      engine.expected.push({ because, method, path: new RegExp(`^${path}$`), status });
      ctx.status = 204;
    } else if (ctx.method === 'POST' && ctx.path === '/__prism/check') {
      const verdict = engine.prism ? judge(engine.prism.take(), engine.expected) : { unexpected: [], allowed: [] };
      engine.expected = [];
      ctx.body = { prism: !!engine.prism, ...verdict };
    } else ctx.status = 404;
  };
  return {
    middleware: async (ctx, next) => {
      if (!PATHS.test(ctx.path)) return next();
      const engine = engineOf(ctx.get('user-agent'));
      if (!backends.has(engine)) backends.set(engine, start(backends.size === 0));
      const started = await backends.get(engine);
      if (ctx.path.startsWith('/__prism/')) return prismControl(ctx, started);
      ctx.respond = false;
      const listener = started.prism && ctx.path.startsWith('/api/') ? started.prism.frontListener : started.backend.listener;
      await listener(ctx.req, ctx.res);
    },
    plugin: {
      name: 'svc-http-backend',
      async serverStop() {
        for (const started of backends.values()) {
          const { backend, prism } = await started;
          await prism?.close();
          await backend.close();
        }
      },
    },
  };
}
