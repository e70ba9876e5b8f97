/**
 * A chunk that fails to load does not strand the page: the loader tries the tag again when another
 * element of it appears, and by itself after a growing delay, a limited number of times; the page
 * hears of each failure (`svc-load-error`) and of the element's arrival (`svc-ready`) on `document`.
 * The modules come from a server that fails them (web-test-runner.config.mjs, `flakyChunks`); each try asks for its
 * own URL, as the built loader's check does, since Firefox keeps a failed module failed for its URL.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { defineOnDemand } from '../../src/loader/define-on-demand.js';
import type { SvcLoadErrorDetail, SvcReadyDetail } from '../../src/loader/events.js';
import { MODULE_WAIT } from '../engines.js';

const running = Symbol.for('svc-elements.define-on-demand');
const run = Math.random().toString(36).slice(2, 8);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a loader for `tags`, served by the flaky server; returns what the page heard and how often each tag was tried. */
function startLoader(tags: string[], retryDelay: number) {
  const tries: string[] = [];
  const ready: SvcReadyDetail[] = [];
  const failed: SvcLoadErrorDetail[] = [];
  const silenced = console.error;
  console.error = () => {};
  const onReady = (event: DocumentEventMap['svc-ready']) => ready.push(event.detail);
  const onError = (event: DocumentEventMap['svc-load-error']) => failed.push(event.detail);
  document.addEventListener('svc-ready', onReady);
  document.addEventListener('svc-load-error', onError);
  const modules = Object.fromEntries(tags.map((tag) => [tag, () => Promise.reject(new Error('the checked URL is imported, not this'))]));
  defineOnDemand(modules, {
    retryDelay,
    beforeLoad: (tag) => {
      tries.push(tag);
      const url = `/__flaky/${tag}.js?try=${tries.length}`;
      return Promise.resolve(() => import(/* @vite-ignore */ url));
    },
  });
  const stop = () => {
    console.error = silenced;
    document.removeEventListener('svc-ready', onReady);
    document.removeEventListener('svc-load-error', onError);
  };
  return { tries, ready, failed, stop };
}

describe('a chunk that fails to load', () => {
  const added: Element[] = [];
  let stop = () => {};
  const add = (tag: string) => {
    const element = document.body.appendChild(document.createElement(tag));
    added.push(element);
    return element;
  };
  /** A loader for `tag` alone and an element of the tag in the page, once the first try has failed. */
  const firstFailure = async (tag: string, retryDelay: number) => {
    const loader = startLoader([tag], retryDelay);
    stop = loader.stop;
    const element = add(tag);
    await waitUntil(() => loader.failed.length === 1, 'no svc-load-error', MODULE_WAIT);
    return { loader, element };
  };
  afterEach(() => {
    stop();
    for (const element of added.splice(0)) element.remove();
    delete (globalThis as { [running]?: true })[running];
  });

  it('is tried again when another element of its tag appears; the page hears the failure, then the arrival', async () => {
    const tag = `test-fails-once-${run}a`;
    const { loader, element: first } = await firstFailure(tag, 60_000);
    expect(loader.failed[0]).to.include({ tag, attempt: 1 });
    expect(loader.failed[0].reason).to.be.a('string').and.not.equal('');
    expect(customElements.get(tag), 'defined though its module failed').to.equal(undefined);
    expect(loader.ready).to.deep.equal([]);

    const second = add(tag);
    await waitUntil(() => customElements.get(tag), 'the second element of the tag was not defined', MODULE_WAIT);
    await waitUntil(() => loader.ready.length === 1, 'no svc-ready');
    expect(loader.ready).to.deep.equal([{ tag }]);
    expect(first.matches(':defined') && second.matches(':defined'), 'both elements upgraded').to.equal(true);
    expect(loader.tries).to.deep.equal([tag, tag]);
    expect(loader.failed).to.have.length(1);
  });

  it('is tried again by itself after a delay while an element of its tag waits in the page', async () => {
    const tag = `test-fails-once-${run}b`;
    const loader = startLoader([tag], 100);
    stop = loader.stop;
    const element = add(tag);
    await waitUntil(() => customElements.get(tag), 'not defined after the delay', MODULE_WAIT);
    await waitUntil(() => loader.ready.length === 1, 'no svc-ready');
    expect(element.matches(':defined')).to.equal(true);
    expect(loader.failed.map(({ attempt }) => attempt)).to.deep.equal([1]);
    expect(loader.tries).to.have.length(2);
  });

  it('is tried by itself three more times, each later than the last, and no more; a new element still tries it', async () => {
    const tag = `test-fails-always-${run}`;
    // Retries after 20, 100 and 500 ms (the page's default: 1, 5 and 25 s).
    const loader = startLoader([tag], 20);
    stop = loader.stop;
    add(tag);
    await waitUntil(() => loader.failed.length === 4, 'not tried four times (once, then three retries)', MODULE_WAIT);
    // Past where a fifth try would come at this pace (2,500 ms after the fourth; 125 s on a page): none without a new element.
    await pause(3000);
    expect(loader.tries).to.have.length(4);
    expect(loader.failed.map(({ attempt }) => attempt)).to.deep.equal([1, 2, 3, 4]);

    add(tag);
    await waitUntil(() => loader.failed.length === 5, 'a new element of the tag did not try again', MODULE_WAIT);
    expect(loader.failed[4]).to.include({ tag, attempt: 5 });
    // A sleep on purpose, as above: the pace of tries is what is tested.
    await pause(300);
    expect(loader.tries).to.have.length(5);
    expect(customElements.get(tag)).to.equal(undefined);
    expect(loader.ready).to.deep.equal([]);
  });

  it('is not tried by itself once no element of its tag is left in the page', async () => {
    const tag = `test-fails-once-${run}c`;
    const { loader, element } = await firstFailure(tag, 100);
    element.remove();
    await pause(400);
    expect(loader.tries).to.have.length(1);
    expect(customElements.get(tag)).to.equal(undefined);
  });
});
