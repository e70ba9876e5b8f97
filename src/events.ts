/**
 * svc-elements/events: every event the elements fire and the script tag's loader fires on
 * `document`, for partners who listen: the event classes (for `instanceof`), their details, the
 * maps from an event's name to its class, and `successResult`, which narrows a success to one
 * operation's answer. Listeners on an element, `document` or `window` are typed by these names
 * without importing anything (the classes extend the DOM's event maps). Defines no element.
 * (api/svc-elements-events.api.md records what this entry exports.)
 */
export {
  SvcSubmitEvent,
  SvcSuccessEvent,
  SvcErrorEvent,
  SvcScaEvent,
  SvcSessionExpiredEvent,
  type SvcSubmitDetail,
  type SvcSuccessDetail,
  type SvcErrorDetail,
  type SvcScaDetail,
  type SvcSessionExpiredDetail,
  type SuccessResult,
  type RedactedResults,
} from './elements/base/events.js';
export { SvcScaCancelEvent, SvcScaContinueEvent, SvcScaRetryEvent } from './elements/sca-pending/events.js';
export { SvcConcealEvent, type SvcConcealDetail, type ConcealReason, type RevealOperation } from './elements/card-view/events.js';
export { SvcCardSelectEvent, type SvcCardSelectDetail } from './elements/card/events.js';
export { SvcRuleChangeEvent, type SvcRuleChangeDetail } from './elements/card/rule-events.js';
export { SvcConsumerSelectEvent, type SvcConsumerSelectDetail } from './elements/consumer-list/events.js';
export { SvcLedgerSelectEvent, type SvcLedgerSelectDetail } from './elements/ledger-list/events.js';
export { SvcDocumentDownloadEvent, type SvcDocumentDownloadDetail } from './elements/document-list/events.js';
export { SvcExternalCardSelectEvent, type SvcExternalCardSelectDetail } from './elements/external-card-list/events.js';
export { SvcReceiptDownloadEvent, type SvcReceiptDownloadDetail } from './elements/transaction-view/events.js';
export {
  SvcPaymentPageEvent, SvcAcquiringReturnEvent, type SvcPaymentPageDetail, type SvcAcquiringReturnDetail,
} from './elements/acquiring/events.js';
export {
  SvcJourneyEvent, SvcStepChangeEvent, SvcJourneyCompleteEvent, SvcJourneyExitEvent,
  type SvcStepChangeDetail, type SvcJourneyCompleteDetail, type SvcJourneyExitDetail, type StepChangeReason, type JourneyExitReason,
} from './elements/journey/events.js';
export { SvcKycLinkEvent, type SvcKycLinkDetail } from './elements/company-onboarding/events.js';
export type { PersonRole } from './elements/company-onboarding/company-onboarding-state.js';
export { SvcNavigateEvent, type SvcNavigateDetail } from './elements/banking-home/events.js';
// Fired on document by the script tag's loader (types only: the loader has its own copy).
export type { SvcLoaderEvent, SvcReadyEvent, SvcReadyDetail, SvcLoadErrorEvent, SvcLoadErrorDetail } from './loader/events.js';
export { successResult } from './frameworks/success-result.js';

/**
 * Every event the elements fire, by name (`'svc-success'` → `SvcSuccessEvent`): the kit's part of
 * the DOM's `GlobalEventHandlersEventMap`, for a partner's own typed `on(element, name, handler)`.
 */
export type SvcEventMap = {
  [K in keyof GlobalEventHandlersEventMap as K extends `svc-${string}` ? K : never]: GlobalEventHandlersEventMap[K];
};

/** The script tag loader's events on `document` and `window`, by name. */
export type SvcLoaderEventMap = Pick<DocumentEventMap, 'svc-ready' | 'svc-load-error'>;

// Types the declarations above name
// Types only (no runtime name), as on the root, so that the API report shows each of them.
export type { OperationName, OperationResult, Operations, operations, Out, In } from './api/operations.js';
export type { ServiceError, ServiceErrorKind, ServiceErrorInit, ServiceFieldTextOptIn, FieldIssue } from './api/errors.js';
export type { ScaState } from './client/sca.js';
export type {
  Card, card, Ledger, ledger, ExternalCard, externalCard, DocumentListItem, documentListItem, ConsumerListItem, consumerListItem,
} from './schemas.js';
export type { CardRuleRecord, RuleAction } from './elements/card/rule-kinds.js';
export type { OpenIn } from './elements/acquiring/hosted-page.js';
export type { AcquiringOutcome, ACQUIRING_OUTCOMES } from './api/acquiring-return.js';
