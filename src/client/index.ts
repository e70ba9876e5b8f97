export * from './adapter.js';
export * from './client.js';
export * from './sca.js';
export { buildQuery, fillPath, validateInput, type Route } from './request.js';
