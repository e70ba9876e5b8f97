import { readdirSync, existsSync } from 'node:fs';
import { defineConfig, type LibraryOptions } from 'vite';

/** `svc-<folder>` → that element's define file: the per-element entries `svc-elements/svc-<tag>`. */
const elementEntries = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
    .map((entry) => [`svc-${entry.name}`, `src/elements/${entry.name}/define.ts`]),
);

/**
 * Two builds (scripts/build.mjs runs both):
 * - default: the npm library, ESM with `lit` and `zod` left as dependencies, into dist/esm;
 * - `--mode bundle`: dist/svc-elements.js, one self-contained module for a script tag. The
 *   sandbox and non-English catalogs stay separate chunks, loaded only when asked for.
 */
export default defineConfig(({ mode }) => {
  const bundle = mode === 'bundle';
  const lib: LibraryOptions = bundle
    ? { entry: { 'svc-elements': 'src/bundle.ts' }, formats: ['es'] }
    : { entry: { index: 'src/index.ts', define: 'src/define.ts', ...elementEntries }, formats: ['es'] };
  return {
    oxc: { decorator: { legacy: true }, typescript: { removeClassFieldsWithoutInitializer: true } },
    build: {
      target: 'es2022',
      outDir: bundle ? 'dist' : 'dist/esm',
      emptyOutDir: !bundle,
      minify: true,
      sourcemap: true,
      lib,
      rollupOptions: {
        // The script-tag module must stand alone: code it shares with the on-demand sandbox chunk
        // stays in it (and the sandbox imports it from there) rather than going to a third file.
        preserveEntrySignatures: 'allow-extension',
        external: bundle ? [] : [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//, /^zod(\/|$)/],
        output: {
          chunkFileNames: bundle ? 'chunks/[name]-[hash].js' : '[name]-[hash].js',
          // Vite's own `minify` leaves whitespace in library mode; the bundler's output option removes it.
          minify: true,
        },
      },
    },
  };
});
