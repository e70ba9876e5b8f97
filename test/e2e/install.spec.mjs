// The README's Install, as a partner does it, after `npm run build`: the package packed once, put
// in a new app in the system's temporary folder (outside this repository, so nothing of it leaks in),
// then the README's own shell blocks of its Install section run there, as written (the checksum,
// `npm install ./svc-elements-<version>.tgz`, the script tag copied out of node_modules, the
// integrity tool), except the clone's `npm ci …` line, which CI has already run. Then, in that app:
// every ```ts block of the README type-checks against the installed package (strict, as a new Vite
// app is set up), and the quick start's bundler imports bundle. The tests run in order: each builds
// on the app the ones before left.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import { needsBuild } from './fixtures/browser.mjs';

needsBuild();
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');
const section = (title) => {
  const start = readme.indexOf(`\n## ${title}\n`);
  return start < 0 ? '' : readme.slice(start, readme.indexOf('\n## ', start + 1));
};
const blocks = (text, lang) => [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]);
const install = section('Install');
const shell = blocks(install, 'sh');
const snippets = blocks(readme, 'ts');
const bundlerImports = blocks(section('Quick start'), 'js').filter((block) => /from |import '/.test(block));

describe('the README as written', () => {
  test('has an Install section with shell blocks', () => {
    assert.ok(shell.length > 0);
  });
  test("names the tarball of package.json's version", () => {
    const named = new Set([...install.matchAll(/svc-elements-(\d+\.\d+\.\d+[\w.-]*?)\.tgz/g)].map((match) => match[1]));
    assert.deepEqual([...named].filter((each) => each !== version), []);
  });
  test('has a ```ts block to compile', () => {
    assert.ok(snippets.length > 0);
  });
});

describe("the README's Install in a new app", () => {
  let app;
  let pack;
  const run = (command, args, options = {}) => execFileSync(command, args, { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const served = () => join(app, 'public/svc-elements', version);
  before(() => {
    app = mkdtempSync(join(tmpdir(), 'svc-partner-app-'));
    // The tarball, as a release attaches it.
    [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', app], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  });
  after(() => app && rmSync(app, { recursive: true, force: true }));

  test("the tarball's own SHA-512 is the one npm pack gives", () => {
    const sha512 = `sha512-${createHash('sha512').update(readFileSync(join(app, pack.filename))).digest('base64')}`;
    assert.equal(sha512, pack.integrity);
  });
  test("the README's Install blocks run in the app, as written", () => {
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', version: '1.0.0', private: true, type: 'module' }, null, 2));
    const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' };
    for (const block of shell) {
      const script = block
        .split('\n')
        .filter((line) => !/^npm ci\b/.test(line.trim()))
        .join('\n');
      if (!script.trim()) continue;
      try {
        run('bash', ['-euo', 'pipefail', '-c', script], { env });
      } catch (error) {
        assert.fail(`this step failed:\n    ${script.trim().split('\n').join('\n    ')}\n    ${(error.stderr || error.message).trim().split('\n').slice(-5).join('\n    ')}`);
      }
    }
  });
  test(`svc-elements ${version} is installed in the app`, () => {
    const installed = join(app, 'node_modules/svc-elements/package.json');
    assert.ok(existsSync(installed), "the README's Install did not install svc-elements into the app");
    assert.equal(JSON.parse(readFileSync(installed, 'utf8')).version, version);
  });
  test("the app's lock file records the tarball's integrity", () => {
    const lock = existsSync(join(app, 'package-lock.json')) ? JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) : {};
    const locked = lock.packages?.['node_modules/svc-elements'];
    if (locked) assert.equal(locked.integrity, pack.integrity);
  });
  // The script tag copied out of the installed package, as the README says: every file of the build.
  for (const file of ['svc-elements.js', 'svc-elements-api.js', 'importmap.json']) {
    test(`the script tag copied holds ${file}`, () => {
      assert.ok(existsSync(join(served(), file)), `public/svc-elements/${version}/${file} is missing`);
    });
  }
  test('the script tag copied holds every chunk of the build', () => {
    const chunks = existsSync(join(served(), 'chunks')) ? readdirSync(join(served(), 'chunks')).length : 0;
    assert.equal(chunks, readdirSync('dist/chunks').length);
  });
  test("the README's TypeScript compiles strict against the installed package", () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    snippets.forEach((code, index) => writeFileSync(join(app, 'src', `readme-${index + 1}.ts`), code));
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          strict: true, noEmit: true, verbatimModuleSyntax: true, isolatedModules: true, moduleDetection: 'force',
          noUnusedLocals: true, skipLibCheck: false, types: [],
        },
        include: ['src'],
      }),
    );
    try {
      run(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
    } catch (error) {
      assert.fail(`it does not compile:\n    ${(error.stdout || error.message).trim().split('\n').join('\n    ')}`);
    }
  });
  bundlerImports.forEach((code, index) => {
    test(`the quick start's bundler imports (block ${index + 1}) bundle from the installed package`, async () => {
      mkdirSync(join(app, 'src'), { recursive: true });
      writeFileSync(join(app, 'src', `bundle-${index + 1}.js`), code);
      await build({ absWorkingDir: app, entryPoints: [`src/bundle-${index + 1}.js`], bundle: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent' });
    });
  });
});
