// The kit's one part vocabulary: every `part` an element exposes is a name from this list, a name
// ending in `-button`, or a modifier `<name>-<word>` of a name that takes modifiers (given beside
// the plain name: `part="badge badge-active"`). The manifest check and docs/theming.md use this list.

/** Each name, and what it is (docs/theming.md's table is made from this). */
export const PART_NAMES = {
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
export const MODIFIABLE = ['badge', 'file', 'section', 'follow-up', 'dropzone', 'row', 'step', 'progress', 'view'];

/** True when `name` belongs to the vocabulary. */
export function isKnownPart(name) {
  if (Object.hasOwn(PART_NAMES, name)) return true;
  if (/^[a-z][a-z0-9-]*-button$/.test(name)) return true;
  return MODIFIABLE.some((base) => name.startsWith(`${base}-`) && /^[a-z0-9-]+$/.test(name.slice(base.length + 1)));
}
