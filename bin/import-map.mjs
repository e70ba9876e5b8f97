// The import map that pins every script of the script tag, for dist/ served at a given base URL. Shared
// by the build (scripts/build.mjs) and the partner's tool (svc-elements-integrity), so both write
// the same map from the same hashes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Subresource Integrity value of `content` (`sha384-…` by default). */
export const sri = (content, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

/**
 * The import map for the files of `integrity` ({ 'chunks/x.js': 'sha384-…' }) served at `base`: every
 * script's URL with its hash, the exact inline snippet, and the CSP source that allows that snippet.
 */
export function importMap(integrity, base) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const map = { imports: {}, integrity: {} };
  for (const [file, hash] of Object.entries(integrity)) if (file.endsWith('.js')) map.integrity[prefix + file] = hash;
  const json = JSON.stringify(map, null, 1);
  return { map, json, html: `<script type="importmap">${json}</script>\n`, cspHash: sri(json, 'sha256') };
}

/** The built loader's table: each tag's integrity manifest hash (sha256, base64 without prefix), and the API's under `api`. */
export function loaderTable(loaderSource) {
  const table = /function svcElementIntegrity\(\)\{return (\{.*?\})\}/.exec(loaderSource)?.[1];
  if (!table) throw new Error('svc-elements.js holds no integrity table: is it the built loader?');
  return JSON.parse(table);
}

/** A manifest's file from its hash (as the build names it, scripts/script-tag-build.ts). */
const manifestFile = (hash) => `chunks/integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`;

/**
 * Every script a page may fetch through the script tag when it holds `tags` (and imports the API,
 * with `api`), as paths under the served folder: the loader, each tag's manifest and the chunks it
 * lists, and, through the manifests of what those import on demand (texts, the sandbox, reveals...),
 * every chunk that may follow. Read from the folder's own loader and manifests; `read(path)` gives a file's text.
 */
export function pageFiles(read, tags, options = {}) {
  return pageGraph(read, tags, options).files;
}

/**
 * `pageFiles`, and the text of the integrity manifest of each tag (and of the API, with `api`): its
 * JSON, as the file holds it after `export default `. What a page carries so that the loader needs no
 * manifest's round trip before its elements' chunks (`manifestsTag`).
 */
export function pageGraph(read, tags, { api = false } = {}) {
  const table = loaderTable(read('svc-elements.js'));
  const unknown = tags.filter((tag) => !tag.startsWith('svc-') || !(tag in table));
  if (unknown.length) throw new Error(`not elements of this build: ${unknown.join(', ')} (known: ${Object.keys(table).filter((key) => key !== 'api').join(', ')})`);
  const files = new Set(['svc-elements.js']);
  const json = (hash) => read(manifestFile(hash)).replace(/^export default /, '').trimEnd();
  // The page copies the manifests of its own tags (and the API's), and only those: one may also be
  // reached first through another's on-demand imports (the SCA panel's <svc-sca-pending> through the
  // forms'), and is still the page's own. A manifest of what a chunk imports on demand is not copied:
  // it is read when that import is made. It names (space-separated, in its first field) the elements
  // that chunk imports on demand (a journey's steps), which come with their own manifests.
  const own = [...tags.map((tag) => table[tag]), ...(api ? [table.api] : [])];
  const manifests = own.map(json);
  const visit = (hash, onDemand = false) => {
    const file = manifestFile(hash);
    if (files.has(file)) return;
    files.add(file);
    const [root, entries] = JSON.parse(json(hash));
    for (const [name, [, , targets]] of Object.entries(entries)) {
      files.add(`chunks/${name}.js`);
      if (targets) visit(targets, true);
    }
    if (!onDemand) return;
    for (const tag of root.split(' ').filter(Boolean)) {
      if (!table[tag]) throw new Error(`${file} names <${tag}>, which the loader cannot define: not a manifest of this build`);
      visit(table[tag]);
    }
  };
  for (const hash of own) visit(hash);
  if (api) files.add('svc-elements-api.js');
  return { files: [...files].sort(), manifests };
}

/**
 * The page's copies of its integrity manifests, for the loader (its verified import): a
 * data block (not run, so no CSP source), one manifest's JSON a line. The loader uses a copy only
 * when its sha256 is one the loader holds, and then fetches no manifest: the element's chunks are
 * all requested in the wave after the loader's.
 */
export const manifestsTag = (manifests) => `<script type="application/json" data-svc-manifests>\n${manifests.join('\n')}\n</script>\n`;

/**
 * The page's elements' chunks, asked for with the page itself rather than a round trip later by the
 * loader: one `<link rel="modulepreload">` a chunk of its tags' manifests (`manifests`, their JSON),
 * with the sha256 the manifest holds, the very hash the loader would check it against: the loader
 * then adds no preload of its own for that chunk, and its import
 * finds the checked module, or its refusal, in the module map.
 */
const preloadTags = (manifests, base) => {
  const folder = base.endsWith('/') ? base : `${base}/`;
  const chunks = new Map(manifests.flatMap((json) => Object.entries(JSON.parse(json)[1]).map(([name, [hash]]) => [name, hash])));
  return [...chunks].map(([name, hash]) => `\n<link rel="modulepreload" integrity="sha256-${hash}" href="${folder}chunks/${name}.js">`).join('');
};

/** The loader's script tag pinned: its `integrity` (the build's sha384 of svc-elements.js) and `crossorigin`. */
export const loaderTag = (src, integrity) => `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`;

/**
 * Everything a page of `tags` (and of the API, with `api`) carries for the kit served at `base`, from
 * the folder's files (`read`) or the build's hashes (`hashes`, { file: 'sha384-…' }): the files it may
 * fetch and their hashes; what goes before the loader's tag, the import map (`map`) and the copies of
 * the manifests (`copies`); `loader(src)`, the loader's pinned tag followed by the preloads of the elements'
 * chunks, what goes in place of the loader's tag; and the CSP source of the inline map. pinPage and
 * svc-elements-integrity --page/--tags both write a page from this.
 */
export function pagePins(read, tags, { api = false, base, hashes } = {}) {
  const { files, manifests } = pageGraph(read, tags, { api });
  const integrity = Object.fromEntries(files.map((file) => [file, hashes?.[file] ?? sri(read(file))]));
  const { json, html: mapTag, cspHash } = importMap(integrity, base);
  const preloads = preloadTags(manifests.slice(0, tags.length), base);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return {
    files,
    integrity,
    json,
    cspHash,
    map: mapTag,
    copies: manifestsTag(manifests),
    loader: (src = `${prefix}svc-elements.js`) => `${loaderTag(src, integrity['svc-elements.js'])}${preloads}\n`,
  };
}

/**
 * What a page uses, from its HTML and the text of its own scripts: the kit's tags named in them
 * (`known`, the loader's tags) and whether one imports `svc-elements-api.js`.
 */
export function pageUses(texts, known) {
  const tags = new Set();
  for (const text of texts) for (const [tag] of text.matchAll(/\bsvc-[a-z][a-z0-9-]*\b/g)) if (known.includes(tag)) tags.add(tag);
  return { tags: [...tags].sort(), api: texts.some((text) => /svc-elements-api\.js/.test(text)) };
}

/** The local module scripts a page names (`<script type="module" src="…">`, not under the kit's `base`). */
export const pageScripts = (html) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1]).filter((src) => !/^[a-z]+:|^\/\//i.test(src) && !/svc-elements(-api)?\.js$/.test(src));

/**
 * A page as it should be served: the import map of what it uses (`pageUses`) and the copies of its
 * integrity manifests (`manifestsTag`) inserted before its first script, the loader's script tag pinned
 * with `integrity` and `crossorigin` and followed by the preloads of its elements' chunks (`pagePins`),
 * and the map's hash added to `script-src` in its CSP meta tag. `read(path)` gives a file of the served kit folder;
 * `scripts` the text of the page's own scripts. Returns the page, its policy and the map.
 */
export function pinPage(html, { base, read, scripts = [] }) {
  const known = Object.keys(loaderTable(read('svc-elements.js'))).filter((key) => key !== 'api');
  const uses = pageUses([html, ...scripts], known);
  const { files, integrity, map, copies, loader, cspHash } = pagePins(read, uses.tags, { api: uses.api, base });
  let pinned = 0;
  // The first loader's tag is followed by the preloads, so that the browser asks for the loader first.
  let page = html.replace(/<script type="module" src="([^"]*svc-elements\.js)"><\/script>/g, (_whole, src) => (pinned++ === 0 ? loader(src).trimEnd() : loaderTag(src, integrity['svc-elements.js'])));
  if (pinned === 0) throw new Error('the page has no <script type="module" src="…svc-elements.js"></script> to pin');
  const first = page.indexOf('<script');
  page = `${page.slice(0, first)}${map.trimEnd()}\n    ${copies.trimEnd()}\n    ${page.slice(first)}`;
  let policy;
  page = page.replace(/(http-equiv="Content-Security-Policy" content=")([^"]*)"/, (_whole, start, content) => {
    policy = content.replace(/script-src ([^;]*)/, (_directive, sources) => `script-src ${sources} '${cspHash}'`);
    return `${start}${policy}"`;
  });
  return { html: page, policy, tags: uses.tags, api: uses.api, files, cspHash };
}

/**
 * `pinPage` for a page file on disk: its own module scripts read beside it, the kit read from
 * `kitFolder` (the built dist/) served at `base`. The demo server serves its pages through this.
 */
export function pinPageFile(html, { pageFolder, kitFolder, base }) {
  const scripts = pageScripts(html)
    .map((src) => join(pageFolder, src.replace(/[?#].*$/, '')))
    .filter((path) => path.startsWith(pageFolder) && existsSync(path))
    .map((path) => readFileSync(path, 'utf8'));
  return pinPage(html, { base, scripts, read: (file) => readFileSync(join(kitFolder, file), 'utf8') });
}
