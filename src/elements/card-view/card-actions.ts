/**
 * Which card statuses allow revealing the PIN and the card number. The spec describes no
 * transitions and no rule for these two operations, so this is the kit's policy:
 *
 * | status | PIN | card number | why |
 * |---|---|---|---|
 * | ACTIVE | yes | yes | the card is in use |
 * | AWAITING_ACTIVATION, ACTIVATING, REACTIVATING | yes | no | the holder needs the PIN to start (or resume) using the card; the number is useless until the card can pay |
 * | SUSPENDING, SUSPENDED | yes | no | the PIN does not change while a card is paused and is needed when it resumes; a paused card cannot pay, so its number is not exposed |
 * | CREATING | no | no | the card does not exist yet at the processor |
 * | CLOSING, CLOSED, EXPIRED | no | no | the card will never be used again (the sandbox refuses CLOSED and EXPIRED with CARD_NOT_USABLE) |
 * | any other value | no | no | a status the kit does not know: refused rather than guessed |
 *
 * The service has the last word: a refusal it sends is shown like any other error.
 */
import type { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';

export type CardAction = 'pin' | 'pan';

const PIN_STATUSES: ReadonlySet<string> = new Set([
  'ACTIVE', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'SUSPENDING', 'SUSPENDED',
]);
const PAN_STATUSES: ReadonlySet<string> = new Set(['ACTIVE']);

/** Whether a card in this status may reveal its PIN (`pin`) or its card number (`pan`). */
export function cardActionAllowed(action: CardAction, status: Card['status']): boolean {
  return (action === 'pin' ? PIN_STATUSES : PAN_STATUSES).has(status);
}

/** Errors after which pressing the button again may well work: the button then reads "Try again". */
const RETRY_CODES: ReadonlySet<string> = new Set(['SCA_FAILED', 'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'PAN_DISPLAY_FAILED', 'PIN_DISPLAY_FAILED']);

export function retryableCardError(error: ServiceError): boolean {
  return error.retryable || RETRY_CODES.has(error.code);
}
