/**
 * What partners code against, the sandbox aside: element classes, the client, the schemas, the
 * events, the catalogs. Defines no element.
 */
export * from './api/index.js';
export * from './client/index.js';
export { en as messagesEn } from './i18n/en.js';
export { SvcProvider } from './elements/provider/svc-provider.js';
export { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from './elements/base/config-context.js';
export { defineElement, defineElements, elements } from './elements/registry.js';
export * from './elements/base/events.js';
export { SvcElement } from './elements/base/svc-element.js';
export { SvcFormElement } from './elements/form/svc-form-element.js';
export { SvcScaPending } from './elements/sca-pending/svc-sca-pending.js';
export { SvcScaCancelEvent, SvcScaContinueEvent, SvcScaRetryEvent } from './elements/sca-pending/events.js';
export * from './elements/card-view/index.js';
export { registerLocale, loadCatalog, type Catalog, type PartialCatalog, type CatalogLoader, type CatalogPartLoaders } from './i18n/catalog.js';
export { SHIPPED_LOCALES, type ShippedLocale } from './i18n/shipped.js';
export type { Plural } from './i18n/plural.js';
export { messageFor } from './i18n/service-errors.js';
export { SvcDocumentUpload, type DocumentUploadItem, type UploadStatus } from './elements/document-upload/svc-document-upload.js';
export { SvcDocumentRequest } from './elements/document-request/svc-document-request.js';
export { SvcDocumentList, type DocumentSortAttribute } from './elements/document-list/svc-document-list.js';
export type { SvcDocumentDownloadDetail, SvcDocumentDownloadEvent } from './elements/document-list/events.js';
export { SvcLedgerList } from './elements/ledger-list/svc-ledger-list.js';
export { SvcLedgerSelectEvent, type SvcLedgerSelectDetail } from './elements/ledger-list/events.js';
export { SvcCardList } from './elements/card-list/svc-card-list.js';
export { SvcCardSelectEvent, type SvcCardSelectDetail } from './elements/card/events.js';
export { SvcCardDesignList } from './elements/card-design-list/svc-card-design-list.js';
export { SvcCardOrder } from './elements/card-order/svc-card-order.js';
export { SvcCardRules } from './elements/card-rules/svc-card-rules.js';
export { SvcCardProfileRules } from './elements/card-profile-rules/svc-card-profile-rules.js';
export { SvcRuleChangeEvent, type SvcRuleChangeDetail } from './elements/card/events.js';
export type { CardRuleRecord } from './elements/card/rule-kinds.js';
export { SvcLedgerCreate, LEDGER_LIMITS } from './elements/ledger-create/svc-ledger-create.js';
export { SvcLedgerSuspend } from './elements/ledger-suspend/svc-ledger-suspend.js';
export { SvcConsumerForm, type ConsumerFormMode } from './elements/consumer-form/svc-consumer-form.js';
export { SvcConsumerList, type ConsumerSortAttribute } from './elements/consumer-list/svc-consumer-list.js';
export { SvcConsumerSelectEvent, type SvcConsumerSelectDetail } from './elements/consumer-list/events.js';
export { SvcConsumerStatus } from './elements/consumer-status/svc-consumer-status.js';
export * from './elements/beneficiary-form/index.js';
