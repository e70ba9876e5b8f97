// Size budgets, checked by size-limit (`npm run size`, part of `check:bundle`) after `npm run build`.
// Preset @size-limit/file with `gzip: true`: each file gzipped at level 9 and the files of a check
// summed, as a visitor's browser downloads them one by one (the budgets were set in gzip -9; brotli
// would make every figure smaller, not the page lighter). Which files a page downloads is the script
// tag's own knowledge (scripts/bundle-graph.mjs, from the build's chunk graph): size-limit is told
// the list. The ceilings (bundle-graph.mjs, `CEILINGS`) are in KiB rounded to one decimal, as
// docs/sizes.md prints them: a figure passes while it rounds to the ceiling or less.
import { CEILINGS, JOURNEY_STEP_ALLOWANCE, LOADER, readGraph } from './scripts/bundle-graph.mjs';

const graph = readGraph();
const dist = (files) => [...files].map((file) => `dist/${file}`);
/** The largest byte count that rounds to `kib` KiB or less at one decimal. */
const limit = (kib) => `${Math.ceil((kib + 0.05) * 1024) - 1} B`;
const file = { gzip: true };

const checks = [{ ...file, name: `${LOADER}, the loader (≤ ${CEILINGS.loader} KiB)`, path: `dist/${LOADER}`, limit: limit(CEILINGS.loader) }];
for (const tag of graph.tags) {
  checks.push(
    { ...file, name: `only <${tag}> (≤ ${CEILINGS.elementAlone} KiB)`, path: dist(graph.filesFor([tag])), limit: limit(CEILINGS.elementAlone) },
    { ...file, name: `<${tag}> with its provider and manifests (≤ ${CEILINGS.partnerPage} KiB)`, path: dist(graph.partnerFiles([tag])), limit: limit(CEILINGS.partnerPage) },
    {
      ...file,
      name: `<${tag}>'s own share of the whole kit (≤ ${CEILINGS.share} KiB)`,
      path: dist(graph.shareFiles(tag)),
      limit: limit(CEILINGS.share),
    },
  );
}
// Each journey's page once its first step shows, against that step's own partner page (exact bytes).
for (const journey of graph.journeys) {
  const step = graph.firstStep(journey).tag;
  const ceiling = CEILINGS.journeyOverStep[journey];
  if (ceiling === undefined) throw new Error(`<${journey}> has no ceiling over its first step: add it to CEILINGS.journeyOverStep (scripts/bundle-graph.mjs), at its figure.`);
  const over = Math.round(ceiling * 1024);
  checks.push({
    ...file,
    name: `<${journey}> with its first step <${step}> (≤ that step's page + ${ceiling} KiB; goal + ${JOURNEY_STEP_ALLOWANCE})`,
    path: dist(graph.journeyFiles(journey)),
    limit: `${graph.partnerBytes([step]) + over} B`,
  });
}
checks.push({ ...file, name: `the whole kit (${graph.tags.length} tags)`, path: dist(graph.filesFor(graph.tags)) });
for (const chunk of graph.chunks.filter((chunk) => chunk.modules.includes('src/sandbox/index.ts'))) {
  checks.push({ ...file, name: `the sandbox, on demand (≤ ${CEILINGS.sandbox} KiB)`, path: `dist/${chunk.file}`, limit: limit(CEILINGS.sandbox) });
}

export default checks;
