/**
 * Errors as the browser gets them. The server's own refusals are `HTTPException`s carrying a code
 * (and the field at fault), answered by `app.onError` as `{ code, message, field?, requestId }`.
 * The service's error answers are rebuilt: only `code`, `field`, `errors[].field`/`errors[].code`,
 * the SCA fields and a `requestId` are kept, never the service's `message` or any other text, so
 * an `ORA-…` line or a stack trace never reaches a browser.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What a refusal says: a code the kit has words for, and the field at fault. */
export interface RefusalBody {
  code: string;
  message: string;
  field?: string;
  /** Each field's problem, when a request fails its operation's schema: its dotted path and a stable code. */
  errors?: { field: string; code: string }[];
}

/** A refusal of this server, for `app.onError`. */
export class Refusal extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: RefusalBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: body.code });
  }
}

export const refuse = (status: ContentfulStatusCode, code: string, message: string, field?: string, headers?: Record<string, string>): never => {
  throw new Refusal(status, { code, message, ...(field ? { field } : {}) }, headers);
};

const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const FIELD = /^[\w.[\]-]{1,200}$/;
const ID = /^[\w-]{1,100}$/;
const MAX_ERRORS = 50;

const codeOf = (value: unknown) => (typeof value === 'string' && CODE.test(value) ? value : undefined);
const fieldOf = (value: unknown) => (typeof value === 'string' && FIELD.test(value) ? value : undefined);

/** The SCA TTL, as the spec gives it: an ISO 8601 duration, or `{ seconds, nano }` numbers. */
function ttlOf(value: unknown): unknown {
  if (typeof value === 'string') return /^P[\w.]{1,40}$/.test(value) ? value : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const kept = Object.fromEntries(Object.entries(value).filter(([key, inner]) => ['seconds', 'nano', 'negative', 'zero', 'units'].includes(key) && (typeof inner === 'number' || typeof inner === 'boolean')));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * An error answer of the service, rebuilt from the fields the kit reads. A body that is not JSON
 * (an HTML error page, a proxy's text) becomes the code its status calls for.
 */
export function serviceErrorBody(status: number, parsed: unknown, requestId: string): Record<string, unknown> {
  const source = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const body: Record<string, unknown> = { code: codeOf(source.code) ?? (status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR') };
  const field = fieldOf(source.field);
  if (field) body.field = field;
  if (Array.isArray(source.errors)) {
    body.errors = source.errors.slice(0, MAX_ERRORS).map((entry) => {
      const item = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
      const kept: Record<string, string> = {};
      const itemField = fieldOf(item.field);
      const itemCode = codeOf(item.code);
      if (itemField) kept.field = itemField;
      if (itemCode) kept.code = itemCode;
      return kept;
    });
  }
  for (const key of ['scaId', 'scaDeviceId', 'joinCode'] as const) if (typeof source[key] === 'string' && ID.test(source[key])) body[key] = source[key];
  const ttl = ttlOf(source.ttl);
  if (ttl !== undefined) body.ttl = ttl;
  body.requestId = requestId;
  return body;
}
