// Writes the part vocabulary into docs/theming.md from scripts/part-vocabulary.mjs (`--check`: fail if it differs).
import { writeSections } from './doc-section.mjs';
import { MODIFIABLE, PART_NAMES } from './part-vocabulary.mjs';

const table = [
  '| part | what it is |',
  '|---|---|',
  ...Object.entries(PART_NAMES).map(([name, what]) => `| \`${name}\`${MODIFIABLE.includes(name) ? ` (+ \`${name}-*\`)` : ''} | ${what} |`),
  '| `*-button` | a button, named by what it does: `submit-button`, `retry-button`, `cancel-button`… |',
].join('\n');

writeSections('docs/theming.md', [['parts', table]], { what: 'part vocabulary', command: 'npm run parts' });
