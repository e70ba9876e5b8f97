// Writes ACCESSIBILITY.md: for each element of the kit, its WCAG 2.2 AA criteria (as EN 301 549
// clause 9 numbers them) and the tests that bear on each. It reads the tests themselves (test/**/*.test.ts
// and the contract suites), so a new test counts without an edit here; what counts as evidence is kept
// in scripts/accessibility-criteria.mjs. `--check`: fail when ACCESSIBILITY.md is not what it would write.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CONTENTLESS, CRITERIA, GROUPS, NOT_APPLICABLE, PARTNERS_PAGE } from './accessibility-criteria.mjs';

const OUT = 'ACCESSIBILITY.md';
// axe-core comes with the tests' chai-a11y-axe; found the way the stories and demo checks find it.
const axe = createRequire(import.meta.url)('axe-core');
const SHOWN_PER_CELL = 2;

// ---- The tags, from the one table of elements.
const tags = [...readFileSync('src/generated/elements.ts', 'utf8').matchAll(/'(svc-[a-z-]+)':/g)].map((m) => m[1]);
if (!tags.length) {
  console.error('No tags found in src/generated/elements.ts: run npm run generate first.');
  process.exit(1);
}
const className = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const mentions = (text) => tags.filter((tag) => new RegExp(`(?<![\\w-])(${tag}(?![\\w-])|${className(tag)}\\b)`).test(text));

// ---- A small scanner: the matching close bracket, past strings, templates, comments and regex literals.
function closeOf(src, open) {
  const pairs = { '(': ')', '{': '}', '[': ']' };
  const stack = [pairs[src[open]]];
  let i = open + 1;
  let last = src[open];
  while (i < src.length && stack.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) === -1 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i + 2) + 2;
    else if (c === '"' || c === "'") i = stringEnd(src, i, c);
    else if (c === '`') i = templateEnd(src, i);
    else if (c === '/' && /[(,=:[!&|?{};+\-*%<>~^]|^$/.test(last)) i = regexEnd(src, i);
    else {
      if (pairs[c]) stack.push(pairs[c]);
      else if (c === stack.at(-1)) stack.pop();
      if (!/\s/.test(c)) last = c;
      i++;
      continue;
    }
    last = 'x';
  }
  return i - 1;
}
function stringEnd(src, i, quote) {
  for (i++; i < src.length && src[i] !== quote; i++) if (src[i] === '\\') i++;
  return i + 1;
}
function templateEnd(src, i) {
  for (i++; i < src.length && src[i] !== '`'; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '$' && src[i + 1] === '{') i = closeOf(src, i + 1);
  }
  return i + 1;
}
function regexEnd(src, i) {
  let inClass = false;
  for (i++; i < src.length && src[i] !== '\n'; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '[') inClass = true;
    else if (src[i] === ']') inClass = false;
    else if (src[i] === '/' && !inClass) break;
  }
  return i + 1;
}

/** The text of a title literal; `${…}` becomes `with` (a contract's tag) or an ellipsis. */
function titleOf(src, start, end, replacement) {
  const raw = src.slice(start + 1, end - 1);
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\') out += raw[++i];
    else if (src[start] === '`' && raw[i] === '$' && raw[i + 1] === '{') {
      i = closeOf(raw, i + 1);
      out += replacement ?? '…';
    } else out += raw[i];
  }
  return out.replace(/<(svc-[a-z-]+)>/g, '$1');
}

// ---- Named helpers a test calls: functions and arrow constants of its file and of helper modules it imports.
const definitionsCache = new Map();
function definitionsIn(file) {
  if (definitionsCache.has(file)) return definitionsCache.get(file);
  const src = readFileSync(file, 'utf8');
  const found = new Map();
  for (const m of src.matchAll(/^\s*(?:export\s+)?(?:async\s+)?function\s+(\w+)|^\s*(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?(?:\(|\w+\s*=>|<)/gm)) {
    const name = m[1] ?? m[2];
    const brace = src.indexOf('{', m.index + m[0].length);
    const lineEnd = src.indexOf('\n', m.index + m[0].length);
    // A function's block, or an arrow's one line (or its block when the block opens on that line).
    const end = brace !== -1 && (m[1] || brace < lineEnd) ? closeOf(src, brace) + 1 : lineEnd;
    found.set(name, src.slice(m.index, end));
  }
  for (const m of src.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)\.js'/g)) {
    const helper = resolve(dirname(file), `${m[2]}.ts`);
    if (!/\.test\.ts$/.test(helper) && helper.startsWith(resolve('test')) && exists(helper)) {
      const theirs = definitionsIn(helper);
      for (const name of m[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop()).filter(Boolean)) {
        if (theirs.has(name) && !found.has(name)) found.set(name, theirs.get(name));
      }
    }
  }
  definitionsCache.set(file, found);
  return found;
}
function exists(file) {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}
/** The body with the helpers it calls written out (two levels deep). */
function expanded(body, definitions) {
  let text = body;
  const seen = new Set();
  for (let depth = 0; depth < 2; depth++) {
    let added = '';
    for (const [name, definition] of definitions) {
      if (!seen.has(name) && new RegExp(`\\b${name}\\b`).test(text)) {
        seen.add(name);
        added += `\n${definition}`;
      }
    }
    text += added;
  }
  return text;
}

// ---- The tests: every it() with its describe titles and body.
function testsIn(file, tagInTitle) {
  const src = readFileSync(file, 'utf8');
  const blocks = [];
  for (const m of src.matchAll(/(?<![\w.$])(describe|it)(\.only|\.skip)?\(\s*(['"`])/g)) {
    const quote = m.index + m[0].length - 1;
    const titleEnd = m[3] === '`' ? templateEnd(src, quote) : stringEnd(src, quote, m[3]);
    const open = m.index + m[1].length + (m[2]?.length ?? 0);
    blocks.push({ kind: m[1], skipped: m[2] === '.skip', start: m.index, end: closeOf(src, open), title: titleOf(src, quote, titleEnd, tagInTitle), body: src.slice(titleEnd, closeOf(src, open)) });
  }
  const definitions = definitionsIn(file);
  return blocks
    .filter((block) => block.kind === 'it')
    .map((block) => {
      const outer = blocks.filter((other) => other.kind === 'describe' && other.start < block.start && other.end > block.end);
      return {
        file: relative('.', file).split('\\').join('/'),
        line: src.slice(0, block.start).split('\n').length,
        title: [...outer.map((d) => d.title), block.title].join(' › '),
        skipped: block.skipped || outer.some((d) => d.skipped),
        text: `${[...outer.map((d) => d.title), block.title].join(' ')}\n${expanded(block.body, definitions)}`,
        own: `${[...outer.map((d) => d.title), block.title].join(' ')}\n${block.body}`,
      };
    })
    .filter((test) => !test.skipped);
}

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
const testFiles = walk('test').filter((file) => file.endsWith('.test.ts')).sort();
const contractDir = join('test', 'elements', 'contract');
const contractFiles = readdirSync(contractDir).filter((file) => file.endsWith('.ts')).sort();

// A contract suite runs against the tags given (`tag: 'svc-…'`) in the test files that import it.
const suites = {};
for (const contract of contractFiles) {
  const name = basename(contract, '.ts');
  const runners = testFiles.filter((file) => new RegExp(`from '[./]*contract/${name}\\.js'`).test(readFileSync(file, 'utf8')));
  suites[name] = [...new Set(runners.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\btag:\s*'(svc-[a-z-]+)'/g)].map((m) => m[1])))].filter((tag) => tags.includes(tag));
}

/** tag → the tests that are about it: its own file's first, then its contract suites', then those that name it. */
const byTag = new Map(tags.map((tag) => [tag, []]));
const ranked = new Map(tags.map((tag) => [tag, [[], [], []]]));
for (const file of testFiles) {
  const stem = basename(file, '.test.ts');
  // The element a file is named after (the longest tag its name starts with: card-view-reveals → card-view).
  const named = tags.filter((tag) => stem === tag.slice(4) || stem.startsWith(`${tag.slice(4)}-`)).sort((a, b) => b.length - a.length)[0];
  const inFile = mentions(readFileSync(file, 'utf8'));
  for (const test of testsIn(file)) {
    let about = new Set([...(named ? [named] : []), ...mentions(test.text)]);
    if (about.size === 0 && inFile.length === 1) about = new Set(inFile);
    for (const tag of about) ranked.get(tag)[tag === named ? 0 : 2].push(test);
  }
}
for (const contract of contractFiles) {
  const name = basename(contract, '.ts');
  for (const tag of suites[name]) ranked.get(tag)[1].push(...testsIn(join(contractDir, contract), tag));
}
for (const tag of tags) byTag.set(tag, ranked.get(tag).flat());

// ---- axe: the rules a default run uses (enabled, not experimental), by WCAG criterion.
const axeRules = new Map();
const excluded = axe._audit?.tagExclude ?? ['experimental', 'deprecated'];
for (const rule of axe._audit?.rules ?? []) {
  if (rule.enabled === false || rule.tags.some((tag) => excluded.includes(tag))) continue;
  for (const tag of rule.tags) {
    const m = /^wcag(\d)(\d)(\d+)$/.exec(tag);
    if (!m) continue;
    const id = `${m[1]}.${m[2]}.${m[3]}`;
    axeRules.set(id, [...(axeRules.get(id) ?? []), rule.id].sort());
  }
}
const isAxe = (test) => /\.accessible\(/.test(test.text);

// ---- Per element and criterion: tested, partly, or not yet proven.
const STATUS = { tested: 'tested', partly: 'partly', none: 'not yet proven' };
const applicable = (criterion) => (typeof criterion.applies === 'string' ? GROUPS[criterion.applies](tags, suites) : criterion.applies.filter((tag) => tags.includes(tag)));
const ref = (test) => `\`${test.file}\` “${test.title}”`;
const cite = (tests) => {
  const unique = [...new Map(tests.map((test) => [`${test.file}:${test.line}:${test.title}`, test])).values()];
  const shown = unique.slice(0, SHOWN_PER_CELL).map(ref).join('; ');
  return unique.length > SHOWN_PER_CELL ? `${shown}; and ${unique.length - SHOWN_PER_CELL} more` : shown;
};

function assess(criterion, tests) {
  const kinds = criterion.evidence.map((kind) => ({ what: kind.what, tests: tests.filter(kind.match) }));
  const found = kinds.filter((kind) => kind.tests.length);
  const sufficient = found.filter((kind) => !criterion.evidence.find((e) => e.what === kind.what).partial);
  const axeTests = criterion.axe !== false && axeRules.has(criterion.id) ? tests.filter(isAxe) : [];
  const complete = criterion.all ? found.length === kinds.length && sufficient.length === found.length : sufficient.length > 0;
  const status = complete ? STATUS.tested : found.length || axeTests.length ? STATUS.partly : STATUS.none;
  const parts = found.map((kind) => `${kind.what}: ${cite(kind.tests)}`);
  if (axeTests.length && !found.length) parts.push(`axe (${axeRules.get(criterion.id).join(', ')}) only: ${cite(axeTests)}`);
  if (status !== STATUS.tested) {
    const missing = kinds.filter((kind) => !kind.tests.length).map((kind) => kind.what);
    if (criterion.all && missing.length && found.length) parts.push(`missing: ${missing.join('; ')}`);
  }
  return { status, evidence: parts.join('<br>') || '—' };
}

const clause = (criterion) => (criterion.wcag22 ? '— (WCAG 2.2)' : `9.${criterion.id}`);
/** A criterion of level A or AA: one the tables below list (axe also has rules for some of AAA). */
const levelA_AA = (id) => [...CRITERIA.map((c) => c.id), ...PARTNERS_PAGE.map(([c]) => c)].includes(id) || NOT_APPLICABLE.some(([ids]) => ids === id || (ids.includes('–') && id.startsWith(ids.slice(0, 4))));
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

const results = new Map();
for (const tag of tags) {
  results.set(tag, CRITERIA.filter((criterion) => applicable(criterion).includes(tag)).map((criterion) => ({ criterion, ...assess(criterion, byTag.get(tag)) })));
}

// ---- The document.
const lines = [];
const add = (...more) => lines.push(...more);
add(
  '# Accessibility conformance',
  '',
  '<!-- Written by `node scripts/accessibility.mjs` from the tests and scripts/accessibility-criteria.mjs; do not edit by hand. -->',
  '',
  'What each element of svc-elements does to meet **WCAG 2.2 level AA**, criterion by criterion, numbered as',
  '**EN 301 549 v3.2.1, clause 9** (web content) numbers them: clause 9.x.y.z is WCAG success criterion x.y.z.',
  'The European Accessibility Act has applied to consumer banking services since June 2025, and EN 301 549 is',
  'the standard it is measured against. EN 301 549 v3.2.1 maps WCAG 2.1; the criteria WCAG 2.2 added (2.4.11,',
  '2.5.7, 2.5.8, 3.2.6, 3.3.7, 3.3.8) carry no clause number below but are assessed all the same.',
  '',
  '## How to read the tables',
  '',
  '- **tested**: a browser test, run in Chromium, Firefox and WebKit by `npm test`, checks this for the element',
  '  and would fail if it broke. The test is named (file and title). A test covers what it names: it is',
  '  evidence for the states and controls it drives, not a review of every screen.',
  '- **partly**: some evidence, not enough to claim the criterion. Most often an axe run only: axe-core checks',
  '  what a machine can decide (for example a missing label, an invalid ARIA attribute, too little contrast in',
  '  the text on screen) in the state the test left the element in. No axe run alone proves a criterion, and',
  '  axe counts for nothing where its rules are about the page (meta-viewport, meta-refresh) or pass when there',
  '  is nothing to check (valid-lang, avoid-inline-spacing, blink, marquee).',
  '- **not yet proven**: no test checks it. The element may well meet it; what would prove it is listed at the end.',
  '',
  'The tables are generated: `node scripts/accessibility.mjs` reads every test file (`test/**/*.test.ts`) and the',
  'contract suites (`test/elements/contract/`), finds which element each test is about (a file named after the',
  'element, a contract suite run against it, or a test that names its tag) and what it checks (axe runs, real key',
  'presses, focus, live regions, `aria-invalid` and `aria-describedby`, 320 px layouts, the dark theme…). What',
  'counts as evidence for each criterion is kept by hand in `scripts/accessibility-criteria.mjs`. `npm test` fails',
  'when this file is out of date (`docs:check`), so a new test shows here as soon as it is merged.',
  'Two more axe runs are not counted here, as they name no element per criterion: `npm run check:stories` runs',
  'axe over every story of every element, and `npm run check:demo` over the demo partner page in light and dark.',
  '',
  '### What is out of the kit’s hands',
  '',
  '- **The partner’s page**: its title, language, landmarks, skip links, navigation and help (listed below), and',
  '  the contrast of anything the partner puts around or behind the elements.',
  '- **The partner’s own content** in slots (`header`, `footer`, `terms`, `toolbar`, `empty`, `title`, `actions`…)',
  '  and any `--svc-*` colours or `::part()` styles the partner sets: the kit’s tests use its own texts and colours.',
  '- **The card processor’s PAN display**: the card number is shown by the processor’s frame, not by the kit; the',
  '  kit tests the parent side (the frame carries the title given to it, the reveal is announced), not the frame.',
  '- **The person’s device**: an SCA is approved on the person’s own device, outside the page.',
  '',
  `axe-core ${axe.version}, as the tests run it (rules enabled by default; experimental rules and \`target-size\` are off), checks:`,
  '',
  '| WCAG | axe rules |',
  '|---|---|',
  ...[...axeRules].filter(([id]) => levelA_AA(id)).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([id, rules]) => `| ${id} | ${rules.join(', ')} |`),
  '',
  '## Summary',
  '',
  '| element | tested | partly | not yet proven |',
  '|---|---|---|---|',
);
for (const tag of tags) {
  const rows = results.get(tag);
  const count = (status) => rows.filter((row) => row.status === status).length;
  add(CONTENTLESS.includes(tag) ? `| [\`<${tag}>\`](#${tag}) | — | — | — |` : `| [\`<${tag}>\`](#${tag}) | ${count(STATUS.tested)} | ${count(STATUS.partly)} | ${count(STATUS.none)} |`);
}
for (const tag of tags) {
  add('', `## ${tag}`, '');
  if (CONTENTLESS.includes(tag)) {
    add(`\`<${tag}>\` renders nothing of its own (a slot for the elements inside it). What it configures, the theme and the`, 'language, is tested on the elements it reaches.');
    continue;
  }
  const contracts = Object.entries(suites).filter(([, list]) => list.includes(tag)).map(([name]) => `\`test/elements/contract/${name}.ts\``);
  add(`${byTag.get(tag).length} tests are about \`<${tag}>\`${contracts.length ? `, with the contract suite${contracts.length > 1 ? 's' : ''} ${contracts.join(', ')}` : ''}.`, '');
  add('| EN 301 549 | WCAG 2.2 | level | status | evidence |', '|---|---|---|---|---|');
  for (const { criterion, status, evidence } of results.get(tag)) {
    add(`| ${clause(criterion)} | ${criterion.id} ${criterion.name} | ${criterion.level ?? 'A'} | ${status} | ${cell(evidence)} |`);
  }
}
add('', '## Not applicable to any element', '', '| WCAG | criterion | why |', '|---|---|---|');
for (const [id, name, why] of NOT_APPLICABLE) add(`| ${id} | ${name} | ${why} |`);
add('', '## The partner’s page', '', 'These apply to the page the elements are placed in, not to the elements.', '', '| WCAG | criterion | what it concerns |', '|---|---|---|');
for (const [id, name, why] of PARTNERS_PAGE) add(`| ${id} | ${name} | ${why} |`);
add('', '## Not yet proven', '', 'Each criterion not yet tested for every element it applies to, the elements it is open for, and what would prove it.', '');
for (const criterion of CRITERIA) {
  const open = tags.filter((tag) => results.get(tag).some((row) => row.criterion === criterion && row.status !== STATUS.tested));
  if (!open.length) continue;
  const label = (tag) => `\`${tag}\`${results.get(tag).find((row) => row.criterion === criterion).status === STATUS.partly ? ' (partly)' : ''}`;
  add(`- **${criterion.id} ${criterion.name}**: ${open.length === applicable(criterion).length && open.length > 3 ? 'every element it applies to' : open.map(label).join(', ')}. Would prove it: ${criterion.needs}.`);
}
const text = `${lines.join('\n')}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUT, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed !== text) {
    console.error(`${OUT} is stale: run \`node scripts/accessibility.mjs\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${OUT} is current.`);
} else {
  writeFileSync(OUT, text);
  const tested = [...results.values()].flat().filter((row) => row.status === STATUS.tested).length;
  console.log(`${OUT} written: ${tags.length} elements, ${tested} of ${[...results.values()].flat().length} element criteria tested.`);
}
