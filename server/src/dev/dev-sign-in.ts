/**
 * Sign-in for the sandbox only (`npm run serve:sandbox`, the demo, the real-HTTP tests): a page
 * signs in as one of the sandbox's end users, or as staff, with one POST. In production your own
 * sign-in calls `sessions.signIn()` after checking who the person is; this route does not exist
 * there (main.ts mounts nothing of dev/).
 *
 * Even here it holds: only from this machine (the peer is a loopback address), only a JSON body
 * (a cross-site form or `text/plain` POST cannot send one without a preflight), only from an
 * allowed page (Origin, as for every write), and for at most `MAX_AGE_SECONDS`.
 */
import type { Context, Env, Hono } from 'hono';
import type { StaffRole } from '../access.js';
import type { CookieSessions } from '../session.js';

const ROLES: readonly StaffRole[] = ['back-office', 'admin'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF_ID = /^[\w-]{1,64}$/;
/** The longest session the dev sign-in gives: a working day. */
const MAX_AGE_SECONDS = 8 * 3600;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export interface DevSignInOptions {
  path?: string;
  /** Pages that may sign in (their Origin). Default: the server's own origin, as the request names it. */
  allowedOrigins?: readonly string[];
}

const peerOf = <E extends Env>(c: Context<E>): string | undefined => (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

function refusal<E extends Env>(c: Context<E>): Response | undefined {
  const peer = peerOf(c);
  if (peer !== undefined && !LOOPBACK.test(peer)) return c.json({ code: 'FORBIDDEN', message: 'The dev sign-in answers this machine only.' }, 403);
  return undefined;
}

function fromAllowedPage<E extends Env>(c: Context<E>, allowed: readonly string[] | undefined): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site') === 'same-origin';
  return (allowed ?? [new URL(c.req.url).origin]).includes(origin);
}

export function mountDevSignIn<E extends Env>(app: Hono<E>, sessions: CookieSessions, { path = '/dev/session', allowedOrigins }: DevSignInOptions = {}): void {
  app.post(path, async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    if (!fromAllowedPage(c, allowedOrigins)) return c.json({ code: 'CSRF_REFUSED', message: 'This request did not come from an allowed page.' }, 403);
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return c.json({ code: 'INVALID_REQUEST', message: 'Send JSON.' }, 415);
    const asked = (await c.req.json().catch(() => ({}))) as { endUserId?: unknown; staff?: unknown; staffId?: unknown; maxAgeSeconds?: unknown };
    const wanted = typeof asked.maxAgeSeconds === 'number' && asked.maxAgeSeconds > 0 ? asked.maxAgeSeconds : undefined;
    const maxAgeSeconds = wanted === undefined ? undefined : Math.min(wanted, MAX_AGE_SECONDS);
    const staff = Array.isArray(asked.staff) ? ROLES.filter((role) => (asked.staff as unknown[]).includes(role)) : [];
    if (typeof asked.endUserId === 'string' && UUID.test(asked.endUserId)) {
      c.header('set-cookie', await sessions.signIn({ endUserId: asked.endUserId }, { maxAgeSeconds }));
    } else if (staff.length > 0) {
      const staffId = typeof asked.staffId === 'string' && STAFF_ID.test(asked.staffId) ? asked.staffId : `dev-staff-${crypto.randomUUID().slice(0, 8)}`;
      c.header('set-cookie', await sessions.signIn({ staff, staffId }, { maxAgeSeconds }));
    } else {
      return c.json({ code: 'INVALID_REQUEST', message: 'Send { endUserId } or { staff: ["back-office"] }.' }, 400);
    }
    return c.body(null, 204);
  });
  app.delete(path, async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    if (!fromAllowedPage(c, allowedOrigins)) return c.json({ code: 'CSRF_REFUSED', message: 'This request did not come from an allowed page.' }, 403);
    c.header('set-cookie', await sessions.signOut(c.req.raw));
    return c.body(null, 204);
  });
}
