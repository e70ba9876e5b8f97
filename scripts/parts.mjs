// Writes the part vocabulary into the README from scripts/part-vocabulary.mjs (`--check`: fail if it differs).
import { readFileSync, writeFileSync } from 'node:fs';
import { MODIFIABLE, PART_NAMES } from './part-vocabulary.mjs';

const table = [
  '| part | what it is |',
  '|---|---|',
  ...Object.entries(PART_NAMES).map(([name, what]) => `| \`${name}\`${MODIFIABLE.includes(name) ? ` (+ \`${name}-*\`)` : ''} | ${what} |`),
  '| `*-button` | a button, named by what it does: `submit-button`, `retry-button`, `cancel-button`… |',
].join('\n');

const readme = readFileSync('README.md', 'utf8');
const pattern = /(<!-- parts:start -->\n)[\s\S]*?(<!-- parts:end -->)/;
if (!pattern.test(readme)) {
  console.error('README.md has no <!-- parts:start --> … <!-- parts:end --> section.');
  process.exit(1);
}
const updated = readme.replace(pattern, `$1${table}\n$2`);
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('The part vocabulary in README.md is stale: run `npm run parts` and commit the result.');
    process.exit(1);
  }
  console.log('README part vocabulary is current.');
} else {
  writeFileSync('README.md', updated);
  console.log('README part vocabulary written.');
}
