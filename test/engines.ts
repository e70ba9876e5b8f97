/**
 * Which engine a test file runs in, and the one place for what differs between engines.
 * Engine-specific skips belong here too (with their reason, and in the README's list).
 */
import { sendKeys } from '@web/test-runner-commands';

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
 * Whether this engine enforces a Trusted Types policy from a page's CSP: those that have the API do,
 * and all three here have it (Chromium 156, Firefox ESR 153, WebKitGTK 2.50). It was Chromium alone
 * while the Firefox of these machines had the API without enforcing it in a frame's meta policy.
 */
export const enforcesTrustedTypes = typeof (globalThis as { trustedTypes?: { createPolicy?: unknown } }).trustedTypes?.createPolicy === 'function';

/**
 * Whether the runner can emulate the system's colour scheme in this engine: Chromium's DevTools
 * protocol can; Firefox over WebDriver BiDi and WebKit's WebDriver have no such command here.
 */
export const emulatesColorScheme = engine === 'chromium';

/**
 * Shift+Tab with real keys. The runner's launchers of Chromium and Firefox hold a key down and let it
 * go (`down`, `up`); the WebKit launcher (test/runner/webkit-launcher.mjs), a WebDriver one, takes
 * only presses, and takes the chord as one.
 */
export async function pressShiftTab(): Promise<void> {
  if (engine === 'webkit') return void (await sendKeys({ press: 'Shift+Tab' }));
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}
