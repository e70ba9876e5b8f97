/**
 * One contract for every element: what WCAG 2.2 AA (EN 301 549, clause 9) asks of each that a test
 * can measure the same way everywhere, on the element as it shows once its data is in (over the
 * sandbox), between a button before it and one after it, as on a partner's page:
 * - 2.5.8 target size: axe's `target-size` rule (off in a default axe run) over the element: every
 *   button, link and field at least 24 × 24 CSS px, or with that much room around it;
 * - 2.1.2 no keyboard trap, 2.4.7 focus visible, 3.2.1 on focus: Tab with real keys from the button
 *   before goes through every control and reaches the button after, Shift+Tab comes back the same
 *   way; each control focused draws an indicator, and focusing sends nothing;
 * - 3.2.2 on input: each field changed with real keys keeps the focus, and the changes send nothing
 *   but reads (a list's filters and pages load), submit nothing, go nowhere and open no window;
 * - 2.5.2 pointer cancellation: a pointer pressed down on each control and not let go fires no event
 *   of the kit and sends nothing (the native buttons act on release);
 * - 1.4.11 non-text contrast: that indicator against what is behind it, and each field's edge (its
 *   border, else its background) against what is around it, 3:1 at least, in the light and the dark
 *   theme;
 * - 1.4.12 text spacing, 1.4.4 resize text and 1.4.10 reflow: WCAG's wider spacing, text at 200 %,
 *   or a column 320 CSS px wide cuts nothing short, pushes no control out of its box and scrolls no
 *   list sideways (test/fixtures/layout-faults.mjs, the demo walk's check).
 * - 1.3.4 orientation: no style asks the screen's orientation, nothing locks it, and the element fits
 *   a phone's width held either way (375 and 667 CSS px);
 * - 3.1.2 language of parts: the element's words are marked with the language they are in, English
 *   on a page in a language the kit does not ship, French once the element shows French;
 * The probes are checked themselves (test/elements/wcag-helpers.test.ts): each finds the fault it is for.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render as litRender, type TemplateResult } from 'lit';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';
import { MODULE_WAIT } from '../../engines.js';
import { layoutFaults } from '../../fixtures/layout-faults.mjs';
import { waitUntil } from '../../wait.js';
import { changeEachField, fieldBoundary, firedOnPointerDown, focusIndicator, nameOf, orientationRules, settledTree, targetSizeFaults, walk, withTextSpacing, wordsNotIn, wordsOf } from '../wcag-helpers.js';

export interface WcagContractSpec {
  tag: string;
  /** The element as a partner puts it on a page, on `adapter`. */
  render: (adapter: FetchAdapter) => TemplateResult;
  /**
   * What shows once the element has drawn what it fetches (its record, rows, a journey's step): a
   * quiet tree with no request on its way may still be a module on its way, the request after it.
   */
  ready: (el: HTMLElement) => unknown;
}

/** The element on a fresh sandbox, between the two buttons, once it shows what `ready` names and has settled. */
async function shown({ tag, render, ready }: WcagContractSpec, { width }: { width?: number } = {}) {
  const { adapter: given, sandbox } = createSandboxAdapter();
  // Its requests on their way: the element has not settled while one is.
  const pending = new Set<Promise<unknown>>();
  const adapter: FetchAdapter = Object.assign(Object.create(given) as FetchAdapter, {
    request: ((...args: Parameters<FetchAdapter['request']>) => {
      const answer = given.request(...args);
      pending.add(answer);
      void answer.catch(() => undefined).finally(() => pending.delete(answer));
      return answer;
    }) as FetchAdapter['request'],
  });
  // A paragraph's margin apart, as controls of a partner's page are: a button pressed against the
  // element's edge would make the targets there too close to it (2.5.8 counts the page's targets too).
  // A narrow column is narrow from the start, as a phone's page or a sidebar loads: WebKit lays a
  // legend out again for a new width only when something else about it changes.
  const page = await fixture<HTMLElement>(html`<div></div>`);
  if (width) page.style.width = `${width}px`;
  litRender(html`<p><button id="before">Before</button></p>${render(adapter)}<p><button id="after">After</button></p>`, page);
  const el = page.querySelector<HTMLElement & { theme?: string }>(tag)!;
  const busy = () => pending.size > 0;
  await waitUntil(() => ready(el), `<${tag}> never showed what it fetches on demand`, MODULE_WAIT);
  await settledTree(el, { busy });
  return { el, sandbox, busy, before: page.querySelector<HTMLButtonElement>('#before')!, after: page.querySelector<HTMLButtonElement>('#after')! };
}

export function wcagContract(spec: WcagContractSpec): void {
  describe(`<${spec.tag}>: what WCAG 2.2 AA asks of every element`, () => {
    it('targets: every button, link and field is 24 × 24 CSS px or more, or has that much room around it (axe target-size, 2.5.8)', async () => {
      const { el } = await shown(spec);
      expect(await targetSizeFaults(el)).to.deep.equal([]);
    });

    it('keyboard: Tab and Shift+Tab go through every control and out again; each control focused draws an indicator of 3:1 contrast, each field an edge of 3:1, in light and dark; focusing sends nothing', async () => {
      const { el, sandbox, busy, before, after } = await shown(spec);
      const sent = sandbox.requests.length;
      before.focus();
      // A control the browser draws in parts (a date's day, month, year and picker) is one stop per part:
      // its indicator is judged as focus arrives, the browser's own parts are its to draw.
      const faults: string[] = [];
      let last: Element | undefined;
      const forward = await walk(after, el, {
        seen: (control) => {
          if (control !== last) faults.push(focusIndicator(control) ?? '');
          last = control;
        },
      });
      expect(faults.filter(Boolean), 'light theme: controls without a visible focus indicator').to.deep.equal([]);
      const back = await walk(before, el, { back: true });
      expect(back.map(nameOf), 'Shift+Tab comes back the way Tab went').to.deep.equal([...forward].reverse().map(nameOf));
      // The fields' edges, none of them focused (a focused field may draw its edge otherwise).
      const controls = [...new Set(forward)];
      const edges = () => controls.map((control) => fieldBoundary(control)).filter((fault) => fault !== null);
      expect(edges(), 'light theme: fields whose edge does not stand out').to.deep.equal([]);
      // The dark theme: each stop focused again, after keys were used (so it matches :focus-visible).
      el.theme = 'dark';
      await settledTree(el, { busy });
      expect(edges(), 'dark theme: fields whose edge does not stand out').to.deep.equal([]);
      const dark = controls
        .map((control) => {
          (control as HTMLElement).focus();
          return focusIndicator(control);
        })
        .filter((fault) => fault !== null);
      expect(dark, 'dark theme: controls without a visible focus indicator').to.deep.equal([]);
      expect(sandbox.requests.slice(sent).map((request) => request.operation), 'focusing sent requests').to.deep.equal([]);
    });

    it('on input: changing any field with keys keeps focus on it and sends nothing but reads: no submit, no write, no navigation, no window (3.2.2)', async () => {
      const { el, sandbox, busy } = await shown(spec);
      const sent = sandbox.requests.length;
      const address = location.href;
      const fired: string[] = [];
      const told = (event: Event) => fired.push(event.type);
      for (const type of ['svc-submit', 'svc-navigate']) el.addEventListener(type, told);
      const opened: unknown[] = [];
      const open = window.open;
      window.open = (...args) => (opened.push(args), null);
      try {
        expect(await changeEachField(el, () => settledTree(el, { busy })), 'fields whose change took focus away').to.deep.equal([]);
      } finally {
        window.open = open;
        for (const type of ['svc-submit', 'svc-navigate']) el.removeEventListener(type, told);
      }
      const writes = sandbox.requests.slice(sent).filter((request) => request.method !== 'GET');
      expect(writes.map((request) => `${request.method} ${request.operation ?? request.url}`), 'sent by changing fields').to.deep.equal([]);
      expect(fired, 'events of the kit fired by changing fields').to.deep.equal([]);
      expect(location.href, 'the page went elsewhere').to.equal(address);
      expect(opened, 'windows opened').to.deep.equal([]);
    });

    it('pointer: a press on any control acts on release only: a pointerdown alone sends nothing and fires no event of the kit (2.5.2)', async () => {
      const { el, sandbox, busy } = await shown(spec);
      const sent = sandbox.requests.length;
      expect(firedOnPointerDown(el), 'events fired on the way down').to.deep.equal([]);
      await settledTree(el, { busy });
      expect(sandbox.requests.slice(sent).map((request) => request.operation), 'requests sent on the way down').to.deep.equal([]);
    });

    it('text spacing: with WCAG letter-spacing 0.12em, word-spacing 0.16em, line-height 1.5 and paragraphs 2em apart, nothing is cut short or pushed out (1.4.12)', async () => {
      const { el } = await shown(spec);
      const undo = await withTextSpacing(el);
      try {
        expect(layoutFaults(el.parentElement!)).to.deep.equal([]);
      } finally {
        undo();
      }
    });

    it('reflow: in a column 320 CSS px wide, nothing is cut short, pushed out or scrolled sideways (1.4.10)', async () => {
      const { el } = await shown(spec, { width: 320 });
      expect(layoutFaults(el.parentElement!)).to.deep.equal([]);
      expect(el.scrollWidth, 'wider than its column').to.be.at.most(el.clientWidth + 1);
    });

    it("language of parts: its words are marked English on a page in a language the kit does not ship, French once it shows French (3.1.2)", async () => {
      const root = document.documentElement;
      const pageLanguage = root.lang;
      root.lang = 'sv';
      try {
        const { el, busy } = await shown(spec);
        expect(wordsNotIn(el, 'en'), 'English words not marked as English').to.deep.equal([]);
        const english = wordsOf(el);
        el.setAttribute('locale', 'fr');
        await waitUntil(() => wordsOf(el) !== english, `<${spec.tag}> never showed French`, MODULE_WAIT);
        await settledTree(el, { busy });
        expect(wordsNotIn(el, 'fr'), 'French words not marked as French').to.deep.equal([]);
      } finally {
        root.lang = pageLanguage;
      }
    });

    it("orientation: no style asks the screen's orientation, nothing locks it, and it fits a phone's width held upright or sideways, 375 and 667 CSS px (1.3.4)", async () => {
      const orientation: { lock?: unknown } | undefined = screen.orientation;
      const lock = orientation?.lock;
      const locked: unknown[] = [];
      if (orientation && lock) orientation.lock = (...args: unknown[]) => (locked.push(args), Promise.resolve());
      try {
        for (const width of [375, 667]) {
          const { el } = await shown(spec, { width });
          expect(layoutFaults(el.parentElement!), `at ${width} px`).to.deep.equal([]);
          expect(el.scrollWidth, `wider than its column of ${width} px`).to.be.at.most(el.clientWidth + 1);
          expect(orientationRules(el), 'styles that depend on the orientation').to.deep.equal([]);
        }
      } finally {
        if (orientation && lock) orientation.lock = lock;
      }
      expect(locked, 'orientation locked').to.deep.equal([]);
    });

    it('resize text: at 200 % text size, nothing is cut short or pushed out (1.4.4)', async () => {
      const { el, busy } = await shown(spec);
      const root = document.documentElement;
      root.style.fontSize = '200%';
      try {
        await settledTree(el, { busy });
        expect(layoutFaults(el.parentElement!)).to.deep.equal([]);
      } finally {
        root.style.fontSize = '';
      }
    });
  });
}
