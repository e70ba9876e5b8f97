/**
 * Reading an answer's body defensively: text no larger than a cap, read as a stream so that an
 * endless or huge body is stopped at the cap rather than buffered whole, and a downloaded file's
 * type limited to what the kit expects to hand over.
 */

/** The default cap of a JSON (or error) body: far above any answer of the spec. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** Marks a body that went over the cap. */
export const TOO_LARGE = Symbol('too large');

/** The body as text, or TOO_LARGE as soon as it passes `maxBytes` (the rest is cancelled, never read). */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  // What is declared is the size on the wire; compressed, the body can only be larger.
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return TOO_LARGE;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The file types a download keeps: documents the service stores (PDF and images). */
const KEPT_FILE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif']);

/**
 * A downloaded file with a type the page may trust: PDF and the usual image types keep theirs,
 * anything else (`text/html`, `image/svg+xml`...) becomes `application/octet-stream`, so that a
 * page opening the Blob never renders markup from the backend.
 */
export function withSafeType(file: Blob, contentType: string | null): Blob {
  const essence = (contentType ?? file.type).split(';')[0]!.trim().toLowerCase();
  const type = KEPT_FILE_TYPES.has(essence) ? essence : 'application/octet-stream';
  return file.type === type ? file : new Blob([file], { type });
}
