/** Which card statuses allow revealing the PIN and the card number: the rule lives in src/api/card-usage.ts, shared with the sandbox. */
export { cardActionAllowed, type CardAction } from '../../api/card-usage.js';
