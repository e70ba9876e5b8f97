/**
 * Which card statuses allow revealing the PIN and the card number: one rule, read by the card view
 * (what it offers) and by the sandbox (what it serves). The spec describes no transitions and no
 * rule for these two operations, so this is the kit's policy:
 *
 * | status | PIN | card number | why |
 * |---|---|---|---|
 * | ACTIVE | yes | yes | the card is in use |
 * | AWAITING_ACTIVATION, ACTIVATING, REACTIVATING | yes | no | the holder needs the PIN to start (or resume) using the card; the number is useless until the card can pay |
 * | SUSPENDING, SUSPENDED | yes | no | the PIN does not change while a card is paused and is needed when it resumes; a paused card cannot pay, so its number is not exposed |
 * | CREATING | no | no | the card does not exist yet at the processor |
 * | CLOSING, CLOSED, EXPIRED | no | no | the card will never be used again |
 * | any other value | no | no | a status the kit does not know: refused rather than guessed |
 *
 * The service has the last word: a refusal it sends is shown like any other error.
 */
export type CardAction = 'pin' | 'pan';

const PIN_STATUSES: ReadonlySet<string> = new Set([
  'ACTIVE', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'SUSPENDING', 'SUSPENDED',
]);
const PAN_STATUSES: ReadonlySet<string> = new Set(['ACTIVE']);

/** Whether a card in this status may reveal its PIN (`pin`) or its card number (`pan`). */
export function cardActionAllowed(action: CardAction, status: string): boolean {
  return (action === 'pin' ? PIN_STATUSES : PAN_STATUSES).has(status);
}
