/**
 * The demo pages through the reference server, on the sandbox (part of `npm start`):
 *   PORT (default 6007): http://localhost:PORT/demo/ (customer page) and /demo/back-office.html
 * Needs the kit built (`npm run build`): the pages load it through its script tag from dist/.
 */
import { existsSync } from 'node:fs';
import { portFrom } from './env.js';
import { startDemoServer } from './demo-server.js';

if (!existsSync(new URL('../../dist/svc-elements.js', import.meta.url))) {
  process.stderr.write('dist/svc-elements.js is missing: run `npm run build` first.\n');
  process.exit(1);
}
const port = portFrom('PORT', 6007);
const { origin } = await startDemoServer({ port });
process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', demo: `${origin.replace('127.0.0.1', 'localhost')}/demo/` })}\n`);
