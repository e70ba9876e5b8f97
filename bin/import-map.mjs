// The import map that pins every script of the script tag, for dist/ served at a given base URL. Shared
// by the build (scripts/integrity.mjs) and the partner's tool (svc-elements-integrity), so both write
// the same map from the same hashes.
import { createHash } from 'node:crypto';

/** The Subresource Integrity value of `content` (`sha384-…` by default). */
export const sri = (content, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

/**
 * The import map for the files of `integrity` ({ 'chunks/x.js': 'sha384-…' }) served at `base`: every
 * script's URL with its hash, the exact inline snippet, and the CSP source that allows that snippet.
 */
export function importMap(integrity, base) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const map = { imports: {}, integrity: {} };
  for (const [file, hash] of Object.entries(integrity)) if (file.endsWith('.js')) map.integrity[prefix + file] = hash;
  const json = JSON.stringify(map, null, 1);
  return { map, json, html: `<script type="importmap">${json}</script>\n`, cspHash: sri(json, 'sha256') };
}
