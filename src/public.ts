/**
 * What partners code against, the sandbox aside: the elements, their events, the client and its
 * operations, the adapter, errors, the display helpers, configuration and catalogs. Each name is
 * listed on purpose (api/svc-elements.api.md records them); the schemas and limits are on
 * `svc-elements/schemas`. Defines no element.
 */
import { en } from './i18n/en.js';
import type { Catalog } from './i18n/catalog.js';
// The English catalog's shape, which `Catalog` widens: a type only, for partners who write a language.
export type { en as englishCatalog } from './i18n/en.js';

// Elements
export { SvcElement } from './elements/base/svc-element.js';
export { SvcFormElement, type FormBody } from './elements/form/svc-form-element.js';
export type { OperationFormElement, FormOperation } from './elements/form/operation-form.js';
// The record views' base (consumer status, transaction view, partner configuration): a type only.
export type { SvcRecordElement, RecordHeading, RecordTexts } from './elements/record/svc-record-element.js';
export type { RecordLoadController, RecordLoadHost, RecordLoadOptions, RecordLoadTexts, IdProblem } from './elements/record/record-load.js';
// The journeys' base (<svc-onboarding>): types only.
export type { SvcJourneyElement, JourneyTexts, JourneyFields } from './elements/journey/svc-journey-element.js';
export type { JourneyPart } from './elements/journey/later-words.js';
export type { JourneyStepsController, JourneyStepsHost, JourneyStepsOptions } from './elements/journey/steps.js';
export type { StepChangeReason } from './elements/journey/events.js';
export type { OnDemandModule, OnDemandHost, OnDemandPart, OnDemandFetch } from './elements/base/on-demand.js';
export type { OnboardingStep, ONBOARDING_STEPS } from './elements/onboarding/onboarding-state.js';
export type { CompanyStep, COMPANY_STEPS, CompanyDetails, CompanyRecord, DeclaredPerson } from './elements/company-onboarding/company-onboarding-state.js';
export type { OnboardingFields } from './elements/onboarding/step-views.js';
export type { Section as BankingSection, SECTIONS as BANKING_SECTIONS, ViewName as BankingViewName, ViewPath as BankingViewPath, VIEWS as BANKING_VIEWS } from './elements/banking-home/views.js';
export type { RoutingMode as BankingRoutingMode } from './elements/banking-home/routing.js';
// Every element's class, from its folder (src/generated/, written by npm run generate).
export * from './generated/element-exports.js';
export { LEDGER_LIMITS } from './elements/ledger-create/svc-ledger-create.js';
export type { PartnerUser } from './elements/partner-user-list/svc-partner-user-list.js';
export type { ConsumerFormMode } from './elements/consumer-form/svc-consumer-form.js';
export type { ConsumerSortAttribute } from './elements/consumer-list/svc-consumer-list.js';
export type { DocumentSortAttribute } from './elements/document-list/svc-document-list.js';
export type { DocumentUploadItem, UploadStatus } from './elements/document-upload/svc-document-upload.js';
export type { CardRuleRecord } from './elements/card/rule-kinds.js';
export { defineElement, defineElements, elements } from './elements/registry.js';

// Acquiring return
// A partner's return page tells the acquiring elements how the payment ended (docs/acquiring.md).
export { reportAcquiringOutcome } from './elements/acquiring/return.js';
export type { OpenIn } from './elements/acquiring/hosted-page.js';
export { OUTCOME_PARAMETER, ID_PARAMETER, type AcquiringOutcome } from './api/acquiring-return.js';

// Configuration
export { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from './elements/base/config-context.js';

// The client and its operations
export { createClient, type ServiceClient } from './client/client.js';
// The operations table and each operation's definition are on `svc-elements/operations`.
export type {
  Operations,
  OperationName,
  OperationDefinition,
  OperationRef,
  OperationInput,
  OperationResult,
} from './api/operations.js';
// The records elements take and give, each with the schema its type is inferred from (the schemas'
// values are on `svc-elements/schemas`). Types only: no runtime name.
export type {
  Beneficiary, beneficiary, Card, card, PanCredentials, panCredentials, CardDesign, cardDesign, Consumer, consumer,
  ConsumerListItem, consumerListItem, DocumentListItem, documentListItem, DocumentRecord, document, Ledger, ledger,
  ExternalCard, externalCard, Mandate, mandate, Transaction, transaction, PartnerConfiguration, partnerConfiguration,
  partnerUser, WaitingSca, waitingSca,
} from './schemas.js';

// The adapter
export { createFetchAdapter, type FetchAdapter, type FetchAdapterOptions, type RequestOptions } from './client/adapter.js';
export { operationName } from './client/operation-ref.js';
export type { Route } from './client/prepare.js';
export type { ScaOptions, ScaState, ScaUpdate, SignRequest } from './client/sca.js';

// Errors
export {
  ServiceError,
  isServiceError,
  isScaCode,
  type ServiceErrorKind,
  type ServiceErrorInit,
  type ServiceFieldTextOptIn,
  type FieldIssue,
} from './api/errors.js';

// Display helpers
export type { PanDisplay, PanDisplayCredentials, PanDisplayContext, PinDisplay, PinDisplayRequest } from './elements/card/pan-display.js';
export { createFramePanDisplay, createFramePinDisplay, type FrameDisplayOptions } from './elements/card-view/frame-display.js';
export { createSandboxPanDisplay, SANDBOX_PAN_SAMPLE } from './elements/card-view/sandbox-pan-display.js';
export { cardActionAllowed, type CardAction } from './api/card-usage.js';
export { formatIban, normalizeIban } from './api/formats/iban-text.js';
export { countryName, currencyName } from './api/formats/iso-lists.js';
export { printedSortCode, shownSortCode } from './elements/beneficiary-form/sort-codes.js';

// Languages
/** The English catalog, every text of the kit: the model for `registerLocale`. Typed as a `Catalog` (not its literal texts), so a reworded text is no API change. */
export const messagesEn: Catalog = en;
export { registerLocale, loadCatalog, type Catalog, type PartialCatalog, type CatalogLoader, type CatalogPartLoaders } from './i18n/catalog.js';
export { SHIPPED_LOCALES, type ShippedLocale } from './i18n/shipped.js';
export type { Plural } from './i18n/plural.js';

// Types the declarations above name
// Types only (no runtime name): what the element classes' members, the client and the catalogs
// refer to, exported so that the API report shows each of them (no "forgotten export"). A partner
// has no need to import them; they change with the elements' implementation.
export type { SvcListElement, ListProgress, ListTexts, ListFilters, ListPinsState } from './elements/list/svc-list-element.js';
export type { PageQueryController, PageRequest, PageState, Page } from './elements/list/page-query.js';
export type { FilterForm, FilterFieldSet, FilterFormHost, FilterFormOptions, FilterTexts, ListFilterSpec } from './elements/list/filter-form.js';
export type { ListFormat } from './elements/list/list-format.js';
export type { Choice } from './elements/form/fields.js';
export type { FieldControl, FieldControls } from './elements/form/field-control.js';
export type { SortDirection, ListPins } from './elements/list/list-settings.js';
export type { LedgerFilters } from './elements/ledger-list/filter-form.js';
export type { CardNumberDisplay, CardRulesInForce } from './elements/banking-home/view-bodies.js';
export type { DesignFilters, DesignQuery } from './elements/card-design-list/design-filters.js';
export type { CardFilters, CardListPin, CardQuery } from './elements/card-list/card-filters.js';
export type { ConsumerFilters, ConsumerFilterField, ConsumerQuery } from './elements/consumer-list/consumer-filters.js';
export type { DocumentFilters, DocumentQuery } from './elements/document-list/document-filters.js';
export type { FormControlElement } from './elements/form/form-control-element.js';
export type { FormModel, FormOptions } from './elements/form/form-model.js';
export type { FieldPath, PathsOf, Leaf } from './elements/form/paths.js';
export type { SuccessResult, RedactedResults } from './elements/base/events.js';
export type { Verdict } from './elements/form/verdicts.js';
export type { FormState, FormProblem } from './elements/form/form-association.js';
export type { OperationController, OperationHost, RunOptions, RunOutcome, RunState } from './elements/base/operation.js';
export type { RuleFormElement, RuleRequest, RuleBody, RemovedBy, JudgedRule, RuleModel } from './elements/card/rule-form.js';
export type { RuleAction, ruleSetSchema, ruleRemoveSchema } from './elements/card/rule-kinds.js';
export type { AcquiringForm, AcquiringOperation, AcquiringModel, AcquiringRules, returnRule, zeroRule } from './elements/acquiring/acquiring-form.js';
export type { HostedPage, HostedPageController, HostedPageOptions, PageState as HostedPageState } from './elements/acquiring/hosted-page.js';
export type { AcquiringReturn, AddressReturn, ReturnController, ReturnOptions } from './elements/acquiring/return.js';
export type { LoadOutcome, KeyedLoadState, LoadedRecord } from './elements/base/keyed-load.js';
export type { KeptValues } from './elements/acquiring/kept-values.js';
export type { EndUserKind } from './elements/document/end-user-kind.js';
export type { LedgerFormat } from './elements/ledger-list/ledger-format.js';
export type { LedgerQueryController, LedgerQuery, LedgerQueryOptions, ListState } from './elements/ledger-list/ledger-query.js';
export type { Values, ConsumerOperation, ConsumerFormSettings, ConsumerModel } from './elements/consumer-form/mode.js';
export type { OrderBody, orderSchema } from './elements/card-order/order-schema.js';
export type { Metadata as ConsumerFormMetadata } from './elements/consumer-form/svc-consumer-form.js';
export type { ElementTag } from './generated/elements.js';
// The operations each form element sends.
export type { Operation as BeneficiaryFormOperation, BeneficiaryModel } from './elements/beneficiary-form/svc-beneficiary-form.js';
export type { Operation as CardOrderOperation } from './elements/card-order/svc-card-order.js';
export type { Operation as CardProfileRulesOperation } from './elements/card-profile-rules/svc-card-profile-rules.js';
export type { Operation as CardRulesOperation } from './elements/card-rules/svc-card-rules.js';
export type { Operation as CorporateRelatedFormOperation } from './elements/corporate-related-form/svc-corporate-related-form.js';
export type { Operation as DocumentRequestOperation } from './elements/document-request/svc-document-request.js';
export type { Operation as LedgerCreateOperation } from './elements/ledger-create/svc-ledger-create.js';
export type { Operation as LedgerSuspendOperation } from './elements/ledger-suspend/svc-ledger-suspend.js';
export type { Operation as PartnerUserFormOperation } from './elements/partner-user-form/svc-partner-user-form.js';
// The client's and the table's helpers.
export type { Args } from './client/client.js';
export type { operations, OperationDef, Out, In } from './api/operations.js';
export type { HttpMethod } from './api/operations/define.js';
export type { ScaStrategy, ScaStrategyValue } from './api/enums/common.js';
export type { ACQUIRING_OUTCOMES } from './api/acquiring-return.js';
export type { Sandbox, SandboxRequestLog } from './sandbox/sandbox.js';
export type {
  SandboxData, Store, AcquiringRecord, CardProfile, CardRule, Corporate, CreatorType, CorporateRelated, CorporateShare, OutboxMessage, SandboxCard, SandboxLedger, ScaDevice,
} from './sandbox/store.js';
export type { Whole } from './api/tolerant.js';
export type { PendingSca } from './sandbox/sca.js';
export type { Widen, DeepPartial, Loaded, CatalogPart } from './i18n/catalog.js';
export type { LocaleLoaders } from './i18n/shipped.js';
