// Writes the script tag's sizes into docs/sizes.md from the last build (dist/chunk-graph.json): the
// loader's size, stated there once, and what a page holding one element downloads (alone, and as the
// partner has it: with its provider and the integrity manifests, with its request waves), with the range of
// each element's own share, and each journey's page with its first step beside that step's own (`--check`, in check:bundle: fail when the build says otherwise).
import { CEILINGS, JOURNEY_STEP_ALLOWANCE, LOADER, PARTNER_PAGE_TARGET, kib, readGraph, wavesOf } from './bundle-graph.mjs';
import { writeSections } from './doc-section.mjs';

const graph = readGraph();
const shares = graph.tags.map((tag) => kib(graph.bytes(graph.shareFiles(tag))));
const loader = `The script-tag loader, \`svc-elements.js\`, is **${kib(graph.gzip(LOADER)).toFixed(1)} KiB**; the page figures below include it.`;
const partner = graph.tags.map((tag) => graph.partnerBytes([tag]));
const pages = [
  '| element | alone, KiB | files | with its provider and manifests, KiB | files | waves |',
  '|---|---|---|---|---|---|',
  ...graph.tags.map((tag, index) => {
    const files = graph.filesFor([tag]);
    return `| \`<${tag}>\` | ${kib(graph.bytes(files)).toFixed(1)} | ${files.size} | ${kib(partner[index]).toFixed(1)} | ${graph.partnerFiles([tag]).size} | ${wavesOf(graph, tag)} |`;
  }),
  `| all ${graph.tags.length} | ${kib(graph.pageBytes(graph.tags)).toFixed(1)} | ${graph.filesFor(graph.tags).size} | ${kib(graph.partnerBytes(graph.tags)).toFixed(1)} | ${graph.partnerFiles(graph.tags).size} | |`,
  '',
  `The page as the partner has it (loader, provider, one element, their manifests) is ${kib(Math.min(...partner)).toFixed(1)} to ${kib(Math.max(...partner)).toFixed(1)} KiB; CI holds it under ${CEILINGS.partnerPage.toFixed(1)} KiB (a ratchet, to be lowered only; it was raised at three merges, the first won back the next session: see [Budgets](#budgets); target ${PARTNER_PAGE_TARGET}).`,
  '',
  `What one element adds to a page that holds every other (its own share): ${Math.min(...shares).toFixed(1)} to ${Math.max(...shares).toFixed(1)} KiB.`,
].join('\n');
const journeys = [
  '| journey | its first step | journey page, KiB | files | first step\'s page, KiB | over it, KiB |',
  '|---|---|---|---|---|---|',
  ...graph.journeys.map((journey) => {
    const step = graph.firstStep(journey).tag;
    const files = graph.journeyFiles(journey);
    const [page, stepPage] = [graph.bytes(files), graph.partnerBytes([step])];
    return `| \`<${journey}>\` | \`<${step}>\` | ${kib(page).toFixed(1)} | ${files.size} | ${kib(stepPage).toFixed(1)} | ${kib(page - stepPage).toFixed(1)} |`;
  }),
  '',
  `Goal: at most ${JOURNEY_STEP_ALLOWANCE} KiB over the first step's page; CI holds each journey under its own ceiling over it (${graph.journeys.map((journey) => `\`<${journey}>\` ${CEILINGS.journeyOverStep[journey]?.toFixed(1)} KiB`).join(', ')}: ratchets, to be lowered only).`,
].join('\n');
writeSections('docs/sizes.md', [['loader', loader], ['pages', pages], ['journeys', journeys]], { what: 'script-tag sizes', command: 'npm run build && npm run size:docs' });
