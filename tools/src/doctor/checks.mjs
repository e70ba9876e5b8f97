// The verdicts on one observed visit (observe.mjs): the loader and its integrity, the import map, the
// files against the build, the versioned path and its caching, the CSP, and each kit element.
// Each verdict: { id, status: 'pass' | 'fail' | 'warn' | 'skip', title, detail? }.
import { createHash } from 'node:crypto';
import { allowsInline, judgeCsp, policiesOf } from './csp.mjs';

const LOADER = 'svc-elements.js';
const API = 'svc-elements-api.js';
const YEAR = 31536000;

const digest = (algorithm, body) => createHash(algorithm).update(body).digest('base64');
const sriOf = (algorithm, body) => `${algorithm}-${digest(algorithm, body)}`;
/** Whether an `integrity` value (one or more `sha…-…` tokens) matches `body`: the strongest algorithm listed decides, as browsers do. */
function integrityMatches(value, body) {
  const tokens = value.split(/\s+/).map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)/.exec(token)).filter(Boolean);
  if (tokens.length === 0) return false;
  const strongest = ['sha512', 'sha384', 'sha256'].find((algorithm) => tokens.some(([, name]) => name === algorithm));
  return tokens.filter(([, name]) => name === strongest).some(([, name, hash]) => digest(name, body) === hash);
}

/** Loopback hosts, where the sandbox and a development server are expected. */
const isLoopback = (origin) => {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
};

const short = (url, origin) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
const list = (items, max = 3) => items.slice(0, max).join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');

/** The served loader's table: each tag's manifest hash (sha256, base64), the API's under `api`. */
function loaderTable(body) {
  const table = /function svcElementIntegrity\(\)\{return (\{.*?\})\}/.exec(body.toString('utf8'))?.[1];
  try {
    return table ? JSON.parse(table) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The copies of the integrity manifests the page carries (`<script type="application/json"
 * data-svc-manifests>`, written by svc-elements-integrity --page or --tags): each must be a manifest of
 * the loader served (the loader uses a copy only when its sha256 is one it holds, and otherwise
 * fetches the file, a round trip more); an element on the page with no copy costs that round trip too.
 */
function judgeCopies(dom, loaderFile, importsApi) {
  const id = 'manifest-copies';
  const table = loaderFile && loaderTable(loaderFile.body);
  if (!table) return { id, status: 'skip', title: "manifest copies not checked: the loader served holds no table of manifests (not the kit's built loader?)" };
  const tagOf = new Map(Object.entries(table).map(([tag, hash]) => [hash, tag]));
  const needed = [...new Set([...(dom.providers.length ? ['svc-provider'] : []), ...dom.elements.map((element) => element.tag), ...(importsApi ? ['api'] : [])])].filter((tag) => tag in table);
  const name = (tag) => (tag === 'api' ? 'svc-elements-api.js' : `<${tag}>`);
  const hint = 'run svc-elements-integrity --page <this page> --base <where the kit is served> and put importmap.html (the map and the copies) in <head>, before the loader';
  const blocks = dom.copies ?? [];
  if (blocks.length === 0) {
    return { id, status: 'warn', title: `no copies of the integrity manifests: the loader fetches ${needed.length} manifest(s) before the chunks, a round trip more (${list(needed.map(name))})`, detail: hint };
  }
  const lines = blocks[0].split('\n').map((line) => line.trim()).filter(Boolean);
  const carried = lines.map((line) => tagOf.get(digest('sha256', `export default ${line}\n`)));
  const problems = [];
  const stale = carried.filter((tag) => tag === undefined).length;
  if (stale) problems.push(`${stale} of ${lines.length} cop${lines.length === 1 ? 'y matches' : 'ies match'} no manifest of the loader served (written for another build?): the loader ignores ${stale === 1 ? 'it' : 'them'} and fetches the files`);
  const notes = [];
  if (blocks.length > 1) notes.push(`${blocks.length} blocks of copies: the loader reads the first only`);
  const missing = needed.filter((tag) => !carried.includes(tag));
  if (missing.length) notes.push(`no copy for ${list(missing.map(name))}: each costs a manifest's round trip`);
  const unused = carried.filter((tag) => tag !== undefined && !needed.includes(tag));
  if (unused.length) notes.push(`copies for what the page does not show: ${list(unused.map(name))}`);
  if (new URL(dom.origin).protocol !== 'https:' && !isLoopback(dom.origin)) notes.push('the page is not served over https: without SubtleCrypto the loader uses no copy');
  if (problems.length) return { id, status: 'fail', title: `manifest copies stale: ${[...problems, ...notes].join('; ')}`, detail: hint };
  if (notes.length) return { id, status: 'warn', title: `manifest copies: ${notes.join('; ')}`, detail: hint };
  return { id, status: 'pass', title: `the page carries copies of its ${lines.length} manifests (${list(carried.map(name), 4)}), each the served build's: no manifest fetched before the chunks` };
}

/** A manifest's hash as a preload's `integrity` gives it: the manifests hold a chunk's sha256 without its `sha256-` (an older build's held it with). */
const withAlgorithm = (hash) => (/^sha(256|384|512)-/.test(hash) ? hash : `sha256-${hash}`);

/**
 * The preloads of the page's elements' chunks (`<link rel="modulepreload" integrity="sha256-…">` after
 * the loader's tag, as svc-elements-integrity --page or --tags writes them in loader.html): with them
 * the browser asks for the chunks with the loader, without them a wave of requests later. A hint, never
 * a failure: the loader preloads what the page does not. Judged on a pinned loader only; each chunk of
 * the elements' manifests the page carries copies of must be preloaded with the sha256 its manifest holds.
 */
function judgePreloads(dom, loaderFile, kitBase) {
  const id = 'chunk-preloads';
  const table = loaderFile && loaderTable(loaderFile.body);
  if (!table || (dom.elements.length === 0 && dom.providers.length === 0)) return undefined;
  const hint = "run svc-elements-integrity --page <this page> --base <where the kit is served> and put loader.html (the loader's tag and the preloads) in place of the loader's tag";
  const tagOf = new Map(Object.entries(table).map(([tag, hash]) => [hash, tag]));
  const lines = (dom.copies?.[0] ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  const expected = new Map(lines.filter((line) => ![undefined, 'api'].includes(tagOf.get(digest('sha256', `export default ${line}\n`)))).flatMap((line) => Object.entries(JSON.parse(line)[1]).map(([name, [hash]]) => [`${kitBase}chunks/${name}.js`, withAlgorithm(hash)])));
  const preloaded = new Map((dom.preloads ?? []).filter((link) => link.href.startsWith(`${kitBase}chunks/`)).map((link) => [link.href.split(/[?#]/)[0], link.integrity]));
  if (preloaded.size === 0) return { id, status: 'warn', title: "no preloads of the elements' chunks: the browser asks for them only once the loader has run, a wave of requests more", detail: hint };
  const missing = [...expected].filter(([href, integrity]) => preloaded.get(href) !== integrity).map(([href]) => href.slice(kitBase.length));
  if (missing.length) return { id, status: 'warn', title: `${expected.size - missing.length} of the ${expected.size} chunks of the page's elements preloaded with their manifest's hash; not: ${list(missing)}`, detail: hint };
  return { id, status: 'pass', title: `the page preloads ${preloaded.size} chunks of its elements with the loader${expected.size ? ", each with its manifest's hash" : ''}` };
}

/**
 * Every verdict on the visit `seen`. `hashes`: the build's { file: 'sha384-…' } (dist/integrity.json)
 * or undefined; `local`: the page is a file the doctor serves itself (its headers are not the partner's).
 */
export function judge(seen, { hashes, local }) {
  const checks = [];
  const check = (id, status, title, detail) => checks.push({ id, status, title, ...(detail ? { detail } : {}) });
  const { dom } = seen;
  const origin = dom.origin;
  const show = (url) => short(url, origin);

  if (seen.status >= 400) check('page', 'fail', `the page answered ${seen.status}`);

  // The loader: found, pinned, the build's.
  const loaderTag = dom.scripts.find((script) => new URL(script.src).pathname.endsWith(`/${LOADER}`));
  if (!loaderTag) {
    check('loader', 'fail', `no <script src=".../${LOADER}">: the page does not load the kit's loader`);
    return { checks, kitBase: undefined };
  }
  const kitBase = loaderTag.src.split(/[?#]/)[0].slice(0, -LOADER.length);
  const loaderFile = seen.scripts.get(loaderTag.src.split(/[?#]/)[0]);
  if (!loaderTag.integrity) check('loader-pinned', 'fail', `loader not pinned: ${show(loaderTag.src)} has no integrity attribute`, 'PCI DSS 6.4.3: add the integrity that svc-elements-integrity prints');
  else if (loaderTag.type !== 'module') check('loader-pinned', 'fail', `loader tag is not type="module": ${show(loaderTag.src)}`);
  else if (!loaderFile) check('loader-pinned', 'fail', `loader refused or not fetched: ${show(loaderTag.src)} (its integrity does not match what is served?)`);
  else if (!integrityMatches(loaderTag.integrity, loaderFile.body)) check('loader-pinned', 'fail', `loader's integrity does not match the file served: ${show(loaderTag.src)}`);
  else check('loader-pinned', 'pass', `loader pinned: ${show(loaderTag.src)} integrity="${loaderTag.integrity.slice(0, 19)}…"`);

  // The kit's files as served, against the build's hashes.
  const kitFiles = [...seen.scripts.entries()].filter(([url]) => url.startsWith(kitBase));
  const nameOf = (url) => url.slice(kitBase.length);
  if (!hashes) check('build', 'skip', "served files not compared with the build: no build hashes (give --hashes <dist/integrity.json of the version you deploy>)");
  else if (!loaderFile || hashes[LOADER] !== sriOf('sha384', loaderFile.body)) check('build', 'warn', `the loader served is not the one of the build hashes given (${hashes[LOADER]?.slice(0, 19)}…): files not compared`);
  else {
    const differ = kitFiles.filter(([url, file]) => hashes[nameOf(url)] !== sriOf('sha384', file.body)).map(([url]) => `${nameOf(url)}${hashes[nameOf(url)] ? '' : ' (not a file of the build)'}`);
    if (differ.length) check('build', 'fail', `served files differ from the build: ${list(differ)}`);
    else check('build', 'pass', `${kitFiles.length} kit files served, each byte for byte the build's`);
  }

  // The API entry and the import map that pins it.
  const apiUrl = `${kitBase}${API}`;
  const importsApi = seen.requests.some((request) => request.url.split(/[?#]/)[0] === apiUrl);
  const enforced = [...policiesOf(seen.headers['content-security-policy'] ? [seen.headers['content-security-policy']] : []), ...policiesOf(dom.meta)];
  const maps = dom.maps.map((map) => {
    let parsed;
    try {
      parsed = JSON.parse(map.text);
    } catch {
      parsed = undefined;
    }
    const integrity = Object.fromEntries(Object.entries(parsed?.integrity ?? {}).map(([key, value]) => [new URL(key, dom.baseURI).href, value]));
    const allowed = allowsInline(enforced, { sha256: digest('sha256', map.text), nonce: map.nonce });
    return { parsed, integrity, allowed };
  });
  const blocked = maps.filter((map) => !map.allowed).length;
  const pinning = maps.find((map) => map.allowed && map.integrity[apiUrl]);
  const apiFile = seen.scripts.get(apiUrl);
  if (!importsApi && blocked) {
    check('import-map', 'fail', `${blocked} import map(s) refused by the CSP: add the map's 'sha256-…' to script-src`);
  } else if (!importsApi && !maps.some((map) => Object.keys(map.integrity).some((key) => key.startsWith(kitBase)))) {
    // Chromium and Firefox check the chunks through the loader; WebKit ignores a modulepreload's integrity (docs/security.md).
    check('import-map', 'warn', `no import map for the kit: Safari (WebKit) runs its chunks unchecked`, `run svc-elements-integrity --base ${new URL(kitBase).pathname} on the folder you serve and put importmap.html in <head>, before the loader`);
  } else if (!importsApi) {
    check('import-map', 'pass', `import map pins the kit's files at ${show(kitBase)}; allowed by the CSP (the page does not import ${API})`);
  } else if (!pinning) {
    const why = maps.some((map) => map.integrity[apiUrl]) ? "the map that lists it is refused by the CSP (its 'sha256-…' is not in script-src)" : maps.length ? `no import map lists ${show(apiUrl)}` : 'the page has no import map';
    check('import-map', 'fail', `import map missing: the page imports ${show(apiUrl)}, and ${why}`, `run svc-elements-integrity --base ${new URL(kitBase).pathname} on the folder you serve and put importmap.html in <head>, before the loader`);
  } else if (apiFile && !integrityMatches(pinning.integrity[apiUrl], apiFile.body)) {
    check('import-map', 'fail', `import map's integrity for ${show(apiUrl)} does not match the file served (a map made for another build?)`);
  } else {
    check('import-map', 'pass', `import map pins ${show(apiUrl)}, which the page imports, and ${Object.keys(pinning.integrity).length - 1} more; allowed by the CSP`);
  }

  checks.push(judgeCopies(dom, loaderFile, importsApi));
  const preloads = loaderTag.integrity ? judgePreloads(dom, loaderFile, kitBase) : undefined;
  if (preloads) checks.push(preloads);

  // Under a versioned path, cached for good.
  const segments = new URL(kitBase).pathname.split('/').filter(Boolean);
  const version = segments.find((segment) => /^v?\d+\.\d+\.\d+([-+][\w.-]+)?$/.test(segment));
  if (version) check('versioned-path', 'pass', `served under a versioned path: ${new URL(kitBase).pathname} (version ${version.replace(/^v/, '')})`);
  else check('versioned-path', 'fail', `no version in the kit's path: ${new URL(kitBase).pathname}`, 'serve dist/ under a path that carries the version (/svc-elements/0.1.0/), so a release never mixes with cached files');
  if (local) {
    check('caching', 'skip', "caching not checked: a local file is served by the doctor, not your server");
  } else {
    const weak = kitFiles.filter(([, file]) => {
      const value = (file.headers['cache-control'] ?? '').toLowerCase();
      const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
      return !value.includes('immutable') || maxAge < YEAR;
    });
    if (kitFiles.length === 0) check('caching', 'fail', 'no kit file was fetched');
    else if (weak.length) check('caching', 'fail', `not cached as immutable: ${list(weak.map(([url, file]) => `${nameOf(url)} (${file.headers['cache-control'] ?? 'no Cache-Control'})`), 2)}`, 'send Cache-Control: public, max-age=31536000, immutable for the versioned path');
    else check('caching', 'pass', `${kitFiles.length} kit files sent with Cache-Control: immutable, max-age of a year or more`);
  }

  // The policy, and what it stopped.
  const headerValue = seen.headers['content-security-policy'];
  const reportOnly = seen.headers['content-security-policy-report-only'];
  checks.push(...judgeCsp({ headers: headerValue ? [headerValue] : [], meta: dom.meta, reportOnly: reportOnly ? [reportOnly] : [] }));
  const violations = dom.violations.map((violation) => `${violation.directive}${violation.blocked ? ` ${violation.blocked}` : ''}${violation.sample ? ` "${violation.sample.slice(0, 40)}"` : ''}${violation.disposition === 'report' ? ' (report-only)' : ''}`);
  const enforcedViolations = dom.violations.filter((violation) => violation.disposition !== 'report');
  if (enforcedViolations.length) check('csp-violations', 'fail', `${dom.violations.length} CSP violation(s) while the page rendered: ${list([...new Set(violations)])}`);
  else if (violations.length) check('csp-violations', 'warn', `report-only violations: ${list([...new Set(violations)])}`);
  else check('csp-violations', 'pass', 'no CSP or Trusted Types violation while the page rendered');

  // The console, and the kit's requests.
  // The browser's own request for /favicon.ico is the browser's, not the page's.
  const errors = [...seen.console.filter((message) => message.type === 'error' && !/\/favicon\.ico$/.test(message.url)).map((message) => message.text), ...seen.pageErrors.map((text) => `uncaught: ${text}`)];
  const tagged = (tag) => errors.filter((text) => text.includes(`<${tag}>`));
  const untagged = errors.filter((text) => !/<svc-[a-z-]+>/.test(text));
  if (untagged.length) check('console', 'fail', `${untagged.length} console error(s): ${list(untagged.map((text) => text.split('\n')[0].slice(0, 160)), 2)}`);
  else check('console', 'pass', 'no console error on the page');

  const bases = dom.providers.map((provider) => provider.resolvedBaseUrl).filter(Boolean);
  const fromKit = seen.requests.filter((request) => ['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.type) && request.frames[0]?.startsWith(kitBase));
  const outside = fromKit.filter((request) => !bases.some((base) => request.url.startsWith(base.endsWith('/') ? base : `${base}/`) || request.url.split(/[?#]/)[0] === base));
  if (outside.length) check('requests', 'fail', `the kit sent ${outside.length} request(s) outside every provider's base URL: ${list(outside.map((request) => `${request.method} ${show(request.url)}`))}`);
  else check('requests', 'pass', `the kit's ${fromKit.length} request(s) all went to a provider's base URL${bases.length ? ` (${list(bases.map(show))})` : ''}`);

  // Each element: defined, configured, its own console errors, sandbox on a production origin, axe.
  const production = !isLoopback(origin);
  const unconfigured = (element) => !element.ownAdapter && !element.provider?.adapter && !element.provider?.sandbox && !element.provider?.baseUrl;
  // The kit's console errors name the tag: among several of a tag, they go to those without a configuration, if any.
  const errorsOf = (element) => {
    const same = dom.elements.filter((other) => other.tag === element.tag);
    return !same.some(unconfigured) || unconfigured(element) ? tagged(element.tag) : [];
  };
  for (const element of dom.elements) {
    const name = `${element.label}${dom.elements.filter((other) => other.tag === element.tag).length > 1 ? ` (${element.nth})` : ''}`;
    const problems = [];
    let how = '';
    if (!element.defined) problems.push('not defined (its files were refused or never loaded)');
    if (element.ownAdapter) how = 'its own adapter';
    else if (element.provider?.adapter) how = "its provider's adapter";
    else if (element.provider?.sandbox) how = 'the sandbox';
    else if (element.provider?.baseUrl) how = `base URL ${show(element.provider.resolvedBaseUrl)}`;
    else if (element.provider) problems.push('not configured: its <svc-provider> has neither base-url, sandbox nor adapter');
    else if (errorsOf(element).length || !element.defined) problems.push('not configured: outside any <svc-provider> and with no adapter of its own, so it sends nothing');
    else how = 'a module default (setDefaultConfig)';
    if (element.provider?.sandbox && !element.provider.adapter && !element.ownAdapter && production) problems.push(`sandbox mode on a production origin (${origin}): no real backend is called`);
    const own = errorsOf(element);
    if (own.length) problems.push(`console: ${list(own.map((text) => text.split('\n')[0].slice(0, 140)), 2)}`);
    check(`element:${element.tag}:${element.nth}`, problems.length ? 'fail' : 'pass', `${name}: ${problems.length ? problems.join('; ') : `defined, configured by ${how}, no console error`}`);

    const found = seen.axe[element.index];
    if (!found) check(`axe:${element.tag}:${element.nth}`, 'skip', `${name}: axe not run (not defined)`);
    else {
      const severe = found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      const mild = found.filter((violation) => !severe.includes(violation));
      const text = (items) => list(items.map((violation) => `${violation.id} (${violation.impact}, ${violation.nodes}: ${violation.target})`), 3);
      if (severe.length) check(`axe:${element.tag}:${element.nth}`, 'fail', `${name}: axe, ${severe.length} serious or critical: ${text(severe)}`);
      else if (mild.length) check(`axe:${element.tag}:${element.nth}`, 'warn', `${name}: axe, no serious or critical; ${text(mild)}`);
      else check(`axe:${element.tag}:${element.nth}`, 'pass', `${name}: axe, no violation in its shadow root`);
    }
  }
  if (dom.elements.length === 0) check('elements', 'fail', 'no svc-* element on the page');
  return { checks, kitBase, kitFiles: kitFiles.map(([url, file]) => ({ url, file })) };
}
