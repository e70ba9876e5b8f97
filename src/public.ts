/**
 * What partners code against, the sandbox aside: element classes, the client, the schemas, the
 * events, the catalogs. Defines no element.
 */
export * from './api/index.js';
export * from './client/index.js';
export { en as messagesEn } from './i18n/en.js';
export { SvcProvider } from './elements/provider/svc-provider.js';
export { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from './elements/provider/context.js';
export { defineElement, defineElements, elements } from './elements/registry.js';
export * from './elements/base/events.js';
export { SvcElement } from './elements/base/svc-element.js';
export { SvcFormElement } from './elements/form/svc-form-element.js';
export { SvcScaPending, SvcScaCancelEvent, SvcScaContinueEvent, SvcScaRetryEvent } from './elements/sca-pending/svc-sca-pending.js';
export * from './elements/card-view/index.js';
export { registerLocale, loadCatalog, type Catalog, type PartialCatalog, type CatalogLoader, type CatalogPartLoaders } from './i18n/catalog.js';
export { SHIPPED_LOCALES, type ShippedLocale } from './i18n/shipped.js';
export type { Plural } from './i18n/plural.js';
export { SvcDocumentUpload, type DocumentUploadItem, type UploadStatus } from './elements/document-upload/svc-document-upload.js';
export { SvcDocumentRequest } from './elements/document-request/svc-document-request.js';
export {
  SvcDocumentList,
  type DocumentSortAttribute,
  type SvcDocumentDownloadDetail,
  type SvcDocumentDownloadEvent,
} from './elements/document-list/svc-document-list.js';
export { SvcLedgerList, SvcLedgerSelectEvent, type SvcLedgerSelectDetail } from './elements/ledger-list/svc-ledger-list.js';
export { SvcCardList, SvcCardSelectEvent, type SvcCardSelectDetail } from './elements/card-list/svc-card-list.js';
export { SvcCardDesignList } from './elements/card-design-list/svc-card-design-list.js';
export { SvcCardOrder } from './elements/card-order/svc-card-order.js';
export { SvcCardRules } from './elements/card-rules/svc-card-rules.js';
export { SvcCardProfileRules } from './elements/card-profile-rules/svc-card-profile-rules.js';
export { SvcRuleChangeEvent, type SvcRuleChangeDetail } from './elements/card-rules/rule-change-event.js';
export type { CardRuleRecord } from './elements/card-rules/rule-kinds.js';
export { SvcLedgerCreate, LEDGER_LIMITS } from './elements/ledger-create/svc-ledger-create.js';
export { SvcLedgerSuspend } from './elements/ledger-suspend/svc-ledger-suspend.js';
export { SvcConsumerForm, type ConsumerFormMode } from './elements/consumer-form/svc-consumer-form.js';
export { SvcConsumerList, SvcConsumerSelectEvent, type SvcConsumerSelectDetail, type ConsumerSortAttribute } from './elements/consumer-list/svc-consumer-list.js';
export { SvcConsumerStatus } from './elements/consumer-status/svc-consumer-status.js';
export * from './elements/beneficiary-form/index.js';
