// The policy a bank's page would send, under which the script-tag kit must run: no inline script or
// style, Trusted Types. `scriptSources` adds to `script-src` (the import map's hash, for instance).
export function strictCsp(...scriptSources) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptSources.map((source) => `'${source}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');
}
