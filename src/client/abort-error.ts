import { ServiceError } from '../api/errors.js';

/** The error of a request the caller cancelled (or whose element went away). */
export function abortError(operation: string, cause?: unknown): ServiceError {
  return new ServiceError({ kind: 'abort', code: 'ABORTED', operation, cause });
}
