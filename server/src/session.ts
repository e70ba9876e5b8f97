/**
 * Who is calling. The server asks one hook, `SessionHook`, and never trusts anything else the
 * caller says about itself. Plug in your own sign-in (your identity provider, your session store):
 * the hook turns a request into an end user, staff with roles, or nobody.
 *
 * The reference implementation is a signed cookie session: `HttpOnly` (no script reads it),
 * `SameSite=Strict` (no other site's page sends it), `Secure` outside local development, with its
 * expiry inside the signed value.
 */
import { parseSigned, serializeSigned } from 'hono/utils/cookie';
import type { StaffRole } from './access.js';

export type Session = { endUserId: string } | { staff: readonly StaffRole[] } | null;

/** Turns a request into who is calling. Must not throw for a bad credential: answer null. */
export type SessionHook = (request: Request) => Session | Promise<Session>;

export interface CookieSessionOptions {
  /** HMAC key of the cookie's signature; at least 32 characters. Never logged. */
  secret: string;
  /** Default `svc_session`. */
  name?: string;
  /**
   * The cookie's `Path`: the API it is sent to. Default `/`. Pages of different callers on one
   * origin (the demo's customer page and its back office) each scope their own cookie to their own
   * base URL, so that signing in on one does not change who calls from the other.
   */
  path?: string;
  /** Lifetime of a session. Default 30 minutes. */
  maxAgeSeconds?: number;
  /** `Secure` cookie (HTTPS only). Default true; turn off only for http://localhost. */
  secure?: boolean;
  now?: () => number;
}

interface Signed {
  /** The end user's id, or absent for staff. */
  sub?: string;
  staff?: StaffRole[];
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export interface CookieSessions {
  hook: SessionHook;
  /** A `Set-Cookie` value that signs this session in (call it from your own sign-in route). */
  signIn(session: NonNullable<Session>, options?: { maxAgeSeconds?: number }): Promise<string>;
  /** A `Set-Cookie` value that ends the session. */
  signOut(): string;
}

const STAFF_ROLES: readonly StaffRole[] = ['back-office', 'admin'];

function readSigned(text: string | false | undefined): Signed | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Signed;
    return typeof value.exp === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function cookieSessions(options: CookieSessionOptions): CookieSessions {
  if (options.secret.length < 32) throw new Error('The session secret must be at least 32 characters.');
  const name = options.name ?? 'svc_session';
  const maxAge = options.maxAgeSeconds ?? 30 * 60;
  const now = options.now ?? Date.now;
  const cookieOptions = { path: options.path ?? '/', httpOnly: true, sameSite: 'Strict', secure: options.secure ?? true } as const;

  return {
    async hook(request) {
      const header = request.headers.get('cookie');
      if (!header) return null;
      const signed = readSigned((await parseSigned(header, options.secret, name))[name]);
      if (!signed || signed.exp <= now()) return null;
      if (signed.sub) return { endUserId: signed.sub };
      const roles = (signed.staff ?? []).filter((role) => STAFF_ROLES.includes(role));
      return roles.length > 0 ? { staff: roles } : null;
    },
    async signIn(session, { maxAgeSeconds = maxAge } = {}) {
      const exp = now() + maxAgeSeconds * 1000;
      const signed: Signed = 'endUserId' in session ? { sub: session.endUserId, exp } : { staff: [...session.staff], exp };
      const value = Buffer.from(JSON.stringify(signed)).toString('base64url');
      // The browser drops the cookie at the same time; the signed expiry holds even if it does not.
      return serializeSigned(name, value, options.secret, { ...cookieOptions, maxAge: maxAgeSeconds });
    },
    signOut: () => `${name}=; Path=${cookieOptions.path}; Max-Age=0; HttpOnly; SameSite=Strict${cookieOptions.secure ? '; Secure' : ''}`,
  };
}
