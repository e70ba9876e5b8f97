// A test-runner plugin for the framework tests: it serves each test/frameworks/*.tsx module as one
// ES module bundled by esbuild, with React or Vue (whose packages are CommonJS, or need build-time
// flags) and the example app's components (Vue single-file components compiled here). The kit stays
// outside the bundle: `svc-elements` imports point to its sources, served as every other test's, so
// the test and the app share one copy of the elements, the sandbox and the configuration.
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { compileScript, parse } from 'vue/compiler-sfc';

/** `svc-elements`, `svc-elements/<entry>` (define, events, schemas, operations, sandbox), `svc-elements/svc-<name>` → the source the package builds them from. */
function kitSource(specifier) {
  const entry = specifier.slice('svc-elements'.length).replace(/^\//, '');
  if (entry === '') return '/src/index.ts';
  if (['define', 'events', 'schemas', 'operations'].includes(entry)) return `/src/${entry}.ts`;
  if (entry === 'sandbox') return '/src/sandbox/index.ts';
  if (entry.startsWith('svc-')) return `/src/elements/${entry.slice(4)}/define.ts`;
  throw new Error(`No source for ${specifier}`);
}

const kitOutside = {
  name: 'kit-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^svc-elements(\/.*)?$/ }, (args) => ({ path: kitSource(args.path), external: true }));
  },
};

// Compiles a Vue single-file component (script setup + template, as examples/vue uses them) with
// the kit's tags as custom elements, as examples/vue/vite.config.ts tells Vue.
const isCustomElement = (tag) => tag.startsWith('svc-');
const vueFiles = {
  name: 'vue-files',
  setup(bundler) {
    bundler.onLoad({ filter: /\.vue$/ }, async (args) => {
      const { descriptor, errors } = parse(await readFile(args.path, 'utf8'), {
        filename: args.path,
        templateParseOptions: { isCustomElement },
      });
      if (errors.length > 0) throw errors[0];
      const script = compileScript(descriptor, {
        id: args.path,
        inlineTemplate: true,
        templateOptions: { compilerOptions: { isCustomElement } },
      });
      return { contents: script.content, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

export function frameworkBundles() {
  return {
    name: 'framework-bundles',
    async serve(context) {
      if (!/^\/test\/frameworks\/[\w-]+\.tsx$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        tsconfig: 'tsconfig.json',
        jsx: 'automatic',
        logLevel: 'silent',
        define: {
          'process.env.NODE_ENV': '"development"',
          __VUE_OPTIONS_API__: 'false',
          __VUE_PROD_DEVTOOLS__: 'false',
          __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
        },
        plugins: [kitOutside, vueFiles],
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
