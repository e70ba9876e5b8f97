// The page's Content-Security-Policy against the one the kit needs (svc-elements' docs/security.md):
// scripts only from listed places (no inline script, no eval, no whole scheme or `*`),
// `require-trusted-types-for 'script'` and `trusted-types` allowing Lit's policy, `lit-html`.
// Pure functions: the browser run hands in the header values and the page's meta tags.

/** One policy's directives: { name: [sources] } (names lower-cased, the first of a name wins, as browsers do). */
function parsePolicy(text) {
  const directives = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!(key in directives)) directives[key] = sources;
  }
  return directives;
}

/** Every policy in header values (several headers arrive joined by newlines; one header may hold several, comma-separated). */
export const policiesOf = (values) =>
  values
    .flatMap((value) => value.split(/[\n,]/))
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, directives: parsePolicy(text) }));

/** The sources a policy applies to a `<script src>`: script-src-elem, else script-src, else default-src. */
const scriptSources = ({ directives }) => directives['script-src-elem'] ?? directives['script-src'] ?? directives['default-src'];

const BROAD = /^(\*|https?:|data:|blob:|filesystem:|'unsafe-eval'|'unsafe-hashes')$/i;
const hasNonceOrHash = (sources) => sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/i.test(source));

/** Why a script source list lets more run than the kit needs; empty when it is strict. */
function scriptWeaknesses(policy) {
  const weak = [];
  for (const name of ['script-src-elem', 'script-src', 'default-src']) {
    const sources = policy.directives[name];
    if (!sources || (name === 'default-src' && (policy.directives['script-src'] || policy.directives['script-src-elem']))) continue;
    for (const source of sources) {
      if (BROAD.test(source) || /^https?:\/\/\*|^\*\./.test(source)) weak.push(`${name} ${source}`);
      // 'unsafe-inline' is ignored by browsers when a nonce or a hash is listed beside it.
      if (/^'unsafe-inline'$/i.test(source) && !hasNonceOrHash(sources)) weak.push(`${name} 'unsafe-inline'`);
    }
  }
  return weak;
}

/**
 * The verdicts on a page's policies: `headers` (Content-Security-Policy header values), `meta` (the
 * content of each `<meta http-equiv>`), `reportOnly` (Content-Security-Policy-Report-Only values).
 * Each verdict: { id, status: 'pass' | 'fail' | 'warn', title, detail }.
 */
export function judgeCsp({ headers = [], meta = [], reportOnly = [] }) {
  const fromHeader = policiesOf(headers);
  const fromMeta = policiesOf(meta);
  const enforced = [...fromHeader, ...fromMeta];
  const checks = [];
  const check = (id, status, title, detail) => checks.push({ id, status, title, ...(detail ? { detail } : {}) });

  if (enforced.length === 0) {
    const only = reportOnly.length > 0 ? ' (only Content-Security-Policy-Report-Only, which enforces nothing)' : '';
    check('csp', 'fail', `no Content-Security-Policy${only}: the kit needs the policy of docs/security.md`);
    return checks;
  }
  const where = fromHeader.length ? 'header' : '<meta> only';
  check('csp', fromHeader.length ? 'pass' : 'warn', `Content-Security-Policy present (${where})`,
    fromHeader.length ? enforced.map((policy) => policy.text).join(' | ') : 'a header applies from the first byte and can carry every directive; a <meta> tag cannot');

  // Scripts: every enforced policy must allow a script for it to run, so one strict policy suffices.
  const restricting = enforced.filter((policy) => scriptSources(policy));
  const strict = restricting.filter((policy) => scriptWeaknesses(policy).length === 0);
  if (restricting.length === 0) check('csp-script-src', 'fail', 'scripts not restricted: no script-src or default-src');
  else if (strict.length === 0) check('csp-script-src', 'fail', `script-src weaker than the kit needs: ${[...new Set(restricting.flatMap(scriptWeaknesses))].join(', ')}`);
  else check('csp-script-src', 'pass', `script-src strict: ${scriptSources(strict[0]).join(' ')}`);

  // Trusted Types: enforced by one policy, and no policy refusing lit-html.
  const requiring = enforced.some((policy) => (policy.directives['require-trusted-types-for'] ?? []).some((value) => /^'script'$/i.test(value)));
  const listing = enforced.filter((policy) => policy.directives['trusted-types']);
  const refusing = listing.filter((policy) => {
    const names = policy.directives['trusted-types'];
    return !names.includes('lit-html') && !names.includes('*');
  });
  const anyName = listing.filter((policy) => policy.directives['trusted-types'].includes('*'));
  const problems = [];
  if (!requiring) problems.push("require-trusted-types-for 'script' missing: HTML may be written without a policy");
  if (listing.length === 0) problems.push('trusted-types missing: any script may create a policy (list lit-html)');
  if (refusing.length) problems.push(`trusted-types ${refusing[0].directives['trusted-types'].join(' ') || '(empty)'} refuses lit-html: every element stops`);
  if (anyName.length && !refusing.length) problems.push('trusted-types * lets any script create a policy (list lit-html and your own)');
  check('csp-trusted-types', problems.length ? 'fail' : 'pass',
    problems.length ? problems.join('; ') : `Trusted Types enforced: require-trusted-types-for 'script'; trusted-types ${listing[0].directives['trusted-types'].join(' ')}`);

  // What the kit does not need, and the kit's own policy starts from.
  const notes = [];
  if (!enforced.some((policy) => policy.directives['default-src'])) notes.push("no default-src (the kit's policy starts with default-src 'none')");
  const styles = enforced.map((policy) => policy.directives['style-src'] ?? policy.directives['default-src']).filter(Boolean);
  if (styles.length && styles.every((sources) => sources.includes("'unsafe-inline'"))) notes.push("style-src 'unsafe-inline' (the kit needs none: its styles are constructed style sheets)");
  if (notes.length) check('csp-extras', 'warn', `policy looser than the kit needs: ${notes.join('; ')}`);
  return checks;
}

/** Whether a policy lets an inline script with this sha256 (base64) or nonce run: hash or nonce listed, or no script restriction. */
export function allowsInline(policies, { sha256, nonce }) {
  return policies.every((policy) => {
    const sources = scriptSources(policy);
    if (!sources) return true;
    if (sources.includes(`'sha256-${sha256}'`)) return true;
    if (nonce && sources.includes(`'nonce-${nonce}'`)) return true;
    return sources.includes("'unsafe-inline'") && !hasNonceOrHash(sources);
  });
}
