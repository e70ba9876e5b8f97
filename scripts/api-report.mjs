// The public surface as reviewed text: API Extractor's report of each package entry, kept in api/.
// `npm run api` rewrites the reports; `node scripts/api-report.mjs --check` (in docs:check) fails
// when the declarations the entries export differ from the committed reports, so every change to
// what partners code against shows up as a diff to review.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const check = process.argv.includes('--check');
const project = resolve('.');
// Declarations are emitted afresh on every run, into a folder of their own (not under node_modules,
// whose files API Extractor takes for other packages'). Never incrementally: the order in which tsc
// writes the members of an inferred union follows the order it checked the files in, so a report
// written from a partial re-check would differ from CI's clean one for no change at all.
const cache = resolve('.api-cache');
const types = `${cache}/types`;

/** Entry (as imported) → its declaration file and report name. */
const ENTRIES = [
  { entry: 'svc-elements', dts: 'index.d.ts', report: 'svc-elements' },
  { entry: 'svc-elements/events', dts: 'events.d.ts', report: 'svc-elements-events' },
  { entry: 'svc-elements/schemas', dts: 'schemas.d.ts', report: 'svc-elements-schemas' },
  { entry: 'svc-elements/operations', dts: 'operations.d.ts', report: 'svc-elements-operations' },
  { entry: 'svc-elements/sandbox', dts: 'sandbox/index.d.ts', report: 'svc-elements-sandbox' },
];

rmSync(cache, { recursive: true, force: true });
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', types], { stdio: 'inherit' });

// API Extractor cannot follow a whole module's type written `typeof import('./x.js')` (which tsc
// emits for on-demand modules); the same type through a namespace import it follows.
for (const file of readdirSync(types, { recursive: true }).filter((path) => path.endsWith('.d.ts'))) {
  const path = `${types}/${file}`;
  const text = readFileSync(path, 'utf8');
  const specifiers = [...new Set([...text.matchAll(/typeof import\((["'])(\.[^"']+)\1\)/g)].map((match) => match[2]))];
  if (specifiers.length === 0) continue;
  let rewritten = text;
  specifiers.forEach((specifier, n) => {
    rewritten = rewritten.replace(new RegExp(`typeof import\\((["'])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1\\)`, 'g'), `typeof module${n}`);
  });
  writeFileSync(path, specifiers.map((specifier, n) => `import type * as module${n} from '${specifier}';\n`).join('') + rewritten);
}

let failed = false;
for (const { entry, dts, report } of ENTRIES) {
  const config = ExtractorConfig.prepare({
    // The configuration is this object; its "file" is this script, which paths are absolute to.
    configObjectFullPath: fileURLToPath(import.meta.url),
    packageJsonFullPath: resolve('package.json'),
    configObject: {
      projectFolder: project,
      mainEntryPointFilePath: `${types}/${dts}`,
      bundledPackages: [],
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], strict: true, skipLibCheck: true, types: [] },
          files: [`${types}/${dts}`],
        },
      },
      apiReport: { enabled: true, reportFileName: report, reportFolder: `${project}/api/`, reportTempFolder: `${cache}/reports/` },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        // A type an export refers to but the entry does not export is named in the report (so a
        // review sees it) rather than failing the run; release tags are not used by the kit.
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-undocumented': { logLevel: 'none' },
          'ae-internal-missing-underscore': { logLevel: 'none' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
  const result = Extractor.invoke(config, { localBuild: !check, showVerboseMessages: false, messageCallback: (message) => { if (message.logLevel === 'none') message.handled = true; } });
  if (check && result.apiReportChanged) {
    console.error(`The public API of ${entry} differs from api/${report}.api.md: review the change, then run \`npm run api\` and commit the report.`);
    failed = true;
  } else if (!result.succeeded) {
    console.error(`API Extractor failed for ${entry}: ${result.errorCount} error(s), ${result.warningCount} warning(s).`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(check ? `API reports: the exports of ${ENTRIES.map(({ entry }) => entry).join(', ')} match api/*.api.md.` : 'API reports written to api/.');
