/** Which card statuses allow revealing the PIN and the card number: the rule lives in src/api/card-usage.ts, shared with the sandbox. */
export { cardActionAllowed, type CardAction } from '../../api/card-usage.js';
import type { CardAction } from '../../api/card-usage.js';
import type { ServiceError } from '../../api/errors.js';

/** The operation behind each action, as events name it. */
export const ACTION_OPERATION = { pin: 'getCardPin', pan: 'getPanCredentials' } as const satisfies Record<CardAction, string>;

/** The card view's actions, in the order they are shown. */
export const CARD_ACTIONS: readonly CardAction[] = ['pin', 'pan'];

/** Errors after which pressing the button again may well work: the button then reads "Try again". */
const RETRY_CODES: ReadonlySet<string> = new Set(['SCA_FAILED', 'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'PAN_DISPLAY_FAILED', 'PIN_DISPLAY_FAILED']);

export function retryableCardError(error: ServiceError): boolean {
  return error.retryable || RETRY_CODES.has(error.code);
}
