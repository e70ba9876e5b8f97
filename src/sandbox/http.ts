/**
 * HTTP plumbing of the sandbox: answers and error bodies in the shape of the kit's route table
 * (`{ code, message?, field?, errors? }`), so the real adapter reads them as it reads a partner backend.
 */
import { decide, type Basis } from './decisions.js';

export interface FieldError {
  field: string;
  message: string;
  code?: string;
}

/**
 * A refusal. Any step may throw one; the sandbox turns it into a single JSON error answer. Its
 * `basis` says why: a decision of the sandbox's or a rule of the spec (decisions.json), so that every
 * refusal is listed in docs/sandbox.md.
 */
export class HttpError extends Error {
  constructor(
    readonly basis: Basis,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra: { errors?: FieldError[] } & Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return json(this.status, decide('error-body', { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}), ...this.extra }));
  }
}

export function fail(basis: Basis, status: number, code: string, message: string, field?: string): never {
  throw new HttpError(basis, status, code, message, field);
}

/** 404 NOT_FOUND: an unknown identifier (`spec:unknown-id`), or another end-user's record (`ownership-as-unknown`). */
export function notFound(basis: Basis, what: string, field?: string): never {
  return fail(basis, 404, 'NOT_FOUND', `No ${what} with this identifier.`, field);
}

export function forbidden(basis: Basis, message: string, field?: string): never {
  return fail(basis, 403, 'FORBIDDEN', message, field);
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
