/**
 * Storybook's test runner (`npm run check:stories`): each story rendered in Chromium with no uncaught
 * error, something on screen and no axe violation, in each of three looks in the same page load:
 * `light` (English, as a story comes), `dark` (dark theme, Bulgarian) and `brand` (brand theme,
 * Lithuanian). Contrast must hold in each theme, and longer words or another script must not break a
 * story. The story is rendered once by the runner; the other two looks are given as the toolbar gives
 * them (the story renders again, its play function included), so a look costs an axe run and a
 * re-render, not a page load. SVC_LOOK=dark (or a comma-separated list) checks only those looks.
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page, Request } from 'playwright';

const LOOKS: Record<string, Record<string, string>> = {
  light: { theme: 'light', locale: 'en' },
  dark: { theme: 'dark', locale: 'bg' },
  brand: { theme: 'brand', locale: 'lt' },
};
const chosen = (process.env.SVC_LOOK ?? Object.keys(LOOKS).join(',')).split(',').map((name) => name.trim()).filter(Boolean);
const unknown = chosen.filter((name) => !(name in LOOKS));
if (unknown.length || !chosen.length) throw new Error(`SVC_LOOK=${process.env.SVC_LOOK}: one or more of ${Object.keys(LOOKS).join(', ')}.`);
// With SVC_STORIES set (a check while working on a few stories), a request off the page's origin fails too: a story needs no network.
const strict = Boolean(process.env.SVC_STORIES);

/** What the runner's page holds of Storybook's preview (read, and its channel written, as the toolbar does). */
interface Preview {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } } };
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void; on(event: string, listener: () => void): void; off(event: string, listener: () => void): void };
}

/**
 * What each page saw since prepare(): what went wrong since its last check (uncaught errors and, when
 * strict, requests elsewhere), and its requests (those not yet answered or failed, and how many were
 * ever made). Kept on the page itself: the runner loads this file twice, once where it prepares the
 * page and once beside the tests, and a map of either module would be empty in the other (a WeakMap
 * here once left every page's uncaught errors unread).
 */
interface Watch {
  problems: string[];
  open: Set<Request>;
  made: number;
}
const WATCH = '__svcStoryWatch';
function watchOf(page: Page): Watch {
  const watch = (page as unknown as Record<string, Watch | undefined>)[WATCH];
  if (!watch) throw new Error('the page was not prepared by .storybook/test-runner.ts');
  return watch;
}

/** How long a look may take to settle: as long as the wait for the network's quiet was allowed. */
const SETTLE_MS = 30000;

/**
 * In the page: waits until the elements under #storybook-root have rendered what they were given
 * (each one's `updateComplete`, through every shadow root) and two frames have passed with no change
 * to those trees and no update pending. An answer of the in-page sandbox, a chunk's element upgrading
 * or a language's texts arriving all change the trees, so the wait goes round again. True when
 * settled; false when the trees still changed after `rounds` rounds (a clock, a poll that re-renders).
 */
async function settleInPage(rounds: number): Promise<boolean> {
  interface Lit extends Element {
    updateComplete?: Promise<unknown>;
    isUpdatePending?: boolean;
  }
  const root = document.querySelector('#storybook-root');
  if (!root) return true;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let changes = 0;
  const observer = new MutationObserver((records) => (changes += records.length));
  const options = { subtree: true, childList: true, attributes: true, characterData: true };
  /** Every element of the story, its shadow roots' too; each tree observed. */
  const elements = (): Lit[] => {
    const found: Lit[] = [];
    const visit = (tree: Element | ShadowRoot) => {
      observer.observe(tree, options);
      for (const element of tree.querySelectorAll('*')) {
        found.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(root);
    return found;
  };
  try {
    for (let round = 0; round < rounds; round++) {
      const before = changes;
      const all = elements();
      // A failed update is an uncaught error the page reports on its own: here it only ends the wait.
      await Promise.allSettled(all.map((element) => element.updateComplete));
      await frame();
      await frame();
      changes += observer.takeRecords().length;
      if (changes === before && !all.some((element) => element.isUpdatePending)) return true;
    }
    return false;
  } finally {
    observer.disconnect();
  }
}

/**
 * Waits until the story has settled: no request in flight (on-demand chunks, another language's
 * texts, images) and the elements rendered and still (settleInPage), then again no request started
 * meanwhile. It replaced `waitForLoadState('networkidle')`, which waits once a page load: after a
 * file's first story it returned at once (2 ms on average over the card order's 60 looks), so what a
 * later story or look fetched or rendered late was not waited for, and the in-page sandbox never was.
 */
async function settle(page: Page, look: string) {
  const requests = watchOf(page);
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    while (requests.open.size > 0) {
      if (Date.now() > deadline) {
        const urls = [...requests.open].map((request) => request.url());
        throw new Error(`in the look ${look}: requests still open after ${SETTLE_MS / 1000} s: ${urls.join(', ')}`);
      }
      await page.waitForEvent('requestfinished', { timeout: 250 }).catch(() => undefined);
    }
    const made = requests.made;
    const settled = await page.evaluate(settleInPage, 40);
    if (requests.open.size === 0 && requests.made === made) return settled;
  }
}

/** The look the page's globals show now, if one of ours. */
const currentLook = async (page: Page) => {
  const globals = await page.evaluate(() => (globalThis as unknown as Preview).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get() ?? {});
  return Object.keys(LOOKS).find((name) => Object.entries(LOOKS[name]).every(([key, value]) => globals[key] === value));
};

/** Gives the page the look as the toolbar does and waits until the story has rendered again. */
async function switchLook(page: Page, look: string) {
  await page.evaluate(
    (globals) =>
      new Promise<void>((resolve, reject) => {
        const channel = (globalThis as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
        const timer = setTimeout(() => done(new Error('the story did not render again in 15 s')), 15000);
        const listeners = events.map((event) => () => done(event === 'storyRendered' ? undefined : new Error(`${event} after the look changed`)));
        function done(error?: Error) {
          clearTimeout(timer);
          events.forEach((event, index) => channel.off(event, listeners[index]));
          if (error) reject(error);
          else resolve();
        }
        events.forEach((event, index) => channel.on(event, listeners[index]));
        channel.emit('updateGlobals', { globals });
      }),
    LOOKS[look],
  );
}

/** The story in `look`, settled: something rendered, the look held, no axe violation, nothing went wrong. */
async function checkLook(page: Page, look: string) {
  // On-demand chunks, languages and the in-page sandbox's answers arrive and render.
  if (!(await settle(page, look))) console.log(`${page.url()}: still changing in the look ${look}`);
  const rendered = await page.evaluate(() => document.querySelector('#storybook-root > *') !== null);
  if (!rendered) throw new Error(`in the look ${look}: nothing rendered`);
  if ((await currentLook(page)) !== look) throw new Error(`the look ${look} was lost`);
  // The addon's one change to axe's rules: no `region`, since a story is not a page. Every rule still
  // runs; only violations come back in full (axe keeps one node of each other result type), which
  // spared about a tenth of the check's CPU time (20 stories of the card order, two pairs of runs).
  try {
    await checkA11y(page, '#storybook-root', { axeOptions: { rules: { region: { enabled: false } }, resultTypes: ['violations'] }, detailedReport: true, verbose: false });
  } catch (error) {
    throw new Error(`in the look ${look}: ${(error as Error).message}`, { cause: error });
  }
  const found = watchOf(page).problems.splice(0);
  if (found.length > 0) throw new Error(`in the look ${look}: ${found.join('; ')}`);
}

const config: TestRunnerConfig = {
  // The preview is loaded once per page, the a11y addon's own run after each render switched off
  // (`a11y.manual`): axe runs below, once the story has settled. The page keeps the last look it was
  // given: the next story is first checked in that one, then in the others.
  async prepare({ page }) {
    const origin = new URL(process.env.TARGET_URL ?? '').origin;
    const watch: Watch = { problems: [], open: new Set(), made: 0 };
    (page as unknown as Record<string, Watch>)[WATCH] = watch;
    page.on('pageerror', (error) => watch.problems.push(error.message));
    page.on('request', (request) => {
      watch.open.add(request);
      watch.made++;
      if (strict && /^https?:/.test(request.url()) && !request.url().startsWith(origin)) watch.problems.push(`fetched ${request.url()}`);
    });
    page.on('requestfinished', (request) => watch.open.delete(request));
    page.on('requestfailed', (request) => watch.open.delete(request));
    // The looks change within one page load, and a transition (the upload's drop zone fades its
    // background over 0.15 s) would be measured by axe half-way between two looks. The kit drops its
    // transitions under reduced motion, so axe sees the colours a person sees once they settle.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origin}/iframe.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => (globalThis as unknown as Preview).__STORYBOOK_PREVIEW__?.storyStoreValue);
    await page.evaluate(
      (globals) => (globalThis as unknown as Preview).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals }),
      { ...LOOKS[chosen[0]], a11y: { manual: true } },
    );
  },
  async preVisit(page) {
    // axe-core once a page load (each file's stories share one): injected for every story, its
    // half-megabyte source was sent and compiled 363 times (figures: docs/contributing.md, "CI's time").
    if (!(await page.evaluate(() => 'axe' in globalThis))) await injectAxe(page);
    watchOf(page).problems.splice(0);
  },
  async postVisit(page) {
    const first = await currentLook(page);
    const order = first && chosen.includes(first) ? [first, ...chosen.filter((name) => name !== first)] : chosen;
    for (const [index, look] of order.entries()) {
      if (index > 0 || look !== first) await switchLook(page, look);
      await checkLook(page, look);
    }
  },
};

export default config;
