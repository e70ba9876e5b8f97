/**
 * svc-elements: element classes, the client, the schemas and the sandbox. Importing this module
 * defines no element; import `svc-elements/define` (or a per-element define) for that.
 */
export * from './public.js';
export * from './sandbox/index.js';
