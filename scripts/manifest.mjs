// `npm run manifest` (part of `npm run generate`): the build outputs read from the elements' code,
// neither committed nor checked for staleness (they are regenerated before typecheck, the tests,
// Storybook and the build):
// - custom-elements.json, by the analyzer (custom-elements-manifest.config.mjs): partners, Storybook's
//   API tables and the package read it;
// - src/frameworks/elements.ts: for every `svc-*` element its class, the properties a framework may
//   set, its attributes (name → property) and its events with their types; src/frameworks/react.ts,
//   vue.ts and angular.ts turn it into each framework's element typings.
// Both are skipped when they are newer than every input (`--force` regenerates), and written only
// when their text changes, through a rename, so steps running side by side never read half a file.
// `--check` (docs:check, after `generate`) fails when an event, attribute or public property of an element has no
// type (framework types need them: `@fires {CustomEvent<Detail>} name - text`, a typed property),
// when the manifest shows more than the public surface, or when an element documents or uses a part
// outside the kit's one vocabulary (PART_NAMES in scripts/doc-section.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isKnownPart } from './doc-section.mjs';

const MANIFEST = 'custom-elements.json';
const TYPES = 'src/frameworks/elements.ts';
const sources = () =>
  [
    ...readdirSync('src/elements', { recursive: true }).map((file) => join('src/elements', String(file))),
    'src/define.ts',
    'custom-elements-manifest.config.mjs',
    'scripts/manifest.mjs',
  ].filter((file) => file.endsWith('.ts') || file.endsWith('.mjs'));

/** Writes `text` to `file` when it differs, through a temporary file and a rename. */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(`${file}.${process.pid}.tmp`, text);
  renameSync(`${file}.${process.pid}.tmp`, file);
  return true;
}

function isCurrent() {
  if (!existsSync(MANIFEST) || !existsSync(TYPES)) return false;
  const oldest = Math.min(statSync(MANIFEST).mtimeMs, statSync(TYPES).mtimeMs);
  // The folder itself too: a removed element folder changes its time, and no file's.
  return ['src/elements', ...sources()].every((file) => statSync(file).mtimeMs <= oldest);
}

function analyze() {
  // The analyzer resolves --outdir against the working directory; each run has its own folder.
  const outdir = `.manifest-check/${process.pid}`;
  try {
    execFileSync('npx', ['cem', 'analyze', '--quiet', '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
    return readFileSync(join(outdir, MANIFEST), 'utf8');
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The text of src/frameworks/elements.ts for a manifest. */
function frameworkTypes(manifest) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName?.startsWith('svc-'))
    .sort((a, b) => (a.tagName < b.tagName ? -1 : 1));

  /** Type names an event type refers to (`CustomEvent<SvcSuccessDetail>` → SvcSuccessDetail). */
  const globalTypes = new Set(['CustomEvent', 'Event']);
  const referencedTypes = (text) => [...text.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)].map((match) => match[0]).filter((name) => !globalTypes.has(name));

  const quote = (text) => `'${text}'`;
  /** `name: { ...rows }`, or `name: Record<never, never>` when there are none; `shared` names go first. */
  const table = (name, rows, shared = []) => {
    const prefix = shared.map((type) => `${type} & `).join('');
    if (rows.length === 0) return [`    ${name}: ${shared.length > 0 ? shared.join(' & ') : 'Record<never, never>'};`];
    return [`    ${name}: ${prefix}{`, ...rows.map((row) => `      ${row}`), '    };'];
  };
  const attributeRow = (attribute) => `${quote(attribute.name)}: ${quote(attribute.fieldName)};`;
  const eventRow = (event) => `${quote(event.name)}: ${event.type.text};`;

  // Attributes a base class declares are written once, as `<Base>Attributes`, and each element that
  // extends the base refers to them.
  const baseAttributes = new Map();
  for (const element of elements) {
    for (const attribute of element.attributes ?? []) {
      const base = attribute.inheritedFrom?.name;
      if (!base || !attribute.fieldName) continue;
      const rows = baseAttributes.get(base) ?? new Map();
      rows.set(attribute.name, attributeRow(attribute));
      baseAttributes.set(base, rows);
    }
  }
  const baseAttributesType = (base) => `${base}Attributes`;

  // The events every element of one base class fires (the manifest lists them on each element) are
  // written once too, as `<Base>Events`.
  const baseEvents = new Map();
  for (const element of elements) {
    const base = element.superclass?.name;
    if (!base) continue;
    const rows = new Map((element.events ?? []).filter((event) => event.type?.text).map((event) => [event.name, eventRow(event)]));
    const shared = baseEvents.get(base);
    baseEvents.set(base, shared ? new Map([...shared].filter(([name, row]) => rows.get(name) === row)) : rows);
  }
  for (const [base, rows] of baseEvents) {
    const siblings = elements.filter((element) => element.superclass?.name === base).length;
    if (siblings < 2 || rows.size === 0) baseEvents.delete(base);
  }
  const baseEventsType = (base) => `${base}Events`;

  // The element classes come from the package root, the types of their events from `svc-elements/events`.
  const imports = new Set();
  const eventImports = new Set();
  const entries = [];
  for (const element of elements) {
    imports.add(element.name);
    const properties = (element.members ?? [])
      .filter((member) => member.kind === 'field' && !member.static && !member.readonly && (member.privacy ?? 'public') === 'public')
      .map((member) => member.name);
    const attributes = (element.attributes ?? []).filter((attribute) => attribute.fieldName);
    const events = element.events ?? [];
    for (const event of events) {
      if (!event.type?.text) throw new Error(`${element.tagName}: event ${event.name} has no type in the manifest.`);
      for (const name of referencedTypes(event.type.text)) eventImports.add(name);
    }
    const lines = [
      `  ${quote(element.tagName)}: {`,
      `    element: ${element.name};`,
      `    properties: ${[...new Set(properties)].map(quote).join(' | ') || 'never'};`,
      ...table(
        'attributes',
        attributes.filter((attribute) => !attribute.inheritedFrom).map(attributeRow),
        [...new Set(attributes.map((attribute) => attribute.inheritedFrom?.name).filter(Boolean))].sort().map(baseAttributesType),
      ),
      ...(() => {
        const base = baseEvents.get(element.superclass?.name);
        const own = events.filter((event) => !base?.has(event.name));
        return table('events', own.map(eventRow), base ? [baseEventsType(element.superclass.name)] : []);
      })(),
      `  };`,
    ];
    entries.push(lines.join('\n'));
  }

  const source = `// Generated by scripts/manifest.mjs from custom-elements.json (\`npm run generate\`): a build
// output, not committed; do not edit.
import type {
${[...imports].sort().map((name) => `  ${name},`).join('\n')}
} from '../index.js';
import type {
${[...eventImports].sort().map((name) => `  ${name},`).join('\n')}
} from '../events.js';

${[...baseAttributes.keys()].sort().map((base) => `/** The attributes every element extending ${base} has. */
interface ${baseAttributesType(base)} {
${[...baseAttributes.get(base).values()].map((row) => `  ${row}`).join('\n')}
}
`).join('\n')}
${[...baseEvents.keys()].sort().map((base) => `/** The events every element extending ${base} fires. */
interface ${baseEventsType(base)} {
${[...baseEvents.get(base).values()].map((row) => `  ${row}`).join('\n')}
}
`).join('\n')}
/**
 * Every kit element: its class, the properties a framework may set, its attributes (attribute name
 * → property name) and its events (event name → event type).
 */
export interface SvcElementTypes {
${entries.join('\n')}
}

/** The tag names of the kit's elements. */
export type SvcTagName = keyof SvcElementTypes;
`;
  return { source, count: elements.length };
}

/** What is wrong in the manifest's public surface and the parts the templates use. */
function problemsOf(manifest) {
  const problems = [];
  // Types of events, attributes and public properties.
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      const owner = declaration.tagName ?? declaration.name;
      for (const event of declaration.events ?? []) {
        if (!event.type?.text) problems.push(`${owner}: event "${event.name}" has no type: write \`@fires {CustomEvent<Detail>} ${event.name} - ...\` (or {Event} when it carries no detail).`);
      }
      for (const attribute of declaration.attributes ?? []) {
        if (!attribute.type?.text) problems.push(`${owner}: attribute "${attribute.name}" has no type: give its property a type annotation.`);
      }
      for (const member of declaration.members ?? []) {
        const isPublic = member.privacy === undefined || member.privacy === 'public';
        if (member.kind === 'field' && isPublic && !member.static && !member.type?.text) problems.push(`${owner}: property "${member.name}" has no type.`);
      }
    }
  }

  // Only the public surface, with defaults as values (custom-elements-manifest.config.mjs): Storybook's
  // API tables and partners read the manifest.
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      const owner = declaration.tagName ?? declaration.name;
      for (const member of declaration.members ?? []) {
        if (member.static || (member.privacy ?? 'public') !== 'public') problems.push(`${owner}: ${member.privacy ?? 'static'} member "${member.name}" is in the manifest.`);
      }
      for (const item of [...(declaration.members ?? []), ...(declaration.attributes ?? [])]) {
        if (/^[A-Z_$][\w$]*$/.test(item.default ?? '') && item.default !== 'undefined') problems.push(`${owner}: "${item.name}" has the default ${item.default}, a name instead of its value.`);
      }
    }
  }

  // Parts the manifest documents.
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      for (const part of declaration.cssParts ?? []) {
        if (!isKnownPart(part.name)) problems.push(`${declaration.tagName ?? declaration.name}: documented part "${part.name}" is not in the part vocabulary.`);
      }
    }
  }

  // Parts the templates use (static tokens; in `badge-${status}` the static part before the
  // interpolation is checked as a modifier prefix).
  const files = readdirSync('src/elements', { recursive: true })
    .filter((file) => String(file).endsWith('.ts'))
    .map((file) => join('src/elements', String(file)));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bpart="([^"]*)"/g)) {
      // An interpolation (`${dragging ? ' dropzone-active' : ''}`) counts as one unknown piece.
      const tokens = match[1].replace(/\$\{[^}]*\}/g, '${}').split(/\s+/).filter(Boolean);
      for (const token of tokens) {
        if (token.includes('${')) {
          const prefix = token.slice(0, token.indexOf('${'));
          if (prefix === '' || isKnownPart(prefix) || isKnownPart(`${prefix}x`)) continue;
        } else if (isKnownPart(token)) continue;
        problems.push(`${file}: part "${token}" is not in the part vocabulary (PART_NAMES in scripts/doc-section.mjs).`);
      }
    }
  }
  return problems;
}

if (process.argv.includes('--force') || !isCurrent()) {
  const text = analyze();
  const { source, count } = frameworkTypes(JSON.parse(text));
  const wrote = [writeIfChanged(MANIFEST, text) && MANIFEST, writeIfChanged(TYPES, source) && TYPES].filter(Boolean);
  // Touched even when unchanged, so that the next run finds them newer than the sources.
  const now = new Date();
  for (const file of [MANIFEST, TYPES]) utimesSync(file, now, now);
  console.log(wrote.length > 0 ? `Wrote ${wrote.join(' and ')} (${count} elements).` : `${MANIFEST} and ${TYPES} are current (${count} elements).`);
} else {
  console.log(`${MANIFEST} and ${TYPES} are newer than the elements' code: nothing to do (--force regenerates).`);
}

if (process.argv.includes('--check')) {
  const problems = problemsOf(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log('Every event, attribute and property of an element has a type; every part is in the vocabulary.');
}
