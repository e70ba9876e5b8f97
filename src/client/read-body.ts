/**
 * Reading an answer's body defensively: text no larger than a cap, read as a stream so that an
 * endless or huge body is stopped at the cap rather than buffered whole, and a downloaded file's
 * type limited to what the kit expects to hand over.
 */

/** The default cap of a JSON (or error) body: far above any answer of the spec. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** Marks a body that went over the cap. */
export const TOO_LARGE = Symbol('too large');

/** Hands each chunk of the body to `take`, or returns TOO_LARGE as soon as it passes `maxBytes` (the rest is cancelled, never read). */
async function readCapped(response: Response, maxBytes: number, take: (chunk: Uint8Array) => void): Promise<typeof TOO_LARGE | undefined> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  // What is declared is the size on the wire; compressed, the body can only be larger.
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return TOO_LARGE;
  }
  if (!response.body) return undefined;
  const reader = response.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return undefined;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    take(value);
  }
}

/** The body as text, or TOO_LARGE as soon as it passes `maxBytes`. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const decoder = new TextDecoder();
  let text = '';
  const over = await readCapped(response, maxBytes, (chunk) => (text += decoder.decode(chunk, { stream: true })));
  return over ?? text + decoder.decode();
}

/** The body as a Blob of `type`, or TOO_LARGE as soon as it passes `maxBytes`. */
export async function readCappedBlob(response: Response, maxBytes: number, type: string): Promise<Blob | typeof TOO_LARGE> {
  const chunks: Uint8Array[] = [];
  const over = await readCapped(response, maxBytes, (chunk) => chunks.push(chunk));
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stream's chunks are typed over ArrayBufferLike, yet a Response body never gives a SharedArrayBuffer
  return over ?? new Blob(chunks as BlobPart[], { type });
}

/** The file types a download keeps: documents the service stores (PDF and images). */
const KEPT_FILE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif']);

/**
 * A downloaded file with a type the page may trust: PDF and the usual image types keep theirs,
 * anything else (`text/html`, `image/svg+xml`...) becomes `application/octet-stream`, so that a
 * page opening the Blob never renders markup from the backend.
 */
export function withSafeType(file: Blob, contentType: string | null): Blob {
  const essence = (contentType ?? file.type).split(';')[0]?.trim().toLowerCase() ?? '';
  const type = KEPT_FILE_TYPES.has(essence) ? essence : 'application/octet-stream';
  return file.type === type ? file : new Blob([file], { type });
}
