/**
 * The demo pages through the reference server, on the sandbox (part of `npm start`):
 *   PORT (default 6007): the customer page at http://localhost:PORT/demo/ and the back office at
 *   http://127.0.0.1:PORT/demo/back-office.html (two hosts: two callers, each with its own cookie)
 *   SANDBOX_AUTO_ADVANCE_MS (default 5000; 0: never): a new customer's KYC, once their identity
 *   document is sent, and a declared person's KYC are validated by themselves this long after
 *   (auto-advance.ts)
 * Needs the kit built (`npm run build`): the pages load it through its script tag from dist/.
 */
import { existsSync } from 'node:fs';
import { portFrom } from '../env.js';
import { startDemoServer } from './demo-server.js';
import { AUTO_ADVANCE_VARIABLE, autoAdvanceFromEnv } from './auto-advance.js';

if (!existsSync(new URL('../../../dist/svc-elements.js', import.meta.url))) {
  process.stderr.write('dist/svc-elements.js is missing: run `npm run build` first.\n');
  process.exit(1);
}
const autoAdvanceMs = process.env[AUTO_ADVANCE_VARIABLE] === undefined ? undefined : (autoAdvanceFromEnv() ?? 0);
const demo = await startDemoServer({ port: portFrom('PORT', 6007), ...(autoAdvanceMs === undefined ? {} : { autoAdvanceMs }) });
process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', demo: `${demo.origin}/demo/`, backOffice: `${demo.backOfficeOrigin}/demo/back-office.html` })}\n`);
const stop = () => void demo.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
