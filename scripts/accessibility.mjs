// Writes ACCESSIBILITY.md: for each element of the kit, its WCAG 2.2 AA criteria (as EN 301 549
// clause 9 numbers them) and the tests that bear on each. It reads the tests themselves (test/**/*.test.ts
// and the contract suites), so a new test counts without an edit here; what counts as evidence is kept
// in the first half of this file (CRITERIA). `--check`: fail when ACCESSIBILITY.md is not what it would write.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CONTENTLESS } from '../test/elements/contract/contentless.mjs';

// ---- The hand-kept half: which WCAG 2.2 A/AA criteria apply to which elements, what in a test counts
// as evidence for each, and what would prove the rest. The tables are filled from this and the tests;
// nothing here names a test, so new tests count at once.
//
// A test is known by its text: its title (with its describe blocks') and its body, with the helpers it
// calls from its own file or the test helper modules it imports written out. Each `evidence` entry is one
// kind of check; `all: true` asks for every kind before a criterion counts as tested; a kind marked
// `partial` is never enough on its own. `axe: false`
// gives no credit to axe runs where axe's rules for the criterion say nothing about an element inside a
// page (meta-viewport and meta-refresh are the page's; valid-lang, avoid-inline-spacing, blink and marquee
// pass when there is nothing to check).

const has = (pattern) => (test) => pattern.test(test.text);
const titled = (pattern) => (test) => pattern.test(test.title);
const both = (...checks) => (test) => checks.every((check) => check(test));

/** Element groups, by the contract suite they run (read from the tests) or by hand. */
const GROUPS = {
  /** Every element that renders content of its own. */
  all: (tags) => tags.filter((tag) => !CONTENTLESS.includes(tag)),
  forms: (tags, suites) => suites['form-contract'] ?? [],
  lists: (tags, suites) => suites['list-contract'] ?? [],
  /** Elements where a person types or chooses something: the forms and the lists' page and filter fields. */
  inputs: (tags, suites) => [...new Set([...(suites['form-contract'] ?? []), ...(suites['list-contract'] ?? [])])],
};


/**
 * The criteria that apply to the kit's elements (level A unless `level` says AA). `applies` is a group
 * name or a list of tags; `wcag22` marks criteria new in WCAG 2.2, which EN 301 549 v3.2.1 does not list.
 */
const CRITERIA = [
  {
    id: '1.1.1', name: 'Non-text content', applies: 'all',
    evidence: [{ what: 'decorative symbols hidden from assistive technology', match: has(/aria-hidden/) }],
    needs: 'a test that every symbol the element draws (▸, ✓, icons) is hidden or named',
  },
  {
    id: '1.3.1', name: 'Info and relationships', applies: 'all',
    evidence: [
      { what: 'text tied to its control (aria-describedby)', match: has(/aria-describedby|describedBy\(|descriptionOf\(|errorOf\(/) },
      { what: 'structure asserted (roles, levels, labels, legends)', match: has(/getAttribute\('role'\)|aria-level|aria-setsize|aria-posinset|aria-rowindex|aria-labelledby|\.labels\b|legend/) },
    ],
    needs: 'a test per element that each visual grouping (fieldset, table, heading) is in the markup',
  },
  {
    id: '1.3.2', name: 'Meaningful sequence', applies: 'all',
    evidence: [{ what: 'reading order asserted', match: has(/compareDocumentPosition/) }],
    needs: 'a test that the order in the DOM is the order on screen (no CSS reordering of content)',
  },
  {
    id: '1.3.3', name: 'Sensory characteristics', applies: 'all',
    evidence: [{ what: 'instructions checked for shape, place or colour words', match: has(/sensory/) }],
    needs: 'a review, or a test over the English catalog, that no instruction relies on shape, position or colour',
  },
  {
    id: '1.3.4', name: 'Orientation', level: 'AA', applies: 'all',
    evidence: [{ what: 'no style that asks the orientation, no lock, and a phone\'s width either way', match: both(has(/orientationRules\(/), has(/\.lock\b/)) }],
    needs: 'a test in a portrait and a landscape viewport (the styles have no orientation query today)',
  },
  {
    id: '1.3.5', name: 'Identify input purpose', level: 'AA', applies: ['svc-consumer-form', 'svc-card-order'],
    evidence: [{ what: 'autocomplete tokens asserted', match: has(/autocomplete/) }],
    needs: 'a test of the autocomplete token of every field about the person themself',
  },
  {
    id: '1.4.1', name: 'Use of colour', applies: 'all',
    evidence: [{ what: 'errors and states said in words, not by colour alone', match: has(/form-control-error|errorOf\(|\bmessage\(el|role="status"|announced\(|'badge'|part~="badge"/) }],
    needs: 'a test that each state shown in colour (error, status badge, selection) is also said in text',
  },
  {
    id: '1.4.3', name: 'Contrast (minimum)', level: 'AA', applies: 'all', all: true,
    evidence: [
      { what: 'axe colour contrast, light theme', match: both(has(/\.accessible\(/), (test) => !/dark/.test(test.text)) },
      { what: 'axe colour contrast, dark theme', match: both(has(/\.accessible\(/), has(/dark/)) },
    ],
    needs: 'axe in the dark theme too, for every state (axe skips text over images and gradients and reports, not fails, what it cannot compute)',
  },
  {
    id: '1.4.4', name: 'Resize text', level: 'AA', applies: 'all', axe: false,
    evidence: [{ what: 'text at 200 % without loss', match: has(/200 ?%|zoom/) }],
    needs: 'a test at 200 % text size that nothing is clipped or overlaps',
  },
  {
    id: '1.4.10', name: 'Reflow', level: 'AA', applies: 'all',
    evidence: [{ what: 'fits 320 CSS px without horizontal scrolling', match: both(has(/\b320\b/), has(/getBoundingClientRect|scrollWidth|clientWidth/)) }],
    needs: 'a test at 320 CSS px that nothing leaves the box or needs scrolling in two directions',
  },
  {
    id: '1.4.11', name: 'Non-text contrast', level: 'AA', applies: 'all',
    all: true,
    evidence: [
      { what: 'the focus indicator against what is behind it, 3:1, light and dark', match: both(has(/focusIndicator\(/), has(/contrast\(/)) },
      { what: 'each field\'s edge (its border, else its background) against what is around it, 3:1, light and dark', match: both(has(/fieldBoundary\(/), has(/contrast\(/)) },
    ],
    needs: 'a test computing the contrast of the focus indicator and of each field\'s edge against what is around it, in both themes (axe does not check it)',
  },
  {
    id: '1.4.12', name: 'Text spacing', level: 'AA', applies: 'all', axe: false,
    evidence: [{ what: 'wider text spacing applied without loss', match: has(/letter-?spacing|word-?spacing/i) }],
    needs: 'a test with WCAG\'s spacing (line 1.5, paragraphs 2, letters 0.12, words 0.16) that nothing is clipped',
  },
  {
    id: '2.1.1', name: 'Keyboard', applies: 'all',
    // Keys that act (Enter, Space, arrows…): Tab alone only reaches the controls (2.1.2's walk), and
    // the WCAG contract's change of each field with keys (3.2.2) leaves the element's actions untried.
    evidence: [
      { what: 'driven with real keys', match: both(has(/press: '(Enter|Space| |Escape|Arrow\w+|Home|End|Page\w+)'|new KeyboardEvent\(/), (test) => !/changeEachField\(/.test(test.text)) },
      { what: 'each field changed with keys', partial: true, match: has(/changeEachField\(/) },
    ],
    needs: 'a test that reaches and uses every action with keys only (Tab, Enter, Space, arrows)',
  },
  {
    id: '2.1.2', name: 'No keyboard trap', applies: 'all',
    evidence: [{ what: 'focus leaves with Tab or Escape', match: has(/press: '(Tab|Escape)'/) }],
    needs: 'a test that Tab (and Escape in a dialog) moves focus out of the element',
  },
  {
    id: '2.2.1', name: 'Timing adjustable', applies: ['svc-card-view', 'svc-sca-pending'], axe: false,
    evidence: [
      { what: 'the time a secret stays shown is the partner\'s to set, and the person can show it again', partial: true, match: has(/pin-timeout|pinTimeout|pan-timeout|panTimeout/) },
      { what: 'an expired wait can be started again', partial: true, match: both(titled(/expire/i), has(/retry|again|continue/i)) },
    ],
    needs: 'a decision, not only a test: the SCA wait lasts as long as the service gives an approval, and the PIN and card number hide again for security, so these time limits rest on WCAG\'s essential exception, which the partner claims; tests already show an expired wait can be started again and a secret shown again',
  },
  {
    id: '2.2.2', name: 'Pause, stop, hide', applies: ['svc-card-view', 'svc-sca-pending'], axe: false,
    evidence: [{ what: 'the countdown can be stopped', match: both(titled(/countdown|counted down/i), has(/hide-button|cancel-button|\.stop\(/)) }],
    needs: 'a test that the countdown stops with Cancel or Hide; whether a countdown of the service\'s own time is essential is the partner\'s judgement',
  },
  {
    id: '2.4.3', name: 'Focus order', applies: 'all',
    evidence: [{ what: 'where focus goes is checked', match: has(/activeElement|focusedPath\(|:focus/) }],
    needs: 'a test that focus moves in a meaningful order and returns where it was after a dialog, a reveal or a retry',
  },
  {
    id: '2.4.4', name: 'Link purpose (in context)', applies: ['svc-consumer-form', 'svc-card-order'],
    evidence: [{ what: 'link text or target asserted', match: has(/href/) }],
    needs: 'a test that each link says where it goes',
  },
  {
    id: '2.4.6', name: 'Headings and labels', level: 'AA', applies: 'all',
    evidence: [{ what: 'the words of labels and accessible names asserted', match: has(/getAttribute\('aria-label'\)|aria-labelledby|\.labels\b|labelOf\(/) }],
    needs: 'a test of the label of every control and the name of every region',
  },
  {
    id: '2.4.7', name: 'Focus visible', level: 'AA', applies: 'all',
    evidence: [{ what: 'the focus indicator is drawn', match: both(has(/focus-visible|focusVisible/), has(/getComputedStyle/)) }],
    needs: 'a test that a focused control draws a visible indicator in both themes',
  },
  {
    id: '2.4.11', name: 'Focus not obscured (minimum)', level: 'AA', applies: 'all', wcag22: true,
    evidence: [{ what: 'the focused item is in view', match: both(has(/getBoundingClientRect/), has(/activeElement|focus/)) }],
    needs: 'a test that the focused item stays in view when moved to (scrolling lists, dialogs)',
  },
  {
    id: '2.5.2', name: 'Pointer cancellation', applies: 'all',
    evidence: [{ what: 'a press acts on release only', match: has(/pointerdown|mousedown/) }],
    needs: 'a test that a pointer down alone does nothing (the kit uses native buttons, which act on release)',
  },
  {
    id: '2.5.3', name: 'Label in name', applies: 'all',
    evidence: [{ what: 'the visible label is part of the accessible name', match: titled(/label in (its )?name|name starts with/i) }],
    needs: 'a test that each control whose name differs from its text (aria-label) starts with the visible text',
  },
  {
    id: '2.5.7', name: 'Dragging movements', applies: ['svc-document-upload'], wcag22: true,
    evidence: [{ what: 'files chosen through the file input, without dragging', match: has(/input\[type="file"\]/) }],
    needs: 'a test that every file dropped can also be chosen with the file input',
  },
  {
    id: '2.5.8', name: 'Target size (minimum)', level: 'AA', applies: 'all', wcag22: true,
    evidence: [
      { what: 'targets measured at 24 CSS px or more', match: both(has(/getBoundingClientRect/), has(/\b24\b/)) },
      { what: 'every target measured by axe\'s target-size rule: 24 × 24 CSS px, or that much room around it', match: has(/'target-size'/) },
    ],
    needs: 'a test measuring every button and link at 24 × 24 CSS px or with enough space around it (axe\'s target-size rule is off by default and not run)',
  },
  {
    id: '3.1.2', name: 'Language of parts', level: 'AA', applies: 'all', axe: false,
    evidence: [{ what: 'its words marked with their language, as the browser works it out (`:lang()`)', match: has(/:lang\(/) }],
    needs: 'a test that an element showing French on an English page says lang="fr" on its content',
  },
  {
    id: '3.2.1', name: 'On focus', applies: 'all',
    evidence: [{ what: 'focusing sends nothing and moves nothing', match: both(titled(/on focus|focusing|when focused|gets focus/i), titled(/nothing|no request/i)) }],
    needs: 'a test that moving focus through the element sends no request and changes no context',
  },
  {
    id: '3.2.2', name: 'On input', applies: 'inputs',
    evidence: [{ what: 'typing or choosing sends nothing by itself', match: titled(/\b(while|as) (a|the) person types|\bon (input|change)\b|(typing|choosing|changing)\b[^,;]* (sends nothing|nothing is sent)/i) }],
    needs: 'a test that changing each field sends nothing until the person submits',
  },
  {
    id: '3.2.4', name: 'Consistent identification', level: 'AA', applies: 'all',
    evidence: [{ what: 'the same action named the same in every element', match: has(/consistent/i) }],
    needs: 'a test that shared actions (Try again, Cancel, Show, Hide) have the same name in every element (the catalog has one text for each)',
  },
  {
    id: '3.3.1', name: 'Error identification', applies: 'inputs',
    evidence: [
      { what: 'the field is marked invalid (aria-invalid)', match: has(/aria-invalid/) },
      { what: 'the error is said in text on its field', match: has(/form-control-error|errorOf\(|\bmessage\(el/) },
    ],
    needs: 'a test per element that a refused field is marked aria-invalid and its error read with it',
  },
  {
    id: '3.3.2', name: 'Labels or instructions', applies: 'inputs',
    evidence: [{ what: 'a label or hint is read with its control', match: has(/\.labels\b|labelOf\(|descriptionOf\(|describedBy\(|hint/) }],
    needs: 'a test that every field has a label and that limits are given before they are refused',
  },
  {
    id: '3.3.3', name: 'Error suggestion', level: 'AA', applies: 'inputs',
    evidence: [{ what: 'the wording of an error is asserted', match: both(has(/errorOf\(|\bmessage\(el|descriptionOf\(/), has(/\.to\.(equal|contain|match)\(['"`]/)) }],
    needs: 'a test that each refusal says how to put it right (the limit, the format)',
  },
  {
    id: '3.3.4', name: 'Error prevention (legal, financial, data)', level: 'AA', applies: 'forms',
    evidence: [
      { what: 'input is checked before sending; refused input sends nothing', match: both(titled(/sends nothing|nothing is sent|nothing sent/i), titled(/refus|invalid|missing|malformed|error|empty|one (more|past)/i)) },
      { what: 'a confirmation step before an irreversible change', match: has(/confirm-button/) },
    ],
    needs: 'a test that input is checked and can be corrected before it is sent',
  },
  {
    id: '3.3.7', name: 'Redundant entry', applies: 'forms', wcag22: true,
    evidence: [{ what: 'what was typed is kept after a failed send', match: titled(/values kept|keeps? (the |its )?(values|fields|what)|keeping the fields|typed kept|not lost/i) }],
    needs: 'a test that a failed or refused submit keeps every value typed',
  },
  {
    id: '3.3.8', name: 'Accessible authentication (minimum)', level: 'AA', applies: ['svc-consumer-form', 'svc-sca-pending'], wcag22: true,
    evidence: [{ what: 'a received code can be pasted or filled in by the browser', match: has(/one-time-code|ClipboardEvent|'paste'/) }],
    needs: 'a test that the verification code field accepts paste and offers autocomplete="one-time-code"; the SCA approval itself happens on the person\'s device',
  },
  {
    id: '4.1.2', name: 'Name, role, value', applies: 'all',
    evidence: [{ what: 'a role, name or state asserted', match: has(/getAttribute\('(role|aria-(?!describedby|invalid)[a-z]+)'\)|aria-(pressed|expanded|selected|busy|disabled|current|checked|modal)|\.ariaLabel\b/) }],
    needs: 'a test of the role, name and state of every custom control (grid rows, toggles, dialogs)',
  },
  {
    id: '4.1.3', name: 'Status messages', level: 'AA', applies: 'all',
    evidence: [{ what: 'said in a live region', match: has(/role="(status|alert)"|announced\(|announcer|aria-live|\.to\.equal\('(status|alert)'\)/) }],
    needs: 'a test that each change of state (loading, sent, failed, counted down) is said in a live region',
  },
];

/** Criteria that do not apply to any element, once each, with why. */
const NOT_APPLICABLE = [
  ['1.2.1–1.2.5', 'Time-based media (captions, audio description)', 'no element plays audio or video'],
  ['1.4.2', 'Audio control', 'no element plays sound'],
  ['1.4.5', 'Images of text', 'no element draws text as an image (the kit ships no images)'],
  ['1.4.13', 'Content on hover or focus', 'no element adds content on hover or focus; the ledger list\'s virtual-ledger toggle carries a title, whose tooltip the browser draws'],
  ['2.1.4', 'Character key shortcuts', 'no element has a single-character shortcut; the lists move with arrows, Home, End, Page Up and Page Down'],
  ['2.3.1', 'Three flashes or below threshold', 'nothing flashes: the only motion is a loading spinner\'s rotation and 0.15 s fades'],
  ['2.5.1', 'Pointer gestures', 'every action is a single press; no multipoint or path gesture'],
  ['2.5.4', 'Motion actuation', 'nothing responds to device motion'],
  ['4.1.1', 'Parsing (EN 301 549 9.4.1.1)', 'removed in WCAG 2.2; W3C\'s errata to WCAG 2.0 and 2.1 treat it as always met for HTML; the elements build their DOM from Lit templates'],
];

/** Criteria of the page, not of the elements: the partner's to meet. */
const PARTNERS_PAGE = [
  ['2.4.1', 'Bypass blocks', 'skip links and landmarks are the page\'s'],
  ['2.4.2', 'Page titled', 'the page\'s title'],
  ['2.4.5', 'Multiple ways', 'the site\'s navigation'],
  ['3.1.1', 'Language of page', 'the page\'s lang; the elements follow the language set on <svc-provider>'],
  ['3.2.3', 'Consistent navigation', 'the site\'s navigation'],
  ['3.2.6', 'Consistent help', 'the site\'s help (WCAG 2.2)'],
];

// ---- The tables, from the tests.

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
  '<!-- Written by `node scripts/accessibility.mjs` from the tests and the criteria it keeps; do not edit by hand. -->',
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
  '  the text on screen) in the state the test left the element in. No default axe run alone proves a criterion, and',
  '  axe counts for nothing where its rules are about the page (meta-viewport, meta-refresh) or pass when there',
  '  is nothing to check (valid-lang, avoid-inline-spacing, blink, marquee).',
  '- **not yet proven**: no test checks it. The element may well meet it; what would prove it is listed at the end.',
  '',
  'The tables are generated: `node scripts/accessibility.mjs` reads every test file (`test/**/*.test.ts`) and the',
  'contract suites (`test/elements/contract/`), finds which element each test is about (a file named after the',
  'element, a contract suite run against it, or a test that names its tag) and what it checks (axe runs, real key',
  'presses, focus, live regions, `aria-invalid` and `aria-describedby`, 320 px layouts, the dark theme…). What',
  'counts as evidence for each criterion is kept by hand in `scripts/accessibility.mjs`. `npm test` fails',
  'when this file is out of date (`docs:check`), so a new test shows here as soon as it is merged.',
  'One contract suite runs on every element, `test/elements/contract/wcag-contract.ts`: what can be measured the',
  'same way on each once it shows its data. axe\'s `target-size` rule (off in a default run, and a measure of',
  '2.5.8 itself), Tab and Shift+Tab with real keys through every control and out again, each control\'s focus',
  'indicator and each field\'s edge with their contrast in the light and the dark theme, nothing sent on focus',
  'nor on a pointer pressed down and not let go,',
  'and WCAG\'s text spacing, text at 200 % and a column 320 CSS px wide with nothing cut short or pushed out.',
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
