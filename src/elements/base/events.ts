/**
 * The kit's public events. All bubble and cross shadow roots (`composed`), so a partner can listen
 * on any ancestor. Their names and detail shapes are part of the public surface.
 *
 * Every event class has one home: the four every operation fires are here; an element's own events
 * are in `events.ts` of its folder; events fired by several elements of one family are in `events.ts`
 * of their shared folder (`card/events.ts`).
 */
import type { OperationName } from '../../api/operations.js';
import type { ServiceError } from '../../api/errors.js';
import type { ScaState } from '../../client/sca.js';

export interface SvcSubmitDetail {
  operation: OperationName;
  body: unknown;
}
export interface SvcSuccessDetail {
  operation: OperationName;
  result: unknown;
}
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

declare global {
  interface HTMLElementEventMap {
    'svc-submit': SvcSubmitEvent;
    'svc-success': SvcSuccessEvent;
    'svc-error': SvcErrorEvent;
    'svc-sca': SvcScaEvent;
  }
}
