/**
 * svc-elements: the element classes, their events, the client, the adapter, errors, the display
 * helpers and the sandbox. Importing this module defines no element; import `svc-elements/define`
 * (or a per-element define) for that. The schemas and limits are on `svc-elements/schemas`.
 */
export * from './public.js';
export * from './sandbox/index.js';
