/**
 * The upload element's checks, held by the client too: a file sent with `uploadDocument` through
 * any kit adapter must be of the kit's types by name and type, and by its first bytes (never
 * HTML, SVG or an executable), whoever calls. With them, the encoding of a multipart body: both are
 * fetched with the first upload, not with every page's provider.
 */
import { acceptsFile, contentAccepted } from '../api/upload-types.js';
import { serviceError } from '../i18n/service-errors.js';
import { isRecord } from '../api/guards.js';

/** Throws a `validation` ServiceError on `file` when a multipart body's file may not be sent. */
export async function checkUploadBody(operation: string, body: unknown): Promise<void> {
  const file = isRecord(body) ? body.file : undefined;
  if (!(file instanceof Blob)) return;
  const name = file instanceof File ? file.name : '';
  const refuse = (code: string, message: string): never => {
    throw serviceError({ kind: 'validation', code, operation, message, issues: [{ path: 'file', message, code: 'accept' }] });
  };
  // A bare Blob (no name, no type) is judged by its content alone.
  if ((name || file.type) && !acceptsFile(undefined, { name, type: file.type })) refuse('FILE_TYPE_NOT_ACCEPTED', 'This type of file is not accepted: PDF, JPEG, PNG, WebP, HEIC or HEIF only.');
  let accepted = false;
  try {
    accepted = await contentAccepted(file, undefined);
  } catch {
    // Unreadable: nothing that can be vouched for.
  }
  if (!accepted) refuse('FILE_CONTENT_NOT_ACCEPTED', 'The file\'s content is not a PDF, JPEG, PNG, WebP, HEIC or HEIF.');
}

/** A multipart body as FormData, with no content type: the browser sets it, with the boundary. */
export function encodeMultipart(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  const form = new FormData();
  for (const [key, value] of Object.entries(isRecord(body) ? body : {})) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
    else form.append(key, String(value));
  }
  return { body: form };
}
