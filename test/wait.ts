/**
 * `waitUntil` with a default that fits the engine: 3 s, tripled in WebKit (engines.ts), where
 * @open-wc/testing's own default is 1 s everywhere. A wait only takes long when it fails, so a
 * longer default costs nothing on a pass and spares a loaded machine a false failure. Every test
 * waits through this one (ESLint refuses @open-wc/testing's own).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { waitUntil as waitUntilOpenWc } from '@open-wc/testing';
import { timeLimit } from './engines.js';

type Options = Parameters<typeof waitUntilOpenWc>[2];

export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options?: Options): Promise<void> {
  return waitUntilOpenWc(predicate, message, { timeout: timeLimit(3000), ...options });
}
