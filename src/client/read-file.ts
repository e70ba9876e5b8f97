/**
 * Reading a downloaded file (a document, a receipt): within the kit's size cap, and with its type
 * limited to what the kit expects to hand over. Fetched with the first answer that is a file, not
 * with every page's provider: no page's first render downloads one.
 */
import { KIT_LIMITS } from '../api/limits.js';
import { serviceError } from '../i18n/service-errors.js';
import type { TOO_LARGE, readCapped } from './read-body.js';

/** The adapter's capped reading of a stream (`read-body.ts`), handed in: imported here, it would be a file of its own beside the provider's. */
type Reader = typeof readCapped;

/** The body as a Blob of `type`, or TOO_LARGE as soon as it passes `maxBytes`. */
async function readCappedBlob(read: Reader, response: Response, maxBytes: number, type: string): Promise<Blob | typeof TOO_LARGE> {
  const chunks: Uint8Array[] = [];
  const over = await read(response, maxBytes, (chunk) => chunks.push(chunk));
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
function withSafeType(file: Blob, contentType: string | null): Blob {
  const essence = (contentType ?? file.type).split(';')[0]?.trim().toLowerCase() ?? '';
  const type = KEPT_FILE_TYPES.has(essence) ? essence : 'application/octet-stream';
  return file.type === type ? file : new Blob([file], { type });
}

/** A successful file answer's body, read with `read`: a Blob of a type the page may trust; a `parse` ServiceError when it passes the kit's cap. */
export async function readFile(read: Reader, response: Response, operation: string): Promise<Blob> {
  const type = response.headers.get('Content-Type');
  const file = await readCappedBlob(read, response, KIT_LIMITS.downloadBytes, type ?? '');
  if (!(file instanceof Blob)) throw serviceError({ kind: 'parse', code: 'RESPONSE_TOO_LARGE', status: response.status, operation });
  return withSafeType(file, type);
}
