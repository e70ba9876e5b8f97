// The three browser engines the tests run in, each from its Debian package, and how to find it.
import { existsSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { WebKitLauncher } from './webkit-launcher.mjs';

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

const launchers = {
  chromium: () => chromeLauncher({ launchOptions: { executablePath: findChrome(), args: chromeArgs } }),

  // Stock Firefox (ESR) over WebDriver BiDi: no browser download, no CDP.
  firefox: () => {
    const executablePath = findFirst(
      'FIREFOX_PATH',
      ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/Applications/Firefox.app/Contents/MacOS/firefox'],
      'No Firefox found for the browser tests. Debian/Ubuntu: `apt-get install -y firefox-esr`.',
    );
    return chromeLauncher({
      puppeteer,
      launchOptions: {
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
      },
    });
  },

  webkit: () => {
    const missing = 'WebKit for the browser tests comes from WebKitGTK. Debian/Ubuntu: `apt-get install -y webkit2gtk-driver xvfb`.';
    const driver = findFirst('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver'], missing);
    const browser = findFirst(
      'WEBKIT_BROWSER_PATH',
      ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
      missing,
    );
    const xvfb = existsSync('/usr/bin/Xvfb') ? '/usr/bin/Xvfb' : undefined;
    if (!xvfb && !process.env.DISPLAY) throw new Error(`No Xvfb and no display. ${missing}`);
    return new WebKitLauncher({ driver, browser, xvfb });
  },
};

/** The launcher for one engine, or an error that says what to install. */
export function engineLauncher(name) {
  const make = launchers[name];
  if (!make) throw new Error(`Unknown engine "${name}": use one of ${engineNames.join(', ')}.`);
  return make();
}
