/**
 * HTTP plumbing of the sandbox: answers and error bodies in the shape of the kit's route table
 * (`{ code, message?, field?, errors? }`), so the real adapter reads them as it reads a partner backend.
 */

export interface FieldError {
  field: string;
  message: string;
  code?: string;
}

/** A refusal. Any step may throw one; the sandbox turns it into a single JSON error answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra: { errors?: FieldError[] } & Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return json(this.status, { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}), ...this.extra });
  }
}

export function fail(status: number, code: string, message: string, field?: string): never {
  throw new HttpError(status, code, message, field);
}

export function notFound(what: string, field?: string): never {
  return fail(404, 'NOT_FOUND', `No ${what} with this identifier.`, field);
}

export function forbidden(message: string, field?: string): never {
  return fail(403, 'FORBIDDEN', message, field);
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
export const noContent = () => new Response(null, { status: 204 });

export function file(blob: Blob, name: string): Response {
  return new Response(blob, {
    status: 200,
    headers: {
      'Content-Type': blob.type || 'application/octet-stream',
      // The name is ours or the uploader's: keep it to safe characters inside the quoted string.
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"`,
    },
  });
}
