/**
 * Reading an answer's body defensively: text no larger than a cap, read as a stream so that an
 * endless or huge body is stopped at the cap rather than buffered whole. A downloaded file is read
 * by `read-file.ts`, fetched with the first download.
 */

/** The default cap of a JSON (or error) body: far above any answer of the spec. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** Marks a body that went over the cap. */
export const TOO_LARGE = Symbol('too large');

/** Hands each chunk of the body to `take`, or returns TOO_LARGE as soon as it passes `maxBytes` (the rest is cancelled, never read). */
export async function readCapped(response: Response, maxBytes: number, take: (chunk: Uint8Array) => void): Promise<typeof TOO_LARGE | undefined> {
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
