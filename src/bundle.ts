/**
 * The script-tag build (dist/svc-elements.js): registers every element and exposes the client for
 * pages without a bundler. The sandbox is not in here: `<svc-provider sandbox>` loads it on demand.
 */
import './define.js';

export * from './api/index.js';
export * from './client/index.js';
export { SvcProvider } from './elements/provider/svc-provider.js';
export { setDefaultConfig, getDefaultConfig } from './elements/provider/context.js';
export { defineElement, defineElements } from './elements/registry.js';
