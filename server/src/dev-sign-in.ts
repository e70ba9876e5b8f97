/**
 * Sign-in for the sandbox only (`npm run serve:sandbox`, the demo, the real-HTTP tests): a page
 * signs in as one of the sandbox's end users, or as staff, with one POST. In production your own
 * sign-in calls `sessions.signIn()` after checking who the person is; this route does not exist there.
 */
import type { Hono } from 'hono';
import type { StaffRole } from './access.js';
import type { CookieSessions } from './session.js';

const ROLES: readonly StaffRole[] = ['back-office', 'admin'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function mountDevSignIn(app: Hono, sessions: CookieSessions, path = '/dev/session'): void {
  app.post(path, async (c) => {
    const asked = (await c.req.json().catch(() => ({}))) as { endUserId?: unknown; staff?: unknown; maxAgeSeconds?: unknown };
    const maxAgeSeconds = typeof asked.maxAgeSeconds === 'number' && asked.maxAgeSeconds > 0 ? asked.maxAgeSeconds : undefined;
    const staff = Array.isArray(asked.staff) ? ROLES.filter((role) => (asked.staff as unknown[]).includes(role)) : [];
    if (typeof asked.endUserId === 'string' && UUID.test(asked.endUserId)) {
      c.header('set-cookie', await sessions.signIn({ endUserId: asked.endUserId }, { maxAgeSeconds }));
    } else if (staff.length > 0) {
      c.header('set-cookie', await sessions.signIn({ staff }, { maxAgeSeconds }));
    } else {
      return c.json({ code: 'INVALID_REQUEST', message: 'Send { endUserId } or { staff: ["back-office"] }.' }, 400);
    }
    return c.body(null, 204);
  });
  app.delete(path, (c) => {
    c.header('set-cookie', sessions.signOut());
    return c.body(null, 204);
  });
}
