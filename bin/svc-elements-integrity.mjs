#!/usr/bin/env node
// svc-elements-integrity: the import map for the script tag served at your own path.
//
// The loader pins every chunk itself, wherever the files are served; the import map adds the same
// check for svc-elements-api.js and its imports, for Safari, and for an Integrity-Policy header. Its
// keys are URLs, so a page serving the kit anywhere but /svc-elements/ needs a map of its own: this
// tool writes it from the build's hashes (the package's dist/integrity.json), after checking that
// every script in the folder you serve is the build's, byte for byte. A file that differs is named
// and nothing is written. With --tags or --page the map holds only what a page of those elements may
// fetch (the loader, each element's manifests and chunks, those fetched on demand, and the API's
// when the page imports it), not every chunk of the kit, and the snippet carries the page's copies of
// those manifests, so that the loader requests every chunk in one wave with no manifest's round trip;
// loader.html, the loader's pinned tag followed by a preload of each of those elements' chunks, lets
// the browser request those chunks beside the loader: the page pinPage writes (bin/import-map.mjs),
// from the same code.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importMap, loaderTable, loaderTag, pagePins, pageScripts, pageUses, sri } from './import-map.mjs';

const USAGE = `Usage: svc-elements-integrity --base <url> [--tags <tags> | --page <file>] [folder]

  --base <url>       where the folder is served: a path (/static/svc-elements/0.1.0/) or an https URL
  folder             the copy of dist/ you serve (default: this package's dist/)
  --tags <tags>      a map for a page of these elements only: svc-provider,svc-ledger-list
  --api              with --tags: the page also imports svc-elements-api.js
  --page <file>      a map for this HTML page: its elements and whether it imports the API, read from
                     it and from its own module scripts (--tags adds to them)
  --hashes <file>    the build's hashes (default: this package's dist/integrity.json)
  --out <folder>     where to write importmap.json and importmap.html, and loader.html with --tags or
                     --page (default: the folder; made if missing)

With --tags or --page, importmap.html also holds the page's copies of its integrity manifests (a data
block the loader reads, not a script: no CSP source): paste it whole before the loader's tag. And
loader.html holds the loader's pinned tag followed by a <link rel="modulepreload" integrity="sha256-…">
for each chunk of the page's elements: paste it whole in place of the loader's tag, so that the
browser asks for those chunks with the loader (2 waves of requests instead of 3).

Prints the loader's script tag with its integrity, and the CSP source for the inline import map.`;

const fail = (message) => {
  console.error(`svc-elements-integrity: ${message}`);
  process.exit(1);
};

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      hashes: { type: 'string' },
      out: { type: 'string' },
      tags: { type: 'string' },
      api: { type: 'boolean' },
      page: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
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

// A page's own map: only what its elements (and the API, if it imports it) may fetch.
let pinned = integrity;
let forPage = '';
let copies = '';
let loaderHtml;
if (values.tags !== undefined || values.page !== undefined) {
  const read = (file) => readFileSync(join(folder, file), 'utf8');
  const known = Object.keys(loaderTable(read('svc-elements.js'))).filter((key) => key !== 'api');
  const tags = new Set((values.tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean));
  let api = values.api === true;
  if (values.page !== undefined) {
    if (!existsSync(values.page) || !statSync(values.page).isFile()) fail(`no page at ${values.page}`);
    const html = readFileSync(values.page, 'utf8');
    const scripts = pageScripts(html).map((src) => resolve(dirname(values.page), src.replace(/[?#].*$/, ''))).filter((path) => existsSync(path));
    const uses = pageUses([html, ...scripts.map((path) => readFileSync(path, 'utf8'))], known);
    for (const tag of uses.tags) tags.add(tag);
    api ||= uses.api;
  }
  if (tags.size === 0 && !api) fail(`no element of the kit found${values.page ? ` in ${values.page} or its scripts` : ''}: give --tags`);
  try {
    const pins = pagePins(read, [...tags], { api, base, hashes: integrity });
    pinned = pins.integrity;
    copies = pins.copies;
    loaderHtml = pins.loader();
  } catch (error) {
    fail(error.message);
  }
  forPage = ` for ${[...tags].join(', ')}${api ? ' and svc-elements-api.js' : ''} (${Object.keys(pinned).length} files)`;
}

const { json, html, cspHash } = importMap(pinned, base);
try {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'importmap.json'), `${json}\n`);
  writeFileSync(join(out, 'importmap.html'), `${html}${copies}`);
  if (loaderHtml) writeFileSync(join(out, 'loader.html'), loaderHtml);
} catch (error) {
  fail(`cannot write into ${out}: ${error.code ?? error.message}`);
}
const prefix = base.endsWith('/') ? base : `${base}/`;
console.log(`Import map for ${prefix}${forPage} written to ${join(out, 'importmap.html')} (and importmap.json): paste it before the loader's tag.`);
if (loaderHtml) console.log(`The loader's tag and the preloads of the page's chunks written to ${join(out, 'loader.html')}: paste it in place of the loader's tag.`);
console.log(`Loader tag:\n  ${loaderTag(`${prefix}svc-elements.js`, integrity['svc-elements.js'])}`);
console.log(`The inline import map needs this source in script-src: '${cspHash}'`);
