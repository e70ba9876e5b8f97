/**
 * The error model: everything that can go wrong with an operation becomes a `ServiceError` with a
 * stable `kind`, the HTTP `status` (when there was a response), a stable `code` and a `message`.
 * The words for codes live in the catalogs (src/i18n), not here: whoever builds an error gives its
 * text (the kit's client and elements through i18n/service-errors.ts).
 */
import { ownValue } from './own.js';

/** Texts by error code, as the catalogs hold them. */
export type ErrorTexts = Readonly<Record<string, string>>;

export type ServiceErrorKind =
  | 'validation' // refused before sending, or the service refused values (400, 413, 422)
  | 'conflict' // 409 other than SCA: duplicate phone, duplicate ledger name
  | 'not-found' // 404: unknown identifier
  | 'forbidden' // 401/403 other than SCA
  | 'sca' // any SCA failure, incl. expiry
  | 'http' // any other HTTP failure, 5xx included
  | 'network' // fetch failed
  | 'timeout' // no answer in time
  | 'abort' // cancelled by the caller
  | 'parse' // the body is not JSON
  | 'shape' // JSON of the wrong shape
  | 'config'; // the kit is set up in a way that cannot work

/** A problem tied to one field: `path` is dotted (`phone.number`, `bankingDetails.iban`). */
export interface FieldIssue {
  path: string;
  message: string;
  /** zod issue code or the rule that failed (`iban`, `phone`, `too_big`…). */
  code?: string;
}

export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  code: string;
  status?: number;
  message?: string;
  issues?: FieldIssue[];
  operation?: string;
  /** What the service said, kept for the partner's logs; never shown by the kit, never rendered as HTML. */
  serviceMessage?: string;
  cause?: unknown;
}

const SCA_CODES = new Set<string>([
  'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'NO_ACTIVE_SCA_DEVICE_FOUND', 'SCA_DEVICE_NOT_VALID',
  'SCA_SIGNATURE_FORMAT_INVALID', 'SCA_SIGNATURE_MISSING', 'SCA_UNEXPECTED_ERROR', 'SCA_EXPIRED', 'SCA_FAILED',
]);

export function isScaCode(code: string): boolean {
  return SCA_CODES.has(code);
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly code: string;
  readonly status?: number;
  readonly issues: FieldIssue[];
  readonly operation?: string;
  /**
   * What the service itself said (its `message`), for the partner's logs. The kit never shows it:
   * it may name hosts, tables or keys. `message` is the catalog's text.
   */
  readonly serviceMessage?: string;

  constructor(init: ServiceErrorInit) {
    // Never the service's words: those stay in serviceMessage.
    super(init.message ?? init.code, { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.operation = init.operation;
    this.serviceMessage = init.serviceMessage;
  }

  /** Whether trying the same request again may succeed (transport problems, 5xx, SCA expiry). */
  get retryable(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500) ||
      this.code === 'SCA_EXPIRED' ||
      this.code === 'SCA_UNEXPECTED_ERROR'
    );
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/**
 * The error body of the kit's route table: `{ code, message?, field?, errors?: [{ field, message, code? }] }`.
 * The spec does not show the service's error body; a partner backend maps it to this shape. Anything
 * else is still turned into an error by its status.
 */
export interface ErrorBody {
  code?: string;
  message?: string;
  field?: string;
  errors?: { field?: string; message?: string; code?: string }[];
  scaId?: string;
  ttl?: unknown;
}

/** Codes that say only "something was wrong": the service's own words about a field say more. */
const GENERIC_CODES = new Set(['INVALID_REQUEST', 'HTTP_ERROR', 'SERVER_ERROR']);

function kindForStatus(status: number): ServiceErrorKind {
  if (status === 400 || status === 413 || status === 422) return 'validation';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  return 'http';
}

function defaultCode(status: number): string {
  if (status === 400 || status === 422) return 'INVALID_REQUEST';
  if (status === 401 || status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status >= 500) return 'SERVER_ERROR';
  return 'HTTP_ERROR';
}

/**
 * The catalog code whose text words an error the catalog has no text for (a code only the service
 * knows): chosen by the error's kind and status, so that the service's own words are never needed.
 */
export function fallbackCode(kind: ServiceErrorKind, status?: number): string {
  switch (kind) {
    case 'validation': return status === 413 ? 'FILE_TOO_LARGE' : 'INVALID_REQUEST';
    case 'forbidden': return 'FORBIDDEN';
    case 'not-found': return 'NOT_FOUND';
    case 'sca': return 'SCA_FAILED';
    case 'network': return 'NETWORK_ERROR';
    case 'timeout': return 'TIMEOUT';
    case 'abort': return 'ABORTED';
    case 'parse': return 'NOT_JSON';
    case 'shape': return 'UNEXPECTED_RESPONSE';
    case 'config': return 'OPTION_INVALID';
    default: return (status ?? 0) >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR';
  }
}

/**
 * Which error codes may show what the service said about a field, as it said it: `true` for every
 * code, or a list of codes. Off by default: a backend's words may carry its internals.
 */
export type ServiceFieldTextOptIn = true | readonly string[];

/**
 * Turns a failed HTTP answer into a ServiceError, worded with `texts` (the kit's client gives the
 * English catalog's): the text of its code, else the text for its kind and status. The service's
 * message is kept in `serviceMessage` only; its words about a field are used only for the codes
 * `showServiceFieldText` lets through.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  operation?: string,
  texts: ErrorTexts = {},
  showServiceFieldText?: ServiceFieldTextOptIn,
): ServiceError {
  const messageFor = (key: string | undefined) => (key === undefined ? undefined : ownValue<string>(texts, key));
  const data: ErrorBody = body && typeof body === 'object' ? (body as ErrorBody) : {};
  const code = typeof data.code === 'string' && data.code ? data.code : defaultCode(status);
  const kind: ServiceErrorKind = isScaCode(code) ? 'sca' : kindForStatus(status);
  const message = messageFor(code) ?? messageFor(fallbackCode(kind, status)) ?? '';
  const issues: FieldIssue[] = [];
  const serviceTextAllowed = (entryCode: string) =>
    showServiceFieldText === true || (Array.isArray(showServiceFieldText) && showServiceFieldText.includes(entryCode));
  // A field's text: the service's words where opted in, else the catalog's for the most specific code it knows.
  const fieldText = (serviceText: unknown, entryCode: string) =>
    (serviceTextAllowed(entryCode) && typeof serviceText === 'string' && serviceText ? serviceText : undefined) ??
    (GENERIC_CODES.has(entryCode) ? undefined : messageFor(entryCode)) ??
    (GENERIC_CODES.has(code) ? undefined : messageFor(code)) ??
    message;
  if (typeof data.field === 'string') issues.push({ path: data.field, message: fieldText(data.message, code), code });
  if (Array.isArray(data.errors)) {
    for (const entry of data.errors) {
      if (entry && typeof entry.field === 'string') {
        const entryCode = typeof entry.code === 'string' && entry.code ? entry.code : code;
        issues.push({ path: entry.field, message: fieldText(entry.message, entryCode), code: entryCode });
      }
    }
  }
  return new ServiceError({
    kind,
    code,
    status,
    issues,
    operation,
    message,
    serviceMessage: typeof data.message === 'string' ? data.message : undefined,
  });
}

/** Turns zod issues into field issues (dotted paths). */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; params?: { rule?: string } }[],
  prefix?: string,
): FieldIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.'),
    message: issue.message,
    code: issue.params?.rule ?? issue.code,
  }));
}
