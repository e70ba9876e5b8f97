/**
 * Messages of the error codes every element can meet. The spec names only the seven SCA codes of its
 * error table; every other code is the kit's own (its route table asks a backend to answer with them).
 * Codes that only one element's operations answer with are in that element's `en-<name>.ts`, so
 * that other pages do not carry their words (a code two elements meet is in a file both carry, named
 * after what it refuses); en.ts puts them all together. The words of a partner's
 * set-up that cannot work are in en-config.ts, fetched when the adapter refuses one; those of a
 * session's notice in en-session.ts, fetched with the sessions' module.
 */
export const sharedErrors = {
  // The kit's own: refused before sending
  VALIDATION_FAILED: 'Some fields need attention.',
  NO_CONFIGURATION: 'This element is not configured: give it an adapter or place it inside <svc-provider>.',
  // The kit's own: transport
  NETWORK_ERROR: 'The service could not be reached. Check the connection and try again.',
  TIMEOUT: 'The service took too long to answer. Try again.',
  ABORTED: 'The request was cancelled.',
  NOT_JSON: 'The service sent an answer the kit cannot read.',
  RESPONSE_TOO_LARGE: 'The service sent an answer larger than the kit accepts.',
  REDIRECT_REFUSED: 'The service answered with a redirect, which the kit does not follow.',
  UNEXPECTED_RESPONSE: 'The service sent an answer of an unexpected shape.',
  HTTP_ERROR: 'The request failed.',
  SERVER_ERROR: 'The service had a problem. Try again in a moment.',
  // A partner backend's answer when the banking service did not answer it in time (the reference server's 504)
  UPSTREAM_TIMEOUT: 'The banking service did not answer in time. Try again in a moment.',
  // The kit's own, for failures the spec describes without naming a code (an unknown identifier,
  // validation) or does not describe
  NOT_FOUND: 'Nothing was found with this identifier.',
  FORBIDDEN: 'You are not allowed to do this.',
  // A partner backend's answer to a request without a live session (the reference server's 401)
  SESSION_EXPIRED: 'Your session has ended. Sign in again, then send this again: what you entered is kept.',
  INVALID_REQUEST: 'The service refused some of the values.',
  // Named by the spec (its SCA error table)
  SCA_REQUIRED: 'This action needs your approval on your registered device.',
  SCA_SIGNATURE_DOES_NOT_MATCH: 'The signature does not match this action. Try again.',
  NO_ACTIVE_SCA_DEVICE_FOUND: 'No active device is registered for approvals. Register a device first.',
  SCA_DEVICE_NOT_VALID: 'This device cannot be used to approve this action.',
  SCA_SIGNATURE_FORMAT_INVALID: 'The signature is not in a valid format.',
  SCA_SIGNATURE_MISSING: 'A signature is required to approve this action.',
  SCA_UNEXPECTED_ERROR: 'The approval could not be completed. Try again.',
  // The kit's own SCA outcomes
  SCA_EXPIRED: 'The time to approve ran out. Try again.',
  SCA_FAILED: 'The approval did not succeed.',
  SCA_RESTARTED: 'The service asked for a new approval, so nothing more was sent. Try again to start a new approval.',
} as const;
