/**
 * The checks of the addresses the backend gives, which elements follow or render: a document's
 * download link, an image (a partner's logo). The link a partner configures is `safe-url.ts`'s.
 */
import { isLoopbackHost } from '../../api/loopback.js';

/**
 * A download link from the backend, or undefined: absolute `https:` only (not `http:`, `blob:`,
 * a relative or a scheme-relative `//host` URL, which would carry the page's cookies to wherever
 * it points), without credentials, and on one of `hosts` when any are given. Plain `http:` passes
 * only on a loopback host from a page on one.
 */
export function safeDownloadUrl(url: string | undefined, hosts: readonly string[] = []): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    // No base: a URL that needs one is refused.
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && onThisMachine(parsed))) return undefined;
  if (hosts.length > 0 && !hosts.includes(parsed.host)) return undefined;
  return parsed.href;
}

/**
 * Plain http is followed only between a page and a link both on the person's own machine (a page
 * in development, the sandbox behind the reference server): nothing crosses a network.
 */
const onThisMachine = (link: URL) => isLoopbackHost(link.hostname) && isLoopbackHost(globalThis.location?.hostname ?? '');

/**
 * An image address from the backend (a partner's logo), or undefined: absolute `https:` without
 * credentials (on one of `hosts` when any are given: those the page's `img-src` allows), or an
 * address on the page's own origin; never `http:` elsewhere, `data:` or `javascript:`.
 */
export function safeImageUrl(url: string | undefined, hosts: readonly string[] = [], base = globalThis.document?.baseURI): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  const sameOrigin = parsed.origin !== 'null' && parsed.origin === globalThis.location?.origin;
  if (sameOrigin) return parsed.href;
  return parsed.protocol === 'https:' && (hosts.length === 0 || hosts.includes(parsed.host)) ? parsed.href : undefined;
}

/** A space-separated list of hosts (`files.bank.example cdn.bank.example:8443`), as an attribute gives it. */
export const hostList = (text: string | undefined): string[] => (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
