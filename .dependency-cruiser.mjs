// The import rules of src/ (`npm run lint:imports`, part of `npm run lint`). Data flows one way:
// api → client → elements, with i18n beside them; an element folder reaches other folders only
// through the bases and the neutral shared folders, never through a sibling's files.

/** Folders every element may import: the bases and the code shared by elements of one family. */
const SHARED = '^src/elements/(base|form|list|card|consumer|document|acquiring|record|journey)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'api-is-the-bottom-layer',
      comment: 'The service contract knows no texts, no client and no DOM: i18n, client, elements and sandbox build on it, not the other way.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(i18n|client|elements|sandbox)/' },
    },
    {
      name: 'client-knows-no-elements',
      comment: 'The client serves any page, with or without the kit\'s elements.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(elements|sandbox)/' },
    },
    {
      name: 'i18n-knows-no-elements',
      comment: 'Catalogs hold texts; elements take them, not the other way.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(client|elements|sandbox)/' },
    },
    {
      name: 'sandbox-on-demand-only',
      comment:
        'The sandbox is a chunk of its own: the provider fetches it (a dynamic import) for <svc-provider sandbox>, and the package root exports it. Nothing else in src may pull it in.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/sandbox/', '^src/index\\.ts$'] },
      // A type-only import is erased from the build (the provider names the sandbox's type).
      to: { path: '^src/sandbox/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'sandbox-only-from-the-provider',
      comment: 'The one place that fetches the sandbox on demand (a type-only import fetches nothing: the root names the sandbox\'s types).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/sandbox/', '^src/elements/provider/svc-provider\\.ts$'] },
      to: { path: '^src/sandbox/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'element-folders-import-no-sibling',
      comment:
        'An element folder imports the bases (base/, form/, list/, journey/), the neutral shared folders (card/, consumer/, document/, acquiring/, record/) and its own files; another element only as a whole, by its define.ts (the ledger list shows <svc-ledger-suspend>). Code two elements share moves to a shared folder.',
      severity: 'error',
      from: { path: '^src/elements/([^/]+)/', pathNot: SHARED },
      to: {
        path: '^src/elements/',
        pathNot: ['^src/elements/$1/', SHARED, '^src/elements/define-element\\.ts$', '^src/elements/[^/]+/define\\.ts$'],
      },
    },
    {
      name: 'shared-folders-import-no-element',
      comment:
        'The bases and shared folders sit under every element: they never import an element folder, except to fetch a whole element on demand (a dynamic import of its define.ts, as the SCA panel is).',
      severity: 'error',
      from: { path: SHARED },
      to: {
        path: '^src/elements/',
        pathNot: [SHARED, '^src/elements/define-element\\.ts$', '^src/elements/[^/]+/define\\.ts$'],
      },
    },
    {
      name: 'elements-fetched-on-demand-by-define-only',
      comment: 'What a base fetches on demand from an element folder is that element as a whole (its define.ts).',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/elements/[^/]+/define\\.ts$', pathNot: SHARED, dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
