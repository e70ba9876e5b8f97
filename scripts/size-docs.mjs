// Writes the script tag's sizes into docs/sizes.md from the last build (dist/chunk-graph.json): the
// loader's size, stated there once, and what a page holding one element downloads, with the range of
// each element's own share (`--check`, in check:bundle: fail when the build says otherwise).
import { LOADER, budgetRows, kib, readGraph } from './bundle-graph.mjs';
import { writeSections } from './doc-section.mjs';

const graph = readGraph();
const shares = budgetRows(graph).filter((row) => row.name.endsWith('own share of the whole kit')).map((row) => kib(row.bytes));
const loader = `The script-tag loader, \`svc-elements.js\`, is **${kib(graph.gzip(LOADER)).toFixed(1)} KiB**; the page figures below include it.`;
const pages = [
  '| element | KiB | files |',
  '|---|---|---|',
  ...graph.tags.map((tag) => {
    const files = graph.filesFor([tag]);
    return `| \`<${tag}>\` | ${kib(graph.bytes(files)).toFixed(1)} | ${files.size} |`;
  }),
  `| all ${graph.tags.length} | ${kib(graph.pageBytes(graph.tags)).toFixed(1)} | ${graph.filesFor(graph.tags).size} |`,
  '',
  `What one element adds to a page that holds every other (its own share): ${Math.min(...shares).toFixed(1)} to ${Math.max(...shares).toFixed(1)} KiB.`,
].join('\n');
writeSections('docs/sizes.md', [['loader', loader], ['pages', pages]], { what: 'script-tag sizes', command: 'npm run build && npm run size:docs' });
