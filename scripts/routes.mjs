// Writes the route table into docs/backend.md from the operations table, the reference backend's
// who-may-call table from server/src/access.ts, and its policy table (what each caller may send and
// see) from server/src/policy/ (`--check`: fail if any differs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { writeSections } from './doc-section.mjs';

/** A TypeScript module, bundled and imported. */
async function load(entry) {
  const bundled = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
const { operations } = await load('src/api/operations.ts');
const { access, accessText } = await load('server/src/access.ts');
const { secretLimits } = await load('server/src/limits.ts');
const { policyRows } = await load('server/src/policy/describe.ts');
const { HIDDEN_FROM_END_USERS } = await load('server/src/policy/project.ts');

/**
 * The elements that call each operation: an element folder's files, and the shared folders they
 * import (card/, consumer/…, followed through), import the operation's definition by name.
 */
function elementsByOperation() {
  const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
  const folders = readdirSync('src/elements').filter((name) => statSync(join('src/elements', name)).isDirectory());
  const ops = new Map(folders.map((folder) => [folder, new Set()]));
  const uses = new Map(folders.map((folder) => [folder, new Set()]));
  for (const folder of folders) {
    for (const file of files(join('src/elements', folder))) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import \{([^}]*)\} from '(?:\.\.\/)+api\/operations\/[\w-]+\.js'/g)) {
        for (const name of names.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim()).filter(Boolean)) ops.get(folder).add(name);
      }
      for (const [, other] of text.matchAll(/from '\.\.\/([\w-]+)\//g)) if (other !== folder && uses.has(other)) uses.get(folder).add(other);
    }
  }
  const reached = (folder, seen = new Set()) => {
    if (seen.has(folder)) return new Set();
    seen.add(folder);
    return new Set([...ops.get(folder), ...[...uses.get(folder)].flatMap((other) => [...reached(other, seen)])]);
  };
  const byOperation = {};
  for (const folder of folders.filter((name) => readdirSync(join('src/elements', name)).includes(`svc-${name}.ts`))) {
    for (const name of reached(folder)) (byOperation[name] ??= []).push(`\`<svc-${folder}>\``);
  }
  return byOperation;
}
const callers = elementsByOperation();
const unreached = Object.keys(operations).filter((name) => !callers[name]);

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
  return `| ${def.area} | ${def.summary} | \`${name}\` | \`${def.method}\` | \`${def.path}\` | ${notes.join(', ')} | ${(callers[name] ?? []).join(', ')} |`;
});
const table = [
  `${rows.length} operations; ${rows.length - unreached.length} of them called by an element.`,
  '',
  '| area | operation (spec) | name | method | path | notes | called by |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');

const minutes = (ms) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);
const accessRows = Object.entries(operations).map(([name, def]) => {
  const rule = access[name];
  const limit = secretLimits[name];
  const limitText = limit ? `${limit.limit} per ${minutes(limit.windowMs)} (\`${limit.bucket}\`)` : '';
  return `| \`${name}\` | \`${def.method} ${def.path}\` | ${accessText[rule]} | ${limitText} |`;
});
const accessTable = [
  '| name | route | who may call it | rate limit per end user |',
  '|---|---|---|---|',
  ...accessRows,
].join('\n');

const code = (items) => items.map((item) => `\`${item}\``).join(', ');
const policyTable = [
  `Beyond each line: an end user never sees ${code(HIDDEN_FROM_END_USERS)} in any answer. “—”: nobody of that kind may call the operation.`,
  '',
  '| name | an end user may not send | an end user’s request carries | ids checked against the end user’s records | after sign-up | staff may not send | staff’s request carries | an end user sees |',
  '|---|---|---|---|---|---|---|---|',
  ...policyRows().map((row) => {
    const endUser = access[row.operation] === 'end-user' || access[row.operation] === 'end-user+back-office' || access[row.operation] === 'sign-up';
    const staff = access[row.operation].startsWith('staff:') || access[row.operation] === 'end-user+back-office';
    const cell = (applies, items) => (!applies ? '—' : items.length ? code(items) : '');
    return `| \`${row.operation}\` | ${cell(endUser, row.endUserForbidden)} | ${cell(endUser, row.endUserCarries)} | ${cell(endUser, row.endUserIds)} | ${row.onboarding ? 'yes' : ''} | ${cell(staff, row.staffForbidden)} | ${cell(staff, row.staffCarries)} | ${endUser ? (row.endUserSees ?? 'the answer whole') : '—'} |`;
  }),
].join('\n');

writeSections('docs/backend.md', [['routes', table], ['access', accessTable], ['policy', policyTable]], {
  what: `route table (${rows.length} operations), who-may-call and policy tables`,
  command: 'npm run routes',
});

// Every operation of the spec has an element that calls it.
if (process.argv.includes('--check') && unreached.length) {
  console.error(`No element calls ${unreached.join(', ')}: every operation of the spec must be reachable from an element.`);
  process.exit(1);
}
