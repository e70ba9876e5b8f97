// Locates a Chrome or Chromium for the browser tests. CHROME_PATH wins; then the usual places.
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
