// Jest configuration of Storybook's test runner (`npm run check:stories`): its defaults, with
// Debian's Chromium (no browser is downloaded here) started with the flags a closed network and root
// need (test/runner/find-chrome.mjs).
import { getJestConfig } from '@storybook/test-runner';
import { chromeArgs, findChrome } from '../test/runner/find-chrome.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  // A story is checked in three looks in one test (.storybook/test-runner.ts): three times the 30 s a look may take.
  testTimeout: 90000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChrome(), args: chromeArgs.filter((flag) => !flag.startsWith('--headless')) },
    },
  },
};
