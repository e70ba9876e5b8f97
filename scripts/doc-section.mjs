// One home for the documentation's generated sections: the text between `<!-- name:start -->` and
// `<!-- name:end -->` in a Markdown page, written from code (`--check` on the command line: fail if
// it differs instead). Run as a command, it writes the sections below (all, or those named):
//   node scripts/doc-section.mjs [routes] [sandbox] [parts] [policy] [picture] [--check]
// - routes: docs/backend.md's route table from the operations table, the reference backend's
//   who-may-call table from server/src/access.ts and its policy table from server/src/policy/; with
//   --check, every operation must be called by an element;
// - sandbox: docs/sandbox.md's lists of what the sandbox decides and of the spec's rules it applies,
//   from src/sandbox/decisions.json, each entry checked to be marked in every file it names;
// - parts: the part vocabulary in docs/theming.md, from PART_NAMES below (which manifest.mjs checks parts against);
// - policy: the Content-Security-Policy the kit is tested under (test/e2e/fixtures/strict-csp.mjs) in
//   docs/security.md, so the printed text cannot drift from what is tested.
// Only when named (never by --check or a bare run):
// - picture: the README's picture (docs/images/demo.png), taken in Chromium from the demo partner page
//   (demo/index.html) over the built script tag, served as `npm start` serves it
//   (server/src/dev/demo-server.ts: the page calls the reference backend over real HTTP, the sandbox
//   behind it): the banking home opened on a card by its address (`#/card/<id>`), light, at a desktop width. `npm run picture` builds first.
//   Nothing checks the picture against the sources: retake it when what it shows changes.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { strictCsp } from '../test/e2e/fixtures/strict-csp.mjs';

// ---- The kit's one part vocabulary: every `part` an element exposes is a name from this list, a name
// ending in `-button`, or a modifier `<name>-<word>` of a name that takes modifiers (given beside
// the plain name: `part="badge badge-active"`). The manifest check (manifest.mjs) and docs/theming.md use it.

/** Each name, and what it is (docs/theming.md's table is made from this). */
const PART_NAMES = {
  base: 'the outermost wrapper of an element’s own content',
  header: 'the top of an element (title, introduction)',
  title: 'a heading',
  body: 'the main content below the header',
  footer: 'the bottom of an element',
  toolbar: 'the row of filters and tools above a list',
  actions: 'a row of buttons',
  section: 'a group of related fields or facts',
  legend: 'the title of a section',
  details: 'facts shown as label and value',
  summary: 'a short statement of the whole (validation summary, totals, a recap)',
  form: 'a `<form>`',
  'form-control': 'one field: its label, control, help text and error',
  'form-control-label': 'a field’s label or a group’s legend',
  'form-control-input': 'a field’s input, select, textarea or checkbox',
  'form-control-help-text': 'a field’s hint',
  'form-control-error': 'a field’s error message',
  'form-control-group': 'a group of radio buttons or checkboxes',
  error: 'a failure that belongs to no field (load, send, configuration)',
  success: 'a success message',
  notice: 'information worth reading (a consequence, a request)',
  loading: 'what shows while something loads',
  empty: 'what an empty list says',
  status: 'a state in words (a file’s upload state, a count)',
  sca: 'the strong customer authentication panel',
  panel: 'a framed area (the SCA panel’s frame)',
  instructions: 'what a person has to do next',
  countdown: 'time left, in words',
  progress: 'a progress bar, or a journey’s progress (`progress-position`, each `progress-step`)',
  step: 'one step of a journey: its section (`step-<name>`), its heading (`step-title`) and what it asks (`step-intro`)',
  navigation: 'links between the views of an element (a banking home’s sections)',
  view: 'one view of an element that has several (a banking home’s): its section (`view-<name>`) and its heading (`view-title`)',
  'join-code': 'a code the person enters elsewhere',
  table: 'a table of rows',
  row: 'one row of a list',
  cell: 'one cell of a row',
  'column-header': 'a column’s heading',
  pager: 'paging controls',
  filters: 'a list’s filter form',
  badge: 'a small status label',
  card: 'a payment card’s frame',
  'card-face': 'the drawing of a card',
  pin: 'a revealed PIN',
  otp: 'a new account’s one-time password, shown once',
  pan: 'the secure display of a card number',
  dropzone: 'where files are dropped',
  'file-list': 'the list of chosen files',
  file: 'one chosen file',
  'file-name': 'a file’s name',
  'file-size': 'a file’s size',
  'follow-up': 'a step to take after a change (verify an email or a phone)',
  link: 'a link',
  logo: 'a partner’s logo image',
};

/** Names that take modifiers, such as `badge-active` or `file-uploaded`. */
const MODIFIABLE = ['badge', 'file', 'section', 'follow-up', 'dropzone', 'row', 'step', 'progress', 'view'];

/** True when `name` belongs to the vocabulary. */
export function isKnownPart(name) {
  if (Object.hasOwn(PART_NAMES, name)) return true;
  if (/^[a-z][a-z0-9-]*-button$/.test(name)) return true;
  return MODIFIABLE.some((base) => name.startsWith(`${base}-`) && /^[a-z0-9-]+$/.test(name.slice(base.length + 1)));
}

/** Writes `text` to `file`, or with `--check` fails when the file holds anything else; `what` names it in messages, `command` rewrites it. */
export function writeOrCheck(file, text, { what, command }) {
  const original = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (text !== original) {
      console.error(`${file}: ${what}: stale; run \`${command}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${file}: ${what}: current.`);
  } else {
    writeFileSync(file, text);
    console.log(`${file}: ${what}: written.`);
  }
}

/** Writes each `[marker, content]` into `page`, or with `--check` fails when the page differs. */
export function writeSections(page, sections, options) {
  let text = readFileSync(page, 'utf8');
  for (const [marker, content] of sections) {
    const pattern = new RegExp(`(<!-- ${marker}:start -->\\n)[\\s\\S]*?(<!-- ${marker}:end -->)`);
    if (!pattern.test(text)) {
      console.error(`${page} has no <!-- ${marker}:start --> … <!-- ${marker}:end --> section.`);
      process.exit(1);
    }
    text = text.replace(pattern, (_, start, end) => `${start}${content}\n${end}`);
  }
  writeOrCheck(page, text, options);
}

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
      // An operation imported, or re-exported by a module the element fetches on demand (the card order's order-schema.ts).
      for (const [, names] of text.matchAll(/(?:import|export) \{([^}]*)\} from '(?:\.\.\/)+api\/operations\/[\w-]+\.js'/g)) {
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
async function routes() {
  const { operations } = await import('../src/api/operations.ts');
  const { access, accessText } = await import('../server/src/access.ts');
  const { productionLimits: { secrets: secretLimits } } = await import('../server/src/limits.ts');
  const { policyRows } = await import('../server/src/policy/describe.ts');
  const { HIDDEN_FROM_END_USERS } = await import('../server/src/policy/project.ts');
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
}

async function sandbox() {
  const { decisions: DECISIONS, specRules: SPEC_RULES } = JSON.parse(readFileSync('src/sandbox/decisions.json', 'utf8'));

  const problems = [];
  const marked = (file, mark) => {
    let text;
    try {
      text = readFileSync(join('src/sandbox', file), 'utf8');
    } catch {
      problems.push(`${mark} names src/sandbox/${file}, which does not exist.`);
      return;
    }
    if (!text.includes(`'${mark}'`)) problems.push(`${mark} is not marked in src/sandbox/${file} (decide('${mark}', …) or a refusal with that basis).`);
  };
  for (const [id, decision] of Object.entries(DECISIONS)) for (const file of decision.where) marked(file, id);
  for (const [id, rule] of Object.entries(SPEC_RULES)) for (const file of rule.where) marked(file, `spec:${id}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const files = (where) => where.map((file) => `\`${file}\``).join(', ');

const decisions = Object.entries(DECISIONS);
const table = [
  '| subject | decision | what the sandbox does | what the spec says | where |',
  '|---|---|---|---|---|',
  ...decisions.map(([id, d]) => `| ${d.subject} | \`${id}\` | ${cell(d.does)}${d.accepted ? ' **Kept:** ' + cell(d.accepted) : ''} | ${cell(d.spec)} | ${files(d.where)} |`),
].join('\n');

const accepted = decisions.filter(([, d]) => d.accepted);
const kept = accepted.map(([id, d]) => `- \`${id}\`: ${d.does} ${d.accepted}`).join('\n');

const rules = [
  '| rule | the spec | where |',
  '|---|---|---|',
  ...Object.entries(SPEC_RULES).map(([id, r]) => `| \`spec:${id}\` | ${cell(r.says)} | ${files(r.where)} |`),
].join('\n');

writeSections('docs/sandbox.md', [
  ['sandbox-decisions', `${decisions.length} decisions, ${accepted.length} of them kept by the kit's design:\n\n${kept}\n\n${table}`],
  ['sandbox-spec-rules', rules],
], { what: "the sandbox's decisions", command: 'npm run sandbox-decisions' });
}

function parts() {
  const table = [
    '| part | what it is |',
    '|---|---|',
    ...Object.entries(PART_NAMES).map(([name, what]) => `| \`${name}\`${MODIFIABLE.includes(name) ? ` (+ \`${name}-*\`)` : ''} | ${what} |`),
    '| `*-button` | a button, named by what it does: `submit-button`, `retry-button`, `cancel-button`… |',
  ].join('\n');

  writeSections('docs/theming.md', [['parts', table]], { what: 'part vocabulary', command: 'npm run parts' });
}

function policy() {
  const block = ['```http', `Content-Security-Policy: ${strictCsp()}`, '```'].join('\n');
  writeSections('docs/security.md', [['csp', block]], { what: 'Content-Security-Policy', command: 'npm run policy' });
}

async function picture() {
  const IMAGE = 'docs/images/demo.png';
  if (!existsSync('dist/svc-elements.js')) {
    console.error('dist/svc-elements.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const { default: puppeteer } = await import('puppeteer-core');
  const { findChrome, chromeArgs } = await import('../test/runner/find-chrome.mjs');
  const { startDemoServer } = await import('../server/src/dev/demo-server.ts');
  const server = await startDemoServer({ log: () => {} });
  const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.setViewport({ width: 1000, height: 900, deviceScaleFactor: 1 });
    // Alice's everyday card, by the banking home's deep link.
    await page.goto(`${server.origin}/demo/#/card/ca000000-0000-4000-8000-000000000001`, { waitUntil: 'load' });
    for (const selector of ['svc-banking-home >>> [part~="section-link-current"]', 'svc-banking-home >>> svc-card-view >>> [part~="card-face"]']) {
      await page.waitForSelector(selector, { timeout: 20000 });
    }
    await page.evaluate(() => document.fonts.ready);
    if (problems.length > 0) throw new Error(`the demo failed: ${problems.join('; ')}`);
    const box = await page.evaluate(() => {
      const from = document.querySelector('#banking').getBoundingClientRect();
      const to = document.querySelector('svc-banking-home').shadowRoot.querySelector('svc-card-view').getBoundingClientRect();
      return { x: Math.max(0, from.left - 24), y: from.top + window.scrollY - 16, width: from.width + 48, height: to.bottom - from.top + 32 };
    });
    mkdirSync('docs/images', { recursive: true });
    await page.screenshot({ path: IMAGE, clip: box, captureBeyondViewport: true });
    console.log(`${IMAGE} taken (${Math.round(box.width)}×${Math.round(box.height)} px): look at it, and commit it if it shows the change.`);
  } finally {
    await browser.close();
    await server.close();
  }
}

const sections = { routes, sandbox, parts, policy };
const onlyWhenNamed = { picture };
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The kit's and the server's TypeScript modules, imported as they are (tsx).
  register();
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const all = { ...sections, ...onlyWhenNamed };
  const unknown = named.filter((name) => !(name in all));
  if (unknown.length) {
    console.error(`Unknown section ${unknown.join(', ')}: use ${Object.keys(all).join(', ')}.`);
    process.exit(2);
  }
  for (const name of named.length ? named : Object.keys(sections)) await all[name]();
}
