import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type LibraryOptions } from 'vite';
import { literalsHtmlCssMinifier } from '@literals/rollup-plugin-html-css-minifier';
import { defaultShouldMinify, defaultStrategy, type Strategy } from '@literals/html-css-minifier';
import { chunkFileName, chunkGroups, propertyDecorate, scriptTagOutput, terserPass, withoutLitHooks } from './scripts/script-tag-build.ts';

/**
 * The kit's `html` and `css` templates minified by a maintained minifier of Lit templates
 * (html-minifier-next, lightningcss). Its options are the cautious ones: whitespace runs become one
 * space (never none, so text and inline elements keep their gaps), empty attributes stay
 * (`<option value="">` means the empty value) and entities stay as written. A `css` template is
 * minified when it is a whole style sheet (a list of declarations shared into others is not one);
 * one it cannot read fails the build rather than shipping unminified.
 *
 * The minifier leaves a `css` template with `${…}` as written, comments and all. A sheet whose
 * expressions stand where a rule may (`@container … { ${rules} }`, as the lists' stacked rows
 * are shared) is minified by lightningcss too, through the minifier's own strategy: each expression
 * becomes an unknown at-rule (`@TEMPLATE_EXPRESSION;`), which lightningcss keeps in place, and the
 * result is split there again. An expression anywhere else (inside a declaration or a selector) is
 * dropped or changed by lightningcss; the minifier then finds fewer parts than it gave and the build
 * fails (`failOnError`), so nothing ships changed.
 */
type Template = Parameters<typeof defaultShouldMinify>[0];
const CSS_EXPRESSION = '@TEMPLATE_EXPRESSION;';
const isSheet = (template: Template): boolean => template.tag === 'css' && template.parts.some((part) => part.text.includes('{'));
const sheetsWithExpressions = new WeakSet<Template['parts']>();
const sheetTexts = new Set<string>();
const strategy: Strategy = {
  ...defaultStrategy,
  getPlaceholder: (parts) => {
    if (!sheetsWithExpressions.has(parts)) return defaultStrategy.getPlaceholder(parts);
    if (parts.some((part) => part.text.includes('@TEMPLATE_EXPRESSION'))) throw new Error('a css template holds the minifier\'s placeholder');
    return CSS_EXPRESSION;
  },
  minifyHTML: async (text, options) => {
    if (!sheetTexts.has(text)) return defaultStrategy.minifyHTML(text, options);
    return defaultStrategy.minifyCSS!(text);
  },
  splitHTMLByPlaceholder: (text, placeholder) =>
    placeholder === CSS_EXPRESSION ? text.split(/@TEMPLATE_EXPRESSION;?/) : defaultStrategy.splitHTMLByPlaceholder(text, placeholder),
};
const minifyTemplates = () =>
  literalsHtmlCssMinifier({
    include: ['src/**/*.ts'],
    failOnError: true,
    options: {
      strategy,
      shouldMinifyCSS: (template: Template) => isSheet(template) && template.parts.length === 1,
      // Templates the minifier reads as HTML, and sheets with expressions (above), marked for the strategy.
      shouldMinify: (template: Template) => {
        if (isSheet(template) && template.parts.length > 1) {
          sheetsWithExpressions.add(template.parts);
          sheetTexts.add(template.parts.map((part) => part.text).join(CSS_EXPRESSION));
          return true;
        }
        return defaultShouldMinify(template);
      },
      minifyOptions: {
        caseSensitive: true,
        collapseWhitespace: true,
        conservativeCollapse: true,
        decodeEntities: false,
        removeComments: true,
        removeEmptyAttributes: false,
        removeAttributeQuotes: false,
        minifyJS: false,
      },
    },
  });

/**
 * The script tag's chunk groups: the shared ones (`chunkGroups`), and the form layer's model with its
 * field templates and the platform form control in one file. Every page that has one has the others
 * (the form pages and the document upload; the lists' filters, fetched on demand, bring them too):
 * as separate files they cost each of those pages a file more, its imports and its line in the
 * integrity manifest (about 0.3 KiB a file with the manifest).
 */
const under = (pattern: RegExp) => (id: string): boolean => pattern.test(id.replaceAll('\\', '/'));
const scriptTagGroups = [...chunkGroups, { name: 'form-fields', test: under(/\/src\/elements\/form\/(form-model|fields|form-control-element)\.ts$/), priority: 0 }];

/** `svc-<folder>` → that element's define file: the per-element entries `svc-elements/svc-<tag>`. */
const elementEntries = Object.fromEntries(
  readdirSync('src/elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
    .map((entry) => [`svc-${entry.name}`, `src/elements/${entry.name}/define.ts`]),
);

/**
 * Two builds (scripts/build.mjs runs both):
 * - default: the npm library, ESM with `lit` and `zod` left as dependencies, into dist/esm;
 * - `--mode bundle`: the script tag. dist/svc-elements.js is a small loader that defines each element
 *   on first use from its chunk in dist/chunks; dist/svc-elements-api.js exports the public API from
 *   the same chunks. The sandbox and non-English catalogs stay chunks loaded only when asked for.
 */
export default defineConfig(({ mode }) => {
  const bundle = mode === 'bundle';
  // No source maps ship by default: a map with `sourcesContent` would publish the whole source and
  // its comments next to code that runs on a bank's pages, and would add weight for nothing.
  // SVC_SOURCEMAP=1 builds full maps (sources included) for debugging; they are not to be deployed.
  const sourcemap = process.env.SVC_SOURCEMAP === '1';
  const lib: LibraryOptions = bundle
    ? { entry: { 'svc-elements': 'src/bundle.ts', 'svc-elements-api': 'src/bundle-api.ts' }, formats: ['es'] }
    : {
        // `operations` and `sandbox` are the browser-free entries a Node backend takes (svc-elements-server).
        entry: { index: 'src/index.ts', events: 'src/events.ts', schemas: 'src/schemas.ts', operations: 'src/operations.ts', sandbox: 'src/sandbox/index.ts', define: 'src/define.ts', ...elementEntries },
        formats: ['es'],
      };
  return {
    // Debug builds with source maps keep the templates as written, so that the maps line up.
    plugins: [...(sourcemap ? [] : [minifyTemplates()]), ...(bundle ? [propertyDecorate(), withoutLitHooks(), terserPass(), scriptTagOutput()] : [])],
    oxc: { decorator: { legacy: true }, typescript: { removeClassFieldsWithoutInitializer: true } },
    // Script tag: Lit's `property` and `state` without the standard decorators' path, which the kit's
    // legacy decorators never run (src/elements/base/decorators.ts; 0.2 KiB of every page's `core`).
    // The npm library leaves `lit` to the partner's build.
    resolve: { alias: bundle ? [{ find: /^lit\/decorators\.js$/, replacement: fileURLToPath(new URL('src/elements/base/decorators.ts', import.meta.url)) }] : [] },
    build: {
      target: 'es2022',
      outDir: bundle ? 'dist' : 'dist/esm',
      emptyOutDir: !bundle,
      minify: true,
      sourcemap,
      lib,
      rollupOptions: {
        // Script tag: the loader and the API entry export exactly what they declare, so shared code
        // goes to shared chunks and never makes an element's chunk import an entry.
        preserveEntrySignatures: bundle ? 'strict' : 'allow-extension',
        external: bundle ? [] : [/^lit(\/|$)/, /^@lit\//, /^@lit-labs\//, /^zod(\/|$)/],
        output: {
          chunkFileNames: bundle ? chunkFileName : '[name]-[hash].js',
          ...(bundle ? { codeSplitting: { groups: scriptTagGroups } } : {}),
          // Vite's own `minify` leaves whitespace in library mode; the bundler's output option removes it.
          minify: true,
        },
      },
    },
  };
});
