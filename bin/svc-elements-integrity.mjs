#!/usr/bin/env node
// svc-elements-integrity: the import map for the script tag served at your own path.
//
// The loader pins every chunk itself, wherever the files are served; the import map adds the same
// check for svc-elements-api.js and its imports, for Safari, and for an Integrity-Policy header. Its
// keys are URLs, so a page serving the kit anywhere but /svc-elements/ needs a map of its own: this
// tool writes it from the build's hashes (the package's dist/integrity.json), after checking that
// every script in the folder you serve is the build's, byte for byte. A file that differs is named
// and nothing is written.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importMap, sri } from './import-map.mjs';

const USAGE = `Usage: svc-elements-integrity --base <url> [folder]

  --base <url>       where the folder is served: a path (/static/svc-elements/0.1.0/) or an https URL
  folder             the copy of dist/ you serve (default: this package's dist/)
  --hashes <file>    the build's hashes (default: this package's dist/integrity.json)
  --out <folder>     where to write importmap.json and importmap.html (default: the folder)

Prints the loader's script tag with its integrity, and the CSP source for the inline import map.`;

const fail = (message) => {
  console.error(`svc-elements-integrity: ${message}`);
  process.exit(1);
};

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' }, hashes: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  fail(`${error.message}\n\n${USAGE}`);
}
const { values, positionals } = options;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const base = values.base;
if (!base) fail(`--base is required.\n\n${USAGE}`);
// A path on the page's own origin, or an absolute https URL: the import map's keys must match the
// URLs the browser fetches, and a script pinned over plain http pins nothing.
if (!/^\/(?!\/)/.test(base) && !/^https:\/\/[^/?#@]+\//.test(`${base}/`)) fail(`--base must be a path starting with / or an https:// URL, not ${base}`);
if (/[?#]/.test(base)) fail(`--base must not hold a query or a fragment: ${base}`);

const packageDist = fileURLToPath(new URL('../dist/', import.meta.url));
const folder = positionals[0] ?? packageDist;
const hashesFile = values.hashes ?? join(packageDist, 'integrity.json');
const out = values.out ?? folder;
if (!existsSync(hashesFile)) fail(`no build hashes at ${hashesFile}`);
if (!existsSync(join(folder, 'svc-elements.js'))) fail(`${folder} has no svc-elements.js: give the folder you serve`);

const integrity = JSON.parse(readFileSync(hashesFile, 'utf8'));

// Every script in the served folder must be one the build made, with the build's bytes.
const differ = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(folder, path).split('\\').join('/');
    if (entry.isDirectory()) {
      if (name !== 'esm' && name !== 'types') walk(path);
    } else if (name.endsWith('.js')) {
      if (!integrity[name]) differ.push(`${name}: not a file of the build`);
      else if (sri(readFileSync(path)) !== integrity[name]) differ.push(`${name}: differs from the build`);
    }
  }
};
walk(folder);
if (differ.length > 0) fail(`nothing written; the folder is not the build:\n  ${differ.join('\n  ')}`);

const { json, html, cspHash } = importMap(integrity, base);
writeFileSync(join(out, 'importmap.json'), `${json}\n`);
writeFileSync(join(out, 'importmap.html'), html);
const prefix = base.endsWith('/') ? base : `${base}/`;
console.log(`Import map for ${prefix} written to ${join(out, 'importmap.html')} (and importmap.json).`);
console.log(`Loader tag:\n  <script type="module" src="${prefix}svc-elements.js" integrity="${integrity['svc-elements.js']}" crossorigin="anonymous"></script>`);
console.log(`The inline import map needs this source in script-src: '${cspHash}'`);
