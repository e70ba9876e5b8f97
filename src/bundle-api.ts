/**
 * dist/svc-elements-api.js: the public API for pages without a bundler: what `svc-elements`
 * exports (the client, `setDefaultConfig`, the element classes...), what `svc-elements/events`
 * does (the event classes, `successResult`) and what `svc-elements/schemas` does. It shares its
 * chunks with the elements the loader defines, so its classes and configuration are theirs.
 * Defines no element. The operations entry is a backend's and the sandbox a chunk of its own.
 */
export * from './public.js';
export * from './events.js';
export * from './schemas.js';
