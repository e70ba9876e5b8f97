/**
 * The error model: everything that can go wrong with an operation becomes a `ServiceError` with a
 * stable `kind`, the HTTP `status` (when there was a response), a stable `code` and a `message`.
 * The words for codes live in the catalogs (src/i18n), not here: whoever builds an error gives its
 * text (the kit's client and elements through i18n/service-errors.ts). Reading a failed answer
 * into one is in error-parsing.ts.
 */

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
