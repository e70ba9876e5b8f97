// The partner backend for the real-HTTP browser tests (test/http/), on the test pages' own origin:
// requests to /api/, /dev/ and /__backend/ go, over the same HTTP connection the browser opened, to
// the reference server (server/), whose service is the sandbox on a port of its own
// (SVC_SANDBOX_PORT, default any free port). Started on the first such request, so runs without
// test/http/ files never load it.
import { tsImport } from 'tsx/esm/api';

const PATHS = /^\/(api|dev|__backend)\//;

export function httpBackend() {
  let backend;
  const start = async () => {
    const { startBrowserBackend } = await tsImport('../server/test/browser-backend.ts', import.meta.url);
    return startBrowserBackend(Number(process.env.SVC_SANDBOX_PORT ?? 0));
  };
  return {
    middleware: async (ctx, next) => {
      if (!PATHS.test(ctx.path)) return next();
      backend ??= start();
      const { listener } = await backend;
      ctx.respond = false;
      await listener(ctx.req, ctx.res);
    },
    plugin: {
      name: 'svc-http-backend',
      async serverStop() {
        if (backend) await (await backend).close();
      },
    },
  };
}
