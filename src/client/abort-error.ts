import { ServiceError } from '../api/errors.js';
import { serviceError } from '../i18n/service-errors.js';

/** The error of a request the caller cancelled (or whose element went away). */
export function abortError(operation: string, cause?: unknown): ServiceError {
  return serviceError({ kind: 'abort', code: 'ABORTED', operation, cause });
}
