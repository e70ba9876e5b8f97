/**
 * svc-elements: the element classes, the client, the adapter, errors, the display helpers,
 * configuration and catalogs. Importing this module defines no element; import
 * `svc-elements/define` (or a per-element define) for that. The other entries hold what partners
 * import on purpose: `svc-elements/events` (the event classes and maps), `svc-elements/schemas`
 * (the schemas and limits), `svc-elements/operations` (the operations table and each operation's
 * definition) and `svc-elements/sandbox` (the in-memory backend).
 */
export * from './public.js';
