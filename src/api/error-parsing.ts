/**
 * A failed HTTP answer read into the error model. Kept apart from errors.ts, which every element
 * loads: the fetch adapter fetches this with the first failed answer (with the words of every
 * code), not with every page's provider. Zod's issues as field issues are in zod-issues.ts.
 */
import { isRecord } from './guards.js';
import { ownString } from './own.js';
import { ServiceError, fallbackCode, isScaCode, type ErrorTexts, type FieldIssue, type ServiceErrorKind, type ServiceFieldTextOptIn } from './errors.js';

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
  const messageFor = (key: string | undefined) => (key === undefined ? undefined : ownString(texts, key));
  const data: Readonly<Record<string, unknown>> = isRecord(body) ? body : {};
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
