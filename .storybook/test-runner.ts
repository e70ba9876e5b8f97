/**
 * Storybook's test runner (`npm run check:stories`): each story rendered in Chromium with no uncaught
 * error, something on screen and no axe violation, in one of three looks, chosen by SVC_LOOK
 * (scripts/check-stories.mjs runs the three): `light` (English, as a story comes), `dark` (dark
 * theme, Bulgarian) or `brand` (brand theme, Lithuanian). Contrast must hold in each theme, and
 * longer words or another script must not break a story.
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';

const LOOKS: Record<string, Record<string, string>> = { light: {}, dark: { theme: 'dark', locale: 'bg' }, brand: { theme: 'brand', locale: 'lt' } };
const look = process.env.SVC_LOOK ?? 'light';
if (!(look in LOOKS)) throw new Error(`SVC_LOOK=${look}: one of ${Object.keys(LOOKS).join(', ')}.`);
// With SVC_STORIES set (a check while working on a few stories), a request off the page's origin fails too: a story needs no network.
const strict = Boolean(process.env.SVC_STORIES);

/** What the runner's page holds of Storybook's preview (read, and its channel written, as the toolbar does). */
interface Preview {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
}

/** What went wrong in each page since its last story: uncaught errors and, when strict, requests elsewhere. */
const problems = new WeakMap<Page, string[]>();

const config: TestRunnerConfig = {
  // The preview is loaded once per page and given the look as the toolbar gives it (the globals stay
  // while the runner switches stories), with the a11y addon's own run after each render switched
  // off (`a11y.manual`): axe runs below, once the story has settled.
  async prepare({ page }) {
    const origin = new URL(process.env.TARGET_URL ?? '').origin;
    const found: string[] = [];
    problems.set(page, found);
    page.on('pageerror', (error) => found.push(error.message));
    page.on('request', (request) => {
      if (strict && /^https?:/.test(request.url()) && !request.url().startsWith(origin)) found.push(`fetched ${request.url()}`);
    });
    await page.goto(`${origin}/iframe.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => (globalThis as unknown as Preview).__STORYBOOK_PREVIEW__?.storyStoreValue);
    await page.evaluate(
      (globals) => (globalThis as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals }),
      { ...LOOKS[look], a11y: { manual: true } },
    );
  },
  async preVisit(page) {
    await injectAxe(page);
    problems.get(page)?.splice(0);
  },
  async postVisit(page) {
    // On-demand chunks, languages and the in-page sandbox's answers settle: no request for 500 ms.
    await page.waitForLoadState('networkidle');
    const { rendered, globals } = await page.evaluate(() => ({
      rendered: document.querySelector('#storybook-root > *') !== null,
      globals: (globalThis as unknown as Preview).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get() ?? {},
    }));
    if (!rendered) throw new Error('nothing rendered');
    for (const [name, value] of Object.entries(LOOKS[look])) {
      if (globals[name] !== value) throw new Error(`the look ${look} was lost: ${name} is ${String(globals[name])}`);
    }
    // The addon's one change to axe's rules: no `region`, since a story is not a page.
    await checkA11y(page, '#storybook-root', { axeOptions: { rules: { region: { enabled: false } } }, detailedReport: true, verbose: false });
    const found = problems.get(page) ?? [];
    if (found.length > 0) throw new Error(`in the look ${look}: ${found.join('; ')}`);
  },
};

export default config;
