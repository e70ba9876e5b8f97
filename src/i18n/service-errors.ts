/**
 * The English text of an error code, and errors that carry it as their `message`. The api layer
 * holds the codes and kinds, not their words: the kit's client and elements build their errors
 * here, so `error.message` reads as before while the texts stay in the catalog (elements show the
 * text of their own locale, by code).
 */
import { ServiceError, fallbackCode, type ServiceErrorInit } from '../api/errors.js';
import { ownString } from '../api/own.js';
import { sharedErrors as errors } from './errors/en-shared.js';

/** The English text of a code every element can meet; undefined for any other code. */
export function messageFor(code: string): string | undefined {
  return ownString(errors, code);
}

/**
 * A ServiceError whose message, when not given, is the English text of its code, else the text for
 * its kind and status; never what the service said (that stays in `serviceMessage`).
 */
export function serviceError(init: ServiceErrorInit): ServiceError {
  return new ServiceError({ ...init, message: init.message ?? messageFor(init.code) ?? messageFor(fallbackCode(init.kind, init.status)) ?? errors.HTTP_ERROR });
}

/** Any failure as a ServiceError with an English message: the kit's own pass through, anything else is wrapped. */
export function asServiceError(caught: unknown, operation?: string): ServiceError {
  return caught instanceof ServiceError ? caught : serviceError({ kind: 'http', code: 'HTTP_ERROR', operation, cause: caught });
}
