/**
 * dist/svc-elements-api.js: the public API for pages without a bundler: what `svc-elements`
 * exports (the client, `setDefaultConfig`, the element classes...) and what `svc-elements/schemas`
 * does. It shares its chunks with the elements the loader defines, so its classes and
 * configuration are theirs. Defines no element.
 */
export * from './public.js';
export * from './schemas.js';
