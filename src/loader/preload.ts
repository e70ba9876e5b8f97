/**
 * The chunks each tag needs, appended to the built loader by the build (scripts/script-tag-build.ts);
 * absent when the source runs unbuilt.
 */
declare function svcElementChunks(): { files: string[]; tags: Record<string, number[]> };

/** `files` are chunk names in dist/chunks, beside the loader. (A base in a variable: the bundler rewrites `new URL(…, import.meta.url)`.) */
const loaderUrl = import.meta.url;
const chunkUrl = (name: string): string => new URL(`./chunks/${name}.js`, loaderUrl).href;

const requested = new Set<string>();

/**
 * Starts fetching every chunk the element of `tag` needs at once. Without it the browser learns of
 * each chunk only once the one importing it has arrived: several round trips, one after the other.
 * A modulepreload fetches without running anything, and uses the page's import map integrity.
 */
export function preloadChunks(tag: string): void {
  if (typeof svcElementChunks !== 'function') return;
  const { files, tags } = svcElementChunks();
  for (const index of tags[tag] ?? []) {
    const href = chunkUrl(files[index]);
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
