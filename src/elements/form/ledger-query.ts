/**
 * The List ledgers query of a form's accounts' picker, in a module of its own: the card order sends
 * it at first paint, while the choices it is read into (`ledger-choices.ts`) come beside the answer.
 */
import { LIMITS } from '../../api/limits.js';

/** The List ledgers query: one page of the end-user's active ledgers (all a partner's when none is named). */
export function activeLedgersQuery(endUserId: string | undefined) {
  return {
    status: ['ACTIVE' as const],
    sortAttribute: 'CREATION_DATE' as const,
    sortDirection: 'DESC' as const,
    pageSize: LIMITS.pageSize.max,
    ...(endUserId ? { endUserId } : {}),
  };
}
