// Manifest of the kit's elements, read from the JSDoc of the element classes. It is what partners
// and Storybook's API tables read: only the public surface, with defaults as values.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const LITERAL = /^(?:-?\d[\d_.]*|'[^'\\]*'|"[^"\\]*"|`[^`$\\]*`|true|false|null)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The literal a constant named in `file` stands for (`DEFAULT_PAGE_SIZE` → `20`), following
 * `const A = B` and named imports of other source files; undefined when it is computed.
 */
function constantValue(file, name, depth = 0) {
  if (depth > 8) return undefined;
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const declared = new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?const\\s+${name}\\b\\s*(?::[^=]+)?=\\s*([^;\\n]+);`).exec(source)?.[1].trim();
  if (declared !== undefined) {
    if (LITERAL.test(declared)) return declared;
    return IDENTIFIER.test(declared) ? constantValue(file, declared, depth + 1) : undefined;
  }
  for (const [, names, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const imported of names.split(',').map((text) => text.trim().replace(/^type\s+/, ''))) {
      const [original, local = original] = imported.split(/\s+as\s+/);
      if (local === name) return constantValue(join(dirname(file), specifier.replace(/\.js$/, '.ts')), original, depth + 1);
    }
  }
  return undefined;
}

const isPublic = (member) => !member.static && (member.privacy ?? 'public') === 'public' && !/^[#_]/.test(member.name);

export default {
  globs: ['src/elements/**/*.ts', 'src/define.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The analyzer lists modules in file-system order, which differs between machines: sort
      // them, so that the committed manifest and a fresh one compare equal anywhere.
      name: 'sorted-modules',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
    {
      // What a partner can use, and nothing else: private, protected and static members go (their
      // controllers, handlers and render steps filled Storybook's tables), and a default written
      // as a constant's name is given as the constant's value.
      name: 'public-surface',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.kind !== 'class') continue;
            declaration.members = (declaration.members ?? []).filter(isPublic);
            // The analyzer adds inherited entries in an order that varies from run to run: keys in
            // alphabetical order, so that two runs write the same file.
            const entries = Object.entries(declaration).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
            for (const [key] of entries) delete declaration[key];
            Object.assign(declaration, Object.fromEntries(entries));
            for (const item of [...declaration.members, ...(declaration.attributes ?? [])]) {
              if (!item.default || !IDENTIFIER.test(item.default) || LITERAL.test(item.default) || item.default === 'undefined') continue;
              const source = item.inheritedFrom?.module ?? module.path;
              const value = constantValue(source, item.default);
              if (value !== undefined) item.default = value;
            }
          }
        }
      },
    },
  ],
};
