import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';

// Strict-CSP rules of the house: no unsafeHTML/unsafeSVG, no styleMap, no innerHTML, no eval.
const bannedImports = {
  patterns: [
    { group: ['lit/directives/unsafe-html*', 'lit/directives/unsafe-svg*'], message: 'Server strings render as text: no unsafeHTML/unsafeSVG.' },
    { group: ['lit/directives/style-map*'], message: 'styleMap writes a style attribute, which a strict CSP blocks.' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'examples/*/dist', 'server/dist', 'server/dist-image', 'storybook-static', 'coverage', 'custom-elements.json', '.manifest-check', '.api-cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-restricted-imports': ['error', bannedImports],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render server strings as text.' },
        { property: 'outerHTML', message: 'Render server strings as text.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A committed .only runs one test and passes the rest unseen; a .skip hides one for good. An engine
    // that cannot run a test says so inside it (this.skip() on a feature check), with the reason.
    files: ['test/**', 'server/test/**', 'tools/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...bannedImports,
          paths: [{ name: '@open-wc/testing', importNames: ['waitUntil'], message: 'Wait through test/wait.ts: its default timeout fits the engine.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(it|describe|test|suite|context)$/][property.name=/^(only|skip)$/]',
          message: 'No committed .only or .skip: a skipped test passes nothing. Skip inside the test on a feature check, with its reason.',
        },
      ],
    },
  },
  {
    // The server is a package of its own (svc-elements-server): it takes the contract from the kit's
    // package entries (`svc-elements/operations`, and `svc-elements/sandbox` in dev/), never by a
    // path into the kit's sources, which a partner's install does not have.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...bannedImports.patterns,
            { regex: '^(\\.\\./)+src(/|$)', message: 'Import the kit by its package entry (svc-elements/operations), not from its sources.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+src(\\/|$)/]', message: 'Import the kit by its package entry (svc-elements/operations), not from its sources.' },
      ],
    },
  },
  {
    // Types are proved, not asserted: a value's type comes from a schema's parse, a type guard, a
    // generic, `satisfies` or a narrowing, so a changed field fails the type check where it is used.
    // `as const` stays. The few exceptions say why in place
    // (`// eslint-disable-next-line <rule> -- why`).
    files: ['src/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bin/**/*.mjs', 'test/**/*.mjs', 'tools/**/*.mjs', '*.config.mjs', '.ci/**'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', document: 'readonly', customElements: 'readonly', window: 'readonly' },
    },
  },
);
