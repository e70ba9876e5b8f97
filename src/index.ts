/**
 * svc-elements: element classes, the client, the schemas and the sandbox. Importing this module
 * defines no element; import `svc-elements/define` (or a per-element define) for that.
 */
export * from './api/index.js';
export * from './client/index.js';
export * from './sandbox/index.js';
export { en as messagesEn } from './i18n/en.js';
export { SvcProvider } from './elements/provider/svc-provider.js';
export { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from './elements/provider/context.js';
export { defineElement, defineElements, elements } from './elements/registry.js';
