// svc-elements-tools doctor: one page checked in headless Chromium. A first visit observes the page
// (observe.mjs) and is judged (checks.mjs); then the kit's files the page fetched are tampered with
// through request interception, all at once and each in turn, and none may run.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import { launchChrome } from '../chrome.mjs';
import { judge } from './checks.mjs';
import { observe, visitTampered } from './observe.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** A local page served from `root` on loopback, as plain files: the doctor opens it over HTTP (module scripts need it). */
async function serveFile(file, root) {
  const folder = resolve(root);
  const page = resolve(file);
  if (page !== folder && !page.startsWith(folder + sep)) throw new Error(`${file} is not inside --root ${root}`);
  const server = createServer((request, response) => {
    const path = resolve(folder, `.${decodeURIComponent(new URL(request.url, 'http://localhost').pathname)}`);
    if (path !== folder && !path.startsWith(folder + sep)) return response.writeHead(403).end();
    const target = existsSync(path) && statSync(path).isDirectory() ? resolve(path, 'index.html') : path;
    if (!existsSync(target)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
    return response.end(readFileSync(target));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${server.address().port}/${relative(folder, page).split(sep).map(encodeURIComponent).join('/')}`;
  return { url, close: () => new Promise((done) => server.close(done)) };
}

/** Runs `work` over `items`, `jobs` at a time. */
async function pool(items, jobs, work) {
  const results = [];
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  }));
  return results;
}

const INTEGRITY_SAID = /integrity|digest|refused/i;

/**
 * The tamper check. A first visit with every kit file but the loader tampered with: nothing may run
 * and no element may be defined. Then rounds: every file not yet seen refused is tampered with again
 * (those seen refused are served intact, so the page gets further each round); a file is seen refused
 * when the console names it with its integrity failure. A file left over (fetched but not named, or
 * not fetched with the others tampered) is tampered alone, with everything else intact: it must not run.
 */
async function tamperChecks(browser, url, kitBase, kitFiles, { timeout, tamper, jobs }) {
  const checks = [];
  if (tamper === 'none' || kitFiles.length === 0) {
    checks.push({ id: 'tamper', status: 'skip', title: kitFiles.length ? 'tampered copies not tried (--tamper none)' : 'tampered copies not tried: no kit file fetched' });
    return checks;
  }
  const name = (key) => key.slice(kitBase.length);
  const byUrl = new Map(kitFiles.map(({ url: fileUrl, file }) => [fileUrl.split(/[?#]/)[0], file]));
  const loader = `${kitBase}svc-elements.js`;
  const named = (errors, key) => errors.some((text) => INTEGRITY_SAID.test(text) && (text.includes(key) || text.includes(name(key))));
  const proven = new Set();
  const ran = new Set();
  const problems = [];
  let said;

  let visits = 0;
  for (let round = 0; round < 12; round += 1) {
    const targets = new Map([...byUrl].filter(([key]) => !proven.has(key) && !ran.has(key) && (round > 0 || key !== loader)));
    if (targets.size === 0) break;
    const visit = await visitTampered(browser, url, targets, { timeout });
    visits += 1;
    said ??= visit.errors.find((text) => INTEGRITY_SAID.test(text));
    if (round === 0 && visit.defined.length) problems.push(`with every kit file tampered, ${visit.defined.map((tag) => `<${tag}>`).join(', ')} still defined`);
    if (round === 0 && !said) problems.push('with every kit file tampered, the console said nothing about integrity');
    const before = proven.size + ran.size;
    for (const key of visit.ran) ran.add(key);
    for (const key of targets.keys()) if (!ran.has(key) && named(visit.errors, key)) proven.add(key);
    if (tamper === 'all' || proven.size + ran.size === before) break;
  }
  if (tamper === 'each') {
    const rest = [...byUrl.keys()].filter((key) => !proven.has(key) && !ran.has(key));
    const alone = await pool(rest, jobs, async (key) => ({ key, ...(await visitTampered(browser, url, new Map([[key, byUrl.get(key)]]), { timeout })) }));
    visits += alone.length;
    for (const visit of alone) {
      if (visit.ran.includes(visit.key)) ran.add(visit.key);
      else if (visit.errors.some((text) => INTEGRITY_SAID.test(text))) proven.add(visit.key);
      else problems.push(`${name(visit.key)} refused with nothing said in the console`);
    }
  }
  // The API entry first: a page's own import of it is the usual way round the loader's checks.
  for (const key of [...ran].sort((a, b) => Number(name(b) === 'svc-elements-api.js') - Number(name(a) === 'svc-elements-api.js'))) problems.push(`${name(key)} ran although tampered${name(key) === 'svc-elements-api.js' ? ' (the page imports it with no import map pinning it)' : ' (fetched without integrity)'}`);
  if (problems.length) {
    checks.push({ id: 'tamper', status: 'fail', title: `tampered files ran or went unsaid: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`, items: problems });
  } else {
    const howMany = tamper === 'each' ? `all ${byUrl.size} kit files the page fetched` : `${proven.size} of the ${byUrl.size} kit files the page fetched (--tamper all)`;
    checks.push({ id: 'tamper', status: 'pass', title: `every chunk checked: tampered copies of ${howMany} refused in ${visits} visits, nothing defined (console: "${said.split('\n')[0].slice(0, 90)}…")` });
  }
  return checks;
}

/**
 * Checks the page at `target` (a URL, or a local HTML file served from `root`). Returns the report:
 * { url, kitBase, ok, checks, counts }.
 */
export async function doctor(target, { hashes, root, timeout = 20000, tamper = 'each', jobs = 2 } = {}) {
  const local = !/^https?:\/\//i.test(target);
  const served = local ? await serveFile(target, root ?? dirname(target)) : undefined;
  const url = served?.url ?? target;
  const browser = await launchChrome();
  try {
    const seen = await observe(browser, url, { timeout });
    const { checks, kitBase, kitFiles } = judge(seen, { hashes, local });
    if (kitBase) checks.splice(checks.findIndex((check) => check.id === 'versioned-path'), 0, ...(await tamperChecks(browser, url, kitBase, kitFiles, { timeout, tamper, jobs })));
    const counts = { pass: 0, fail: 0, warn: 0, skip: 0 };
    for (const check of checks) counts[check.status] += 1;
    return { url: local ? resolve(target) : url, kitBase: kitBase ?? null, ok: counts.fail === 0, counts, checks };
  } finally {
    await browser.close();
    await served?.close();
  }
}
