// Build pieces of the script-tag output (vite.config.ts, `--mode bundle`).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  exports: string[];
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}

const LOADER = 'svc-elements.js';
const API = 'svc-elements-api.js';
const projectPath = (id: string): string => relative(process.cwd(), id).replaceAll('\\', '/');

/** The tag an element's define module registers, by the kit's convention: src/elements/<name>/define.ts → svc-<name>. */
const tagOf = (id: string): string | undefined => {
  const name = /(?:^|\/)src\/elements\/([^/]+)\/define\.ts$/.exec(projectPath(id))?.[1];
  return name && `svc-${name}`;
};

/** A test on a module id by its project path (node_modules/… or src/…). */
const under = (pattern: RegExp) => (id: string): boolean => pattern.test(projectPath(id));

/**
 * Two shared chunks for the code that nearly every page needs, so that a page downloads a few files
 * rather than a dozen: each file costs its own compression start and the import/export lines that tie
 * it to others. A group takes the modules it matches and, first, what they import. Other modules are
 * placed by the bundler, by the set of entries that use them (form layer, schemas of an area...).
 */
export const chunkGroups = [
  {
    // Lit, the base element, the shared English texts, errors and the request path: every element
    // (the provider uses less of it, and is within its budget with it). Lit's `ifDefined` and `live`
    // too (0.5 KiB): 22 of the 28 elements use one, every large page both, and as files of their own
    // they cost those pages two more files and their imports. Not the base's slot presence, which
    // two elements use (the consumer form, the card view): in `core` it cost every other page 0.2 KiB,
    // as a file of its own it costs those two 0.2 to 0.3 KiB more. Nor the checks of the backend's
    // addresses (base/backend-url.ts: downloads, images), which two elements' first paint and a few
    // parts fetched on demand use; the check of a partner's link (base/safe-url.ts) stays. The list
    // of loopback hosts is core's: the provider's options read it, and alone it was a file.
    name: 'core',
    test: (id: string): boolean =>
      id.includes('rolldown/runtime') ||
      under(
        /^(node_modules\/(lit\/(index|decorators|directives\/(if-defined|live))\.js|lit-html\/(lit-html|directive|directive-helpers|directives\/(if-defined|live))\.js|lit-element\/|@lit\/reactive-element\/|@lit\/task\/|@lit\/context\/lib\/(context-request-event|create-context|controllers\/context-consumer)\.js)|src\/(elements\/(base\/(?!slot-presence|backend-url|session-notice)|provider\/context\.ts|define-element\.ts)|i18n\/(base|catalog|labels|common\/en|errors\/en-shared)\.ts|api\/(errors|own|tolerance|loopback|enums\/common|formats\/(duration|guid))\.ts|client\/operation-ref\.ts))/,
      )(id),
    priority: 2,
  },
  // zod and the building blocks of every schema: every element that sends or reads data.
  { name: 'zod', test: under(/^(node_modules\/zod\/|src\/api\/(primitives|limits|operations\/define|schemas\/common)\.ts)/), priority: 1 },
  // The ISO countries with their names (the currencies' names too: Intl's, no list), of every form and
  // most views that show a country: a chunk of their own, so that the small groups below, some of whose
  // modules import them, do not take them in. Not the currencies' list (currencies.ts): only the
  // consumer form's currency choice uses it, and the bundler places it with that (the choices' chunk).
  { name: 'iso-lists', test: under(/^src\/api\/formats\/(countries|iso-names)\.ts$/), priority: 1 },
  // The ledger statuses with the rule of which may be suspended: the rule alone, shared by the ledger
  // list and the sandbox, was a file of its own (96 B) within the ledger list's 8 KiB own share. With
  // them the IBAN's display (153 B as a file of its own, no imports): 5 of the 13 pages that use either
  // use both (the ledger pages, the account load, the card order), one file fewer there; the other 8
  // carry 0.1 to 0.2 KiB they do not run.
  { name: 'ledger', test: under(/^src\/api\/(enums\/ledger|ledger-usage|formats\/iban-text)\.ts$/), priority: 0 },
  // The lists' small pieces: the status badge, the cells' formats and the rows' keyboard moves (156 to
  // 392 B, three files). Every list has the first two (its base imports them), four have the moves,
  // five other views one or two of them: one file instead of two or three on ten pages, 0.1 to 0.4 KiB
  // unused on the others.
  { name: 'list-pieces', test: under(/^src\/elements\/list\/(badge|list-format|row-moves)\.ts$/), priority: 0 },
];

/** Shared chunks named after the best-known module in them, when they hold one. */
const sharedNames: [RegExp, string][] = [
  [/node_modules\/lit-html\/lit-html\.js$/, 'core'],
  [/node_modules\/zod\/v4\/core\/core\.js$/, 'zod'],
  [/src\/elements\/form\/svc-form-element\.ts$/, 'form'],
];

/**
 * Script-tag chunk names: an element's define chunk after its tag, shared chunks after what they hold.
 * No content hash in a name: the folder is served under a versioned path whose files never change
 * (README, Install; the loader itself has no hash in its name), and each file is checked by the
 * sha256 its manifest holds. A hash of 8 characters in every name cost about 1.1 KiB gzip on a
 * partner's page: it does not compress, in each manifest line and in each chunk's import lines.
 */
export const chunkFileName = (chunk: { facadeModuleId: string | null; moduleIds: string[] }): string => {
  // An element that others import (svc-sca-pending) has its define module inside a shared chunk.
  const tag = (chunk.facadeModuleId ? tagOf(chunk.facadeModuleId) : undefined) ?? chunk.moduleIds.map(tagOf).find(Boolean);
  if (tag) return `chunks/${tag}.define.js`;
  // A language's texts, loaded only when an element shows that language: `i18n-fr-ledger-list-….js`
  // (an element's own from src/elements/<name>/texts/<lang>.ts, a shared part from src/i18n/<part>/<lang>.ts,
  // also when elements' own files of that language import it, which leaves it a chunk with no facade).
  const textsModule = chunk.facadeModuleId ?? (chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : undefined);
  const texts = textsModule && /(?:^|\/)src\/(?:elements\/([a-z-]+)\/texts|i18n\/([a-z-]+))\/([a-z]{2,3}(?:-[A-Z]{2})?)\.ts$/.exec(projectPath(textsModule));
  // English is the page's own code (every element carries its English), not a language loaded on demand.
  if (texts && texts[3] !== 'en') return `chunks/i18n-${texts[3]}-${texts[1] ?? texts[2]}.js`;
  const shared = sharedNames.find(([module]) => chunk.moduleIds.some((id) => module.test(projectPath(id))))?.[1];
  return `chunks/${shared ?? '[name]'}.js`;
};

/**
 * What a chunk's `import("./x.js")` becomes: a call to the loader's checked import when the loader
 * runs (src/loader/verified-import.ts), else the plain import; declared once per chunk that has any.
 */
const dynamicImport = /\bimport\((["'`])(\.{1,2}\/[^"'`]+?\.js)\1\)/g;
// Short (each chunk that imports on demand spells it at every import, and gzip only shares it within
// one file), and no name terser gives: a chunk that holds it already fails the build.
const CHECKED_IMPORT = '$$i';
const checkedImportDeclaration = `const ${CHECKED_IMPORT}=s=>(globalThis[Symbol.for("svc-elements.import")]||(s=>import(s)))(s,import.meta.url);`;

/**
 * The built loader imports an element's define chunk by the URL its integrity manifest names
 * (src/loader/verified-import.ts), never by the element table's own `import()`, which only the
 * unbuilt source runs. Each of those imports (a chunk's name, some bytes gzip per element)
 * becomes one function that refuses; the chunk graph keeps them as the loader's on-demand imports.
 * The table itself, every tag a second time beside its hash in `svcElementIntegrity()`, becomes
 * one built from that table's tags (-92 B gzip of the loader): resolves with the tags it held,
 * which `scriptTagOutput` checks against the tags it writes hashes for.
 */
const UNCHECKED_IMPORT = '$$u';
const elementTable = /\{(?:"[a-z][a-z0-9-]*":\$\$u,)*"[a-z][a-z0-9-]*":\$\$u\}/g;
const withoutElementImports = (loader: Chunk): { code: string; tags: string[] } => {
  if (loader.code.includes(UNCHECKED_IMPORT)) throw new Error(`${LOADER} already uses the name ${UNCHECKED_IMPORT}`);
  let replaced = 0;
  const code = loader.code.replace(/\(\)=>import\((["'`])\.\/(chunks\/[^"'`]+?\.js)\1\)/g, (whole, _quote: string, file: string) =>
    loader.dynamicImports.includes(file) ? (replaced++, UNCHECKED_IMPORT) : whole,
  );
  if (replaced !== loader.dynamicImports.length) throw new Error(`${LOADER}: ${loader.dynamicImports.length} element imports, ${replaced} of them found to replace`);
  const tables = code.match(elementTable) ?? [];
  if (tables.length !== 1) throw new Error(`${LOADER}: ${tables.length} element tables found, one expected`);
  const tags = [...tables[0]!.matchAll(/"([a-z][a-z0-9-]*)":/g)].map((match) => match[1]!);
  if (tags.length !== replaced) throw new Error(`${LOADER}: its element table holds ${tags.length} tags, ${replaced} element imports`);
  const fromIntegrity = `Object.fromEntries(Object.keys(svcElementIntegrity()).filter(t=>t!="api").map(t=>[t,${UNCHECKED_IMPORT}]))`;
  return { code: `const ${UNCHECKED_IMPORT}=()=>{throw Error("svc-elements: import refused")};${code.replace(elementTable, () => fromIntegrity)}`, tags };
};

/**
 * Subresource Integrity of a file. The manifests and the loader's table hold sha256: SRI's shortest
 * strong hash, 16 bytes less of random text per hash than sha384 (which compresses not at all). The
 * page pins the loader itself with the sha384 of dist/integrity.json.
 */
const sri = (content: string | Buffer, algorithm = 'sha256'): string => `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
/** A manifest's file name, from its hash (src/loader/verified-import.ts derives it the same way). */
const manifestName = (integrity: string): string => `integrity-${integrity.slice(7, 23).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}`;
/** A chunk's name in the manifests: its path under chunks/, without `.js`. */
const nameOf = (file: string): string => {
  const name = /^chunks\/(.+)\.js$/.exec(file)?.[1];
  if (!name) throw new Error(`a chunk imports ${file}, outside dist/chunks`);
  return name;
};

/**
 * The public API's module, moved from the entry's place into chunks/ (`chunks/svc-elements-api.js`),
 * its imports rewritten to stay the same files. The page imports the entry's stub instead (`apiStub`),
 * which has this chunk and its imports checked by the loader before any of them runs.
 */
const movedApi = (api: Chunk): Chunk => {
  let rewritten = 0;
  const code = api.code.replace(/(["'`])\.\/chunks\//g, (_whole, quote: string) => (rewritten++, `${quote}./`));
  if (rewritten < new Set([...api.imports, ...api.dynamicImports]).size) throw new Error(`${API}: ${api.imports.length} imports, ${rewritten} of them found to move`);
  return { ...api, fileName: `chunks/${API}`, isEntry: false, code };
};

/**
 * dist/svc-elements-api.js as built: a stub that takes the running loader's `api()` (set on the
 * global object by the page's loader script, which runs first), or else preloads the loader with its sha384 (`link
 * rel=modulepreload integrity`), imports it, and re-exports what the loader's `api()` resolves with:
 * the API's chunk, imported once the loader has had it and every chunk it imports checked
 * (src/loader/verified-import.ts). A page that imports the API without an import map thus fetches
 * no chunk unchecked. The stub itself is fetched by the page's own import: only an import map pins it.
 */
const apiStub = (names: string[], loaderIntegrity: string): string => {
  const bad = names.filter((name) => !/^[A-Za-z_$][\w$]*$/.test(name) || name === 'default');
  if (bad.length) throw new Error(`${API} exports names a stub cannot re-export: ${bad.join(', ')}`);
  return (
    // The loader the page runs, if any (Firefox errs on a modulepreload of a module it already has).
    `let a=globalThis[Symbol.for("svc-elements.api")];if(!a){const u=new URL("./${LOADER}",import.meta.url).href,l=document.createElement("link");` +
    `await new Promise((y,n)=>{if(!l.relList.supports("modulepreload"))return y();l.rel="modulepreload";l.integrity="${loaderIntegrity}";l.href=u;l.onload=y;` +
    `l.onerror=()=>n(Error("svc-elements: "+u+" refused (integrity check or fetch failed).")),document.head.append(l)});a=(await import(u)).api}` +
    // Bound to local names of its own: an export may be called `document` or `URL`.
    `const m=await a(),{${names.map((name, index) => `${name}:e${index}`).join(',')}}=m;` +
    `export{${names.map((name, index) => `e${index} as ${name}`).join(',')}};\n`
  );
};

/**
 * Lit's hooks for the page's globals, left out of the script tag's Lit (its production files, as
 * installed): the polyfill hooks (`lit/polyfill-support.js`, for browsers without shadow DOM, which
 * the kit does not run in), the hydration hook (`@lit-labs/ssr-client`, for server-rendered shadow
 * roots: the loader defines the kit's elements on demand, never over a server's rendering, and a
 * partner's hydration of its own Lit elements no longer reaches into the kit's copy), and the
 * list of Lit versions on the page (read only by a development build of Lit, to warn that two are
 * loaded: the script tag's copy is the kit's own by design). About 0.1 KiB of every page's `core`.
 * Each is replaced by `undefined`, which the minifiers then fold away.
 *
 * Lit's messages for a misuse of its own API (a `css` value that is not a `css` result, a
 * `CSSResult` constructed, `live` on the wrong binding, template strings not from a template
 * literal) are thrown with a short message of their own (about 0.1 KiB): only the kit's own
 * templates could meet them, in its tests, which run Lit's source with its messages.
 *
 * A Lit whose files no longer hold exactly these fails the build rather than ship them.
 */
const LIT_TRIMS: [file: RegExp, trims: [found: RegExp, replacement: string][]][] = [
  [/node_modules\/@lit\/reactive-element\/reactive-element\.js$/, [[/\b\w+\.reactiveElementPolyfillSupport\b/g, 'void 0'], [/\(\w+\.reactiveElementVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, 'void 0']]],
  [/node_modules\/lit-html\/lit-html\.js$/, [[/\b\w+\.litHtmlPolyfillSupport\b/g, 'void 0'], [/\(\w+\.litHtmlVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, 'void 0'], [/Error\("invalid template strings array"\)/g, 'Error("lit: template strings")']]],
  [
    /node_modules\/lit-element\/lit-element\.js$/,
    [[/\b\w+\.litElementPolyfillSupport\b/g, 'void 0'], [/\b\w+\.litElementHydrateSupport\?\.\(\{LitElement:\w+\}\)/g, 'void 0'], [/\(\w+\.litElementVersions\?\?=\[\]\)\.push\("[^"]*"\)/g, 'void 0']],
  ],
  [
    /node_modules\/@lit\/reactive-element\/css-tag\.js$/,
    [
      [/Error\("CSSResult is not constructable\. Use `unsafeCSS` or `css` instead\."\)/g, 'Error("lit: CSSResult")'],
      [/Error\("Value passed to 'css' function must be a 'css' function result: "\+(\w+)\+"\. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security\."\)/g, 'Error("lit: css "+$1)'],
    ],
  ],
  [
    /node_modules\/lit-html\/directives\/live\.js$/,
    [[/Error\("The `live` directive is not allowed on child or event bindings"\)/g, 'Error("lit: live")'], [/Error\("`live` bindings can only contain a single expression"\)/g, 'Error("lit: live")']],
  ],
];
export const withoutLitHooks = (): Plugin => {
  const seen = new Set<RegExp>();
  return {
    name: 'svc-script-tag-lit-hooks',
    transform(code, id) {
      const trims = LIT_TRIMS.find(([file]) => file.test(projectPath(id)))?.[1];
      if (!trims) return undefined;
      let result = code;
      for (const [found, replacement] of trims) {
        const count = result.match(found)?.length ?? 0;
        if (count !== 1) throw new Error(`${projectPath(id)}: ${found.source} found ${count} times in Lit, once expected`);
        result = result.replace(found, replacement);
        seen.add(found);
      }
      return { code: result, map: null };
    },
    buildEnd(error) {
      const missed = LIT_TRIMS.flatMap(([, trims]) => trims.map(([found]) => found)).filter((found) => !seen.has(found));
      if (!error && missed.length) throw new Error(`not found in the build's Lit: ${missed.map((found) => found.source).join(', ')}`);
    },
  };
};

/**
 * The helper the bundler's TypeScript transform calls for each legacy decorator
 * (`@oxc-project/runtime/helpers/decorate`, TypeScript's `__decorate`), as the kit uses it: the
 * `property` and `state` decorators on fields and accessors of its elements (four arguments; the
 * property's descriptor, read when the fourth is `null`). Without the helper's other cases (a class
 * decorator, a parameter's, `Reflect.decorate` from a metadata polyfill), which no kit class has;
 * a call with fewer than four arguments throws rather than decorate wrongly. Each decorator is
 * applied last to first, and the descriptor one hands back is defined, as the helper does.
 */
const DECORATE = /function (__decorate|_decorate)\(decorators, target, key, desc\) \{\n\tvar c = arguments\.length, r = c < 3 \? target : desc === null \? desc = Object\.getOwnPropertyDescriptor\(target, key\) : desc, d;\n\tif \(typeof Reflect === "object" && typeof Reflect\.decorate === "function"\) r = Reflect\.decorate\(decorators, target, key, desc\);\n\telse for \(var i = decorators\.length - 1; i >= 0; i--\) if \(d = decorators\[i\]\) r = \(c < 3 \? d\(r\) : c > 3 \? d\(target, key, r\) : d\(target, key\)\) \|\| r;\n\treturn c > 3 && r && Object\.defineProperty\(target, key, r\), r;\n\}/g;
export const propertyDecorate = (): Plugin => {
  let found = 0;
  return {
    name: 'svc-script-tag-decorate',
    renderChunk(code) {
      if (!code.includes('Reflect.decorate')) return null;
      const result = code.replace(DECORATE, (_whole, name: string) => (
        found++,
        `function ${name}(decorators, target, key, desc) {\n\tif (arguments.length < 4) throw Error("svc-elements: a class or parameter decorator");\n\tlet r = desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc;\n\tfor (let i = decorators.length - 1; i >= 0; i--) r = decorators[i](target, key, r) || r;\n\treturn r && Object.defineProperty(target, key, r), r;\n}`
      ));
      if (result.includes('Reflect.decorate')) throw new Error('the bundler\'s decorate helper is no longer the one svc-script-tag-decorate replaces');
      return { code: result, map: null };
    },
    generateBundle() {
      if (found !== 1) throw new Error(`the bundler's decorate helper replaced ${found} times, once expected`);
    },
  };
};

/**
 * A second minifying pass over the script tag's chunks, by terser (two compress passes), after the
 * bundler's own minifier: on the chunks the bundler has already minified it still finds about 1.4 %
 * (0.9 KiB gzip of the card order's 68 KiB page, 0.3 KiB of `zod`, 0.1 of `core`), by folding
 * what the first pass leaves (repeated property reads, constant branches, longer names). Runs before
 * `scriptTagOutput` rewrites imports and hashes the files. Only the script tag: the npm library is
 * minified again by the partner's own bundler.
 */
const RUNS = 2;
export const terserPass = (): Plugin => ({
  name: 'svc-script-tag-terser',
  async generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (let run = 0; run < RUNS; run++) {
        const result = await minify(output.code, { module: true, ecma: 2022, compress: { passes: 2 }, mangle: true, format: { comments: false } });
        if (result.code === undefined) throw new Error(`terser returned nothing for ${output.fileName}`);
        output.code = result.code;
      }
    }
  },
});

/**
 * Chunks whose functions V8 compiles as it streams them in, off the main thread (Chromium's explicit
 * compile hints, a magic comment on the file's first line; other engines read a comment). Without it,
 * each function is compiled on the main thread at its first call. The floor every partner page runs
 * at first paint (`core`, `zod`, the provider's chunk) and the lists' first render, most of whose
 * functions that render calls. Each hinted file costs about 20 B (gzip); on a quiet machine the
 * floor's three took 5 to 7 ms off the ledger list's cold page at 0 ms a request (docs/sizes.md §
 * Speed). Not every element's own chunk: the largest pages have no 20 B to spare each; nor the
 * loader, which would pass its 3.5 KiB ceiling.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILED_ON_LOAD = new Set(['chunks/core.js', 'chunks/zod.js', 'chunks/svc-provider.js', 'chunks/svc-list-element.js', 'chunks/svc-ledger-list.js']);

/**
 * The script tag's integrity wherever it is served (src/loader/verified-import.ts reads it):
 * - every chunk's on-demand `import()` goes through the loader's checked import;
 * - once written, each tag gets a manifest (`chunks/integrity-….js`) naming the chunk of its
 *   element's class and the export that is the class (`elementClass`; the loader defines the tag
 *   itself, so a page fetches no define chunk), with the sha256 and static imports of every chunk
 *   that chunk needs; an entry of a chunk that imports others on demand
 *   carries the sha256 of a manifest of those targets' chunks (those not already loaded with it),
 *   except other elements' define chunks (a journey's steps): the manifest names those elements
 *   (its first field, space-separated tags) and the loader defines each through its own manifest;
 * - the loader gets each tag's manifest hash (without its `sha256-`), and the API's under `api`,
 *   appended as `svcElementIntegrity()`;
 * - the API entry's module moves to chunks/ and svc-elements-api.js becomes a stub that has it
 *   loaded through the loader (`apiStub`).
 * Also writes dist/chunk-graph.json (each file, the source modules in it, the files it imports,
 * statically or on demand), from which the size budgets compute what a page downloads.
 */
export const scriptTagOutput = (): Plugin => {
  let chunks: Chunk[] = [];
  let loaderTags: string[] = [];
  return {
    name: 'svc-script-tag-output',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as Chunk[];
      if (!chunks.some((chunk) => chunk.fileName === LOADER)) throw new Error(`${LOADER} is not in the build`);
      const apiIndex = chunks.findIndex((chunk) => chunk.fileName === API);
      if (apiIndex < 0) throw new Error(`${API} is not in the build`);
      for (const chunk of chunks) {
        if (chunk.fileName === LOADER) {
          ({ code: chunk.code, tags: loaderTags } = withoutElementImports(chunk));
          continue;
        }
        if (chunk.code.includes(CHECKED_IMPORT)) throw new Error(`${chunk.fileName} already uses the name ${CHECKED_IMPORT}`);
        let rewritten = 0;
        const code = chunk.code.replace(dynamicImport, (_match, quote: string, specifier: string) => (rewritten++, `${CHECKED_IMPORT}(${quote}${specifier}${quote})`));
        if (rewritten < chunk.dynamicImports.length) throw new Error(`${chunk.fileName}: ${chunk.dynamicImports.length} on-demand imports, ${rewritten} of them found to check`);
        // Import declarations are hoisted: the declaration may come first.
        if (rewritten > 0) chunk.code = `${checkedImportDeclaration}${code}`;
        if (COMPILED_ON_LOAD.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}${chunk.code}`;
      }
      // The API's module becomes a chunk; the stub takes its name once the loader's hash is known (writeBundle).
      const api = movedApi(chunks[apiIndex]!);
      if (bundle[api.fileName]) throw new Error(`${api.fileName}: a chunk of that name is in the build already`);
      chunks[apiIndex] = api;
      delete bundle[API];
      this.emitFile({ type: 'asset', fileName: api.fileName, source: api.code });
      const graph = chunks
        .map((chunk) => ({
          file: chunk.fileName,
          entry: chunk.isEntry,
          modules: chunk.moduleIds.filter((id) => !id.startsWith('\0')).map(projectPath),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        }))
        .concat({ file: API, entry: true, modules: ['src/bundle-api.ts'], imports: [], dynamicImports: [LOADER] })
        .sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: `${JSON.stringify(graph, null, 1)}\n` });
    },
    // Hashes are taken of the files as written.
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const hashes = new Map<string, string>();
      const hashOf = (file: string): string => hashes.get(file) ?? hashes.set(file, sri(readFileSync(join(dir, file)))).get(file)!;
      const closure = (file: string, files = new Set<string>()): Set<string> => {
        if (files.has(file)) return files;
        files.add(file);
        for (const imported of byFile.get(file)!.imports) closure(imported, files);
        return files;
      };
      const writeManifest = (root: string, files: Iterable<string>, className?: string): string => {
        const entries = Object.fromEntries([...files].sort().map((file) => [nameOf(file), entryOf(file)]));
        const source = `export default ${JSON.stringify(className === undefined ? [root, entries] : [root, entries, className])}\n`;
        const integrity = sri(source);
        writeFileSync(join(dir, 'chunks', `${manifestName(integrity)}.js`), source);
        return integrity;
      };
      const loader = byFile.get(LOADER)!;
      // Each element's define chunk by its tag (the loader's table holds that element's manifest).
      const defineChunks = new Map<string, string>();
      for (const file of loader.dynamicImports) {
        const tag = byFile.get(file)!.moduleIds.map(tagOf).find(Boolean);
        if (tag) defineChunks.set(tag, file);
      }
      /**
       * The tag of an element's define chunk imported on demand (a journey's step), which the loader
       * checks through that element's own manifest: by the tag its name starts with, as the loader
       * finds it (src/loader/verified-import.ts, `importFrom`).
       */
      const elementOf = (file: string): string | undefined => {
        const tag = /^(svc-[a-z-]+)\.define$/.exec(nameOf(file))?.[1];
        return tag !== undefined && defineChunks.get(tag) === file ? tag : undefined;
      };
      /**
       * The chunk of an element's class and the export that is the class, read from its define chunk as
       * written: `defineElement(tag, Class)` is all a define module does (src/elements/<name>/define.ts),
       * so the chunk is two imports, `defineElement` and the class, and that one call. The loader
       * defines the tag from the class's chunk (src/loader/verified-import.ts, `verifyTag`) and never
       * fetches the define chunk, which only what imports an element without the loader runs.
       */
      const elementClass = (tag: string, file: string): { chunk: string; className: string } => {
        const code = readFileSync(join(dir, file), 'utf8').trim();
        const bindings = new Map<string, [file: string, name: string]>();
        const rest = code.replace(/import\{([\w$]+)(?: as ([\w$]+))?\}from"\.\/([\w.-]+\.js)";/g, (_whole, name: string, local: string | undefined, from: string) => {
          bindings.set(local ?? name, [`chunks/${from}`, name]);
          return '';
        });
        const call = /^([\w$]+)\("([a-z-]+)",([\w$]+)\);?$/.exec(rest);
        const define = call && bindings.get(call[1]!);
        const element = call && bindings.get(call[3]!);
        if (!call || call[2] !== tag || bindings.size !== 2 || !define || !element || define[0] === element[0]) {
          throw new Error(`${file} is not \`defineElement('${tag}', Class)\` alone, which the loader does itself from the class's chunk: ${code}`);
        }
        return { chunk: element[0], className: element[1] };
      };
      const targets = new Map<string, string | undefined>();
      const open = new Set<string>();
      const targetsOf = (file: string): string | undefined => {
        if (targets.has(file)) return targets.get(file);
        const { dynamicImports } = byFile.get(file)!;
        if (dynamicImports.length === 0) return undefined;
        if (open.has(file)) throw new Error(`on-demand imports in a cycle through ${file}: their manifests cannot hold each other's hashes`);
        open.add(file);
        const loaded = closure(file);
        // The elements imported on demand are named (the integrity tool follows them to their own
        // manifests), not listed: their chunks are in those manifests, which the loader holds the hashes of.
        const elements = dynamicImports.map(elementOf).filter((tag): tag is string => tag !== undefined);
        const needed = new Set(
          dynamicImports
            .filter((target) => elementOf(target) === undefined)
            .flatMap((target) => [...closure(target)])
            .filter((other) => !loaded.has(other)),
        );
        const integrity = writeManifest(elements.sort().join(' '), needed);
        open.delete(file);
        targets.set(file, integrity);
        return integrity;
      };
      // The manifest of a chunk's on-demand imports by its sha256 without the prefix, as the loader's table holds them.
      const entryOf = (file: string): [string, string[]] | [string, string[], string] => {
        const target = targetsOf(file);
        const entry: [string, string[]] = [hashOf(file).slice('sha256-'.length), byFile.get(file)!.imports.map(nameOf)];
        return target ? [...entry, target.slice('sha256-'.length)] : entry;
      };

      const table: Record<string, string> = {};
      for (const [tag, file] of defineChunks) {
        const { chunk, className } = elementClass(tag, file);
        table[tag] = writeManifest(nameOf(chunk), closure(chunk), className).slice('sha256-'.length);
      }
      // The loader's element table is built from this one's tags (`withoutElementImports`).
      if ([...loaderTags].sort().join() !== Object.keys(table).sort().join()) throw new Error(`${LOADER}: its element table's tags are not the tags of its integrity table`);
      const api = chunks.find((chunk) => chunk.fileName === `chunks/${API}`)!;
      table['api'] = writeManifest(nameOf(api.fileName), closure(api.fileName)).slice('sha256-'.length);
      // A hoisted function declaration, so the loader's first lines can call it.
      const path = join(dir, LOADER);
      const code = readFileSync(path, 'utf8');
      const declaration = `function svcElementIntegrity(){return ${JSON.stringify(table)}}\n`;
      const mapComment = code.lastIndexOf('//# sourceMappingURL=');
      writeFileSync(path, mapComment < 0 ? `${code}\n${declaration}` : `${code.slice(0, mapComment)}${declaration}${code.slice(mapComment)}`);
      writeFileSync(join(dir, API), apiStub(api.exports, sri(readFileSync(path), 'sha384')));
    },
  };
};
