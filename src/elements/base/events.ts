/**
 * The kit's public events. All bubble and cross shadow roots (`composed`), so a partner can listen
 * on any ancestor. Their names and detail shapes are part of the public surface.
 *
 * Every event class has one home: the four every operation fires are here; an element's own events
 * are in `events.ts` of its folder; events fired by several elements of one family are in `events.ts`
 * of their shared folder (`card/events.ts`).
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

// On every element, on `document` and on `window` (all three maps extend this one): a listener on
// any ancestor gets the typed event.
declare global {
  interface GlobalEventHandlersEventMap {
    'svc-submit': SvcSubmitEvent;
    'svc-success': SvcSuccessEvent;
    'svc-error': SvcErrorEvent;
    'svc-sca': SvcScaEvent;
  }
}
