/**
 * The script-tag entry (dist/svc-elements.js): a small loader. Each kit element is defined when one
 * first appears in the document, from its own chunk beside this file, after every chunk it needs has
 * passed its integrity check (src/loader/verified-import.ts); shared code comes in shared chunks.
 * The public API is in dist/svc-elements-api.js, the sandbox loads only for `<svc-provider sandbox>`.
 */
import { elementModules } from './generated/elements.js';
import { defineOnDemand } from './loader/define-on-demand.js';
import { verifiedApi, verifyTag } from './loader/verified-import.js';

// An element defined before the <svc-provider> around it would find no configuration: while a
// provider in the page is not defined yet, the others wait for it to define their tags (their chunks
// are checked and imported meanwhile).
const providerFirst = (tag: string): Promise<unknown> | false | null =>
  tag !== 'svc-provider' && document.querySelector('svc-provider:not(:defined)') && customElements.whenDefined('svc-provider');

// Built, the tag is defined from its element's chunk, imported by the URL it was checked under (a try
// after a failure has one of its own); the table's own imports (the define modules) serve the unbuilt
// source only, and the build replaces them (scripts/script-tag-build.ts).
defineOnDemand(elementModules, { beforeLoad: (tag) => Promise.all([verifyTag(tag), providerFirst(tag)]).then(([define]) => define) });
// A page's first Intl object starts ICU, 10 to 20 ms of its main thread: made here, that start runs
// while the chunks are on their way, not after the first answer (the lists' dates, counts, names).
Intl.DateTimeFormat();

/**
 * The public API's module namespace, every chunk of it checked first. The built
 * dist/svc-elements-api.js imports this loader (by its sha384) and re-exports what this resolves with.
 */
export { verifiedApi as api };
// For a stub evaluated after this loader (the page's own module after the loader's script tag):
// Firefox errs on a second, checked preload of a module it already holds.
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loader's bytes count against its 4 KiB budget, and a global slot is typed only here
(globalThis as { [key: symbol]: unknown })[Symbol.for('svc-elements.api')] ??= verifiedApi;
