/**
 * `npm run new:element -- --kind form|list|record|journey <name>`: a new element `<svc-<name>>`, written from
 * the simplest live element of its kind (MODELS below), renamed:
 * - src/elements/<name>/: the model's folder (its class, styles, define, helpers) and its texts in
 *   every shipped language (`texts/<lang>.ts`: the model's words, real translations of the English
 *   the new element starts with; test/i18n/catalogs.test.ts names each key a language then lacks);
 * - stories/<name>.stories.ts: the model's stories;
 * - test/elements/<name>.test.ts: the kind's contract suite (test/elements/contract/) with the
 *   model's spec, the WCAG contract with the model's (test/elements/wcag-*.test.ts), and the faults
 *   contract with the model's subjects (test/elements/faults.test.ts), the tag changed.
 * Nothing else is edited: `npm run generate` registers the folder. The new element sends the model's
 * operation and shows its texts until its author changes them (docs/contributing.md).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each kind: the element it is modelled on, and the contract test that holds the model's spec. */
const MODELS = {
  form: { model: 'document-request', contract: 'test/elements/form-contract.test.ts', suite: 'formContract', title: 'form' },
  list: { model: 'partner-user-list', contract: 'test/elements/list-contract.test.ts', suite: 'listContract', title: 'paged list' },
  record: { model: 'partner-configuration', contract: 'test/elements/record-load-contract.test.ts', suite: 'recordLoadContract', title: 'record-load' },
  journey: { model: 'onboarding', contract: 'test/elements/journey-contract.test.ts', suite: 'journeyContract', title: 'journey' },
};

const { values, positionals } = parseArgs({ options: { kind: { type: 'string' } }, allowPositionals: true });
const kind = MODELS[values.kind ?? ''];
const name = positionals[0];
if (!kind || !name || positionals.length !== 1) {
  console.error(`Usage: npm run new:element -- --kind ${Object.keys(MODELS).join('|')} <name>   (the element is <svc-<name>>)`);
  process.exit(2);
}
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error(`"${name}": a name is lower-case words joined by hyphens (card-limits → <svc-card-limits>).`);
  process.exit(2);
}
if (existsSync(join(root, 'src/elements', name))) {
  console.error(`src/elements/${name}/ exists already.`);
  process.exit(1);
}

const camel = (text) => text.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (text) => camel(text).replace(/^./, (letter) => letter.toUpperCase());
const { model } = kind;
/**
 * The model's names, each made the new element's: the tag and paths, the class, its styles and loaders,
 * and its texts' part where it is named as one (a record's data may share the part's name and keeps it).
 */
const part = camel(model);
// The camelCase names first: a one-word model (`onboarding`) is its own part, which the kebab-case
// replacement would otherwise turn into a name with hyphens. That one leaves a word that goes on in
// letters or digits alone (`onboardingLocales` is the part's, done above).
const rename = (text) =>
  text
    .replace(new RegExp(`\\bSvc${pascal(model)}\\b`, 'g'), `Svc${pascal(name)}`)
    .replace(new RegExp(`\\b${part}(Locales|Styles)\\b`, 'g'), `${camel(name)}$1`)
    .replace(new RegExp(`\\b(messages\\.|export const |import \\{ |typeof |Catalog\\['|laterWords\\(')${part}\\b`, 'g'), `$1${camel(name)}`)
    .replace(/(ownMessages = \{)([^}]*)\}/g, (_, start, parts) => `${start}${parts.replace(new RegExp(`\\b${part}\\b`), camel(name))}}`)
    .replace(new RegExp(`${model}(?![A-Za-z0-9])`, 'g'), name);

const written = [];
function write(path, text) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path);
}

// The folder: every file of the model, its texts in each language with a word for their translator.
const modelDir = join(root, 'src/elements', model);
for (const entry of readdirSync(modelDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const from = relative(modelDir, join(entry.parentPath, entry.name));
  const translated = from.startsWith('texts/') && from !== 'texts/en.ts';
  const note = translated ? `// <svc-${model}>'s words (npm run new:element): change them with texts/en.ts.\n` : '';
  write(`src/elements/${name}/${rename(from)}`, note + rename(readFileSync(join(modelDir, from), 'utf8')));
}

// Its stories.
write(`stories/${name}.stories.ts`, rename(readFileSync(join(root, 'stories', `${model}.stories.ts`), 'utf8')));

// Its test: the model's spec from the kind's contract test, and the model's subjects from the faults
// test, with the imports they use (each name once).
/** The calls or entries of `file` that `pattern` finds naming the model's tag, and the imports of `file` they use. */
function taken(file, pattern, tagged) {
  const source = readFileSync(join(root, file), 'utf8');
  const found = [...source.matchAll(pattern)].map((match) => match[0]).filter((text) => tagged.test(text));
  if (found.length === 0) throw new Error(`${file}: nothing for <svc-${model}> to start from (${pattern}).`);
  const imports = [...source.matchAll(/^import (type )?\{([^}]*)\} from '([^']+)';$/gm)].flatMap(([, typeOnly = '', names, from]) =>
    names
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && new RegExp(`\\b${item.replace(/^type /, '').split(' as ').pop()}\\b`).test(found.join('\n')))
      .map((item) => ({ from, item: typeOnly ? `type ${item}` : item })),
  );
  return { found, imports };
}
const spec = taken(kind.contract, new RegExp(`^${kind.suite}\\(\\{[\\s\\S]*?\\}\\);$`, 'gm'), new RegExp(`tag: 'svc-${model}'`));
// The faults test's subjects are the entries of its SUBJECTS table: an object (`  {` to `  },`) or a call
// of one of the contract's subject shapes (`  formSubject(` to `  ),`, or on one line), each naming its tag.
const faults = taken('test/elements/faults.test.ts', /^ {2}(?:\{\n[\s\S]*?^ {2}\}|\w+\((?:\n[\s\S]*?^ {2}\)|.*\))),$/gm, new RegExp(`'svc-${model}[ ']`));
// The WCAG contract's spec of the model, from whichever of its test files holds it.
const wcagFile = readdirSync(join(root, 'test/elements'))
  .filter((file) => /^wcag-[a-z]+\.test\.ts$/.test(file))
  .map((file) => `test/elements/${file}`)
  .find((file) => readFileSync(join(root, file), 'utf8').includes(`tag: 'svc-${model}'`));
if (!wcagFile) throw new Error(`test/elements/wcag-*.test.ts: no WCAG contract for <svc-${model}> to start from.`);
const wcag = taken(wcagFile, /^wcagContract\(\{[\s\S]*?\}\);$/gm, new RegExp(`tag: 'svc-${model}'`));
const byModule = new Map();
const seen = new Set();
for (const { from, item } of [...spec.imports, ...wcag.imports, ...faults.imports, { from: './contract/faults-contract.js', item: 'faultsContract' }]) {
  const local = item.replace(/^type /, '').split(' as ').pop();
  if (seen.has(local)) continue;
  seen.add(local);
  byModule.set(from, [...(byModule.get(from) ?? []), item]);
}
write(
  `test/elements/${name}.test.ts`,
  `/** <svc-${name}>: the ${kind.title} contract, the WCAG contract and the faults contract (test/elements/contract/), from <svc-${model}>'s, which it was modelled on. */\n` +
    `import '../../src/elements/${name}/define.js';\n` +
    [...byModule].map(([from, items]) => `import { ${items.join(', ')} } from '${from}';\n`).join('') +
    '\n' +
    rename(spec.found[0]) +
    `\n\n${rename(wcag.found[0])}` +
    `\n\nfaultsContract([\n${rename(faults.found.join('\n'))}\n]);\n`,
);

console.log(`Wrote <svc-${name}> (a ${values.kind}, modelled on <svc-${model}>):\n${written.map((path) => `  ${path}`).join('\n')}`);
console.log('Then: npm run generate (or any step that runs it), and the element made your own (its texts in every language with it).');
