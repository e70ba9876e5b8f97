/**
 * Who is calling. The server asks one hook, `SessionHook`, and never trusts anything else the
 * caller says about itself. Plug in your own sign-in (your identity provider, your session store):
 * the hook turns a request into an end user, staff with roles and a pseudonymous id, or nobody.
 *
 * The reference implementation is a signed cookie session: `HttpOnly` (no script reads it),
 * `SameSite=Strict` (no other site's page sends it), its expiry and a version inside the signed
 * value. Under https it is a `__Host-` cookie (`Secure`, `Path=/`, no `Domain`: only this host
 * ever gets it); on `http://localhost` (development, tests) it has a plain name and no `Secure`,
 * which WebKit would not keep there. Sign-out revokes: it moves the person's session version on in
 * the store, so every cookie issued before is refused from then on, on every instance sharing it.
 *
 * A cookie is scoped to a host, never isolated by its `Path` (any page of the host can make a
 * request to any path): pages of different callers live on different hosts.
 */
import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import type { StaffRole } from './access.js';
import { memoryStore, type Store } from './store.js';

/**
 * An end user (`onboarding`: the restricted session a sign-up opens, bound to the new consumer),
 * the partner's staff (roles, and a pseudonymous id for the logs), or nobody.
 */
export type Session = { endUserId: string; onboarding?: true } | { staff: readonly StaffRole[]; staffId: string } | null;

/** Turns a request into who is calling. Must not throw for a bad credential: answer null. */
export type SessionHook = (request: Request) => Session | Promise<Session>;

export interface CookieSessionOptions {
  /** HMAC key of the cookie's signature; at least 32 characters. Never logged. */
  secret: string;
  /** Default `svc_session`; under https the cookie is `__Host-` and this name. */
  name?: string;
  /** Lifetime of a session. Default 30 minutes. */
  maxAgeSeconds?: number;
  /** `Secure` `__Host-` cookie (HTTPS only). Default true; turn off only for http://localhost. */
  secure?: boolean;
  /** Where session versions are kept (sign-out). Default: in memory. */
  store?: Store;
  now?: () => number;
}

interface Signed {
  /** The end user's id. */
  sub?: string;
  /** An onboarding session (after a sign-up). */
  onb?: 1;
  staff?: StaffRole[];
  /** The staff member's pseudonymous id. */
  sid?: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
  /** The person's session version when it was issued. */
  v: number;
}

export interface CookieSessions {
  hook: SessionHook;
  /** The cookie's name (`__Host-svc_session` under https). */
  name: string;
  /** A `Set-Cookie` value that signs this session in (call it from your own sign-in route). */
  signIn(session: NonNullable<Session>, options?: { maxAgeSeconds?: number }): Promise<string>;
  /** Revokes every session of the person the request is signed in as, and answers the `Set-Cookie` value that clears the cookie. */
  signOut(request: Request): Promise<string>;
}

const STAFF_ROLES: readonly StaffRole[] = ['back-office', 'admin'];

function readSigned(text: string | false | undefined): Signed | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Signed;
    return typeof value.exp === 'number' && typeof value.v === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Whose version a session follows. */
const versionKey = (session: NonNullable<Session>) => ('endUserId' in session ? `session:end-user:${session.endUserId}` : `session:staff:${session.staffId}`);

export function cookieSessions(options: CookieSessionOptions): CookieSessions {
  if (options.secret.length < 32) throw new Error('The session secret must be at least 32 characters.');
  const secure = options.secure ?? true;
  const name = `${secure ? '__Host-' : ''}${options.name ?? 'svc_session'}`;
  const maxAge = options.maxAgeSeconds ?? 30 * 60;
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryStore();
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'Strict', secure } as const;

  async function read(request: Request): Promise<Session> {
    const header = request.headers.get('cookie');
    if (!header) return null;
    const signed = readSigned((await parseSigned(header, options.secret, name))[name]);
    if (!signed || signed.exp <= now()) return null;
    let session: Session = null;
    if (signed.sub) session = signed.onb ? { endUserId: signed.sub, onboarding: true } : { endUserId: signed.sub };
    else if (signed.sid) {
      const roles = (signed.staff ?? []).filter((role) => STAFF_ROLES.includes(role));
      if (roles.length > 0) session = { staff: roles, staffId: signed.sid };
    }
    if (!session || (await store.version(versionKey(session))) !== signed.v) return null;
    return session;
  }

  return {
    hook: read,
    name,
    async signIn(session, { maxAgeSeconds = maxAge } = {}) {
      const exp = now() + maxAgeSeconds * 1000;
      const v = await store.version(versionKey(session));
      const signed: Signed =
        'endUserId' in session ? { sub: session.endUserId, ...(session.onboarding ? { onb: 1 as const } : {}), exp, v } : { staff: [...session.staff], sid: session.staffId, exp, v };
      const value = Buffer.from(JSON.stringify(signed)).toString('base64url');
      // The browser drops the cookie at the same time; the signed expiry holds even if it does not.
      return serializeSigned(name, value, options.secret, { ...cookieOptions, maxAge: maxAgeSeconds });
    },
    async signOut(request) {
      const session = await read(request);
      if (session) await store.bump(versionKey(session));
      return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

/**
 * The server's options that come from the cookie sessions: who calls, the restricted session a
 * sign-up opens, and the full one that replaces it once the phone is verified (one wiring for the
 * production entry, the served sandbox, the demo and the tests).
 */
export const sessionWiring = (sessions: CookieSessions) => ({
  session: sessions.hook,
  signUpSession: (endUserId: string) => sessions.signIn({ endUserId, onboarding: true }),
  verifiedSession: (endUserId: string) => sessions.signIn({ endUserId }),
});
