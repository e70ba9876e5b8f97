/**
 * Which ledger statuses may be suspended: one rule, read by the ledger list (which rows offer
 * Suspend) and by the sandbox (which suspensions it accepts). The spec gives no transitions for
 * Suspend ledger, so this is the kit's policy:
 *
 * | status | suspend | why |
 * |---|---|---|
 * | ACTIVE, PENDING | yes | the ledger is open, or about to open |
 * | SUSPENDED | no | it is already; its suspension (operator, reason) stays as it was |
 * | CLOSING, CLOSED | no | the ledger is ending or ended: there is nothing left to stop |
 * | FAILED | no | the ledger never opened |
 * | any other value | no | a status the kit does not know: refused rather than guessed |
 *
 * The service has the last word: a refusal it sends is shown like any other error.
 */
const SUSPENDABLE: ReadonlySet<string> = new Set(['ACTIVE', 'PENDING']);

/** Whether a ledger in this status may be suspended. */
export const ledgerSuspendable = (status: string): boolean => SUSPENDABLE.has(status);
