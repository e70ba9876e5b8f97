// The partner backend for the real-HTTP browser tests (test/http/), on the test pages' own origin:
// requests to /api/, /dev/ and /__backend/ go, over the same HTTP connection the browser opened, to
// the reference server (server/), whose service is the sandbox on a port of its own
// (SVC_SANDBOX_PORT, default any free port). Started on the first such request, so runs without
// test/http/ files never load it. One backend for each engine (told by its user agent): engines that
// share a run (npm run test:browser) do not reset or read each other's sandbox.
import { tsImport } from 'tsx/esm/api';

const PATHS = /^\/(api|dev|__backend)\//;

const engineOf = (userAgent = '') => (userAgent.includes('Firefox/') ? 'firefox' : userAgent.includes('Chrome/') ? 'chromium' : 'webkit');

export function httpBackend() {
  const backends = new Map();
  // A port given is for the first backend; any others take a free one.
  const start = async (port) => {
    const { startBrowserBackend } = await tsImport('../server/test/browser-backend.ts', import.meta.url);
    return startBrowserBackend(port);
  };
  return {
    middleware: async (ctx, next) => {
      if (!PATHS.test(ctx.path)) return next();
      const engine = engineOf(ctx.get('user-agent'));
      if (!backends.has(engine)) backends.set(engine, start(backends.size === 0 ? Number(process.env.SVC_SANDBOX_PORT ?? 0) : 0));
      const { listener } = await backends.get(engine);
      ctx.respond = false;
      await listener(ctx.req, ctx.res);
    },
    plugin: {
      name: 'svc-http-backend',
      async serverStop() {
        for (const backend of backends.values()) await (await backend).close();
      },
    },
  };
}
