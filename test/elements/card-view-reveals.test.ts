/**
 * What shows the PIN and the card number is fetched the first time a person asks for either, alongside
 * the request, not with the card view; when it cannot be fetched, the action says so, offers to try
 * again, and keeps nothing of what arrived.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/elements/card-view/define.js';
import { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import type { PanDisplay, PanDisplayCredentials, PinDisplay, PinDisplayRequest } from '../../src/elements/card/pan-display.js';
import { en } from '../../src/i18n/en.js';
import { SEED } from '../../src/sandbox/index.js';
import { button, cardOf, pageText, part, pinOf, requestsOf, setup, stringsOnElement, text } from './card-view-helpers.js';

// The test page fetches hundreds of modules: room for the ones fetched later.
performance.setResourceTimingBufferSize(10_000);
const fetches = (name: string) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(name)).length;

const CARD = SEED.cards.alicePhysical;
const T = en.cardView;

/** A card view whose reveals' module arrives when the test says, or never (as when the connection drops). */
class GatedCardView extends SvcCardView {
  /** Each lets the module arrive or fail, and resolves once it has (or has not) arrived. */
  readonly asked: ((arrives: boolean) => Promise<unknown>)[] = [];
  override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    if (part !== 'reveals') return fetch();
    return new Promise((resolve) =>
      this.asked.push((arrives) => {
        const module = arrives ? fetch() : Promise.resolve(undefined);
        resolve(module);
        return module.then(() => undefined, () => undefined);
      }),
    );
  }
}
customElements.define('gated-card-view', GatedCardView);

/** Lets the next fetch of the module arrive, or fail; resolves once it has arrived (or not). */
async function answerFetch(el: GatedCardView, arrives: boolean): Promise<void> {
  await waitUntil(() => el.asked.length > 0, 'the module was not asked for', MODULE_WAIT);
  await el.asked.shift()!(arrives);
}

function errorsOf(el: Element): CustomEvent[] {
  const errors: CustomEvent[] = [];
  el.addEventListener('svc-error', (event) => errors.push(event as CustomEvent));
  return errors;
}

const sectionError = (el: Element, action: 'pin' | 'pan') => part(el, `section-${action}`)!.querySelector('[part~="error"]');

/** A gated card view whose `panDisplay` or `pinDisplay` records what it is given to show. */
async function withRecordingDisplay<T>(property: 'panDisplay' | 'pinDisplay') {
  const mounted: T[] = [];
  const { adapter, sandbox } = setup();
  const el = await fixture<GatedCardView>(html`<gated-card-view .adapter=${adapter} .card=${await cardOf(CARD)}></gated-card-view>`);
  el[property] = { mount: (_container: HTMLElement, what: T) => void mounted.push(what) } as PanDisplay & PinDisplay;
  await el.updateComplete;
  return { el, sandbox, mounted };
}

/** Presses Show while the module cannot be fetched: resolves with the failure said at the action. */
async function showWithoutModule(el: GatedCardView, action: 'pin' | 'pan'): Promise<Element> {
  button(el, action).click();
  await answerFetch(el, false);
  await waitUntil(() => sectionError(el, action), 'the failure was not said', MODULE_WAIT);
  return sectionError(el, action)!;
}

/** Presses Try again, and the module arrives this time. */
async function retryWithModule(el: GatedCardView, action: 'pin' | 'pan'): Promise<void> {
  expect(button(el, action).textContent!.trim()).to.equal(T[action].retry);
  button(el, action).click();
  await answerFetch(el, true);
}

describe('<svc-card-view>: what shows the PIN and the card number, fetched on demand', () => {
  it('is not fetched with the element, is fetched on the first Show PIN only, and shows the PIN', async () => {
    const { adapter } = setup();
    const pin = await pinOf(CARD);
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CARD)}></svc-card-view>`);
    expect(fetches('card-reveals'), 'fetched with the element').to.equal(0);
    expect(fetches('secret-reveal'), 'fetched with the element').to.equal(0);

    button(el, 'pin').click();
    await waitUntil(() => part(el, 'pin'), 'the PIN was not shown', MODULE_WAIT);
    expect(text(part(el, 'pin'))).to.equal(`PIN ${pin}`);
    expect(fetches('card-reveals')).to.equal(1);

    button(el, 'pin').click();
    await el.updateComplete;
    button(el, 'pin').click();
    await waitUntil(() => part(el, 'pin'), 'the PIN was not shown again', MODULE_WAIT);
    expect(fetches('card-reveals'), 'fetched again').to.equal(1);
  });

  it('the PIN request goes out at once, while the module is on its way; the button stays busy until the PIN is shown', async () => {
    const { adapter, sandbox } = setup();
    const el = await fixture<GatedCardView>(html`<gated-card-view .adapter=${adapter} .card=${await cardOf(CARD)}></gated-card-view>`);
    const answered = oneEvent(el, 'svc-success');
    button(el, 'pin').click();
    await waitUntil(() => requestsOf(sandbox, 'getCardPin').length === 1, 'the request waited for the module', MODULE_WAIT);
    expect(el.asked).to.have.length(1);

    // The answer is in, the module is not: nothing shown yet, and a second press sends nothing.
    await answered;
    await el.updateComplete;
    expect(button(el, 'pin').getAttribute('aria-disabled')).to.equal('true');
    expect(text(part(el, 'progress'))).to.equal(T.pin.requesting);
    button(el, 'pin').click();
    expect(part(el, 'pin') === null).to.equal(true);

    await answerFetch(el, true);
    await waitUntil(() => part(el, 'pin'), 'the PIN was not shown once the module arrived', MODULE_WAIT);
    expect(requestsOf(sandbox, 'getCardPin')).to.have.length(1);
    expect(button(el, 'pin').hasAttribute('aria-disabled')).to.equal(false);
  });

  it('a module that cannot be fetched is said at the action, with Try again; nothing is revealed or kept; Try again shows the PIN', async () => {
    const { adapter, sandbox } = setup();
    const pin = await pinOf(CARD);
    const el = await fixture<GatedCardView>(html`<gated-card-view .adapter=${adapter} .card=${await cardOf(CARD)}></gated-card-view>`);
    const errors = errorsOf(el);
    const alert = await showWithoutModule(el, 'pin');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(text(alert)).to.equal(en.errors.NETWORK_ERROR);
    expect(button(el, 'pin').getAttribute('aria-describedby')).to.contain(alert.id);
    expect(errors.map((event) => [event.detail.operation, event.detail.error.code])).to.deep.equal([['getCardPin', 'NETWORK_ERROR']]);
    expect(part(el, 'pin') === null, 'the PIN was shown').to.equal(true);
    expect(pageText()).not.to.contain(pin);
    expect(stringsOnElement(el).filter((value) => value.includes(pin))).to.deep.equal([]);

    await retryWithModule(el, 'pin');
    await waitUntil(() => part(el, 'pin'), 'Try again did not show the PIN', MODULE_WAIT);
    expect(text(part(el, 'pin'))).to.equal(`PIN ${pin}`);
    expect(sectionError(el, 'pin') === null, 'the failure stayed').to.equal(true);
    expect(requestsOf(sandbox, 'getCardPin')).to.have.length(2);
  });

  it('the card number: credentials that arrive without the module never reach the display; Try again mounts it', async () => {
    const { el, sandbox, mounted } = await withRecordingDisplay<PanDisplayCredentials>('panDisplay');
    const errors = errorsOf(el);
    expect(text(await showWithoutModule(el, 'pan'))).to.equal(en.errors.NETWORK_ERROR);
    expect(errors.map((event) => event.detail.error.code)).to.deep.equal(['NETWORK_ERROR']);
    expect(mounted).to.deep.equal([]);
    expect(part(el, 'pan') === null, 'the number was shown').to.equal(true);

    await retryWithModule(el, 'pan');
    await waitUntil(() => mounted.length === 1, 'Try again did not mount the display', MODULE_WAIT);
    expect(requestsOf(sandbox, 'getPanCredentials')).to.have.length(2);
    expect(sectionError(el, 'pan') === null).to.equal(true);
  });

  it('a PIN display: nothing is sent, the failure is said, and Try again mounts the display', async () => {
    const { el, sandbox, mounted } = await withRecordingDisplay<PinDisplayRequest>('pinDisplay');
    expect(text(await showWithoutModule(el, 'pin'))).to.equal(en.errors.NETWORK_ERROR);
    expect(mounted).to.deep.equal([]);

    await retryWithModule(el, 'pin');
    await waitUntil(() => mounted.length === 1, 'Try again did not mount the display', MODULE_WAIT);
    expect(mounted[0]!.cardId).to.equal(CARD);
    expect(requestsOf(sandbox, 'getCardPin')).to.have.length(0);
  });

  it('a PIN that arrives before the module is dropped when the person hides it, the card changes or the element goes', async () => {
    for (const stop of ['conceal', 'card', 'remove'] as const) {
      const { adapter, sandbox } = setup();
      const pin = await pinOf(CARD);
      const el = await fixture<GatedCardView>(html`<gated-card-view .adapter=${adapter} .card=${await cardOf(CARD)}></gated-card-view>`);
      const concealed: string[] = [];
      el.addEventListener('svc-conceal', (event) => concealed.push(event.detail.reason));
      const answered = oneEvent(el, 'svc-success');
      button(el, 'pin').click();
      await answered;
      expect(requestsOf(sandbox, 'getCardPin')).to.have.length(1);
      if (stop === 'conceal') el.conceal();
      else if (stop === 'card') el.card = await cardOf(SEED.cards.aliceVirtual);
      else el.remove();
      await answerFetch(el, true);
      // The module is in: one turn of the event loop for the element's own continuation, then its update.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await el.updateComplete;
      expect(part(el, 'pin') === null, `shown after ${stop}`).to.equal(true);
      expect(pageText(), stop).not.to.contain(pin);
      expect(concealed, stop).to.deep.equal([]);
      if (stop !== 'remove') expect(button(el, 'pin').hasAttribute('aria-disabled'), stop).to.equal(false);
    }
  });
});
