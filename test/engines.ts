/**
 * Which engine a test file runs in, and the one place for what differs between engines.
 * Engine-specific skips belong here too (with their reason, and in the README's list).
 */
type Engine = 'chromium' | 'firefox' | 'webkit';

const agent = navigator.userAgent;
const engine: Engine = agent.includes('Firefox/') ? 'firefox' : agent.includes('Chrome/') ? 'chromium' : 'webkit';

/**
 * A time limit for work that scales with the machine, in this engine: WebKitGTK paints in software
 * on Xvfb and takes about three times as long (the runner's test timeout is tripled there too).
 */
export function timeLimit(ms: number): number {
  return engine === 'webkit' ? ms * 3 : ms;
}

/**
 * How long to wait for a part fetched on demand (a module, a language): the first fetch of a module
 * in a run is transformed by the test server then, which takes seconds when another engine's run
 * shares the machine.
 */
export const MODULE_WAIT = { timeout: timeLimit(8000) };

/**
 * Whether this engine enforces a Trusted Types policy from a page's CSP as the kit's notice expects:
 * Chromium does. Firefox ESR here has `window.trustedTypes` but, in a test frame whose meta CSP
 * names another policy, neither refuses Lit's nor runs the loader to the end; WebKitGTK has none.
 */
export const enforcesTrustedTypes = engine === 'chromium';
