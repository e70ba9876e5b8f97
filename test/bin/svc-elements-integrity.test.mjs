// The partner's integrity tool (bin/svc-elements-integrity.mjs), run as a partner runs it, on a folder
// laid out as they serve it: the import map it writes pins every script at the partner's base, from
// the build's hashes; a folder whose scripts are not the build's gets nothing written. Node's runner.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/svc-elements-integrity.mjs', import.meta.url));
const sha = (algorithm, content) => `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

// A build in miniature: two elements and the API, each with its integrity manifest (named after its
// hash, as the build names it), the loader holding the manifests' hashes, and the build's hashes.
const CHUNKS = {
  'chunks/core-abc.js': 'export const core = 1;\n',
  'chunks/svc-ledger-list-def.js': 'import "./core-abc.js";\nexport const list = 1;\n',
  'chunks/svc-card-view-ghi.js': 'import "./core-abc.js";\nexport const card = 1;\n',
  'chunks/svc-elements-api-jkl.js': 'import "./core-abc.js";\nexport const api = 1;\n',
};
const manifests = {};
const manifestOf = (root, names) => {
  const source = `export default ${JSON.stringify([root, Object.fromEntries(names.map((name) => [name, [sha('sha256', CHUNKS[`chunks/${name}.js`]).slice('sha256-'.length), name === 'core-abc' ? [] : ['core-abc']]]))])}\n`;
  const hash = sha('sha256', source).slice('sha256-'.length);
  manifests[`chunks/integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`] = source;
  return hash;
};
const TABLE = {
  'svc-ledger-list': manifestOf('svc-ledger-list-def', ['svc-ledger-list-def', 'core-abc']),
  'svc-card-view': manifestOf('svc-card-view-ghi', ['svc-card-view-ghi', 'core-abc']),
  api: manifestOf('svc-elements-api-jkl', ['svc-elements-api-jkl', 'core-abc']),
};
const FILES = {
  'svc-elements.js': `export const loader = 1;\nfunction svcElementIntegrity(){return ${JSON.stringify(TABLE)}}\n`,
  'svc-elements-api.js': 'export const api = 1;\n',
  ...CHUNKS,
  ...manifests,
};
const HASHES = Object.fromEntries(Object.entries(FILES).map(([name, content]) => [name, sha('sha384', content)]));

let root, served, hashes;
const run = (...args) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
/** loader.html read as a partner pastes it: its tags, one a line, each as { tag, src | href, integrity, crossorigin }. */
const tagsOf = (html) => html.trimEnd().split('\n').map((line) => ({ tag: /^<(\w+)/.exec(line)?.[1], ...Object.fromEntries([...line.matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])) }));
/** The chunks the copies of manifests in an importmap.html hold, with their sha256 (as an `integrity` says it), for the elements' manifests (the first `count`). */
const chunksOfCopies = (html, count) => {
  const lines = /<script type="application\/json" data-svc-manifests>\n([^<]*)<\/script>/.exec(html)[1].trimEnd().split('\n').slice(0, count);
  return Object.fromEntries(lines.flatMap((line) => Object.entries(JSON.parse(line)[1]).map(([name, [hash]]) => [name, `sha256-${hash}`])));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'svc-integrity-'));
  served = join(root, 'public', 'kit', '0.1.0');
  mkdirSync(join(served, 'chunks'), { recursive: true });
  for (const [name, content] of Object.entries(FILES)) writeFileSync(join(served, name), content);
  hashes = join(root, 'integrity.json');
  writeFileSync(hashes, JSON.stringify(HASHES));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('svc-elements-integrity', () => {
  it('writes an import map that pins every script at the given base, and prints the loader tag and the CSP source', () => {
    const result = run('--base', '/kit/0.1.0', '--hashes', hashes, served);
    assert.equal(result.status, 0, result.stderr);
    const json = readFileSync(join(served, 'importmap.json'), 'utf8').trimEnd();
    const map = JSON.parse(json);
    assert.deepEqual(map.integrity, Object.fromEntries(Object.keys(FILES).map((name) => [`/kit/0.1.0/${name}`, HASHES[name]])));
    // A map of the whole kit carries no manifest: the loader fetches each page's own.
    assert.equal(readFileSync(join(served, 'importmap.html'), 'utf8'), `<script type="importmap">${json}</script>\n`);
    assert.match(result.stdout, new RegExp(`<script type="module" src="/kit/0\\.1\\.0/svc-elements\\.js" integrity="${HASHES['svc-elements.js'].replace(/[+/]/g, '\\$&')}" crossorigin="anonymous"></script>`));
    assert.ok(result.stdout.includes(`'${sha('sha256', json)}'`), 'the CSP source of the inline map');
    // The preloads are a page's: a map of the whole kit comes with none.
    assert.equal(existsSync(join(served, 'loader.html')), false);
  });

  it('keys the map by an https base too, and writes it where --out says', () => {
    const out = join(root, 'out');
    mkdirSync(out);
    const result = run('--base', 'https://static.bank.example/svc/0.1.0/', '--hashes', hashes, '--out', out, served);
    assert.equal(result.status, 0, result.stderr);
    const map = JSON.parse(readFileSync(join(out, 'importmap.json'), 'utf8'));
    assert.equal(map.integrity['https://static.bank.example/svc/0.1.0/chunks/core-abc.js'], HASHES['chunks/core-abc.js']);
    assert.equal(existsSync(join(served, 'importmap.json')), false);
  });

  it('refuses a folder whose chunk differs from the build by one byte, naming it, and writes nothing', () => {
    writeFileSync(join(served, 'chunks/core-abc.js'), 'export const core = 2;\n');
    const result = run('--base', '/kit/0.1.0/', '--hashes', hashes, served);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /chunks\/core-abc\.js: differs from the build/);
    assert.equal(existsSync(join(served, 'importmap.json')), false);
    assert.equal(existsSync(join(served, 'importmap.html')), false);
  });

  it('refuses a script the build did not make, and writes nothing', () => {
    writeFileSync(join(served, 'chunks/extra.js'), 'alert(1);\n');
    const result = run('--base', '/kit/0.1.0/', '--hashes', hashes, served);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /chunks\/extra\.js: not a file of the build/);
    assert.equal(existsSync(join(served, 'importmap.json')), false);
  });

  it('asks for a base, and refuses one that is not a path or an https URL', () => {
    for (const args of [[], ['--base', 'http://cdn.example/kit/'], ['--base', '//cdn.example/kit/'], ['--base', 'kit/0.1.0/'], ['--base', '/kit/?v=1']]) {
      const result = run(...args, '--hashes', hashes, served);
      assert.equal(result.status, 1, args.join(' '));
      assert.match(result.stderr, /--base/);
      assert.equal(existsSync(join(served, 'importmap.json')), false);
    }
  });

  it('makes the folder --out names when it is missing, and says so plainly when it cannot', () => {
    const out = join(root, 'maps', 'kit', '0.1.0');
    const made = run('--base', '/kit/0.1.0/', '--hashes', hashes, '--out', out, served);
    assert.equal(made.status, 0, made.stderr);
    assert.ok(JSON.parse(readFileSync(join(out, 'importmap.json'), 'utf8')).integrity['/kit/0.1.0/svc-elements.js']);
    writeFileSync(join(root, 'a-file'), '');
    const refused = run('--base', '/kit/0.1.0/', '--hashes', hashes, '--out', join(root, 'a-file', 'maps'), served);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /^svc-elements-integrity: cannot write into .*a-file[/\\]maps: ENOTDIR\n$/);
    assert.doesNotMatch(refused.stderr, /\n\s+at /, 'no stack trace');
  });

  it('writes a map of only what a page of the given elements fetches (--tags)', () => {
    const result = run('--base', '/kit/', '--hashes', hashes, '--tags', 'svc-ledger-list', served);
    assert.equal(result.status, 0, result.stderr);
    const pinned = Object.keys(JSON.parse(readFileSync(join(served, 'importmap.json'), 'utf8')).integrity).map((url) => url.slice('/kit/'.length));
    const ledgerManifest = Object.keys(manifests).find((file) => manifests[file].startsWith('export default ["svc-ledger-list-def"'));
    assert.deepEqual(pinned.sort(), ['chunks/core-abc.js', ledgerManifest, 'chunks/svc-ledger-list-def.js', 'svc-elements.js'].sort());
    assert.match(result.stdout, /for svc-ledger-list \(4 files\)/);
    // The snippet carries the page's copy of its manifest for the loader: the file's JSON, byte for byte, on a line of its own.
    const json = readFileSync(join(served, 'importmap.json'), 'utf8').trimEnd();
    const copy = manifests[ledgerManifest].slice('export default '.length);
    assert.equal(readFileSync(join(served, 'importmap.html'), 'utf8'), `<script type="importmap">${json}</script>\n<script type="application/json" data-svc-manifests>\n${copy}</script>\n`);
    // loader.html: the loader's pinned tag, then a preload of each chunk of the element's manifest,
    // with the sha256 the manifest holds (the page's copy of it), the hash of the chunk served.
    const [loader, ...preloads] = tagsOf(readFileSync(join(served, 'loader.html'), 'utf8'));
    assert.deepEqual(loader, { tag: 'script', type: 'module', src: '/kit/svc-elements.js', integrity: HASHES['svc-elements.js'], crossorigin: 'anonymous' });
    const held = chunksOfCopies(readFileSync(join(served, 'importmap.html'), 'utf8'), 1);
    assert.deepEqual(Object.keys(held).sort(), ['core-abc', 'svc-ledger-list-def']);
    assert.deepEqual(
      preloads.map(({ tag, rel, href, integrity }) => ({ tag, rel, href, integrity })).sort((a, b) => a.href.localeCompare(b.href)),
      Object.keys(held).sort().map((name) => ({ tag: 'link', rel: 'modulepreload', href: `/kit/chunks/${name}.js`, integrity: held[name] })),
    );
    for (const { href, integrity } of preloads) assert.equal(integrity, sha('sha256', CHUNKS[href.slice('/kit/'.length)]), href);
    assert.match(result.stdout, /loader\.html: paste it in place of the loader's tag/);
  });

  it('reads a page and its own scripts for the elements it holds and whether it imports the API (--page)', () => {
    const site = join(root, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'pay.html'), '<script type="module" src="/kit/svc-elements.js"></script><script type="module" src="pay.js"></script><svc-card-view></svc-card-view>');
    writeFileSync(join(site, 'pay.js'), "import { api } from '/kit/svc-elements-api.js';\n");
    const result = run('--base', '/kit/', '--hashes', hashes, '--page', join(site, 'pay.html'), '--out', site, served);
    assert.equal(result.status, 0, result.stderr);
    const pinned = Object.keys(JSON.parse(readFileSync(join(site, 'importmap.json'), 'utf8')).integrity).map((url) => url.slice('/kit/'.length));
    assert.ok(pinned.includes('svc-elements-api.js') && pinned.includes('chunks/svc-elements-api-jkl.js') && pinned.includes('chunks/svc-card-view-ghi.js'), pinned.join(', '));
    assert.ok(!pinned.includes('chunks/svc-ledger-list-def.js'), 'an element the page does not hold');
    const copies = /<script type="application\/json" data-svc-manifests>\n([^<]*)<\/script>/.exec(readFileSync(join(site, 'importmap.html'), 'utf8'))?.[1].trimEnd().split('\n');
    assert.deepEqual(copies, [TABLE['svc-card-view'], TABLE.api].map((hash) => Object.values(manifests).find((source) => sha('sha256', source) === `sha256-${hash}`).slice('export default '.length).trimEnd()));
    // The preloads are of the element's chunks, each with its manifest's sha256; the API's chunks are
    // the page's own script's import, which the import map pins.
    const [loader, ...preloads] = tagsOf(readFileSync(join(site, 'loader.html'), 'utf8'));
    assert.equal(loader.integrity, HASHES['svc-elements.js']);
    const held = chunksOfCopies(readFileSync(join(site, 'importmap.html'), 'utf8'), 1);
    assert.deepEqual(Object.fromEntries(preloads.map(({ href, integrity }) => [href.slice('/kit/chunks/'.length, -'.js'.length), integrity])), held);
    assert.ok(!preloads.some(({ href }) => href.includes('svc-elements-api-jkl')), 'no preload of the API');
  });

  it('refuses a tag the build does not have, and a page that holds no element, writing nothing', () => {
    const unknown = run('--base', '/kit/', '--hashes', hashes, '--tags', 'svc-ledger-lists', served);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /not elements of this build: svc-ledger-lists/);
    writeFileSync(join(root, 'empty.html'), '<p>nothing</p>');
    const empty = run('--base', '/kit/', '--hashes', hashes, '--page', join(root, 'empty.html'), served);
    assert.equal(empty.status, 1);
    assert.match(empty.stderr, /no element of the kit found/);
    assert.equal(existsSync(join(served, 'importmap.json')), false);
  });
});
