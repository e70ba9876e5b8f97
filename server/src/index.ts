/**
 * svc-elements-server: the reference partner backend as a package. `createServer` answers the
 * kit's route table under `/api` (a Hono app, web-standard Request/Response); mount its `fetch` in
 * your own Node app beside your own routes, or serve it on its own. The hooks say who is calling
 * (`session`), whose records an id names (`ownership`), where state lives (`store`, `policyStore`;
 * `svc-elements-server/redis` for several instances) and where log lines go (`log`).
 * The contract itself (operations, schemas, limits) comes from `svc-elements/operations`.
 */
export { createServer, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, type CallerMode, type ServerEnv, type ServerOptions } from './app.js';
export { access, accessText, type Access, type StaffRole } from './access.js';
export { cookieSessions, sessionWiring, type CookieSessionOptions, type CookieSessions, type Session, type SessionHook } from './session.js';
export { serviceOwnership, type IdKind, type OwnershipHook, type Remembered, type ServiceRead } from './ownership.js';
export { memoryStore, type Store } from './store.js';
export { memoryPolicyStore, type PolicyStore } from './policy/store.js';
export { stdoutSink, type LogFields, type LogSink } from './log.js';
export { mountOpenApi } from './openapi-route.js';
export type { ServiceConfig } from './upstream.js';
export type { UpstreamRoute } from './upstream.config.js';
