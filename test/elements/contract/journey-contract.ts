/**
 * One contract for every journey (an element on `SvcJourneyElement`): the steps chosen shown as a
 * progress list with the open one current, only the open step's element fetched, the lifecycle
 * events with step names and reasons only, Finish later, and a resume from the service's state.
 * Each journey runs over the sandbox, through its own adapter.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';

interface JourneyElement extends HTMLElement {
  adapter?: FetchAdapter;
  updateComplete: Promise<boolean>;
}

export interface JourneySpec {
  tag: string;
  /** The steps to choose (at least two), in the service's order. */
  steps: readonly string[];
  /** A customer to resume: the attribute that names it, its id, and the step it is on. */
  resume?: { attribute: string; id: string; step: string; passedOver: readonly string[] };
  /** Attributes every journey of the suite is given (the company a KYB journey is for). */
  attributes?: Readonly<Record<string, string>>;
}

/** A wait that may include fetching a step's element for the first time on a loaded machine. */
const SLOW = 20_000;

export function journeyContract(spec: JourneySpec): void {
  const [first] = spec.steps;

  async function create(attributes: Record<string, string> = {}) {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const events: CustomEvent[] = [];
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const name of ['svc-step-change', 'svc-journey-complete', 'svc-journey-exit']) holder.addEventListener(name, (event) => events.push(event as CustomEvent));
    const el = document.createElement(spec.tag) as JourneyElement;
    el.adapter = adapter;
    el.setAttribute('locale', 'en');
    el.setAttribute('steps', spec.steps.join(' '));
    for (const [name, value] of Object.entries(spec.attributes ?? {})) el.setAttribute(name, value);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    holder.append(el);
    await el.updateComplete;
    return { el, events };
  }

  const root = (el: JourneyElement) => el.shadowRoot!;
  const openSection = (el: JourneyElement) => root(el).querySelector<HTMLElement>('section[data-step]:not([hidden])');
  const drawn = (el: JourneyElement, step: string) => openSection(el)?.dataset.step === step && openSection(el)!.querySelector(':scope > :not(h2, p)');
  // The progress arrives once the first step has drawn.
  const opened = (el: JourneyElement, step: string) =>
    waitUntil(() => drawn(el, step) && root(el).querySelector('nav[aria-label]'), `<${spec.tag}>: the ${step} step did not open`, { timeout: SLOW });

  describe(`<${spec.tag}>: the journey contract`, () => {
    it('shows the chosen steps as an ordered list in a named landmark, the open one current, and says where it starts', async () => {
      const { el, events } = await create();
      await opened(el, first);
      // The progress took the place kept for it: the step is where it was with the kept box in the
      // progress's place (put back for one measure, whenever the progress arrived); the open step is
      // said once, the focus left where it was.
      const nav = root(el).querySelector('nav[aria-label]')!;
      const top = openSection(el)!.getBoundingClientRect().top;
      const kept = document.createElement('div');
      kept.className = 'progress-kept';
      nav.replaceWith(kept);
      const keptTop = openSection(el)!.getBoundingClientRect().top;
      kept.replaceWith(nav);
      expect(top).to.equal(keptTop);
      const heading = openSection(el)!.querySelector('h2')!.textContent!.trim();
      expect(root(el).querySelector('[role="status"]')!.textContent).to.equal(`${root(el).querySelector('[part~="progress-position"]')!.textContent!.trim()}: ${heading}`);
      expect(root(el).activeElement).to.equal(null);
      const items = [...root(el).querySelectorAll('nav[aria-label] ol > li')];
      expect(items.map((item) => item.getAttribute('data-step'))).to.deep.equal([...spec.steps]);
      expect(items.filter((item) => item.getAttribute('aria-current') === 'step').map((item) => item.getAttribute('data-step'))).to.deep.equal([first]);
      expect(openSection(el)!.querySelector('h2')!.textContent!.trim()).to.not.equal('');
      expect(events.map((event) => [event.type, event.detail])).to.deep.equal([['svc-step-change', { from: null, to: first, reason: 'start', passedOver: [] }]]);
      await expect(el).to.be.accessible();
    });

    it('draws only the open step: the later steps\' elements are not in the page', async () => {
      const { el } = await create();
      await opened(el, first);
      expect([...root(el).querySelectorAll('section[data-step]')].map((section) => section.getAttribute('data-step'))).to.deep.equal([first]);
    });

    it('fires svc-journey-exit for Finish later, with the step and the reason only', async () => {
      const { el, events } = await create();
      await opened(el, first);
      root(el).querySelector<HTMLElement>('[part~="later-button"]')!.click();
      const exit = events.at(-1)!;
      expect(exit.type).to.equal('svc-journey-exit');
      expect(exit.detail).to.deep.equal({ step: first, reason: 'later' });
    });

    const { resume } = spec;
    if (resume) {
      it('resumes from the service\'s state at the first step still needed, passing over the steps done', async () => {
        const { el, events } = await create({ [resume.attribute]: resume.id });
        await opened(el, resume.step);
        expect(events.map((event) => [event.type, event.detail])).to.deep.equal([
          ['svc-step-change', { from: null, to: resume.step, reason: 'resume', passedOver: [...resume.passedOver] }],
        ]);
        expect(root(el).querySelector('[aria-current="step"]')!.getAttribute('data-step')).to.equal(resume.step);
      });
    }
  });
}
