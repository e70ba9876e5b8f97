import { readdirSync, existsSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig, type LibraryOptions, type Plugin } from 'vite';

/** `svc-<folder>` → that element's define file: the per-element entries `svc-elements/svc-<tag>`. */
const elementEntries = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
    .map((entry) => [`svc-${entry.name}`, `src/elements/${entry.name}/define.ts`]),
);

/** Script-tag chunks: an element's own chunk is named after its tag, shared chunks after their first module. */
const bundleChunkName = (chunk: { facadeModuleId: string | null }): string => {
  const element = /\/elements\/([^/]+)\/define\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return element ? `chunks/svc-${element}-[hash].js` : 'chunks/[name]-[hash].js';
};

/**
 * Writes dist/chunk-graph.json: each script-tag file with the source modules in it and the files it
 * imports, statically or on demand. The size budgets compute what a page downloads from it.
 */
const chunkGraph = (): Plugin => ({
  name: 'svc-chunk-graph',
  generateBundle(_options, bundle) {
    const files = Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => ({
        file: chunk.fileName,
        entry: chunk.isEntry,
        modules: chunk.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(process.cwd(), id).replaceAll('\\', '/')),
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
      }))
      .sort((a, b) => a.file.localeCompare(b.file));
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: `${JSON.stringify(files, null, 1)}\n` });
  },
});

/**
 * Two builds (scripts/build.mjs runs both):
 * - default: the npm library, ESM with `lit` and `zod` left as dependencies, into dist/esm;
 * - `--mode bundle`: dist/svc-elements.js, one self-contained module for a script tag. The
 *   sandbox and non-English catalogs stay separate chunks, loaded only when asked for.
 */
export default defineConfig(({ mode }) => {
  const bundle = mode === 'bundle';
  const lib: LibraryOptions = bundle
    ? { entry: { 'svc-elements': 'src/bundle.ts', 'svc-elements-api': 'src/bundle-api.ts' }, formats: ['es'] }
    : { entry: { index: 'src/index.ts', define: 'src/define.ts', ...elementEntries }, formats: ['es'] };
  return {
    plugins: bundle ? [chunkGraph()] : [],
    oxc: { decorator: { legacy: true }, typescript: { removeClassFieldsWithoutInitializer: true } },
    build: {
      target: 'es2022',
      outDir: bundle ? 'dist' : 'dist/esm',
      emptyOutDir: !bundle,
      minify: true,
      sourcemap: true,
      lib,
      rollupOptions: {
        // Script tag: the loader and the API entry export exactly what they declare, so shared code
        // goes to shared chunks and never makes an element's chunk import an entry.
        preserveEntrySignatures: bundle ? 'strict' : 'allow-extension',
        external: bundle ? [] : [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//, /^zod(\/|$)/],
        output: {
          chunkFileNames: bundle ? bundleChunkName : '[name]-[hash].js',
          // Vite's own `minify` leaves whitespace in library mode; the bundler's output option removes it.
          minify: true,
        },
      },
    },
  };
});
