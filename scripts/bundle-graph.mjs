// What a page downloads through the script tag, computed from the build's own chunk graph
// (dist/chunk-graph.json, written by the bundle build): the loader, then for each element on the page
// the chunk of its class (which the loader defines it from) and every chunk that chunk imports statically, transitively. On-demand
// imports (the sandbox, other elements) are not part of it. Sizes are gzip -9 of each file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
export const LOADER = 'svc-elements.js';

/**
 * Ceilings in KiB, gzip -9, that CI enforces (`npm run size`): a page of one element alone, the page
 * as the partner has it (`partnerPage`, below), what one element adds to a page holding every other
 * (its own share), the loader (4 KiB, DESIGN.md §9), the sandbox loaded on demand, and what each
 * journey's page may weigh over its first step's (`journeyOverStep`, one ceiling a journey, the goal
 * being JOURNEY_STEP_ALLOWANCE). Ratchets: set to what has been reached, only ever lowered; their history,
 * each rise at a merge and each win back, is told once, in docs/sizes.md's Budgets. Every new
 * element must fit them too.
 */
export const CEILINGS = {
  elementAlone: 45.8, share: 7.6, partnerPage: 51.9, loader: 3.5, sandbox: 30,
  journeyOverStep: { 'svc-banking-home': 3.7, 'svc-company-onboarding': 4.0, 'svc-onboarding': 3.4 },
};

/**
 * The page as the partner has it (issue 29): loader, provider, one element and their integrity
 * manifests, gzip -9. A ratchet: `partnerPage` is the largest such page when it was set, and is only
 * ever lowered; the target is 52 KiB (moonshot 40).
 */
export const PARTNER_PAGE_TARGET = 52;

/**
 * Request waves before an element of a page can run, counted from the script tag's structure (the
 * chunk graph and the manifests): the page, the loader, the element's manifest, then every chunk of
 * its static graph at once (the manifest lists them all and the loader preloads them together).
 * A page carrying its per-page data (the import map, its manifests' copies and a preload of each of
 * its elements' chunks, bin/import-map.mjs) needs two: the page, then the loader with every chunk
 * (the page asks for them beside the loader, which reads the copies and fetches no manifest).
 * Parts imported on demand while the element first renders are not in this count.
 */
export const WAVES = { bareScriptTag: 4, withPageData: 2 };
export function wavesOf(graph, tag) {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
  // Every file of the element's static graph is listed in its one manifest: they are preloaded in one wave.
  const depthOfStaticGraph = byFile.get(graph.elementChunks.get(tag)) ? 1 : Infinity;
  return 1 /* page */ + 1 /* loader */ + 1 /* manifest */ + depthOfStaticGraph;
}

/**
 * A journey (an element built on `JOURNEY_BASE`) fetches its steps' elements on demand; its page, once
 * its first step shows, should weigh at most that step's element page (its partner page) plus
 * `JOURNEY_STEP_ALLOWANCE` KiB (issue 32). `npm run size` holds each journey to its first step's page
 * plus its own `CEILINGS.journeyOverStep`, in bytes (not rounded), until that ratchet reaches the goal.
 */
export const JOURNEY_BASE = 'src/elements/journey/svc-journey-element.ts';
/** Journeys not built on `JOURNEY_BASE`: `<svc-banking-home>` runs views the person moves between, not steps in order (its first view the ledger list). */
export const OTHER_JOURNEYS = ['svc-banking-home'];
export const JOURNEY_STEP_ALLOWANCE = 4;
/**
 * The source modules a journey imports on demand before its first step's element shows (besides that
 * element): their chunks, with every chunk those import and the manifest through which the loader has
 * them checked, are part of the journey's page (`journeyFiles`). `check:waves` fails when a journey's
 * page fetches, before its first step shows, a file its page does not count: declare the module here.
 * None now: a module every first page of a journey needs is better imported statically, with the journey.
 */
export const JOURNEY_FIRST_PAGE_IMPORTS = {};

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

export function readGraph() {
  const path = join(DIST, 'chunk-graph.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first.`);
  const chunks = JSON.parse(readFileSync(path, 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  // Each element's tag and the chunk holding its define module (src/elements/<name>/define.ts → svc-<name>).
  const defineChunks = new Map();
  for (const chunk of chunks) {
    for (const id of chunk.modules) {
      const name = /^src\/elements\/([^/]+)\/define\.ts$/.exec(id)?.[1];
      if (name) defineChunks.set(`svc-${name}`, chunk.file);
    }
  }
  const loader = byFile.get(LOADER);
  // The tags the loader can define: those whose define chunk its table imports (the unbuilt source's way).
  const tags = [...defineChunks.keys()].filter((tag) => loader.dynamicImports.includes(defineChunks.get(tag))).sort();
  // Each tag's integrity manifest (chunks/integrity-….js), named by the hash the loader holds.
  const table = JSON.parse(/function svcElementIntegrity\(\)\{return (\{.*?\})\}/.exec(readFileSync(join(DIST, LOADER), 'utf8'))?.[1] ?? '{}');
  const manifestFile = (hash) => `chunks/integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`;
  const manifestOf = (tag) => manifestFile(table[tag]);
  const manifestEntries = (file) => JSON.parse(readFileSync(join(DIST, file), 'utf8').replace(/^export default /, ''))[1];
  // The chunk the loader defines each tag from: the one its manifest names, the chunk of the
  // element's class (the loader fetches no define chunk, src/loader/verified-import.ts).
  const elementChunks = new Map(
    tags.map((tag) => [tag, `chunks/${JSON.parse(readFileSync(join(DIST, manifestOf(tag)), 'utf8').replace(/^export default /, ''))[0]}.js`]),
  );

  /** The files a page holding `pageTags` downloads through the script tag. */
  const filesFor = (pageTags) => {
    const files = new Set();
    const visit = (file) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file).imports) visit(imported);
    };
    visit(LOADER);
    for (const tag of pageTags) visit(elementChunks.get(tag));
    return files;
  };
  const bytes = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
  /**
   * The page as the partner has it: the loader, a provider and `pageTags`, each with its integrity
   * manifest and every chunk it imports statically (what the script tag fetches before first paint).
   */
  const partnerFiles = (pageTags) => {
    const withProvider = [...new Set(['svc-provider', ...pageTags])];
    const files = filesFor(withProvider);
    for (const tag of withProvider) files.add(manifestOf(tag));
    return files;
  };
  // Journeys: the elements built on the journey's base (src/elements/journey/), each fetching its steps'
  // elements on demand. Its first step is the first element its own chunks (those no other kind of
  // element loads) import on demand, in the order
  // the build lists those imports (the source's: a journey's `loadStep` names its steps in order);
  // `check:waves` checks in Chromium that the journey's page shows that element first.
  // A journey imports its steps' define chunks on demand (the loader defines them from their elements' chunks).
  const tagOfChunk = new Map([...defineChunks].map(([tag, file]) => [file, tag]));
  const journeys = tags.filter((tag) => OTHER_JOURNEYS.includes(tag) || [...filesFor([tag])].some((file) => byFile.get(file).modules.includes(JOURNEY_BASE)));
  /** A journey's first step: `{ tag, via }`, the step's element and the journey's chunk that imports it. */
  const firstStep = (journey) => {
    const order = [];
    const visit = (file) => {
      if (order.includes(file)) return;
      order.push(file);
      for (const imported of byFile.get(file).imports) visit(imported);
    };
    visit(elementChunks.get(journey));
    // Only the journeys' own chunks: a shared one's on-demand imports (the SCA panel in `core`) are any element's.
    const others = filesFor(tags.filter((tag) => !journeys.includes(tag)));
    for (const file of order.filter((chunk) => !others.has(chunk))) {
      const step = byFile.get(file).dynamicImports.map((imported) => tagOfChunk.get(imported)).find((tag) => tag && tag !== journey && tags.includes(tag));
      if (step) return { tag: step, via: file };
    }
    throw new Error(`<${journey}> is built on the journey's base but imports no element on demand: it has no first step.`);
  };
  /** The on-demand manifest of `importer`'s targets, as `journey`'s manifest names it (the loader fetches it with the first of them). */
  const targetsManifest = (journey, importer) => {
    const targets = manifestEntries(manifestOf(journey))[importer.replace(/^chunks\/|\.js$/g, '')]?.[2];
    if (!targets) throw new Error(`<${journey}>'s manifest lists no manifest of ${importer}'s on-demand imports.`);
    return manifestFile(targets);
  };
  /**
   * A journey's page as the partner has it, once its first step shows: its partner page, the first
   * step's element with every chunk it imports, and the manifest through which the loader has them
   * checked: that element's own (src/loader/verified-import.ts, `importFrom`). The manifest of the
   * journey's other on-demand imports (its texts in other languages, its later reads) names the
   * step's element rather than listing its chunks, and is fetched only with one of those: with the
   * modules the journey imports on demand before its first step shows (`JOURNEY_FIRST_PAGE_IMPORTS`),
   * whose chunks and their static imports the page holds too.
   */
  const journeyFiles = (journey) => {
    const { tag, via } = firstStep(journey);
    const files = partnerFiles([journey]);
    const journeyChunks = new Set(files);
    for (const file of filesFor([tag])) files.add(file);
    const [named] = JSON.parse(readFileSync(join(DIST, targetsManifest(journey, via)), 'utf8').replace(/^export default /, ''));
    if (!named.split(' ').includes(tag)) throw new Error(`the manifest of ${via}'s on-demand imports does not name <${tag}>: the loader would not check it through its own manifest.`);
    files.add(manifestOf(tag));
    for (const module of JOURNEY_FIRST_PAGE_IMPORTS[journey] ?? []) {
      const chunk = chunks.find((candidate) => candidate.modules.includes(module));
      if (!chunk) throw new Error(`${module}, which <${journey}> imports before its first step, is in no chunk.`);
      const importer = [...journeyChunks].find((file) => byFile.get(file)?.dynamicImports.includes(chunk.file));
      if (!importer) throw new Error(`no chunk of <${journey}>'s page imports ${module} (${chunk.file}) on demand.`);
      const seen = new Set();
      const visit = (file) => {
        if (seen.has(file)) return;
        seen.add(file);
        files.add(file);
        for (const imported of byFile.get(file).imports) visit(imported);
      };
      visit(chunk.file);
      files.add(targetsManifest(journey, importer));
    }
    return files;
  };
  /** What `tag` adds to a page that holds every other element (its own share): the files only it brings. */
  const shareFiles = (tag) => {
    const others = filesFor(tags.filter((other) => other !== tag));
    return new Set([...filesFor(tags)].filter((file) => !others.has(file)));
  };
  return { chunks, tags, elementChunks, gzip, filesFor, partnerFiles, shareFiles, journeys, firstStep, journeyFiles, pageBytes: (pageTags) => bytes(filesFor(pageTags)), partnerBytes: (pageTags) => bytes(partnerFiles(pageTags)), bytes };
}
