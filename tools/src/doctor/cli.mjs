// `svc-elements-tools doctor <url | file>`: the options, the text report (one line per check) and
// the JSON report beside it; exit 1 when a check fails, 2 when the page could not be checked.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { doctor } from './doctor.mjs';

export const summary = 'check a page that embeds svc-elements (integrity, CSP, elements, axe)';

const USAGE = `Usage: svc-elements-tools doctor <url | file.html> [options]

Opens the page in headless Chromium (CHROME_PATH, or the usual places) and checks: the loader pinned
with integrity; the import map where the page imports svc-elements-api.js; every kit file refused
when tampered with; a versioned path cached as immutable; the Content-Security-Policy the kit needs
and any violation; each svc-* element defined, configured, calling only its base URL, with no
console error and no serious or critical axe violation; no sandbox on a production origin.

  --json <file>      also write the report as JSON (for CI)
  --hashes <file>    the build's hashes to compare the served files with (default: dist/integrity.json
                     of the svc-elements package installed where you run the command, if any)
  --root <folder>    for a local file: the folder served as the site's root (default: the file's folder)
  --tamper <mode>    each (default: every kit file in turn, and all at once), all (at once only), none
  --timeout <s>      seconds to wait for the page and its elements (default 20)
  --jobs <n>         tampered visits at a time (default 2)

Exit status: 0 every check passed (warnings allowed), 1 a check failed, 2 the page could not be checked.`;

const MARK = { pass: 'PASS', fail: 'FAIL', warn: 'WARN', skip: 'SKIP' };

/** The build's hashes: --hashes, else the svc-elements package resolved from the working folder. */
function readHashes(file) {
  if (file) return JSON.parse(readFileSync(file, 'utf8'));
  try {
    const manifest = createRequire(join(process.cwd(), 'package.json')).resolve('svc-elements/package.json');
    const found = join(dirname(manifest), 'dist', 'integrity.json');
    return existsSync(found) ? JSON.parse(readFileSync(found, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

export async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'string' },
        hashes: { type: 'string' },
        root: { type: 'string' },
        tamper: { type: 'string', default: 'each' },
        timeout: { type: 'string', default: '20' },
        jobs: { type: 'string', default: '2' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`svc-elements-tools doctor: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [target] = positionals;
  const problem = !target ? 'give the page: a URL or a local HTML file'
    : positionals.length > 1 ? `one page at a time (got ${positionals.length})`
    : !['each', 'all', 'none'].includes(values.tamper) ? `--tamper is each, all or none, not ${values.tamper}`
    : !(Number(values.timeout) > 0) ? `--timeout is a number of seconds, not ${values.timeout}`
    : !(Number.isInteger(Number(values.jobs)) && Number(values.jobs) > 0) ? `--jobs is a whole number, not ${values.jobs}`
    : !/^https?:\/\//i.test(target) && !existsSync(target) ? `no such file: ${target} (a URL starts with http:// or https://)`
    : undefined;
  if (problem) {
    console.error(`svc-elements-tools doctor: ${problem}\n\n${USAGE}`);
    return 2;
  }

  let report;
  try {
    const hashes = readHashes(values.hashes);
    report = await doctor(target, { hashes, root: values.root, tamper: values.tamper, timeout: Number(values.timeout) * 1000, jobs: Number(values.jobs) });
  } catch (error) {
    console.error(`svc-elements-tools doctor: could not check ${target}: ${error.message}`);
    return 2;
  }
  console.log(`svc-elements doctor: ${report.url}${report.kitBase ? ` (kit at ${report.kitBase})` : ''}`);
  for (const check of report.checks) {
    console.log(`${MARK[check.status]}  ${check.title}`);
    if (check.detail && check.status !== 'pass') console.log(`      ${check.detail}`);
  }
  const { pass, fail, warn, skip } = report.counts;
  console.log(`${report.ok ? 'OK' : 'FAILED'}: ${pass} passed, ${fail} failed, ${warn} warnings, ${skip} skipped`);
  if (values.json) {
    mkdirSync(dirname(resolve(values.json)), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify({ tool: 'svc-elements-tools doctor', checkedAt: new Date().toISOString(), ...report }, null, 2)}\n`);
  }
  return report.ok ? 0 : 1;
}
