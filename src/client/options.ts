/**
 * Checks of the adapter's base URL, made once when the adapter is created (a set-up that cannot
 * work safely is refused at once, as a `config` ServiceError, before anything is sent), and of each
 * URL it builds. The checks of the numbers a partner gives are `option-checks.ts`.
 */
import { serviceError } from '../i18n/service-errors.js';
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
