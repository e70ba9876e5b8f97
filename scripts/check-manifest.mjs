// Fails when custom-elements.json is not what the analyzer makes from the code now, when an event,
// attribute or public property of an element has no type (tools that generate framework types and
// wrappers from the manifest need them: `@fires {CustomEvent<Detail>} name - text`, a typed
// property declaration), or when an element documents or uses a part outside the kit's one
// vocabulary (scripts/part-vocabulary.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isKnownPart } from './part-vocabulary.mjs';

const problems = [];

// The analyzer resolves --outdir against the working directory; .manifest-check is git-ignored.
const outdir = '.manifest-check';
const analyze = () => {
  execFileSync('npx', ['cem', 'analyze', '--quiet', '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
  return JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
};
/** The first place two manifests differ, as a path of keys (to say where, not only that). */
const firstDifference = (a, b, path = '') => {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}/${a[key]?.name ?? a[key]?.path ?? key}`);
      if (found) return found;
    }
  }
  return path || '/';
};
let fresh;
try {
  let committed;
  try {
    committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  } catch {
    committed = undefined;
  }
  fresh = analyze();
  if (JSON.stringify(fresh) !== JSON.stringify(committed)) {
    // Once, in a CI run, the analyzer gave a manifest that a second run did not: look twice before failing.
    const again = analyze();
    if (JSON.stringify(again) === JSON.stringify(committed)) {
      console.warn(`Warning: the analyzer's first run differed at ${firstDifference(fresh, committed)}; a second run matches the committed manifest.`);
      fresh = again;
    } else {
      problems.push(`custom-elements.json is stale (first difference at ${firstDifference(again, committed)}): run \`npm run manifest\` and commit the result.`);
    }
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

// Types of events, attributes and public properties.
for (const module of fresh.modules) {
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
for (const module of fresh.modules) {
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
for (const module of fresh.modules) {
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
      problems.push(`${file}: part "${token}" is not in the part vocabulary (scripts/part-vocabulary.mjs).`);
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('custom-elements.json is current; every event, attribute and property has a type; every part is in the vocabulary.');
