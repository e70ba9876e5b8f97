/**
 * Checks of the adapter's options, made once when the adapter is created: a set-up that cannot
 * work safely is refused at once, as a `config` ServiceError, before anything is sent.
 */
import { serviceError } from '../i18n/service-errors.js';
import { joinUrl } from './prepare.js';
import { isLoopbackHost } from '../api/loopback.js';

/**
 * The base URL must lead to an https origin (http only on the loopback host) and carry no query,
 * fragment or credentials, which would end up in, or break, every URL the adapter builds. A
 * relative base (`/banking`) is judged by the page it resolves against: on an http page other
 * than localhost it is refused too. `pageUrl`: what a relative base resolves against.
 */
export function checkBaseUrl(baseUrl: unknown, pageUrl: string | undefined = globalThis.location?.href): void {
  const refuse = (why: string): never => {
    throw serviceError({ kind: 'config', code: 'BASE_URL_INVALID', message: `The base URL ${JSON.stringify(baseUrl)} is refused: ${why}.` });
  };
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') return refuse('give the address of your backend');
  const text = baseUrl.trim();
  // Checked on the text: the URL parser drops an empty `?` or `#`.
  if (text.includes('?')) refuse('it has a query');
  if (text.includes('#')) refuse('it has a fragment');
  let url: URL;
  try {
    url = new URL(text, pageUrl);
  } catch {
    return refuse('it is not a URL, or it is relative and there is no page to resolve it against');
  }
  if (url.username || url.password) refuse('it carries credentials');
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  refuse('it must use https:// (http:// only for localhost, 127.0.0.1 or [::1])');
}

/** The shortest wait between two SCA attempts to a partner backend. */
export const MIN_POLL_INTERVAL_MS = 500;

/** A poll interval must be a finite number of at least `min` ms: 0 or NaN would flood the backend. */
export function checkPollInterval(value: number, min: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min) {
    throw serviceError({
      kind: 'config',
      code: 'POLL_INTERVAL_INVALID',
      message: `The SCA poll interval (sca.pollIntervalMs: ${String(value)}) must be a number of milliseconds, at least ${min}.`,
    });
  }
}

/** A positive, finite number (a time limit, a size limit); `name` is the option as a partner writes it. */
export function checkPositive(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw serviceError({ kind: 'config', code: 'OPTION_INVALID', message: `${name} must be a positive number (got ${String(value)}).` });
  }
}

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `url` stays on the base: the base's origin, and its path as a whole-segment prefix
 * (`/banking` allows `/banking/cards`, not `/banking-admin`). Judged after the URL parser has
 * resolved dot segments and their encoded forms.
 */
export function withinBase(url: string, baseUrl: string, pageUrl: string | undefined = globalThis.location?.href): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(baseUrl.trim(), pageUrl);
    target = new URL(url, base);
  } catch {
    return false;
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  return target.origin === base.origin && !target.username && !target.password && (target.pathname === prefix || target.pathname.startsWith(`${prefix}/`));
}

/**
 * Route overrides may move an operation within the backend, never off it: a path starts with one
 * `/` and holds no `?`, `#`, `@` or `\` (each would change where, or with what, the request goes),
 * a method is one of the five, and the URL built on the base keeps the base's origin and path.
 */
export function checkRoutes(routes: Readonly<Record<string, { method?: unknown; path?: unknown } | undefined>> | undefined, baseUrl: string, pageUrl?: string): void {
  for (const [name, route] of Object.entries(routes ?? {})) {
    if (route === undefined) continue;
    const refuse = (why: string): never => {
      throw serviceError({ kind: 'config', code: 'ROUTE_INVALID', operation: name, message: `The route of ${name} (${JSON.stringify(route)}) is refused: ${why}.` });
    };
    if (typeof route !== 'object' || route === null) return refuse('give { method?, path? }');
    if (route.method !== undefined && !(typeof route.method === 'string' && HTTP_METHODS.has(route.method))) refuse('the method must be GET, POST, PUT, PATCH or DELETE');
    if (route.path === undefined) continue;
    const path = route.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return refuse('the path must start with a single /');
    if (/[?#@\\]/.test(path)) refuse('the path may not hold ?, #, @ or \\');
    // Placeholders filled with a plain value: what is checked is the route's own text.
    const sample = path.replace(/\{[^}]*\}/g, 'x');
    if (!withinBase(joinUrl(baseUrl, sample), baseUrl, pageUrl)) refuse('it leads off the base URL');
  }
}
