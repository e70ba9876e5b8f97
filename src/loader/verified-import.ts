/**
 * Integrity of the script tag's chunks wherever dist/ is served, with or without an import map
 * (PCI DSS 6.4.3). The loader is pinned by the page's own `integrity` attribute and carries, per
 * tag (and for the public API, under `api`), the sha256 of a small manifest (`chunks/integrity-….js`) that lists the sha256 and the static
 * imports of every chunk the element needs, and names the element's chunk and the export that is its
 * class (the loader defines the tag from it: no define chunk to fetch); an entry of a chunk that imports others on demand also
 * carries the sha256 of the manifest of those (another element it imports on demand, a journey's step,
 * comes through that element's own manifest instead). Before any module is imported, every file of its
 * static graph is preloaded with `<link rel="modulepreload" integrity>`: the browser checks each one
 * and keeps it in its module map, where the import, and the chunks' imports of each other, find it.
 * A file that fails its check is never run, and nothing that imports it is.
 */

/** Appended to the built loader by scripts/script-tag-build.ts: each tag's manifest sha256 (base64, no prefix), and the API's under `api`. Absent unbuilt. */
declare function svcElementIntegrity(): Record<string, string>;

/** A chunk's sha256 (base64, no prefix, as every hash the loader reads), its static imports, and the hash of the manifest of what it imports on demand. */
type Entry = [hash: string, imports: string[], targets?: string];

/** What a rewritten `import()` in a chunk calls (see scripts/script-tag-build.ts). */
const IMPORT = Symbol.for('svc-elements.import');

const loaderUrl = import.meta.url;
const chunks = new URL('./chunks/', loaderUrl).href;
const entries = new Map<string, Entry>();
const preloads = new Map<string, Promise<void>>();
/** A chunk whose own fetch failed when imported for itself (an element's, an on-demand one), and its failed tries. */
const failedAttempts = new Map<string, number>();
// Without modulepreload nothing can be checked; WebKit (WebKitGTK 2.50, Safari) preloads but runs a
// module whose integrity does not match. There the chunks load unchecked, and the console says so.
const preloading = document.createElement('link').relList.supports('modulepreload');
const enforced = preloading && !/Apple/.test(navigator.vendor);
let warned = false;

/**
 * A chunk's URL. A browser keeps a failed module failed for its URL until the page reloads (Chromium
 * and Firefox, 2026), so a chunk whose own fetch failed is tried again under a query of its own; the
 * hash still applies: it is by name. Other chunks import it by its plain URL: see `checked`.
 */
const urlOf = (name: string, attempt = 0): string => `${chunks}${name}.js${attempt ? `?retry=${attempt}` : ''}`;

/** A chunk's name from its URL (path under chunks/, without `.js` or query), if it is one of ours. */
function nameOf(url: string): string | undefined {
  const href = url.replace(/[?#].*$/, '');
  return href.startsWith(chunks) && href.endsWith('.js') ? href.slice(chunks.length, -3) : undefined;
}

/**
 * Has a file fetched and checked by a `modulepreload` with its sha256. One the page itself preloads
 * with that very hash (the integrity tool writes those for the page's elements, so that they come
 * with the loader) is left to that link: the browser checked it against the same hash, and the
 * import finds it (or its refusal) in the module map. Firefox fails a second checked preload of a
 * module it holds.
 */
function preload(href: string, hash: string): Promise<void> {
  const integrity = `sha256-${hash}`;
  let pending = preloads.get(href);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) if (link.href === href && link.integrity === integrity) pending ??= Promise.resolve();
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.integrity = integrity;
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        // Forgotten, and the link gone (it vouches for nothing), so that Try again asks the browser again.
        preloads.delete(href);
        link.remove();
        reject(new Error(`svc-elements: ${href} refused (integrity check or fetch failed).`));
      };
      document.head.append(link);
    });
    preloads.set(href, pending);
  }
  return pending;
}

/**
 * Has every file of a chunk's static graph fetched and checked; resolves with the URL to import it by.
 * Only the chunk asked for may be under a URL of its own (its own fetch failed before): the files it
 * imports are under the plain URLs its import lines name. A graph that imports a chunk tried again
 * under a URL of its own is refused: its import would be a second copy of that module (two classes
 * for one element), or fail. A failure of another file leaves the chunk's URL as it was.
 */
async function checked(name: string): Promise<string> {
  if (!enforced && !warned) {
    warned = true;
    console.error("svc-elements: THIS BROWSER DOES NOT CHECK THE INTEGRITY OF THE KIT'S CHUNKS: THEY RUN UNCHECKED.");
  }
  if (!preloading) return urlOf(name);
  const attempt = failedAttempts.get(name) ?? 0;
  const url = urlOf(name, attempt);
  const graph = new Set<string>();
  const walk = (file: string): void => {
    const entry = entries.get(file);
    if (!entry) throw new Error(`svc-elements: ${urlOf(file)} is in no integrity manifest: refused.`);
    if (file !== name && failedAttempts.has(file)) throw new Error(`svc-elements: ${urlOf(file)} failed before: reload the page.`);
    if (graph.has(file)) return;
    graph.add(file);
    entry[1].forEach(walk);
  };
  walk(name);
  await Promise.all(
    [...graph].map((file) =>
      file === name
        ? // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- walk() put only files with an entry in the graph
          preload(url, entries.get(file)![0]).catch((error: unknown) => {
            failedAttempts.set(name, attempt + 1);
            throw error;
          })
        : // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- as above
          preload(urlOf(file), entries.get(file)![0]),
    ),
  );
  return url;
}

const importChecked = (name: string): Promise<unknown> => checked(name).then((url) => import(/* @vite-ignore */ url));

/**
 * A manifest: the chunk it is for (an element's, the API's) or, for a chunk's on-demand imports, the
 * elements among them (space-separated tags); the entries; for an element, the export of its chunk
 * that is its class.
 */
type Manifest = [root: string, entries: Record<string, Entry>, className?: string];

/**
 * Copies of manifests that the page carries (`<script type="application/json" data-svc-manifests>`,
 * written by the integrity tool for the page's tags: each manifest's JSON on a line of its own), by
 * the sha256 of the file each copies. A copy stands in for the file only when that hash is one the
 * loader holds, so it saves the manifest's round trip and vouches for nothing the file would not:
 * a copy that differs from the build's is ignored, and the file fetched and checked instead.
 * Without SubtleCrypto (a page not served over https) no copy is used.
 */
const copies = Promise.all(
  (document.querySelector('script[data-svc-manifests]')?.textContent ?? '').split('\n').map(async (line): Promise<[string, string]> => [
    btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`export default ${line}\n`))))),
    line,
  ]),
).then(
  (pairs) => new Map(pairs),
  () => new Map<string, string>(),
);

/** Reads a manifest (itself checked by its sha256, base64 without prefix) into the entries; resolves with it. */
async function readManifest(hash: string): Promise<Manifest> {
  const name = `integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}`;
  const copy = (await copies).get(hash);
  entries.set(name, [hash, []]);
  // The copy's sha256, or the file's (checked as it was preloaded), matched the one the loader holds: it is the build's own manifest.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a checked build file, read in the loader's 4 KiB
  const manifest = (copy ? JSON.parse(copy) : ((await importChecked(name)) as { default: Manifest }).default) as Manifest;
  for (const [file, entry] of Object.entries(manifest[1])) entries.set(file, entry);
  return manifest;
}

/**
 * An on-demand import made by a chunk: another element's define chunk (`svc-x.define.js`, a
 * journey's step) is not fetched: that element is defined as the loader defines a tag, from its own
 * manifest, whose hash the loader holds as for any tag (the import resolves with the element's
 * module); any other target is checked through the importing chunk's manifest of targets (which
 * lists no element's chunks). A chunk this loader did not load is not vouched for here: its imports
 * are left to the page's import map (the API entry's chunks come through the loader, see `verifiedApi`).
 */
async function importFrom(specifier: string, base: string): Promise<unknown> {
  const url = new URL(specifier, base).href;
  const target = nameOf(url);
  // No chunk is named '': a base that is none of ours finds no entry.
  const entry = entries.get(nameOf(base) ?? '');
  if (!entry || target === undefined) return import(/* @vite-ignore */ url);
  // `svc-x.define` → `svc-x`; an element's other chunks (`svc-x`) are no define chunk.
  const tag = /^(.+)\.define$/.exec(target)?.[1];
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- verifyTag() runs built, as this does
  if (tag && svcElementIntegrity()[tag]) return verifyTag(tag)!.then((define) => define());
  if (entry[2]) await readManifest(entry[2]);
  return importChecked(target);
}

/**
 * Has the chunk of `tag`'s element and everything it imports fetched and checked, then imported (by
 * a URL of its own after a failed try), and resolves with the function that defines the tag from it
 * (unless the tag is taken) and returns the module; installs the check for the chunks' own on-demand
 * imports. The import runs while the caller may still wait (for the provider): only the definition
 * waits. Does nothing when the source runs unbuilt.
 */
export function verifyTag(tag: string): Promise<() => unknown> | undefined {
  if (typeof svcElementIntegrity !== 'function') return undefined;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loader's bytes count against its 4 KiB budget, and a global slot is typed only here
  (globalThis as { [IMPORT]?: typeof importFrom })[IMPORT] = importFrom;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the loader loads only the tags of its table
  return readManifest(svcElementIntegrity()[tag]!).then(async ([root, , className]) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a checked build file, read in the loader's 4 KiB
    const module = (await import(/* @vite-ignore */ await checked(root))) as Record<string, CustomElementConstructor>;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an element's manifest names its class
    return () => (customElements.get(tag) || customElements.define(tag, module[className!]!), module);
  });
}

/**
 * The public API (what dist/svc-elements-api.js re-exports): its chunk and every chunk it imports,
 * fetched and checked like an element's, then imported. The built `svc-elements-api.js` is a stub
 * that imports this loader by its sha384 and calls this, so that a page importing the API without
 * an import map fetches no chunk unchecked (a chunk fetched unchecked first would be answered from
 * the module map to the loader's checked preload). Rejects, and says so, when a file is refused.
 */
export function verifiedApi(): Promise<unknown> {
  if (typeof svcElementIntegrity !== 'function') return Promise.reject(new Error('svc-elements: the API loads from the built script tag only'));
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loader's bytes count against its 4 KiB budget, and a global slot is typed only here
  (globalThis as { [IMPORT]?: typeof importFrom })[IMPORT] = importFrom;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the build always writes the API's
  return readManifest(svcElementIntegrity()['api']!)
    .then(([root]) => importChecked(root))
    .catch((error: unknown) => {
      console.error('svc-elements: svc-elements-api.js could not be loaded: a file it needs was refused.', error);
      throw error;
    });
}
