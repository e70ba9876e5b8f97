// The hand-kept half of ACCESSIBILITY.md: which WCAG 2.2 A/AA criteria apply to which elements,
// what in a test counts as evidence for each, and what would prove the rest. scripts/accessibility.mjs
// reads the tests and fills the tables from this; nothing here names a test, so new tests count at once.
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
export const GROUPS = {
  /** Every element that renders content of its own. */
  all: (tags) => tags.filter((tag) => !CONTENTLESS.includes(tag)),
  forms: (tags, suites) => suites['form-contract'] ?? [],
  lists: (tags, suites) => suites['list-contract'] ?? [],
  /** Elements where a person types or chooses something: the forms and the lists' page and filter fields. */
  inputs: (tags, suites) => [...new Set([...(suites['form-contract'] ?? []), ...(suites['list-contract'] ?? [])])],
};

/** Elements that render nothing of their own (a slot); what they configure is tested on the elements it reaches. */
export const CONTENTLESS = ['svc-provider'];

/**
 * The criteria that apply to the kit's elements (level A unless `level` says AA). `applies` is a group
 * name or a list of tags; `wcag22` marks criteria new in WCAG 2.2, which EN 301 549 v3.2.1 does not list.
 */
export const CRITERIA = [
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
    evidence: [{ what: 'shown in portrait and landscape', match: has(/orientation/) }],
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
    evidence: [{ what: 'borders and focus ring contrast computed', match: both(has(/getComputedStyle/), has(/contrast/i)) }],
    needs: 'a test computing the contrast of control borders and the focus ring against their background, in both themes (axe does not check it)',
  },
  {
    id: '1.4.12', name: 'Text spacing', level: 'AA', applies: 'all', axe: false,
    evidence: [{ what: 'wider text spacing applied without loss', match: has(/letter-?spacing|word-?spacing/i) }],
    needs: 'a test with WCAG\'s spacing (line 1.5, paragraphs 2, letters 0.12, words 0.16) that nothing is clipped',
  },
  {
    id: '2.1.1', name: 'Keyboard', applies: 'all',
    evidence: [{ what: 'driven with real keys', match: has(/sendKeys\(|new KeyboardEvent\(/) }],
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
    evidence: [{ what: 'targets measured at 24 CSS px or more', match: both(has(/getBoundingClientRect/), has(/\b24\b/)) }],
    needs: 'a test measuring every button and link at 24 × 24 CSS px or with enough space around it (axe\'s target-size rule is off by default and not run)',
  },
  {
    id: '3.1.2', name: 'Language of parts', level: 'AA', applies: 'all', axe: false,
    evidence: [{ what: 'the element\'s language is declared (lang)', match: has(/getAttribute\('lang'\)|\.lang\b|\[lang/) }],
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
export const NOT_APPLICABLE = [
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
export const PARTNERS_PAGE = [
  ['2.4.1', 'Bypass blocks', 'skip links and landmarks are the page\'s'],
  ['2.4.2', 'Page titled', 'the page\'s title'],
  ['2.4.5', 'Multiple ways', 'the site\'s navigation'],
  ['3.1.1', 'Language of page', 'the page\'s lang; the elements follow the language set on <svc-provider>'],
  ['3.2.3', 'Consistent navigation', 'the site\'s navigation'],
  ['3.2.6', 'Consistent help', 'the site\'s help (WCAG 2.2)'],
];
