/**
 * svc-elements/operations: the service contract as a backend needs it, with no element, no DOM and
 * no text catalog. The operations table (method, path, the zod schemas of each request and answer,
 * whether it takes SCA), the spec's limits, the check of an uploaded file's type by its first bytes,
 * and the keyed unions' parts (a backend's strict parse needs to know which keys choose an option).
 * The reference backend (`svc-elements-server`) takes everything it knows of the contract from here.
 * (api/svc-elements-operations.api.md records what this entry exports.)
 */
export {
  operations,
  operationNames,
  type OperationDef,
  type OperationName,
  type Operations,
} from './api/operations.js';
export { LIMITS } from './api/limits.js';
export { contentAccepted } from './api/upload-types.js';
export { keyedUnion, keyedUnionParts } from './api/keyed-union.js';
