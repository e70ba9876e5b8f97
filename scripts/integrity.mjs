// Integrity for the script tag (PCI DSS 6.4.3: every script on a payment page authorised and
// integrity-checked, chunks loaded later included). The loader checks the chunks it loads itself,
// wherever they are served (src/loader/verified-import.ts); the import map written here adds the
// same check for what the loader does not load (svc-elements-api.js and its imports) and lets a
// page send Integrity-Policy. Writes, from the files of the last build:
// - dist/integrity.json: the sha384 of every script-tag file in dist/ (dist/esm and dist/types are the
//   npm package, checked by the package manager's own lockfile);
// - dist/importmap.json and dist/importmap.html: an import map whose `integrity` map covers every
//   script, keyed by the URL where dist/ is served (`--base`, default /svc-elements/);
// and prints the loader tag with its integrity and the CSP hash of the inline import map.
// Run by `npm run build`; again with `node scripts/integrity.mjs --base https://cdn.example/svc/1.0.0/`. Partners,
// who have no scripts/, run `npx svc-elements-integrity` (bin/), which writes the same map from these hashes.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { importMap, sri } from '../bin/import-map.mjs';

// test/e2e/integrity.spec.mjs builds maps for other bases with the same function.
export { importMap };

const DIST = 'dist';
const OUTPUTS = new Set(['integrity.json', 'importmap.json', 'importmap.html']);
const NPM_ONLY = new Set(['esm', 'types']);

/** Script-tag files of dist/, relative paths with forward slashes, sorted. */
export function scriptTagFiles(dir = DIST) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path).replaceAll('\\', '/');
      if (entry.isDirectory()) {
        if (!NPM_ONLY.has(name)) walk(path);
      } else if (!OUTPUTS.has(name)) files.push(name);
    }
  };
  walk(dir);
  return files.sort();
}

export function writeIntegrity(base = '/svc-elements/') {
  const integrity = Object.fromEntries(scriptTagFiles().map((file) => [file, sri(readFileSync(join(DIST, file)))]));
  writeFileSync(join(DIST, 'integrity.json'), `${JSON.stringify(integrity, null, 1)}\n`);
  const { json, html, cspHash } = importMap(integrity, base);
  writeFileSync(join(DIST, 'importmap.json'), `${json}\n`);
  writeFileSync(join(DIST, 'importmap.html'), html);
  return { integrity, cspHash, base };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { base: { type: 'string', default: '/svc-elements/' } } });
  const { integrity, cspHash, base } = writeIntegrity(values.base);
  const loader = `${base.endsWith('/') ? base : `${base}/`}svc-elements.js`;
  console.log(`Integrity of ${Object.keys(integrity).length} files in dist/integrity.json; import map for ${base} in dist/importmap.html.`);
  console.log(`Loader tag:\n  <script type="module" src="${loader}" integrity="${integrity['svc-elements.js']}" crossorigin="anonymous"></script>`);
  console.log(`The inline import map needs this source in script-src: '${cspHash}'`);
}
