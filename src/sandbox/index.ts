/**
 * The sandbox: an in-memory partner backend for demos, stories and tests, reached through the
 * real adapter. Side-effect free: nothing runs until createSandbox() is called.
 *
 * ```ts
 * const { adapter, sandbox } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice), approvalDelayMs: 2000 });
 * const client = createClient(adapter);
 * await client.getCardPin({ params: { cardId: SEED.cards.alicePhysical } }); // SCA pending, approved after 2 s
 * ```
 *
 * Callers: no Authorization header acts as the partner; `endUserHeaders(id)` as that end-user;
 * `anonymousHeaders` anonymously. SCA: PUSH_NOTIFICATION is approved after `approvalDelayMs` or by
 * `sandbox.approve()`; BY_PASS runs at once; DATA_SIGNING accepts `sandboxSign` (not cryptography), or `sandboxSignOn(deviceId)` to sign on a given device.
 * The phone verification code is always SANDBOX_PHONE_CODE.
 */
export { createSandbox, type Sandbox, type SandboxOptions, type SandboxRequestLog } from './sandbox.js';
export { createSandboxAdapter, type SandboxAdapterOptions } from './adapter.js';
export { sandboxSign, sandboxSignOn } from './signature.js';
export { SEED, SANDBOX_BASE_URL, SANDBOX_PHONE_CODE } from './ids.js';
export { endUserHeaders, anonymousHeaders } from './callers.js';
export { SUSPENSION_RULE_TYPE } from './handlers/ledgers.js';
export type { PendingSca } from './sca.js';
export type {
  SandboxData, CardRule, CardProfile, Corporate, CorporateRelated, CorporateShare, OutboxMessage, CreatorType, ScaDevice, Store, SandboxLedger, SandboxCard, AcquiringRecord,
} from './store.js';

// Types the declarations above name (types only, so that the API report shows each of them)
export type { FetchAdapter, FetchAdapterOptions, RequestOptions } from '../client/adapter.js';
export type { Route } from '../client/prepare.js';
export type { ScaOptions, ScaState, ScaUpdate, SignRequest } from '../client/sca.js';
export type { ServiceError, ServiceErrorKind, ServiceErrorInit, ServiceFieldTextOptIn, FieldIssue } from '../api/errors.js';
export type { ScaStrategy, ScaStrategyValue } from '../api/enums/common.js';
export type { HttpMethod, OperationDef } from '../api/operations/define.js';
export type { Whole } from '../api/tolerant.js';
export type { OperationName, OperationInput, OperationResult, OperationDefinition, Operations, operations, Out, In } from '../api/operations.js';
export type {
  Card, card, Ledger, ledger, Beneficiary, beneficiary, CardDesign, cardDesign, Consumer, consumer, DocumentRecord, document,
  Mandate, mandate, Transaction, transaction, externalCard, PartnerConfiguration, partnerConfiguration, partnerUser,
} from '../schemas.js';
