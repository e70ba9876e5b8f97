// The generator's promise, proved on a scratch copy of the committed tree: `npm run new:element`
// writes one element of each kind (form, paged list, record, journey), and with no other file edited by hand
// the copy registers them (`npm run generate`), type-checks, runs their contract suites and the
// faults contract in Chromium, passes the registration and catalog checks (every tag known wherever it
// must be, every shipped language's texts complete), builds them into the script tag and the library,
// and renders their stories through the story check (Storybook's test runner with axe, in its three
// looks, and their docs pages). Run with `npm run check:generator`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { port } from './fixtures/browser.mjs';

const repo = process.cwd();
const scratch = join(repo, 'tmp', 'new-element-scratch');
const ELEMENTS = [
  { kind: 'form', name: 'note-request' },
  { kind: 'list', name: 'team-list' },
  { kind: 'record', name: 'partner-facts' },
  { kind: 'journey', name: 'welcome-journey' },
];
/** What `npm run generate` and the manifest write: build outputs, not the author's files. */
const OUTPUTS = [/^node_modules\//, /^src\/generated\//, /^custom-elements\.json$/, /^src\/frameworks\/elements\.ts$/, /^dist\//, /^storybook-static\//, /^\.api-cache\//];

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout}\n${result.stderr}`;
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`);
  return output;
};

/** Every file below `dir`, relative to the scratch copy, build outputs left out. */
function filesOf(dir = scratch) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const name = relative(scratch, path);
    if (OUTPUTS.some((pattern) => pattern.test(`${name}/`) || pattern.test(name))) continue;
    if (statSync(path).isDirectory()) found.push(...filesOf(path));
    else found.push(name);
  }
  return found;
}

/** The shipped languages, as src/i18n/shipped.ts lists them: each gets a texts file. */
const LOCALES = [...readFileSync(join(repo, 'src/i18n/shipped.ts'), 'utf8').match(/SHIPPED_LOCALES = \[([^\]]*)\]/)[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);

let before_ = new Set();

before(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // The committed tree, as a clean clone has it; the installed packages hard-linked, not installed again.
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: repo });
  for (const modules of ['node_modules', 'server/node_modules', 'tools/node_modules']) {
    if (existsSync(join(repo, modules))) execFileSync('cp', ['-al', join(repo, modules), join(scratch, modules)]);
  }
  // Tools' caches are rewritten in place (Storybook's manager bundles): the copy starts without them,
  // so that it never writes through a hard link into the files of the tree it was copied from.
  rmSync(join(scratch, 'node_modules/.cache'), { recursive: true, force: true });
  before_ = new Set(filesOf());
});

after(() => rmSync(scratch, { recursive: true, force: true }));

test('the generator writes each kind into its folder, one story and one test, and nothing else', () => {
  for (const { kind, name } of ELEMENTS) run('npm', ['run', '--silent', 'new:element', '--', '--kind', kind, name]);
  const written = filesOf().filter((file) => !before_.has(file)).sort();
  console.log(`The generator wrote:\n  ${written.join('\n  ')}`);
  for (const { name } of ELEMENTS) {
    const own = written.filter((file) => file.startsWith(`src/elements/${name}/`));
    assert.ok(own.includes(`src/elements/${name}/svc-${name}.ts`), `the element's class for ${name}`);
    assert.ok(own.includes(`src/elements/${name}/define.ts`), `the define module for ${name}`);
    for (const locale of LOCALES) assert.ok(own.includes(`src/elements/${name}/texts/${locale}.ts`), `the ${locale} texts for ${name}`);
    assert.ok(written.includes(`stories/${name}.stories.ts`), `the story for ${name}`);
    assert.ok(written.includes(`test/elements/${name}.test.ts`), `the test for ${name}`);
  }
  const elsewhere = written.filter((file) => !ELEMENTS.some(({ name }) => file.startsWith(`src/elements/${name}/`) || file === `stories/${name}.stories.ts` || file === `test/elements/${name}.test.ts`));
  assert.deepEqual(elsewhere, [], 'no file outside the three homes of each element');
  const changed = [...before_].filter((file) => existsSync(join(scratch, file)) && readFileSync(join(scratch, file), 'utf8') !== readFileSync(join(repo, file), 'utf8'));
  assert.deepEqual(changed, [], 'no committed file edited');
});

test('the copy registers, type-checks and runs each new element\'s contract suites and the registration and catalog checks in Chromium', () => {
  run('npm', ['run', '--silent', 'generate']);
  const table = readFileSync(join(scratch, 'src/generated/elements.ts'), 'utf8');
  for (const { name } of ELEMENTS) assert.match(table, new RegExp(`'svc-${name}': \\(\\) => import`), `<svc-${name}> in the element table`);
  run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  const files = [...ELEMENTS.map(({ name }) => `test/elements/${name}.test.ts`), 'test/build/registration.test.ts', 'test/i18n/catalogs.test.ts'];
  const output = run('npx', ['web-test-runner', ...files, '--port', String(port(10))], { SVC_ENGINE: 'chromium' });
  assert.doesNotMatch(output, /\b[1-9]\d* failed\b/, 'no contract test failed');
  assert.match(output, /\b[1-9]\d* passed\b/, 'the contract suites ran');
});

test('the copy builds each new element into the library and the script tag', () => {
  run('npm', ['run', '--silent', 'build']);
  const loader = readFileSync(join(scratch, 'dist/svc-elements.js'), 'utf8');
  for (const { name } of ELEMENTS) {
    assert.ok(existsSync(join(scratch, `dist/esm/svc-${name}.js`)), `dist/esm/svc-${name}.js`);
    assert.ok(loader.includes(`svc-${name}`), `the loader defines <svc-${name}>`);
  }
});

test('the copy renders each new element\'s stories through the story check, in its three looks', () => {
  run('npm', ['run', '--silent', 'build-storybook']);
  const entries = Object.values(JSON.parse(readFileSync(join(scratch, 'storybook-static/index.json'), 'utf8')).entries);
  // Each new element's component, by its story file: the story check renders those alone.
  const components = ELEMENTS.map(({ name }) => {
    const stories = entries.filter((entry) => entry.type === 'story' && entry.importPath === `./stories/${name}.stories.ts`);
    assert.ok(stories.length > 0, `stories/${name}.stories.ts in the Storybook build`);
    return { name, id: stories[0].id.replace(/--.*$/, ''), count: stories.length };
  });
  const said = run('node', ['scripts/check-stories.mjs'], { SVC_STORIES: components.map(({ id }) => id).join(','), SVC_STORIES_PORT: String(port(11)) });
  // Jest colours its summary when its parent's terminal does (FORCE_COLOR under concurrently in CI).
  const output = stripVTControlCharacters(said);
  const total = components.reduce((sum, { count }) => sum + count, 0);
  console.log(`The story check rendered ${components.map(({ id, count }) => `${id} (${count})`).join(', ')} in the three looks.`);
  assert.match(output, new RegExp(`Tests:\\s+${total} passed, ${total} total`), `every story of the new elements rendered (${total})`);
  for (const { id } of components) assert.match(output, new RegExp(`docs page ${id}--docs: no error`), `the docs page of ${id}`);
});
