// Build pieces of the script-tag output (vite.config.ts, `--mode bundle`).
import { relative } from 'node:path';
import type { Plugin } from 'vite';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}

const LOADER = 'svc-elements.js';
const projectPath = (id: string): string => relative(process.cwd(), id).replaceAll('\\', '/');

/** The tag an element's define module registers, by the kit's convention: src/elements/<name>/define.ts → svc-<name>. */
const tagOf = (id: string): string | undefined => {
  const name = /(?:^|\/)src\/elements\/([^/]+)\/define\.ts$/.exec(projectPath(id))?.[1];
  return name && `svc-${name}`;
};

/** A test on a module id by its project path (node_modules/… or src/…). */
const under = (pattern: RegExp) => (id: string): boolean => pattern.test(projectPath(id));

/**
 * Two shared chunks for the code that nearly every page needs, so that a page downloads a few files
 * rather than a dozen: each file costs its own compression start and the import/export lines that tie
 * it to others. A group takes the modules it matches and, first, what they import. Other modules are
 * placed by the bundler, by the set of entries that use them (form layer, schemas of an area...).
 */
export const chunkGroups = [
  {
    // Lit, the base element, the shared English texts, errors and the request path: every element
    // (the provider uses less of it, and is within its budget with it).
    name: 'core',
    test: (id: string): boolean =>
      id.includes('rolldown/runtime') ||
      under(
        /^(node_modules\/(lit\/(index|decorators)\.js|lit-html\/(lit-html|directive|directive-helpers)\.js|lit-element\/|@lit\/reactive-element\/|@lit\/task\/|@lit\/context\/lib\/(context-request-event|create-context|controllers\/context-consumer)\.js)|src\/(elements\/(base\/|provider\/context\.ts|define-element\.ts)|i18n\/(base|catalog|labels|en\/(common|errors|enums))\.ts|api\/(errors|own|enums\/common|formats\/(duration|guid))\.ts|client\/operation-ref\.ts))/,
      )(id),
    priority: 2,
  },
  // zod and the building blocks of every schema: every element that sends or reads data.
  { name: 'zod', test: under(/^(node_modules\/zod\/|src\/api\/(primitives|limits|operations\/define|schemas\/common)\.ts)/), priority: 1 },
];

/** Shared chunks named after the best-known module in them, when they hold one. */
const sharedNames: [RegExp, string][] = [
  [/node_modules\/lit-html\/lit-html\.js$/, 'core'],
  [/node_modules\/zod\/v4\/core\/core\.js$/, 'zod'],
  [/src\/elements\/form\/svc-form-element\.ts$/, 'form'],
];

/** Script-tag chunk names: an element's define chunk after its tag, shared chunks after what they hold. */
export const chunkFileName = (chunk: { facadeModuleId: string | null; moduleIds: string[] }): string => {
  // An element that others import (svc-sca-pending) has its define module inside a shared chunk.
  const tag = (chunk.facadeModuleId ? tagOf(chunk.facadeModuleId) : undefined) ?? chunk.moduleIds.map(tagOf).find(Boolean);
  if (tag) return `chunks/${tag}.define-[hash].js`;
  // A language's texts, loaded only when an element shows that language: `i18n-fr-ledger-list-….js`.
  const texts = chunk.facadeModuleId && /(?:^|\/)src\/i18n\/([a-z]{2,3})\/([a-z-]+)\.ts$/.exec(projectPath(chunk.facadeModuleId));
  if (texts) return `chunks/i18n-${texts[1]}-${texts[2]}-[hash].js`;
  const shared = sharedNames.find(([module]) => chunk.moduleIds.some((id) => module.test(projectPath(id))))?.[1];
  return `chunks/${shared ?? '[name]'}-[hash].js`;
};

/**
 * Appends to the loader the chunks each tag needs beyond the one it imports (that chunk's static
 * imports, transitively), for src/loader/preload.ts; and writes
 * dist/chunk-graph.json (each file, the source modules in it, the files it imports, statically or on
 * demand), from which the size budgets compute what a page downloads.
 */
export const scriptTagOutput = (): Plugin => ({
  name: 'svc-script-tag-output',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as Chunk[];
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loader = byFile.get(LOADER);
    if (!loader) throw new Error(`${LOADER} is not in the build`);

    const closure = (file: string, files = new Set<string>()): Set<string> => {
      if (files.has(file) || file === LOADER) return files;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) closure(imported, files);
      return files;
    };
    const files: string[] = [];
    const tags: Record<string, number[]> = {};
    for (const chunk of chunks) {
      for (const tag of chunk.moduleIds.map(tagOf)) {
        if (!tag || !loader.dynamicImports.includes(chunk.fileName)) continue;
        // The define chunk itself is imported at once; the loader's own imports are there already.
        const needed = [...closure(chunk.fileName)].filter((file) => file !== chunk.fileName && !loader.imports.includes(file)).sort();
        tags[tag] = needed.map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
      }
    }
    // Chunk names without their folder and extension, which src/loader/preload.ts adds back; a hoisted
    // function declaration, so the loader's first lines can call it.
    const names = files.map((file) => /^chunks\/(.+)\.js$/.exec(file)?.[1] ?? '');
    if (names.includes('')) throw new Error(`an element needs a script outside dist/chunks: ${files.join(', ')}`);
    const table = JSON.stringify({ files: names, tags });
    const declaration = `function svcElementChunks(){return ${table}}\n`;
    const mapComment = loader.code.lastIndexOf('//# sourceMappingURL=');
    loader.code = mapComment < 0 ? `${loader.code}\n${declaration}` : `${loader.code.slice(0, mapComment)}${declaration}${loader.code.slice(mapComment)}`;

    const graph = chunks
      .map((chunk) => ({
        file: chunk.fileName,
        entry: chunk.isEntry,
        modules: chunk.moduleIds.filter((id) => !id.startsWith('\0')).map(projectPath),
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
      }))
      .sort((a, b) => a.file.localeCompare(b.file));
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: `${JSON.stringify(graph, null, 1)}\n` });
  },
});
