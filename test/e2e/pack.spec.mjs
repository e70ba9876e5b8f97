// After `npm run build` (part of `npm run check:bundle`): what `npm pack` would publish, against an allow-list. The built library, its
// types, the script tag with its integrity files, the manifest, the integrity tool, the licence and
// the README; nothing else: no tests, stories, sources, server, scripts, secrets, the build's chunk
// graph (it names every source module), or (unless SVC_SOURCEMAP=1) source maps. No shipped script
// names a source file. Every `exports` target, `bin`, `sideEffects` file and manifest field names a
// file in the pack; the integrity tool writes the build's map for a partner's folder; and the Node
// range in `devEngines` is one every locked tool declares it supports.
// Also what the script tag's chunk graph (bundle-graph.mjs) says about each element's page: what a
// page fetches only on demand rides with no element's own chunks, and no element needs more request
// waves before it runs than WAVES allows on a bare script tag. (The sizes against their ceilings are
// size-limit's, `npm run size`; the waves as a browser meets them, waves.spec.mjs; the loader on a
// partner page, test/e2e/bundle.spec.mjs.) Each section is a test; each lists every problem it finds.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import semver from 'semver';
import { importMap } from '../../bin/import-map.mjs';
import { WAVES, readGraph, wavesOf } from '../../scripts/bundle-graph.mjs';

/**
 * Modules an element's page fetches only when a person needs them, never with the element: the
 * sandbox, the SCA panel (except on its own page), a list's filter fields and the form layer they
 * bring, a row's dialog contents, the ledger list's all-pages view, the upload's file list and the
 * card view's reveals, a form's words for refused values it does not show, an acquiring form's
 * handling of the return from the payment page, and the adapter's SCA wait, upload checks and reading of
 * downloaded files and of failed answers, its console notes on answers read tolerantly, its lookup
 * of an operation by name and its console words for a value against its contract, the sessions that expire and their notice, the merging of
 * another language's texts over English. Matched against
 * each page's static chunks by `onDemandLeaks`.
 */
const ON_DEMAND = [
  { module: /^src\/sandbox\/index\.ts$/, what: 'the sandbox' },
  { module: /^src\/elements\/sca-pending\/define\.ts$/, what: 'the SCA panel', except: 'svc-sca-pending' },
  { module: /^src\/elements\/list\/filter-panel\.ts$|filter-fields\.ts$/, what: 'the filter fields' },
  { module: /^src\/elements\/ledger-list\/(all-pages|all-pages-progress|all-pages\.styles|row-window|window-body)\.ts$/, what: "the ledger list's all-pages view" },
  { module: /^src\/elements\/document-upload\/(chosen-files|file-queue|file-row|files|document-request)\.ts$/, what: "the upload's file list" },
  { module: /^src\/elements\/card-view\/(card-reveals|secret-reveal|pin-reveal|display-reveal)\.ts$/, what: 'the PIN and card number reveals' },
  { module: /^src\/elements\/form\/unplaced\.ts$/, what: 'the words for refused values a form does not show' },
  { module: /^src\/elements\/acquiring\/return\.ts$/, what: 'the handling of the return from the payment page' },
  { module: /^src\/(client\/(sca-wait|pending-sca|upload-check|read-file|deviation-notes|operation-lookup|contract-notes)|api\/error-parsing)\.ts$/, what: "the adapter's SCA side, upload checks, reading of files or of failed answers, notes on answers read tolerantly, lookup of an operation by name, console words for an adapter against its contract" },
  { module: /^src\/(client\/session-gate|elements\/base\/session-notice)\.ts$/, what: 'the sessions that expire and their notice' },
  { module: /^src\/i18n\/catalog-merge\.ts$/, what: 'the merging of a language other than English' },
];

/** Each element page that loads an on-demand module with the element: "<tag>: what". */
function onDemandLeaks(graph) {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  const leaks = [];
  for (const tag of graph.tags) {
    const modules = [...graph.filesFor([tag])].flatMap((file) => byFile.get(file).modules);
    for (const { module, what, except } of ON_DEMAND) {
      if (tag !== except && modules.some((id) => module.test(id))) leaks.push(`<${tag}> loads ${what} with the element`);
    }
  }
  return leaks;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
let files = new Set();
let failures = [];
const fail = (message) => failures.push(message);
/** Runs one section as a test: every problem it finds, listed. */
const section = (name, check) =>
  test(name, () => {
    failures = [];
    check();
    assert.deepEqual(failures, [], `${failures.length} problem(s)`);
  });

before(() => {
  assert.ok(existsSync('dist/chunk-graph.json'), 'dist/chunk-graph.json is missing: run `npm run build` first.');
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  files = new Set(pack.files.map((file) => file.path));
});

section(`nothing fetched on demand rides with an element, and no element needs more than ${WAVES.bareScriptTag} request waves`, () => {
  const graph = readGraph();
  failures.push(...onDemandLeaks(graph));
  for (const tag of graph.tags) {
    const waves = wavesOf(graph, tag);
    if (waves > WAVES.bareScriptTag) fail(`<${tag}> needs ${waves} request waves before it runs, over ${WAVES.bareScriptTag}`);
  }
});

/** `./a/*.js` → a matcher for packed paths; `*` spans one path segment, as in `sideEffects`. */
const glob = (pattern) => new RegExp(`^${pattern.replace(/^\.\//, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
const packed = (path) => files.has(path.replace(/^\.\//, ''));

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
  .map((entry) => entry.name);

section('the pack holds what a partner needs, each file on the allow-list, no source path named, no map unless asked', () => {
  if (elements.length === 0) fail('no element folders found in src/elements');

  const required = [
    'package.json',
    'README.md',
    'LICENSE',
    'custom-elements.json',
    'dist/esm/index.js',
    'dist/esm/schemas.js',
    'dist/esm/define.js',
    'dist/types/index.d.ts',
    'dist/types/schemas.d.ts',
    'dist/esm/events.js',
    'dist/types/events.d.ts',
    'dist/esm/operations.js',
    'dist/types/operations.d.ts',
    'dist/esm/sandbox.js',
    'dist/types/sandbox/index.d.ts',
    'dist/types/define.d.ts',
    'dist/svc-elements.js',
    'dist/svc-elements-api.js',
    'dist/integrity.json',
    'dist/importmap.json',
    'dist/importmap.html',
    ...elements.flatMap((name) => [`dist/esm/svc-${name}.js`, `dist/types/elements/${name}/define.d.ts`]),
  ];
  for (const path of required) if (!files.has(path)) fail(`the pack lacks ${path}`);
  if (![...files].some((path) => path.startsWith('dist/chunks/'))) fail('the pack lacks the script tag chunks (dist/chunks/)');

  // The allow-list: a packed file must match one of these, whatever `files` in package.json says.
  const maps = process.env.SVC_SOURCEMAP === '1';
  const allowed = [
    /^(package\.json|README\.md|LICENSE|custom-elements\.json)$/,
    /^dist\/(svc-elements|svc-elements-api)\.js$/,
    /^dist\/(integrity|importmap)\.json$/,
    /^dist\/importmap\.html$/,
    /^dist\/chunks\/[\w.-]+\.js$/,
    /^dist\/esm\/[\w.-]+\.js$/,
    /^dist\/types\/([\w-]+\/)*[\w.-]+\.d\.ts$/,
    /^bin\/[\w-]+\.(mjs|d\.mts)$/,
    ...(maps ? [/^dist\/(chunks\/|esm\/)?[\w.-]+\.js\.map$/] : []),
  ];
  for (const path of files) {
    if (!allowed.some((pattern) => pattern.test(path))) fail(`the pack holds ${path}, which is not on the allow-list of test/e2e/pack.spec.mjs`);
  }
  // Code that runs on a partner's pages or servers names no source file (the chunk graph did: it stays out).
  const sourcePath = /\bsrc\/[\w/.-]+\.ts\b/;
  for (const path of files) {
    if (!/\.(m?js|json|html)$/.test(path) || path === 'custom-elements.json' || path === 'package.json') continue;
    const named = sourcePath.exec(readFileSync(path, 'utf8'))?.[0];
    if (named) fail(`${path} names the source file ${named}`);
  }
  for (const path of files) {
    if (!/\.js$/.test(path)) continue;
    const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path, 'utf8'))?.[1];
    if (!link) continue;
    if (!maps) fail(`${path} points to a source map, and maps ship only with SVC_SOURCEMAP=1`);
    else if (!files.has(join(dirname(path), link))) fail(`${path} points to ${link}, which is not in the pack`);
  }

});

section("every field, export, bin and sideEffects entry of package.json names packed files", () => {
  for (const field of ['main', 'module', 'types', 'customElements']) {
    if (!manifest[field]) fail(`package.json has no "${field}"`);
    else if (!packed(manifest[field])) fail(`"${field}" names ${manifest[field]}, which is not in the pack`);
  }

  /**
   * The file paths an `exports` value leads to, through its conditions. `svc-elements-source` leads to
   * the TypeScript sources in this repository (development and the server's tests); it ships unused.
   */
  const SOURCE_CONDITION = 'svc-elements-source';
  const targets = (value) =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([condition, target]) => (condition === SOURCE_CONDITION ? [] : targets(target)))
        : [];

  const exportsMap = manifest.exports ?? {};
  for (const [key, value] of Object.entries(exportsMap)) {
    for (const target of targets(value)) {
      if (!target.includes('*')) {
        if (!packed(target)) fail(`exports["${key}"] → ${target}, which is not in the pack`);
        continue;
      }
      // A pattern entry matches packed files; each element's own subpath is resolved below.
      const matches = [...files].filter((path) => glob(target).test(path));
      if (matches.length === 0) fail(`exports["${key}"] → ${target} matches no packed file`);
    }
  }

  /** Resolves a subpath through `exports` as Node and bundlers do, exact keys first, then patterns. */
  function resolveExport(subpath) {
    if (exportsMap[subpath]) return exportsMap[subpath];
    for (const [key, value] of Object.entries(exportsMap)) {
      const star = key.indexOf('*');
      if (star < 0) continue;
      const [before, after] = [key.slice(0, star), key.slice(star + 1)];
      if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= key.length - 1) {
        const part = subpath.slice(before.length, subpath.length - after.length);
        return JSON.parse(JSON.stringify(value).replaceAll('*', part));
      }
    }
    return undefined;
  }

  const entries = ['.', './events', './schemas', './operations', './sandbox', './define', ...elements.map((name) => `./svc-${name}`), './custom-elements.json', './package.json'];
  if (existsSync('src/react') || exportsMap['./react']) entries.push('./react');
  for (const subpath of entries) {
    const value = resolveExport(subpath);
    if (!value) {
      fail(`exports has no entry for "${subpath}"`);
      continue;
    }
    for (const target of targets(value)) if (!packed(target)) fail(`"${subpath}" resolves to ${target}, which is not in the pack`);
    if (subpath.startsWith('./svc-') || ['.', './events', './schemas', './operations', './sandbox', './define'].includes(subpath)) {
      if (typeof value !== 'object' || !value.types || !value.import) fail(`"${subpath}" needs both "types" and "import"`);
    }
  }

});

section("bin: the partner's integrity tool ships, runs, and writes the build's own map", () => {
  for (const [name, target] of Object.entries(manifest.bin ?? {})) {
    if (!packed(target)) fail(`bin "${name}" → ${target}, which is not in the pack`);
    else if (!readFileSync(target, 'utf8').startsWith('#!/usr/bin/env node\n')) fail(`bin "${name}" (${target}) does not start with #!/usr/bin/env node`);
  }
  const integrityBin = manifest.bin?.['svc-elements-integrity'];
  if (!integrityBin) fail('package.json has no bin "svc-elements-integrity"');
  else if (packed(integrityBin)) {
    // The served files, copied as the README says, to a versioned folder of a partner's own.
    const served = join(mkdtempSync(join(tmpdir(), 'svc-pack-')), 'svc-elements', '0.1.0');
    for (const file of ['svc-elements.js', 'svc-elements-api.js', 'chunks']) cpSync(join('dist', file), join(served, file), { recursive: true });
    const base = '/static/svc-elements/0.1.0/';
    try {
      execFileSync(process.execPath, [integrityBin, '--base', base, served], { stdio: ['ignore', 'ignore', 'pipe'] });
      const written = JSON.parse(readFileSync(join(served, 'importmap.json'), 'utf8'));
      const expected = importMap(JSON.parse(readFileSync('dist/integrity.json', 'utf8')), base).map;
      if (JSON.stringify(written) !== JSON.stringify(expected)) fail(`svc-elements-integrity wrote a map for ${base} that is not the build's`);
    } catch (error) {
      fail(`svc-elements-integrity failed on the served files: ${error.stderr ?? error.message}`);
    } finally {
      rmSync(dirname(dirname(served)), { recursive: true, force: true });
    }
  }

});

section('sideEffects lists every module that defines elements, and names only real files', () => {
  // Entries under ./src/ keep the kit's own builds (Storybook, the script tag) from dropping its
  // define modules; they name sources, which do not ship. Every other entry names packed files.
  const sideEffects = manifest.sideEffects;
  const sources = readdirSync('src', { recursive: true }).map((path) => `src/${path.split('\\').join('/')}`);
  if (!Array.isArray(sideEffects)) fail('"sideEffects" should list the modules that define elements');
  for (const pattern of sideEffects ?? []) {
    if (pattern.startsWith('./src/')) {
      if (!sources.some((path) => glob(pattern).test(path))) fail(`sideEffects names ${pattern}, which matches no source file`);
      continue;
    }
    if (![...files].some((path) => glob(pattern).test(path))) fail(`sideEffects names ${pattern}, which matches no packed file`);
  }
  // Each entry that defines elements is listed, or a bundler may drop `import 'svc-elements/svc-…'`.
  for (const path of ['dist/esm/define.js', 'dist/svc-elements.js', ...elements.map((name) => `dist/esm/svc-${name}.js`)]) {
    if (!(sideEffects ?? []).some((pattern) => glob(pattern).test(path))) fail(`${path} defines elements, but sideEffects does not list it`);
  }

});

section("engines: what developing the kit needs, and no more (every locked tool accepts devEngines' Node range)", () => {
  // The kit runs in browsers (and imports in Node for server rendering): no `engines` to impose on users.
  if (manifest.engines?.node) fail(`"engines" asks users for Node ${manifest.engines.node}; the kit's runtime needs no Node`);
  const wanted = manifest.devEngines?.runtime;
  if (wanted?.name !== 'node' || !semver.validRange(wanted.version)) fail('devEngines.runtime should name the Node range development needs');
  else {
    // The lowest release of each part of the range, and the Node running this check.
    const floors = semver.validRange(wanted.version).split('||').map((part) => semver.minVersion(part.trim()).version);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      if (!path || !range || entry.optional) continue;
      for (const version of [...floors, process.versions.node]) {
        if (!semver.satisfies(version, range)) fail(`${path.replace(/^.*node_modules\//, '')}@${entry.version} declares Node ${range}, not ${version} (devEngines: ${wanted.version})`);
      }
    }
  }

});
