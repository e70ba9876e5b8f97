// `svc-elements-tools doctor`, run as a partner runs it, in Chromium, on pages served over HTTP from
// the built kit (run `npm run build` first): a page that does everything right passes; copies with a
// tampered chunk, no import map, a weakened CSP and an element outside a provider each fail, with
// their reason in the output. Also a local file, and the demo partner page through its real server.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DIST, DOCTOR, integrityFor, startFixtures } from './fixtures.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the command as a partner would, from the repository (where `svc-elements` resolves to the build). */
const doctor = (...args) =>
  new Promise((resolve) => {
    execFile(process.execPath, [DOCTOR, 'doctor', ...args], { cwd: REPO, encoding: 'utf8', timeout: 240000 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr }));
  });
const lines = (output, mark) => output.split('\n').filter((line) => line.startsWith(`${mark}  `));

let fixtures;
let folder;
before(async () => {
  fixtures = await startFixtures();
  folder = mkdtempSync(join(tmpdir(), 'svc-doctor-test-'));
});
after(async () => {
  await fixtures?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('svc-elements-tools doctor', () => {
  it('passes a page that pins the loader, carries the map, serves a versioned path as immutable, under the kit’s CSP; writes the JSON report', async () => {
    const json = join(folder, 'reports', 'good.json');
    const { code, stdout } = await doctor(`${fixtures.origin}/good/`, '--json', json);
    assert.equal(code, 0, stdout);
    assert.deepEqual(lines(stdout, 'FAIL'), []);
    for (const expected of [
      /^PASS {2}loader pinned: \/good\/kit\/0\.1\.0\/svc-elements\.js integrity="sha384-/m,
      /^PASS {2}\d+ kit files served, each byte for byte the build's$/m,
      /^PASS {2}import map pins \/good\/kit\/0\.1\.0\/svc-elements-api\.js, which the page imports/m,
      /^PASS {2}every chunk checked: tampered copies of all \d+ kit files the page fetched refused .*Failed to find a valid digest/m,
      /^PASS {2}served under a versioned path: \/good\/kit\/0\.1\.0\/ \(version 0\.1\.0\)$/m,
      /^PASS {2}\d+ kit files sent with Cache-Control: immutable/m,
      /^PASS {2}Trusted Types enforced: require-trusted-types-for 'script'; trusted-types lit-html$/m,
      /^PASS {2}no CSP or Trusted Types violation while the page rendered$/m,
      /^PASS {2}<svc-ledger-list>: defined, configured by the sandbox, no console error$/m,
      /^PASS {2}<svc-ledger-list>: axe, no violation in its shadow root$/m,
      /^PASS {2}the page carries copies of its 3 manifests \(<svc-provider>, <svc-ledger-list>, svc-elements-api\.js\), each the served build's: no manifest fetched before the chunks$/m,
      /^PASS {2}the page preloads \d+ chunks of its elements with the loader, each with its manifest's hash$/m,
    ]) assert.match(stdout, expected);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    assert.equal(report.ok, true);
    assert.equal(report.url, `${fixtures.origin}/good/`);
    assert.equal(report.counts.fail, 0);
    assert.deepEqual(report.checks.filter((check) => check.status === 'fail'), []);
    for (const id of ['loader-pinned', 'build', 'import-map', 'manifest-copies', 'chunk-preloads', 'tamper', 'versioned-path', 'caching', 'csp', 'csp-script-src', 'csp-trusted-types', 'csp-violations', 'console', 'requests', 'element:svc-ledger-list:1', 'axe:svc-ledger-list:1']) {
      assert.ok(report.checks.some((check) => check.id === id && check.status === 'pass'), `${id} passed`);
    }
  });

  it('fails a copy whose host serves a tampered chunk: the file named, the element not defined, the JSON says so', async () => {
    const json = join(folder, 'tampered.json');
    const { code, stdout } = await doctor(`${fixtures.origin}/tampered/`, '--json', json, '--tamper', 'none');
    assert.equal(code, 1, stdout);
    assert.ok(fixtures.tampered(), 'the server tampered with a chunk');
    assert.ok(lines(stdout, 'FAIL').includes(`FAIL  served files differ from the build: ${fixtures.tampered()}`), stdout);
    assert.match(stdout, /^FAIL {2}<svc-ledger-list>: not defined \(its files were refused or never loaded\)/m);
    assert.match(stdout, /^FAIL {2}\d+ console error\(s\): Failed to find a valid digest in the 'integrity' attribute/m);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    assert.equal(report.ok, false);
    assert.equal(report.checks.find((check) => check.id === 'build').status, 'fail');
  });

  it('fails a page whose copies of its manifests are not the served build’s, and warns on a page that carries none', async () => {
    const json = join(folder, 'stale-copies.json');
    const { code, stdout } = await doctor(`${fixtures.origin}/stale-copies/`, '--json', json, '--tamper', 'none');
    assert.equal(code, 1, stdout);
    // The loader ignored the changed copy and fetched that manifest instead: the element still shows.
    assert.match(stdout, /^PASS {2}<svc-ledger-list>: defined, configured by the sandbox, no console error$/m);
    // The first copy, the provider's, was changed: that manifest has no good copy.
    assert.deepEqual(lines(stdout, 'FAIL'), [
      "FAIL  manifest copies stale: 1 of 3 copies match no manifest of the loader served (written for another build?): the loader ignores it and fetches the files; no copy for <svc-provider>: each costs a manifest's round trip",
    ], stdout);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    assert.equal(report.checks.find((check) => check.id === 'manifest-copies').status, 'fail');

    const bare = await doctor(`${fixtures.origin}/outside-provider/`, '--tamper', 'none');
    assert.match(bare.stdout, /^WARN {2}no copies of the integrity manifests: the loader fetches 3 manifest\(s\) before the chunks, a round trip more \(<svc-provider>, <svc-ledger-list>, svc-elements-api\.js\)$/m);
    // A pinned page without loader.html's preloads: a hint, not a failure.
    assert.match(bare.stdout, /^WARN {2}no preloads of the elements' chunks: the browser asks for them only once the loader has run, a wave of requests more$/m);
  });

  it('fails a copy that imports the API entry without the import map, and shows the tampered entry running', async () => {
    const { code, stdout } = await doctor(`${fixtures.origin}/missing-map/`);
    assert.equal(code, 1, stdout);
    assert.match(stdout, /^FAIL {2}import map missing: the page imports \/missing-map\/kit\/0\.1\.0\/svc-elements-api\.js, and the page has no import map$/m);
    assert.match(stdout, /^FAIL {2}tampered files ran or went unsaid: svc-elements-api\.js ran although tampered \(the page imports it with no import map pinning it\)/m);
  });

  it('fails a copy with a weakened CSP: inline scripts allowed, no Trusted Types', async () => {
    const { code, stdout } = await doctor(`${fixtures.origin}/weak-csp/`, '--tamper', 'none');
    assert.equal(code, 1, stdout);
    assert.match(stdout, /^FAIL {2}script-src weaker than the kit needs: script-src 'unsafe-inline'$/m);
    assert.match(stdout, /^FAIL {2}require-trusted-types-for 'script' missing: HTML may be written without a policy; trusted-types missing/m);
    assert.match(stdout, /^WARN {2}policy looser than the kit needs: style-src 'unsafe-inline'/m);
  });

  it('fails a copy with an element outside any provider, naming that one and passing the one inside', async () => {
    const { code, stdout } = await doctor(`${fixtures.origin}/outside-provider/`, '--tamper', 'none');
    assert.equal(code, 1, stdout);
    assert.match(stdout, /^FAIL {2}<svc-ledger-list> \(2\): not configured: outside any <svc-provider> and with no adapter of its own, so it sends nothing; console: <svc-ledger-list>: /m);
    assert.match(stdout, /^PASS {2}<svc-ledger-list> \(1\): defined, configured by the sandbox, no console error$/m);
    assert.equal(lines(stdout, 'FAIL').length, 1, stdout);
  });

  it('checks a local file, served from its --root: caching skipped, a <meta> policy only warned', async () => {
    const root = join(folder, 'site');
    mkdirSync(join(root, 'kit'), { recursive: true });
    symlinkSync(DIST, join(root, 'kit', '0.1.0'));
    const made = integrityFor('/kit/0.1.0/');
    writeFileSync(join(root, 'account.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' ${made.mapSource}; style-src 'self'; img-src 'self' data:; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html">
${made.mapHtml}${made.loaderTag}
</head><body><main><h1>Account</h1><svc-provider sandbox><svc-ledger-list page-size="5"></svc-ledger-list></svc-provider></main></body></html>`);
    const { code, stdout } = await doctor(join(root, 'account.html'), '--root', root, '--tamper', 'all');
    assert.equal(code, 0, stdout);
    assert.match(stdout, /^SKIP {2}caching not checked: a local file is served by the doctor, not your server$/m);
    assert.match(stdout, /^WARN {2}Content-Security-Policy present \(<meta> only\)$/m);
    assert.match(stdout, /^PASS {2}<svc-ledger-list>: defined, configured by the sandbox, no console error$/m);
  });

  it('refuses a missing page or command with usage and exit 2', async () => {
    const none = await doctor();
    assert.equal(none.code, 2);
    assert.match(none.stderr, /give the page: a URL or a local HTML file/);
    const missing = await doctor(join(folder, 'nowhere.html'));
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /no such file/);
    const unknown = await new Promise((resolve) => execFile(process.execPath, [DOCTOR, 'doctr'], (error, _stdout, stderr) => resolve({ code: error?.code, stderr })));
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /no command "doctr"[\s\S]*doctor/);
  });

  // The demo partner page through its own server (server/src/dev/serve-demo.ts), as `npm start` serves it:
  // the loader pinned, the page's own import map and its hash in the CSP, the built kit under
  // /svc-elements/<version>/ sent as immutable.
  it('passes the demo partner page', async () => {
    const server = spawn(join(REPO, 'node_modules', '.bin', 'tsx'), ['server/src/dev/serve-demo.ts'], { cwd: REPO, env: { ...process.env, PORT: process.env.SVC_DOCTOR_DEMO_PORT ?? '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const demo = await new Promise((resolve, reject) => {
        let text = '';
        server.stdout.on('data', (chunk) => {
          text += chunk;
          const url = /"demo":"([^"]+)"/.exec(text)?.[1];
          if (url) resolve(url);
        });
        server.on('exit', () => reject(new Error(`the demo server stopped: ${text}`)));
      });
      // Every kit file tampered at once: tampering each in turn is the good page's test above, and would double the tools' test time here.
      const { code, stdout } = await doctor(demo.replace('localhost', '127.0.0.1'), '--tamper', 'all');
      assert.deepEqual(lines(stdout, 'FAIL'), []);
      assert.equal(code, 0, stdout);
      assert.match(stdout, /^PASS {2}served under a versioned path: \/svc-elements\/\d+\.\d+\.\d+\/ \(version /m);
      assert.match(stdout, /^PASS {2}\d+ kit files sent with Cache-Control: immutable/m);
      assert.match(stdout, /^PASS {2}loader pinned: \/svc-elements\/\d+\.\d+\.\d+\/svc-elements\.js integrity="sha384-/m);
    } finally {
      server.kill();
    }
  });
});
