/**
 * Messages of every error code: those every element can meet (shared-errors.ts) and those only one
 * element's operations answer with (each element carries its own). The adapter words a failed answer
 * with it, and every other language's `errors` part has the same codes.
 */
import { sharedErrors } from './en-shared.js';
import { configErrors } from './en-config.js';
import { sessionErrors } from './en-session.js';
import { consumerFormErrors } from './en-consumer-form.js';
import { ledgerCreateErrors } from './en-ledger-create.js';
import { ledgerSuspendErrors } from './en-ledger-suspend.js';
import { cardOrderErrors } from './en-card-order.js';
import { cardViewErrors } from './en-card-view.js';
import { corporateRelatedFormErrors } from './en-corporate-related-form.js';
import { kybRequestErrors } from './en-kyb-request.js';
import { partnerUserFormErrors } from './en-partner-user-form.js';
import { documentUploadErrors } from './en-document-upload.js';

export const errors = {
  ...sharedErrors,
  ...configErrors,
  ...sessionErrors,
  ...consumerFormErrors,
  ...ledgerCreateErrors,
  ...ledgerSuspendErrors,
  ...cardOrderErrors,
  ...cardViewErrors,
  ...corporateRelatedFormErrors,
  ...kybRequestErrors,
  ...partnerUserFormErrors,
  ...documentUploadErrors,
} as const;
