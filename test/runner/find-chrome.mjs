// Locates the browsers the tests run in, each from its Debian package: a Chrome or Chromium
// (CHROME_PATH wins; then the usual places), and for the browser tests' other engines Firefox ESR
// and WebKitGTK, with the test runner's launcher for each (`engineLauncher`); Firefox's launch
// options and WebKit's browser are the bench's too.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to "${fromEnv}", but no file is there.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chrome or Chromium found for the browser tests.\n' +
      '  Install one (Debian/Ubuntu: `apt-get install -y chromium`) or point CHROME_PATH at it:\n' +
      '  CHROME_PATH=/path/to/chrome npm test',
  );
}

/** Flags for a headless run on a closed network, also as root. */
export const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Test files run side by side in tabs: a tab in the background must not be slowed down.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export const engineNames = ['chromium', 'firefox', 'webkit'];

function findFirst(variable, candidates, missing) {
  const fromEnv = process.env[variable];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${variable} is set to "${fromEnv}", but no file is there.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(`${missing}\n  Or point ${variable} at it.`);
}

/**
 * Stock Firefox (ESR) over WebDriver BiDi, as puppeteer launches it: no browser download, no CDP, a
 * closed network. The browser tests' Firefox, and the bench's (scripts/bench.mjs).
 */
export function firefoxLaunchOptions() {
  const executablePath = findFirst(
    'FIREFOX_PATH',
    ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
    'No Firefox found. Debian/Ubuntu: `apt-get install -y firefox-esr`.',
  );
  return {
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    // Closed network: no updates, telemetry or remote settings lookups.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
      // Transitions off, as the kit's styles do under reduced motion: an accessibility check
      // run while a list fades back in from its loading state would measure a half-faded colour.
      'ui.prefersReducedMotion': 1,
    },
  };
}

const WEBKIT_MISSING = 'WebKit for the browser tests comes from WebKitGTK. Debian/Ubuntu: `apt-get install -y webkit2gtk-driver xvfb`.';

/** WebKitGTK's MiniBrowser, and the Xvfb it needs where there is no display: the browser tests' WebKit, and the bench's. */
export function webkitBrowser() {
  const browser = findFirst(
    'WEBKIT_BROWSER_PATH',
    ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
    WEBKIT_MISSING,
  );
  const xvfb = existsSync('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : undefined;
  if (!xvfb && !process.env.DISPLAY) throw new Error(`No Xvfb and no display. ${WEBKIT_MISSING}`);
  return { browser, xvfb };
}

const launchers = {
  chromium: ({ chromeLauncher }) => chromeLauncher({ launchOptions: { executablePath: findChrome(), args: chromeArgs } }),

  firefox: ({ chromeLauncher, puppeteer }) => chromeLauncher({ puppeteer, launchOptions: firefoxLaunchOptions() }),

  webkit: ({ WebKitLauncher }) => {
    const driver = findFirst('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver'], WEBKIT_MISSING);
    return new WebKitLauncher({ driver, ...webkitBrowser() });
  },
};

/** The launcher for one engine, or an error that says what to install (the launchers' modules are loaded only here). */
export async function engineLauncher(name) {
  const make = launchers[name];
  if (!make) throw new Error(`Unknown engine "${name}": use one of ${engineNames.join(', ')}.`);
  const [{ chromeLauncher }, puppeteer, { WebKitLauncher }] = await Promise.all([import('@web/test-runner-chrome'), import('puppeteer-core'), import('./webkit-launcher.mjs')]);
  return make({ chromeLauncher, puppeteer, WebKitLauncher });
}
