/** `svc-conceal`: the PIN or the card number of `<svc-card-view>` was hidden again. */

/** The operation whose answer was shown. */
export type RevealOperation = 'getCardPin' | 'getPanCredentials';

/** Why a shown PIN or card number was hidden again. */
export type ConcealReason =
  | 'timeout' // pin-timeout ran out
  | 'expired' // the PAN credentials ran out
  | 'hide' // the person pressed Hide, or conceal() was called
  | 'visibility' // the page became hidden
  | 'disconnect' // the element was removed
  | 'card-change' // another card, or another PAN display, was set
  | 'status'; // the card's status no longer allows it

export interface SvcConcealDetail {
  operation: RevealOperation;
  reason: ConcealReason;
}

/** The PIN or the card number was hidden again. Carries no secret. */
export class SvcConcealEvent extends CustomEvent<SvcConcealDetail> {
  constructor(detail: SvcConcealDetail) {
    super('svc-conceal', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-conceal': SvcConcealEvent;
  }
}
