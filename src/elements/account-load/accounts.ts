/**
 * What <svc-account-load> needs to offer the end-user's accounts, fetched on demand (part
 * `'accounts'`) once the element has drawn, when whose accounts they are is known: List ledgers
 * with the ledgers' schemas, the query of the active ones, and their names as the picker offers
 * them. A top-up whose account is typed (no end-user known) never fetches it.
 */
import { listLedgers } from '../../api/operations/ledgers.js';

export { activeLedgersQuery, ledgerChoices } from '../form/ledger-choices.js';
/** The operation that lists the accounts (the element sends it once this module is here). */
export { listLedgers };
