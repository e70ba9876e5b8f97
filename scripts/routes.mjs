// Writes the route table into the README from the operations table (`--check`: fail if it differs).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const bundled = await build({
  entryPoints: ['src/api/operations.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});
const source = bundled.outputFiles[0].text;
const { operations } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);

const rows = Object.entries(operations).map(([name, def]) => {
  const notes = [
    def.sca ? '[SCA]' : '',
    def.bodyType === 'multipart' ? 'multipart' : '',
    def.response === 'none' ? 'No Content' : def.response === 'file' ? 'file' : '',
    def.referred ? 'shape is the kit’s own' : '',
  ].filter(Boolean);
  // What the kit invented on a described operation: the SCA completion of every [SCA] one, and each definition's own notes.
  const kitOwn = [def.sca ? 'SCA completion (`scaId` on the 409, retries with `Service-SCA-Id`)' : '', ...(def.kitOwn ?? [])].filter(Boolean);
  if (kitOwn.length) notes.push(`kit’s own: ${kitOwn.join('; ')}`);
  return `| ${def.area} | ${def.summary} | \`${name}\` | \`${def.method}\` | \`${def.path}\` | ${notes.join(', ')} |`;
});
const table = [
  `${rows.length} operations.`,
  '',
  '| area | operation (spec) | name | method | path | notes |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');

const readme = readFileSync('README.md', 'utf8');
const pattern = /(<!-- routes:start -->\n)[\s\S]*?(<!-- routes:end -->)/;
if (!pattern.test(readme)) {
  console.error('README.md has no <!-- routes:start --> … <!-- routes:end --> section.');
  process.exit(1);
}
const updated = readme.replace(pattern, `$1${table}\n$2`);
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('The route table in README.md is stale: run `npm run routes` and commit the result.');
    process.exit(1);
  }
  console.log('README route table is current.');
} else {
  writeFileSync('README.md', updated);
  console.log(`README route table written (${rows.length} operations).`);
}
