/**
 * Messages of every error code: those every element can meet (shared-errors.ts) and those only one
 * element's operations answer with (each element carries its own). The adapter words a failed answer
 * with it, and every other language's `errors` part has the same codes.
 */
import { sharedErrors } from './shared-errors.js';
import { consumerFormErrors } from './consumer-form-errors.js';
import { ledgerCreateErrors } from './ledger-create-errors.js';
import { ledgerSuspendErrors } from './ledger-suspend-errors.js';
import { cardOrderErrors } from './card-order-errors.js';
import { cardViewErrors } from './card-view-errors.js';
import { corporateRelatedFormErrors } from './corporate-related-form-errors.js';
import { kybRequestErrors } from './kyb-request-errors.js';
import { partnerUserFormErrors } from './partner-user-form-errors.js';

export const errors = {
  ...sharedErrors,
  ...consumerFormErrors,
  ...ledgerCreateErrors,
  ...ledgerSuspendErrors,
  ...cardOrderErrors,
  ...cardViewErrors,
  ...corporateRelatedFormErrors,
  ...kybRequestErrors,
  ...partnerUserFormErrors,
} as const;
