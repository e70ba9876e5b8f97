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

// A build in miniature: the loader, the API file, two chunks, and the build's hashes of them.
const FILES = {
  'svc-elements.js': 'export const loader = 1;\n',
  'svc-elements-api.js': 'export const api = 1;\n',
  'chunks/core-abc.js': 'export const core = 1;\n',
  'chunks/svc-ledger-list-def.js': 'export const list = 1;\n',
};
const HASHES = Object.fromEntries(Object.entries(FILES).map(([name, content]) => [name, sha('sha384', content)]));

let root, served, hashes;
const run = (...args) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

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
    assert.deepEqual(map.integrity, {
      '/kit/0.1.0/svc-elements.js': HASHES['svc-elements.js'],
      '/kit/0.1.0/svc-elements-api.js': HASHES['svc-elements-api.js'],
      '/kit/0.1.0/chunks/core-abc.js': HASHES['chunks/core-abc.js'],
      '/kit/0.1.0/chunks/svc-ledger-list-def.js': HASHES['chunks/svc-ledger-list-def.js'],
    });
    assert.equal(readFileSync(join(served, 'importmap.html'), 'utf8'), `<script type="importmap">${json}</script>\n`);
    assert.match(result.stdout, new RegExp(`<script type="module" src="/kit/0\\.1\\.0/svc-elements\\.js" integrity="${HASHES['svc-elements.js'].replace(/[+/]/g, '\\$&')}" crossorigin="anonymous"></script>`));
    assert.ok(result.stdout.includes(`'${sha('sha256', json)}'`), 'the CSP source of the inline map');
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
});
