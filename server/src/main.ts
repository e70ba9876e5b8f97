/**
 * The reference backend against a real service:
 *   SERVICE_URL=https://… SERVICE_AUTH=… SESSION_SECRET=… ALLOWED_ORIGINS=https://www.your-bank.example npm start -w server
 * Sessions are the signed cookie of session.ts; your own sign-in issues them (`sessions.signIn()`).
 */
import { serve } from '@hono/node-server';
import { createServer } from './app.js';
import { listFrom, portFrom, required } from './env.js';
import { cookieSessions } from './session.js';

const sessions = cookieSessions({ secret: required('SESSION_SECRET'), secure: process.env.COOKIE_SECURE !== 'false' });
const app = createServer({
  service: { url: required('SERVICE_URL'), key: required('SERVICE_AUTH') },
  session: sessions.hook,
  allowedOrigins: listFrom('ALLOWED_ORIGINS'),
});
const port = portFrom('PORT', 8080);
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'listening', port })}\n`));
