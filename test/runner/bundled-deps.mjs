// A test-runner plugin that serves the kit's runtime dependencies (Lit and zod) pre-bundled, once per
// run, instead of module by module: a test file otherwise loads about 160 of their files (zod alone
// 92) before its first test, in each engine. esbuild splits the bundles so that every entry shares
// one copy of Lit (one `html`, one `nothing`, one directive registry), and keeps Lit's development
// build, as the runner's own resolution does. An import of these packages that is not an entry
// below fails the run: it would load a second copy of Lit beside the bundled one.
import { build } from 'esbuild';

const ENTRIES = [
  'lit',
  'lit/decorators.js',
  'lit/directive.js',
  'lit/directive-helpers.js',
  'lit/directives/if-defined.js',
  'lit/directives/live.js',
  'lit/directives/repeat.js',
  'lit/directives/unsafe-html.js', // @open-wc/testing's own helpers; never the kit's
  'lit/html.js',
  'lit/static-html.js',
  '@lit/context',
  '@lit/task',
  'zod/mini',
  'zod/v4/core',
];
const BUNDLED = /^(lit|lit-html|lit-element|@lit\/reactive-element|@lit\/task|@lit\/context|zod)(\/|$)/;
const PREFIX = '/__bundled-deps__/';
const fileName = (specifier) => specifier.replace(/[^\w]+/g, '_');

export function bundledDeps() {
  let files;
  const bundle = async () => {
    const result = await build({
      entryPoints: Object.fromEntries(ENTRIES.map((specifier) => [fileName(specifier), specifier])),
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2022',
      conditions: ['development', 'browser'],
      write: false,
      outdir: 'out',
      logLevel: 'error',
    });
    return new Map(result.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf('/out/') + '/out/'.length), file.text]));
  };
  return {
    name: 'bundled-deps',
    async serverStart() {
      files = await bundle();
    },
    resolveImport({ source }) {
      if (!BUNDLED.test(source)) return undefined;
      if (!ENTRIES.includes(source)) throw new Error(`${source} is not pre-bundled for the tests: add it to test/runner/bundled-deps.mjs (a second copy of Lit or zod would load).`);
      return `${PREFIX}${fileName(source)}.js`;
    },
    serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const body = files.get(context.path.slice(PREFIX.length));
      return body === undefined ? undefined : { body, type: 'js', headers: { 'cache-control': 'public, max-age=3600' } };
    },
  };
}
