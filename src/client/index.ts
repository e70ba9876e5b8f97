export * from './adapter.js';
export * from './client.js';
export * from './sca.js';
export { operationName, resolveOperation } from './operation-ref.js';
export { buildQuery, fillPath, routeOf, validateInput, type Route } from './request.js';
