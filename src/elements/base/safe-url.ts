/**
 * The check of a link a partner configures (terms, the card page after an order). The backend's
 * addresses (a document's download link, an image) are checked in `backend-url.ts`: a module of its
 * own, outside the script tag's `core`, since only a few elements (most in parts fetched on demand)
 * follow them, while the link check is two elements' first paint and costs little in `core`.
 */

/**
 * A link a partner configures, as an absolute `https:` or `http:` address without credentials (a
 * relative one is resolved against the page), or undefined: never `javascript:`, `data:` or the like.
 */
export function safeLink(url: string | undefined, base = globalThis.document?.baseURI): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    if (parsed.username || parsed.password) return undefined;
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
