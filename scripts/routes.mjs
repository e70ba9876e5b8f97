// Writes the route table into docs/backend.md from the operations table, and the reference backend's
// who-may-call table from server/src/access.ts (`--check`: fail if either differs).
import { build } from 'esbuild';
import { writeSections } from './doc-section.mjs';

/** A TypeScript module, bundled and imported. */
async function load(entry) {
  const bundled = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
const { operations } = await load('src/api/operations.ts');
const { access, accessText, rateLimited } = await load('server/src/access.ts');

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

const minutes = (ms) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);
const accessRows = Object.entries(operations).map(([name, def]) => {
  const rule = access[name];
  const limit = rateLimited[name];
  const limitText = limit ? `${limit.limit} per ${minutes(limit.windowMs)} (\`${limit.bucket}\`)` : '';
  return `| \`${name}\` | \`${def.method} ${def.path}\` | ${accessText[rule]} | ${limitText} |`;
});
const accessTable = [
  '| name | route | who may call it | rate limit per end user |',
  '|---|---|---|---|',
  ...accessRows,
].join('\n');

writeSections('docs/backend.md', [['routes', table], ['access', accessTable]], {
  what: `route table (${rows.length} operations) and who-may-call table`,
  command: 'npm run routes',
});
