/**
 * The kit's public events. All bubble and cross shadow roots (`composed`), so a partner can listen
 * on any ancestor. Their names and detail shapes are part of the public surface.
 *
 * Every event class has one home: the four every operation fires are here; an element's own events
 * are in `events.ts` of its folder; events fired by several elements of one family are in `events.ts`
 * of their shared folder (`card/events.ts`; the two rule editors' in `card/rule-events.ts`, so that
 * the card list's page does not carry it).
 */
import type { OperationName, OperationResult } from '../../api/operations.js';
import type { ServiceError } from '../../api/errors.js';
import type { ScaState } from '../../client/sca.js';

export interface SvcSubmitDetail {
  operation: OperationName;
  body: unknown;
}
/**
 * What `svc-success` reports where it is not the operation's answer: results that carry a secret
 * are taken apart before any event sees them (the PIN and the card credentials go to their display,
 * a partner user's one-time password to its panel).
 */
export interface RedactedResults {
  /** The PIN was fetched and handed to its display. */
  getCardPin: { revealed: true };
  /** The card credentials were fetched and handed to the secure display, which shows the number until `expiresAt` (ms since the epoch). */
  getPanCredentials: { revealed: true; expiresAt: number };
  /** The new user's id; the one-time password stays in the form's panel. */
  createPartnerUser: { id: OperationResult<'createPartnerUser'>['id'] };
}

/** `svc-success`'s `result` for one operation: its answer as the operations table types it, or its redacted form. */
export type SuccessResult<N extends OperationName> = N extends keyof RedactedResults ? RedactedResults[N] : OperationResult<N>;

/**
 * `svc-success`'s detail: a union over the operations table, discriminated by `operation`, so that
 * `if (detail.operation === 'createConsumer') detail.result.id` is typed with no cast, and an
 * operation added to the table is part of it at once.
 */
export type SvcSuccessDetail<N extends OperationName = OperationName> = N extends OperationName ? { operation: N; result: SuccessResult<N> } : never;
export interface SvcErrorDetail {
  operation: OperationName;
  error: ServiceError;
}
export interface SvcScaDetail {
  operation: OperationName;
  state: ScaState;
  scaId?: string;
}

/** `svc-session-expired`'s detail. */
export interface SvcSessionExpiredDetail {
  /** The operation whose answer said the session had ended (a 401 `SESSION_EXPIRED`). */
  operation: OperationName;
  /**
   * Call once the person is signed in again: the reads that were waiting are sent again, and each
   * write waiting is handed back to the person to send again (never re-sent by itself). Inside a
   * `<svc-provider>` this is the provider's `resume()`.
   */
  resume: () => void;
}

const init = { bubbles: true, composed: true } as const;

/** Before a request is sent. Cancel it (`preventDefault()`) and nothing is sent. */
export class SvcSubmitEvent extends CustomEvent<SvcSubmitDetail> {
  constructor(detail: SvcSubmitDetail) {
    super('svc-submit', { ...init, cancelable: true, detail });
  }
}

/** The operation succeeded. */
export class SvcSuccessEvent extends CustomEvent<SvcSuccessDetail> {
  constructor(detail: SvcSuccessDetail) {
    super('svc-success', { ...init, detail });
  }
}

/** The operation failed: validation, HTTP, network or SCA. */
export class SvcErrorEvent extends CustomEvent<SvcErrorDetail> {
  constructor(detail: SvcErrorDetail) {
    super('svc-error', { ...init, detail });
  }
}

/** The SCA state of an operation changed. */
export class SvcScaEvent extends CustomEvent<SvcScaDetail> {
  constructor(detail: SvcScaDetail) {
    super('svc-sca', { ...init, detail });
  }
}

/**
 * The first request of a provider (or of an element with an adapter of its own) that met a 401
 * `SESSION_EXPIRED`; once while the session stays expired. Cancel it (`preventDefault()`: "I will
 * sign the person in again") and every element of that provider waits, keeping what was typed, until
 * `resume()`; left alone, each element says "sign in again", as it always did.
 */
export class SvcSessionExpiredEvent extends CustomEvent<SvcSessionExpiredDetail> {
  constructor(detail: SvcSessionExpiredDetail) {
    super('svc-session-expired', { ...init, cancelable: true, detail });
  }
}

// On every element, on `document` and on `window` (all three maps extend this one): a listener on
// any ancestor gets the typed event.
declare global {
  interface GlobalEventHandlersEventMap {
    'svc-submit': SvcSubmitEvent;
    'svc-success': SvcSuccessEvent;
    'svc-error': SvcErrorEvent;
    'svc-sca': SvcScaEvent;
    'svc-session-expired': SvcSessionExpiredEvent;
  }
}
