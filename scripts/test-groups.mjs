// Which browser test files run in which engines, and the runner groups of `npm run test:browser`.
//
// A file of plain JavaScript (schemas, IBAN arithmetic, formats, sandbox and client logic: nothing
// rendered, no DOM, no engine-dependent API) runs once, in Chromium; everything else runs in the
// three engines. A file is plain when neither it nor the test helpers it imports use any of BROWSER
// below: a new test that renders, or reaches for the DOM, `Intl`, files or streams, is in the three
// engines without anyone listing it. docs/contributing.md says why Chromium and not Node.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What makes a test need each engine: the DOM and the page; locale formatting (each engine has its
// own ICU data); files, multipart bodies and streams; the kit's elements, Lit, and the i18n catalogs
// (which format through `Intl`).
const DOM = /\bdocument\.(body|head|create\w+|querySelector\w*|getElement\w*|documentElement|activeElement|addEventListener|removeEventListener|dispatchEvent|title|cookie|adoptedStyleSheets|fonts|visibilityState|hasFocus)\b|\b(window|customElements|HTMLElement|fixture|matchMedia|requestAnimationFrame|getComputedStyle|localStorage|sessionStorage)\b|\bhtml`|\b(navigator|history)\.|\blocation\.(?!origin\b)/;
const KIT = /from '(lit|lit\/[^']*|@web\/test-runner-commands)'|from '[^']*\/src\/(elements|i18n|index\.js|define\.js|public\.js)|from '[^']*\/formats\/iso-lists\.js'/;
const PLATFORM = /\bIntl\.|\.toLocale\w*\(|\b(FormData|Blob|File|ReadableStream|WritableStream|TransformStream|Worker|BroadcastChannel|indexedDB)\b/;

/** Every browser test file under `dir` (the runner's `test/**\/*.test.ts`), sorted. */
export function browserTestFiles(dir = 'test') {
  return readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => path.endsWith('.test.ts'))
    .sort();
}

/** What in `file` (or in a test helper it imports) needs the engines, or null. */
function browserNeed(file, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // A helper's own words about files or locales do not make each test that imports it depend on them.
  const need = (file.endsWith('.test.ts') ? [DOM, KIT, PLATFORM] : [DOM, KIT]).map((re) => re.exec(text)?.[0]).find(Boolean);
  if (need) return need;
  for (const [, relative] of text.matchAll(/from '(\.{1,2}\/[^']*)\.js'/g)) {
    const helper = join(dirname(file), `${relative}.ts`);
    if (!helper.startsWith('test/')) continue;
    const found = browserNeed(helper, seen);
    if (found) return found;
  }
  return null;
}

/** The files of `files` that run once, in Chromium. */
export const onceFiles = (files = browserTestFiles()) => files.filter((file) => browserNeed(file) === null);

// The engines, longest first by their totals in CI (Firefox 679 s, Chromium 561 s, WebKit 348 s of
// browser time, before the plain files ran once): the runner starts groups in this order as a
// browser frees up.
const ORDER = ['firefox', 'chromium', 'webkit'];

/**
 * The runner's groups for `engines` over `files`: each engine's files (Chromium's all of them, the
 * others' those that need an engine) dealt alternately into `split` groups, each group a browser of
 * its own. With two browsers at a time, two groups an engine let the two lanes end together: three
 * browsers over two lanes would leave one lane running two engines while the other runs one.
 */
export function engineGroups(engines, files, { split = 2 } = {}) {
  const once = new Set(onceFiles(files));
  const groups = [];
  for (const engine of [...engines].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))) {
    const own = engine === 'chromium' ? files : files.filter((file) => !once.has(file));
    const count = Math.max(1, Math.min(split, own.length));
    for (let index = 0; index < count; index++) {
      const part = own.filter((_, position) => position % count === index);
      if (part.length > 0) groups.push({ engine, files: part });
    }
  }
  return groups;
}
