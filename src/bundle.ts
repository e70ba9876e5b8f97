/**
 * The script-tag build (dist/svc-elements.js): registers every element and exposes the public API
 * for pages without a bundler. The sandbox is not in here: `<svc-provider sandbox>` loads it on demand.
 */
import './define.js';

export * from './public.js';
