/**
 * dist/svc-elements-api.js: the public API for pages without a bundler (the client, the schemas,
 * `setDefaultConfig`, the element classes...). It shares its chunks with the elements the loader
 * defines, so its classes and configuration are theirs. Defines no element.
 */
export * from './public.js';
