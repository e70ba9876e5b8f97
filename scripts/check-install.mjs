// The README's Install, as a partner does it, after `npm run build`: the package packed once, put
// in a new app in the system's temporary folder (outside this repository, so nothing of it leaks in),
// then the README's own shell blocks of its Install section run there, as written (the checksum,
// `npm install ./svc-elements-<version>.tgz`, the script tag copied out of node_modules, the
// integrity tool), except the clone's `npm ci …` line, which CI has already run. Then, in that app:
// every ```ts block of the README type-checks against the installed package (strict, as a new Vite
// app is set up), and the quick start's bundler imports bundle. Fails on any step that fails, on a
// README that names another version than package.json's, or on a copied script tag that lacks files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

if (!existsSync('dist/svc-elements.js')) {
  console.error('dist/svc-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const started = Date.now();
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const readme = readFileSync('README.md', 'utf8');
const section = (title) => {
  const start = readme.indexOf(`\n## ${title}\n`);
  return start < 0 ? '' : readme.slice(start, readme.indexOf('\n## ', start + 1));
};
const blocks = (text, lang) => [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]);
const failures = [];

const install = section('Install');
const shell = blocks(install, 'sh');
if (shell.length === 0) failures.push('the README has no Install section with shell blocks');
const versions = new Set([...install.matchAll(/svc-elements-(\d+\.\d+\.\d+[\w.-]*?)\.tgz/g)].map((match) => match[1]));
for (const named of versions) if (named !== version) failures.push(`the README's Install names svc-elements-${named}.tgz, but package.json's version is ${version}`);
const snippets = blocks(readme, 'ts');
if (snippets.length === 0) failures.push('the README has no ```ts block to compile');
const bundlerImports = blocks(section('Quick start'), 'js').filter((block) => /from |import '/.test(block));
if (failures.length) {
  console.error(`README install: ${failures.join('; ')}`);
  process.exit(1);
}

const app = mkdtempSync(join(tmpdir(), 'svc-partner-app-'));
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
try {
  // ---- The tarball, as a release attaches it ---------------------------------------------------
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', app], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const tarball = join(app, pack.filename);
  const sha512 = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (sha512 !== pack.integrity) failures.push(`npm pack says ${pack.integrity}, the file's own SHA-512 is ${sha512}`);

  // ---- The partner's new app, and the README's Install run in it --------------------------------
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
      failures.push(`the README's Install step failed in a new app:\n    ${script.trim().split('\n').join('\n    ')}\n    ${(error.stderr || error.message).trim().split('\n').slice(-5).join('\n    ')}`);
      break;
    }
  }
  const installed = join(app, 'node_modules/svc-elements/package.json');
  if (!existsSync(installed)) failures.push('the README\'s Install did not install svc-elements into the app');
  else if (JSON.parse(readFileSync(installed, 'utf8')).version !== version) failures.push(`the app has svc-elements ${JSON.parse(readFileSync(installed, 'utf8')).version}, not ${version}`);
  const lock = existsSync(join(app, 'package-lock.json')) ? JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) : {};
  const locked = lock.packages?.['node_modules/svc-elements'];
  if (locked && locked.integrity !== pack.integrity) failures.push(`the app's lock file records ${locked.integrity}, not the tarball's ${pack.integrity}`);

  // The script tag copied out of the installed package, as the README says: every file of the build.
  const served = join(app, 'public/svc-elements', version);
  for (const file of ['svc-elements.js', 'svc-elements-api.js', 'importmap.json']) {
    if (!existsSync(join(served, file))) failures.push(`after the README's Install, public/svc-elements/${version}/${file} is missing`);
  }
  const chunks = existsSync(join(served, 'chunks')) ? readdirSync(join(served, 'chunks')).length : 0;
  const built = readdirSync('dist/chunks').length;
  if (chunks !== built) failures.push(`public/svc-elements/${version}/chunks holds ${chunks} files, the build ${built}`);

  // ---- The README's TypeScript, compiled against the installed package ---------------------------
  mkdirSync(join(app, 'src'));
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
    failures.push(`the README's TypeScript does not compile against the installed package:\n    ${(error.stdout || error.message).trim().split('\n').join('\n    ')}`);
  }

  // ---- The quick start's bundler imports, bundled from the installed package ---------------------
  for (const [index, code] of bundlerImports.entries()) {
    writeFileSync(join(app, 'src', `bundle-${index + 1}.js`), code);
    try {
      await build({ absWorkingDir: app, entryPoints: [`src/bundle-${index + 1}.js`], bundle: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent' });
    } catch (error) {
      failures.push(`the quick start's imports do not bundle from the installed package: ${error.message.split('\n').slice(0, 4).join(' ')}`);
    }
  }

  if (failures.length > 0) {
    console.error(`README install: ${failures.length} problem(s)\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `README install: ${pack.filename} (${pack.integrity.slice(0, 20)}…) installed into a new app as the README says, its script tag copied (${chunks} chunks) ` +
        `and pinned; ${snippets.length} TypeScript block(s) compiled strict against it; ${bundlerImports.length} bundler import block(s) bundled (${((Date.now() - started) / 1000).toFixed(0)} s).`,
    );
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}
