/**
 * The script-tag entry (dist/svc-elements.js): a small loader. Each kit element is defined when one
 * first appears in the document, from its own chunk beside this file; shared code comes in shared
 * chunks. The public API is in dist/svc-elements-api.js, the sandbox loads only for
 * `<svc-provider sandbox>`.
 */
import { elementModules } from './elements/element-modules.js';
import { defineOnDemand } from './loader/define-on-demand.js';
import { preloadChunks } from './loader/preload.js';

defineOnDemand(elementModules, { beforeLoad: preloadChunks });
