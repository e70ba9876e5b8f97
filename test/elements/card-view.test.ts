import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-view/define.js';
import '../../src/elements/provider/define.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { PanDisplay, PanDisplayContext, PanDisplayCredentials } from '../../src/elements/card/pan-display.js';
import { createSandboxPanDisplay, SANDBOX_PAN_SAMPLE } from '../../src/elements/card-view/sandbox-pan-display.js';
import { cardActionAllowed } from '../../src/elements/card-view/card-actions.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import { ServiceError } from '../../src/api/errors.js';
import { CardStatus } from '../../src/api/enums.js';
import type { Card } from '../../src/api/schemas/card.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { operationName } from '../../src/client/operation-ref.js';
import { en } from '../../src/i18n/en.js';
import { SEED } from '../../src/sandbox/index.js';
import {
  announced,
  attributesWith,
  button,
  cardOf,
  pageText,
  part,
  pinOf,
  requestsOf,
  setup,
  shadow,
  stringsIn,
  stringsOnElement,
  text,
} from './card-view-helpers.js';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from './deep-focus.js';

const CA = SEED.cards;
const T = en.cardView;
const PUSH = { sca: { strategy: 'PUSH_NOTIFICATION', pollIntervalMs: 20 } } as const;

/** The retries of the SCA wait `scaId` that reached the sandbox (each carries the SCA's id). */
const retriesOf = (sandbox: ReturnType<typeof setup>['sandbox'], scaId: string | undefined) =>
  sandbox.requests.filter((request) => scaId !== undefined && request.headers['service-sca-id'] === scaId).length;

/**
 * A settled sign that more than one poll interval of PUSH has passed since a wait was stopped: a
 * new PIN wait in `el`, approved, ends with its PIN shown. Every SCA pending in the sandbox is
 * approved with it, so a poll of the stopped wait would have been answered and logged by then.
 */
async function newWaitApproved(el: SvcCardView, sandbox: ReturnType<typeof setup>['sandbox']) {
  button(el, 'pin').click();
  await waitUntil(() => part(el, 'sca'), 'no new SCA wait');
  sandbox.approve();
  await waitUntil(() => part(el, 'pin'), 'the new wait did not end with the PIN');
  expect(sandbox.requests.some((request) => request.headers['service-sca-id']), 'no retry carried its SCA id').to.equal(true);
}

/** Records every `svc-*` event dispatched anywhere, and everything written to the console. */
function watch() {
  const events: { type: string; detail: unknown }[] = [];
  const logs: unknown[][] = [];
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event.type.startsWith('svc-')) events.push({ type: event.type, detail: (event as CustomEvent).detail });
    return dispatch.call(this, event);
  };
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = methods.map((name) => console[name]);
  methods.forEach((name, i) => {
    console[name] = (...args: unknown[]) => {
      logs.push(args);
      originals[i]!.apply(console, args);
    };
  });
  return {
    events,
    logs,
    stop() {
      EventTarget.prototype.dispatchEvent = dispatch;
      methods.forEach((name, i) => (console[name] = originals[i]!));
    },
  };
}

function storageWith(secret: string): string[] {
  const found: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i)!;
      if (key.includes(secret) || (storage.getItem(key) ?? '').includes(secret)) found.push(key);
    }
  }
  return found;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The runner may open this file in a background tab, which the page would rightly see as hidden
// (and so hold the PIN back): every test starts from a visible page.
beforeEach(() => Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true }));
after(() => Reflect.deleteProperty(document, 'visibilityState'));

/** A PAN display that records what it is given and shows a marker. */
function recordingDisplay() {
  const calls = {
    mounts: [] as { container: HTMLElement; credentials: PanDisplayCredentials; signal: AbortSignal; context: PanDisplayContext }[],
    unmounts: [] as HTMLElement[],
  };
  const display: PanDisplay = {
    mount(container, credentials, signal, context) {
      calls.mounts.push({ container, credentials, signal, context });
      const marker = document.createElement('p');
      marker.className = 'recording-display';
      marker.textContent = 'processor frame';
      container.append(marker);
    },
    unmount(container) {
      calls.unmounts.push(container);
    },
  };
  return { display, calls };
}

/** An adapter that forwards to another, changing what it answers for some operations. */
function wrapAdapter(inner: FetchAdapter, change: Partial<Record<string, (result: unknown) => unknown>>): FetchAdapter {
  return {
    sandbox: inner.sandbox,
    request: (async (operation, input, options) => {
      const result = await inner.request(operation, input, options);
      const changed = change[operationName(operation)];
      return changed ? changed(result) : result;
    }) as FetchAdapter['request'],
  };
}

/** An adapter whose answers wait until the test releases them, in any order; it ignores aborts, so a late answer still comes. */
/** Each request waits for its release; `answered` settles once the element has been handed its answer. */
function gatedAdapter(inner: FetchAdapter) {
  const held: { release: () => void; signal?: AbortSignal; answered: Promise<unknown> }[] = [];
  const adapter: FetchAdapter = {
    sandbox: inner.sandbox,
    request: ((operation, input, options) => {
      let release!: () => void;
      const answer = new Promise<void>((resolve) => (release = resolve)).then(() => inner.request(operation, input, {}));
      // Settles after the element's own continuation on `answer`, which was queued first.
      held.push({ release, signal: options?.signal, answered: answer.then(() => undefined, () => undefined) });
      return answer;
    }) as FetchAdapter['request'],
  };
  return { adapter, held };
}

afterEach(() => setVisibility('visible'));

describe('<svc-card-view>', () => {
  describe('the card', () => {
    it('shows the card given as a property — name on card, expiry, type, status badge, friendly name, profile — without a request', async () => {
      const { adapter, sandbox } = setup();
      const card = await cardOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card}></svc-card-view>`);
      expect(text(part(el, 'title'))).to.equal('Everyday card');
      const details = text(part(el, 'details'));
      for (const shown of ['Name on card ALICE MARTIN', 'Expires 01/28', 'Type Physical', 'Status Active', 'Card profile Standard debit']) {
        expect(details).to.contain(shown);
      }
      expect(text(part(el, 'badge'))).to.equal('Active');
      expect(button(el, 'pin').textContent!.trim()).to.equal(T.pin.show);
      expect(sandbox.requests).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('titles a card without friendly name by its type and shows the cardholder name when there is one', async () => {
      const card = { ...(await cardOf(CA.atelier)), friendlyName: undefined };
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${card}></svc-card-view>`);
      expect(text(part(el, 'title'))).to.equal('Physical card');
      expect(text(part(el, 'details'))).to.contain('Cardholder name on card ATELIER LUMIERE SAS');
    });

    it('finds the card by card-id through List cards, sending the end-user filter, the largest page and a stable order', async () => {
      const { adapter, sandbox } = setup();
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${adapter} card-id=${CA.david} end-user-id=${SEED.consumers.david}></svc-card-view>`,
      );
      await waitUntil(() => part(el, 'card'), 'the card was not shown');
      expect(text(part(el, 'details'))).to.contain('DAVID PEETERS');
      expect(text(part(el, 'title'))).to.equal('Physical card');
      const [request] = sandbox.requests;
      expect(sandbox.requests).to.have.length(1);
      expect(request!.operation).to.equal('listCards');
      const query = new URL(request!.url).searchParams;
      expect(Object.fromEntries(query)).to.deep.include({
        endUserId: SEED.consumers.david, page: '0', pageSize: '100', sortAttribute: 'CREATION_DATE', sortDirection: 'ASC',
      });
      await expect(el).to.be.accessible();
    });

    it('keeps showing the card, and its PIN, while it is looked up again', async () => {
      const { adapter, sandbox } = setup();
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id=${CA.alicePhysical}></svc-card-view>`);
      await waitUntil(() => part(el, 'card'));
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'));
      el.reload();
      await el.updateComplete;
      expect(part(el, 'card')).not.to.equal(null);
      expect(part(el, 'pin')).not.to.equal(null);
      await waitUntil(() => requestsOf(sandbox, 'listCards').length === 2);
      expect(part(el, 'pin')).not.to.equal(null);
    });

    it('finds the card through <svc-provider sandbox>', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-card-view card-id=${CA.aliceVirtual}></svc-card-view></svc-provider>`,
      );
      const el = wrapper.querySelector('svc-card-view')!;
      await waitUntil(() => part(el, 'card'), 'the card was not shown', { timeout: 5000 });
      expect(text(part(el, 'title'))).to.equal('Online shopping');
    });

    it('pages through List cards until the card is found, and stops at the last page when it is not there', async () => {
      const target = await cardOf(CA.aliceVirtual);
      const filler = (n: number): Card => ({ ...target, id: `ca000000-0000-4000-8000-${String(100000 + n).padStart(12, '0')}` });
      const pages: number[] = [];
      const fake = (withTarget: boolean): FetchAdapter => ({
        sandbox: true,
        request: (async (_operation: string, input: { query: { page: number; pageSize: number } }) => {
          const { page, pageSize } = input.query;
          pages.push(page);
          const all = [...Array.from({ length: 150 }, (_, i) => filler(i)), ...(withTarget ? [target] : [])];
          return { content: all.slice(page * pageSize, (page + 1) * pageSize), totalElements: all.length, page, pageSize };
        }) as unknown as FetchAdapter['request'],
      });
      const found = await fixture<SvcCardView>(html`<svc-card-view .adapter=${fake(true)} card-id=${CA.aliceVirtual}></svc-card-view>`);
      await waitUntil(() => part(found, 'card'), 'the card on page 1 was not found');
      expect(pages).to.deep.equal([0, 1]);

      pages.length = 0;
      const missing = await fixture<SvcCardView>(html`<svc-card-view .adapter=${fake(false)} card-id=${CA.aliceVirtual}></svc-card-view>`);
      await waitUntil(() => text(part(missing, 'error')) === T.notFound, 'not found was not said');
      expect(pages).to.deep.equal([0, 1]);
    });

    it('says plainly when no card has the id, and sends nothing for an id that is not one', async () => {
      const { adapter, sandbox } = setup();
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id="ca000000-0000-4000-8000-0000000000ff"></svc-card-view>`);
      await waitUntil(() => text(part(el, 'error')) === T.notFound, 'not found was not said');
      expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
      await expect(el).to.be.accessible();

      const before = sandbox.requests.length;
      el.cardId = 'not-a-card';
      await waitUntil(() => text(part(el, 'error')) === T.notFound);
      expect(sandbox.requests.length).to.equal(before);
    });

    it('shows a load failure with a retry when retrying may help, and emits svc-error for listCards', async () => {
      const { adapter } = setup();
      let failures = 1;
      const flaky: FetchAdapter = {
        sandbox: true,
        request: ((operation, input, options) => {
          if (failures-- > 0) return Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }));
          return adapter.request(operation, input, options);
        }) as FetchAdapter['request'],
      };
      const errors: CustomEvent[] = [];
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${flaky} card-id=${CA.alicePhysical} @svc-error=${(e: CustomEvent) => errors.push(e)}></svc-card-view>`,
      );
      await waitUntil(() => text(part(el, 'error')).includes(en.errors.NETWORK_ERROR), 'the error was not shown');
      expect(text(part(el, 'error'))).to.contain(T.loadFailed);
      expect(errors.map((e) => [e.detail.operation, e.detail.error.code])).to.deep.equal([['listCards', 'NETWORK_ERROR']]);
      await expect(el).to.be.accessible();
      part(el, 'retry-button')!.click();
      await waitUntil(() => part(el, 'card'), 'the retry did not load the card');
    });

    for (const order of ['old answer first', 'new answer first'] as const) {
      it(`a search superseded by a new card-id never shows the old card (${order})`, async () => {
        const { adapter, held } = gatedAdapter(setup().adapter);
        const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id=${CA.alicePhysical}></svc-card-view>`);
        const titles: string[] = [];
        el.addController({ hostUpdated: () => titles.push(text(part(el, 'title'))) });
        const loaded: unknown[] = [];
        el.addEventListener('svc-success', (e) => loaded.push(e.detail.result));
        await waitUntil(() => held.length === 1);
        el.cardId = CA.aliceVirtual;
        await waitUntil(() => held.length === 2, 'the new card was not looked for');
        expect(held[0]!.signal!.aborted, 'the old page is aborted').to.equal(true);
        if (order === 'old answer first') {
          held[0]!.release();
          await held[0]!.answered;
          await el.updateComplete;
          expect(part(el, 'card')).to.equal(null);
          expect(text(part(el, 'loading'))).to.equal(T.loading);
          held[1]!.release();
        } else {
          held[1]!.release();
          await waitUntil(() => part(el, 'card'));
          held[0]!.release();
          await held[0]!.answered;
          await el.updateComplete;
        }
        await waitUntil(() => part(el, 'card'));
        expect(text(part(el, 'title'))).to.equal('Online shopping');
        expect(titles).not.to.include('Everyday card');
        expect(held, 'the old search read no further page').to.have.length(2);
        expect(loaded, 'only the new page is reported').to.have.length(1);
      });
    }

    it('a search stopped by removing the element starts again when it is back in the page', async () => {
      const { adapter, held } = gatedAdapter(setup().adapter);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id=${CA.alicePhysical}></svc-card-view>`);
      await waitUntil(() => held.length === 1);
      const parent = el.parentElement!;
      el.remove();
      expect(held[0]!.signal!.aborted).to.equal(true);
      held[0]!.release();
      await held[0]!.answered;
      parent.append(el);
      await waitUntil(() => held.length === 2, 'the search did not start again');
      held[1]!.release();
      await waitUntil(() => part(el, 'card'), 'the card was not shown');
      expect(text(part(el, 'title'))).to.equal('Everyday card');
    });

    it('without any configuration says so and sends nothing', async () => {
      const el = await fixture<SvcCardView>(html`<svc-card-view card-id=${CA.alicePhysical}></svc-card-view>`);
      expect(text(part(el, 'error'))).to.equal(en.errors.NO_CONFIGURATION);
      await expect(el).to.be.accessible();
    });

    it('offers only the actions asked for', async () => {
      const card = await cardOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${card} actions="pin"></svc-card-view>`);
      expect(button(el, 'pin')).not.to.equal(null);
      expect(part(el, 'pan-button')).to.equal(null);
      el.actions = '';
      await el.updateComplete;
      expect(part(el, 'actions')).to.equal(null);
    });
  });

  describe('the face', () => {
    /** How many times `needle` is in the element's shadow text: each fact is said once. */
    const times = (el: SvcCardView, needle: string) => shadow(el).textContent!.split(needle).length - 1;

    it('draws the card: title, chip, the number as dots (drawing only), name, expiry, status, type and profile, each said once', async () => {
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const face = part(el, 'card-face')!;
      for (const name of ['title', 'details', 'status', 'badge']) expect(face.contains(part(el, name)), name).to.equal(true);
      expect(face.querySelector('.chip')!.getAttribute('aria-hidden')).to.equal('true');
      const number = face.querySelector('.number')!;
      expect(number.textContent).to.equal('•••• •••• •••• ••••');
      expect(number.getAttribute('aria-hidden')).to.equal('true');
      for (const fact of ['Everyday card', 'ALICE MARTIN', '01/28', 'Active', 'Physical', 'Standard debit']) expect(times(el, fact), fact).to.equal(1);
      // The labels a card does not print are there for assistive technology only.
      expect(text(face.querySelector('.fact.name'))).to.equal('Name on card ALICE MARTIN');
      expect(getComputedStyle(face.querySelector('.fact.name dt')!).position).to.equal('absolute');
      expect(shadow(el).querySelector('article')!.getAttribute('aria-labelledby')).to.equal('card-title');
      await expect(el).to.be.accessible();
    });

    it('a virtual card has no chip; a closed card looks inactive', async () => {
      const virtual = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.aliceVirtual)}></svc-card-view>`);
      expect(text(part(virtual, 'details'))).to.contain('Type Virtual');
      expect(part(virtual, 'card-face')!.querySelector('.chip') === null).to.equal(true);
      const active = getComputedStyle(part(virtual, 'card-face')!).backgroundImage;
      const closed = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.aliceClosed)}></svc-card-view>`);
      expect(getComputedStyle(part(closed, 'card-face')!).backgroundImage).not.to.equal(active);
    });

    it('the card number shows on the face where the dots were, and the dots come back on Hide', async () => {
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
      );
      button(el, 'pan').click();
      await waitUntil(() => part(el, 'pan')?.querySelector('.sandbox-pan'), 'the sandbox display did not show');
      const face = part(el, 'card-face')!;
      expect(face.contains(part(el, 'pan'))).to.equal(true);
      expect(part(el, 'pan')!.getAttribute('aria-label')).to.equal(T.pan.label);
      expect(face.querySelector('.number') === null, 'no dots beside the number').to.equal(true);
      expect(text(part(el, 'section-pan')!.querySelector('[part~="countdown"]'))).to.match(/^Hidden again in (\d+ min )?\d+ sec$|^Hidden again in \d+ min$/);
      await expect(el).to.be.accessible();
      button(el, 'pan').click();
      await el.updateComplete;
      expect(part(el, 'pan') === null).to.equal(true);
      expect(face.querySelector('.number')!.textContent).to.equal('•••• •••• •••• ••••');
    });

    it('fits a 320 px screen, with the card number shown', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div class="phone">
        <svc-card-view .adapter=${setup().adapter} .card=${{ ...(await cardOf(CA.atelier)), friendlyName: 'A card with a rather long friendly name for a narrow screen' }} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>
      </div>`);
      wrapper.style.width = '320px';
      const el = wrapper.querySelector('svc-card-view')!;
      button(el, 'pan').click();
      await waitUntil(() => part(el, 'pan')?.querySelector('.sandbox-pan'));
      for (const name of ['card', 'card-face', 'details', 'pan']) {
        const node = part(el, name)!;
        expect(node.scrollWidth, name).to.be.at.most(node.clientWidth);
        expect(node.getBoundingClientRect().right, name).to.be.at.most(wrapper.getBoundingClientRect().right);
      }
    });

    it('takes its colours from the theme tokens, or from the --svc-card-* properties', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div><svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view></div>`);
      const el = wrapper.querySelector('svc-card-view')!;
      const face = part(el, 'card-face')!;
      wrapper.style.setProperty('--svc-color-on-primary', 'rgb(1, 2, 3)');
      expect(getComputedStyle(face).color).to.equal('rgb(1, 2, 3)');
      wrapper.style.setProperty('--svc-card-text', 'rgb(4, 5, 6)');
      wrapper.style.setProperty('--svc-card-background', 'rgb(250, 240, 230)');
      expect(getComputedStyle(face).color).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(face).backgroundColor).to.equal('rgb(250, 240, 230)');
    });
  });

  describe('slots and parts', () => {
    it('title: the partner\'s heading replaces the kit\'s, which is the fallback', async () => {
      const card = await cardOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${card}></svc-card-view>`);
      const slot = part(el, 'title')!.querySelector<HTMLSlotElement>('slot[name="title"]')!;
      expect(slot.assignedNodes()).to.have.length(0);
      expect(text(part(el, 'title'))).to.equal('Everyday card');

      const own = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${setup().adapter} .card=${card}><span slot="title">Alice's everyday card</span></svc-card-view>`,
      );
      const heading = own.querySelector('[slot="title"]')!;
      expect(heading.assignedSlot).to.equal(part(own, 'title')!.querySelector('slot'));
      expect(shadow(own).getElementById('card-title')!.contains(heading.assignedSlot)).to.equal(true);
      await expect(own).to.be.accessible();
    });

    it('actions: the partner\'s buttons sit in the actions group, beside the kit\'s, and alone when the kit offers none', async () => {
      const card = await cardOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${setup().adapter} .card=${card}><button slot="actions">Freeze card</button></svc-card-view>`,
      );
      const freeze = el.querySelector('button')!;
      expect(part(el, 'actions')!.contains(freeze.assignedSlot)).to.equal(true);
      expect(part(el, 'actions')!.contains(button(el, 'pin'))).to.equal(true);
      await expect(el).to.be.accessible();

      el.actions = '';
      await el.updateComplete;
      await waitUntil(() => part(el, 'actions')?.contains(freeze.assignedSlot), 'the partner button is not grouped');
      expect(part(el, 'pin-button')).to.equal(null);
      await expect(el).to.be.accessible();
      freeze.remove();
      await waitUntil(() => part(el, 'actions') === null, 'an empty group stayed');
    });

    it('the badge carries its status as a part; the button that hides reads as hide-button', async () => {
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      expect(part(el, 'badge')!.getAttribute('part')).to.equal('badge badge-active');
      expect(part(el, 'status')!.contains(part(el, 'badge'))).to.equal(true);
      expect(part(el, 'card-face')!.contains(part(el, 'details'))).to.equal(true);
      expect(part(el, 'hide-button')).to.equal(null);
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'));
      expect(part(el, 'hide-button')).to.equal(button(el, 'pin'));

      el.card = { ...(await cardOf(CA.aliceAwaitingActivation)) };
      await el.updateComplete;
      expect(part(el, 'badge')!.getAttribute('part')).to.equal('badge badge-awaiting-activation');
      el.card = { ...el.card, status: 'Lost in space / "x" other' };
      await el.updateComplete;
      expect(part(el, 'badge')!.getAttribute('part')).to.equal('badge badge-lost-in-space-x-other');
    });
  });

  describe('statuses', () => {
    it('the policy: PIN while the card lives, card number only when it is active, nothing for unknown statuses', () => {
      const pin = CardStatus.filter((status) => cardActionAllowed('pin', status));
      const pan = CardStatus.filter((status) => cardActionAllowed('pan', status));
      expect(pin).to.deep.equal(['AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'ACTIVE', 'SUSPENDING', 'SUSPENDED']);
      expect(pan).to.deep.equal(['ACTIVE']);
      expect(cardActionAllowed('pin', 'LOST')).to.equal(false);
    });

    for (const [id, reason] of [
      [CA.aliceClosed, 'This card is closed.'],
      [CA.aliceExpired, 'This card has expired.'],
    ] as const) {
      it(`disables both actions with one visible reason: "${reason}"`, async () => {
        const { adapter, sandbox } = setup();
        const el = await fixture<SvcCardView>(
          html`<svc-card-view .adapter=${adapter} .card=${await cardOf(id)} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
        );
        for (const action of ['pin', 'pan'] as const) {
          expect(button(el, action).disabled).to.equal(true);
          expect(button(el, action).getAttribute('aria-describedby')).to.equal('actions-reason');
        }
        expect(shadow(el).querySelectorAll('[part~="notice"]')).to.have.length(1);
        expect(text(shadow(el).getElementById('actions-reason'))).to.equal(reason);
        button(el, 'pin').click();
        await el.updateComplete;
        expect(sandbox.requests).to.have.length(0);
        await expect(el).to.be.accessible();
      });
    }

    it('a suspended card shows its PIN but not its number; a card awaiting activation likewise', async () => {
      for (const [id, reason] of [
        [CA.aliceSuspended, 'This card is suspended.'],
        [CA.aliceAwaitingActivation, 'This card is not activated yet.'],
      ] as const) {
        const el = await fixture<SvcCardView>(
          html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(id)} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
        );
        expect(button(el, 'pin').disabled).to.equal(false);
        expect(button(el, 'pan').disabled).to.equal(true);
        expect(text(shadow(el).getElementById('pan-reason'))).to.equal(reason);
        await expect(el).to.be.accessible();
      }
    });

    it('a status the kit does not know: shown as sent (its code), actions refused with a reason', async () => {
      const card = { ...(await cardOf(CA.alicePhysical)), status: 'LOST_IN_SPACE' };
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${card}></svc-card-view>`);
      expect(text(part(el, 'badge'))).to.equal('LOST_IN_SPACE');
      expect(button(el, 'pin').disabled).to.equal(true);
      expect(button(el, 'pan').disabled).to.equal(true);
      expect(text(shadow(el).getElementById('actions-reason'))).to.equal('Not available while the card is “LOST_IN_SPACE”.');
    });
  });

  describe('PIN', () => {
    it('is shown on demand only, announced, counted down, and hidden again after pin-timeout', async () => {
      const { adapter, sandbox } = setup();
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} pin-timeout="1"></svc-card-view>`);
      expect(pageText()).not.to.contain(pin);
      expect(requestsOf(sandbox, 'getCardPin')).to.have.length(0);

      const concealed = new Promise<CustomEvent>((resolve) => el.addEventListener('svc-conceal', (e) => resolve(e as CustomEvent), { once: true }));
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'), 'the PIN was not shown');
      expect(text(part(el, 'pin'))).to.equal(`PIN ${pin}`);
      expect(announced(el)).to.equal('PIN shown, hidden again in 1 second.');
      expect(text(part(el, 'countdown'))).to.equal('Hidden again in 1 sec');
      expect(button(el, 'pin').textContent!.trim()).to.equal(T.pin.hide);
      await expect(el).to.be.accessible();

      const event = await concealed;
      expect(event.detail).to.deep.equal({ operation: 'getCardPin', reason: 'timeout' });
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(pageText()).not.to.contain(pin);
      expect(announced(el)).to.equal('PIN hidden.');
      expect(button(el, 'pin').textContent!.trim()).to.equal(T.pin.show);
    });

    it('Hide hides it at once and keeps the focus on the button', async () => {
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      button(el, 'pin').focus();
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'));
      expect(text(part(el, 'countdown'))).to.equal('Hidden again in 30 sec');
      button(el, 'pin').click();
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(pageText()).not.to.contain(pin);
      expect(shadow(el).activeElement).to.equal(button(el, 'pin'));
    });

    it('is hidden when the page becomes hidden', async () => {
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'));
      setTimeout(() => setVisibility('hidden'));
      const event = (await oneEvent(el, 'svc-conceal')) as CustomEvent;
      expect(event.detail.reason).to.equal('visibility');
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(pageText()).not.to.contain(pin);
      setVisibility('visible');
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
    });

    it('is hidden when the element is removed, and no reference to it is left on the element', async () => {
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'pin'));
      el.remove();
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(shadow(el).textContent).not.to.contain(pin);
      expect(stringsOnElement(el).filter((s) => s.includes(pin))).to.deep.equal([]);
    });

    it('never reaches an attribute, an event detail, the console or storage', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const pin = await pinOf(CA.alicePhysical);
      const card = await cardOf(CA.alicePhysical);
      const watcher = watch();
      try {
        const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card}></svc-card-view>`);
        expect(attributesWith(pin), 'before').to.deep.equal([]);
        button(el, 'pin').click();
        await waitUntil(() => part(el, 'sca'), 'no SCA wait');
        sandbox.approve();
        await waitUntil(() => part(el, 'pin'), 'the PIN was not shown');
        expect(attributesWith(pin), 'while shown').to.deep.equal([]);
        // While shown, the PIN is in the rendered text (and Lit's record of it): the checks below can see it.
        expect(stringsOnElement(el).some((s) => s.includes(pin)), 'the check can see the PIN').to.equal(true);
        button(el, 'pin').click();
        await el.updateComplete;
        expect(attributesWith(pin), 'after').to.deep.equal([]);
        expect(pageText()).not.to.contain(pin);
        expect(stringsOnElement(el).filter((s) => s.includes(pin)), 'element properties after').to.deep.equal([]);

        const types = watcher.events.map((e) => e.type);
        expect(types).to.include.members(['svc-submit', 'svc-sca', 'svc-success', 'svc-conceal']);
        const leaked = watcher.events.filter((e) => stringsIn(e.detail).some((s) => s.includes(pin)));
        expect(leaked.map((e) => e.type)).to.deep.equal([]);
        const success = watcher.events.find((e) => e.type === 'svc-success')!;
        expect(success.detail).to.deep.equal({ operation: 'getCardPin', result: { revealed: true } });
        expect(watcher.logs.filter((args) => stringsIn(args).some((s) => s.includes(pin)))).to.deep.equal([]);
        expect(storageWith(pin)).to.deep.equal([]);
      } finally {
        watcher.stop();
      }
    });

    it('shows the SCA wait inline, then the PIN once approved, with svc-sca states', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const states: string[] = [];
      el.addEventListener('svc-sca', (e) => states.push(e.detail.state));
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'sca'), 'the SCA wait was not shown');
      const pending = part(el, 'sca') as SvcScaPending;
      expect(pending.embedded).to.equal(true);
      expect(part(el, 'section-pin')!.contains(pending)).to.equal(true);
      await pending.updateComplete;
      expect(text(pending.shadowRoot!.querySelector('[part~="instructions"]'))).to.match(/approve/i);
      expect(button(el, 'pin').getAttribute('aria-disabled')).to.equal('true');
      expect(pageText()).not.to.contain(pin);
      await expect(el).to.be.accessible();

      sandbox.approve();
      await waitUntil(() => part(el, 'pin'), 'the PIN was not shown after approval');
      expect(part(el, 'sca')).to.equal(null);
      expect(states).to.deep.equal(['required', 'pending', 'approved']);
      expect(text(part(el, 'pin'))).to.contain(pin);
    });

    it('an SCA asked for as the spec describes it (plain 409): approve on the device, then Continue sends the PIN request once more', async () => {
      const { adapter, sandbox } = setup({ ...PUSH, scaAnswer: 'spec' });
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const states: string[] = [];
      const errors: string[] = [];
      el.addEventListener('svc-sca', (e) => states.push(e.detail.state));
      el.addEventListener('svc-error', (e) => errors.push(e.detail.error.code));
      button(el, 'pin').click();
      await waitUntil(() => (part(el, 'sca') as SvcScaPending | null)?.shadowRoot?.querySelector('[part~="continue-button"]'), 'no Continue offered');
      const panel = part(el, 'sca') as SvcScaPending;
      const continueButton = () => panel.shadowRoot!.querySelector<HTMLButtonElement>('[part~="continue-button"]')!;
      await waitUntil(() => panel.shadowRoot!.activeElement === continueButton(), 'focus is not on Continue');
      expect(errors).to.deep.equal([]);
      expect(part(el, 'error') === null, 'an error is shown').to.equal(true);
      const pinRequests = () => sandbox.requests.filter((request) => request.operation === 'getCardPin');
      expect(pinRequests()).to.have.length(1);
      sandbox.approve();
      continueButton().click();
      await waitUntil(() => part(el, 'pin'), 'the PIN was not shown after Continue');
      expect(pinRequests()).to.have.length(2);
      expect(text(part(el, 'pin'))).to.contain(pin);
      expect(states).to.deep.equal(['required', 'approved']);
      expect(errors).to.deep.equal([]);
    });

    for (const [action, how] of [
      ['pin', 'mouse'],
      ['pin', 'keyboard'],
      ['pan', 'mouse'],
      ['pan', 'keyboard'],
    ] as const) {
      it(`after Continue (${how}) on the ${action === 'pin' ? 'PIN' : 'card number'}'s approval, focus goes to what appeared, not to <body>`, async () => {
        const { adapter, sandbox } = setup({ ...PUSH, scaAnswer: 'spec' });
        const el = await fixture<SvcCardView>(
          html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
        );
        button(el, action).click();
        const continueButton = () => (part(el, 'sca') as SvcScaPending | null)?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="continue-button"]');
        await waitUntil(() => continueButton() && deepActiveElement() === continueButton(), 'focus is not on Continue');
        sandbox.approve();
        if (how === 'mouse') continueButton()!.click();
        else await sendKeys({ press: 'Enter' });
        const shown = () => (action === 'pin' ? part(el, 'pin') : part(el, 'card-face')!.querySelector<HTMLElement>('[part~="pan"]'));
        await waitUntil(() => shown(), `the ${action} was not shown after Continue`);
        await waitUntil(() => deepActiveElement() === shown(), `focus is on ${deepActiveElement()?.localName ?? 'nothing'}, not on what appeared`);
        expect(document.activeElement).to.equal(el);
        await expect(el).to.be.accessible();
      });
    }

    it('Continue pressed before the approval: the same panel stays, says it is not approved yet, and keeps the focus', async () => {
      const { adapter } = setup({ ...PUSH, scaAnswer: 'spec' });
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      button(el, 'pin').click();
      const panel = () => part(el, 'sca') as SvcScaPending | null;
      const continueButton = () => panel()?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="continue-button"]');
      await waitUntil(() => continueButton() && deepActiveElement() === continueButton(), 'focus is not on Continue');
      const shownPanel = panel();
      await sendKeys({ press: 'Enter' });
      const notice = () => panel()?.shadowRoot?.querySelector('[part~="notice"]');
      await waitUntil(() => notice(), 'nothing says it is not approved yet');
      expect(panel() === shownPanel, 'the panel was replaced').to.equal(true);
      expect(text(notice()!)).to.equal(en.scaPending.notApprovedYet);
      expect(text(panel()!.shadowRoot!.querySelector('[role="status"]'))).to.equal(en.scaPending.notApprovedYet);
      expect(deepActiveElement() === continueButton(), 'focus left Continue').to.equal(true);
      expect(part(el, 'pin')).to.equal(null);
    });

    it('Cancel in the SCA wait stops the request and says so', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const states: string[] = [];
      let scaId: string | undefined;
      el.addEventListener('svc-sca', (e) => {
        states.push(e.detail.state);
        scaId ??= e.detail.scaId;
      });
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'sca'));
      const pending = part(el, 'sca') as SvcScaPending;
      await pending.updateComplete;
      const cancel = [...pending.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Cancel')!;
      cancel.click();
      await el.updateComplete;
      expect(part(el, 'sca')).to.equal(null);
      expect(states.at(-1)).to.equal('failed');
      expect(announced(el)).to.equal(T.pin.cancelled);
      expect(button(el, 'pin').getAttribute('aria-disabled')).to.equal(null);
      const retries = retriesOf(sandbox, scaId);
      await newWaitApproved(el, sandbox);
      expect(retriesOf(sandbox, scaId), 'the cancelled wait kept asking').to.equal(retries);
    });

    it('holds a PIN that arrives while the page is hidden, out of the DOM, and shows it when the page is back', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'sca'));
      setVisibility('hidden'); // the person switches to the banking app to approve
      // The element takes the answer in by asking the page whether it is visible: counted here.
      let looked = 0;
      Object.defineProperty(document, 'visibilityState', { get: () => (looked++, 'hidden'), configurable: true });
      sandbox.approve();
      await oneEvent(el, 'svc-success');
      // Settled: the answer is in and the element has found the page hidden, so it holds it.
      await waitUntil(() => looked > 0, 'the answer was never taken in');
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(pageText()).not.to.contain(pin);
      setVisibility('visible');
      await el.updateComplete;
      expect(text(part(el, 'pin'))).to.contain(pin);
    });

    it("shows the SCA error where the action is: David has no active SCA device", async () => {
      const { adapter } = setup(PUSH);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.david)}></svc-card-view>`);
      button(el, 'pin').click();
      const event = (await oneEvent(el, 'svc-error')) as CustomEvent;
      expect(event.detail.operation).to.equal('getCardPin');
      expect(event.detail.error.code).to.equal('NO_ACTIVE_SCA_DEVICE_FOUND');
      await el.updateComplete;
      const error = part(el, 'section-pin')!.querySelector('[part~="error"]');
      expect(text(error)).to.equal(en.errors.NO_ACTIVE_SCA_DEVICE_FOUND);
      expect(error!.getAttribute('role')).to.equal('alert');
      expect(button(el, 'pin').getAttribute('aria-describedby')).to.equal('pin-error');
      // Pressing again would fail the same way until a device is registered: no "Try again".
      expect(button(el, 'pin').textContent!.trim()).to.equal(T.pin.show);
      await expect(el).to.be.accessible();
    });

    it('every SCA error code has its message, and a "Try again" where trying again can help', async () => {
      // SCA_REQUIRED without an SCA to wait for is no failure: the panel asks for approval (tested above).
      const card = await cardOf(CA.alicePhysical);
      const codes = [
        ['SCA_SIGNATURE_DOES_NOT_MATCH', true], ['NO_ACTIVE_SCA_DEVICE_FOUND', false],
        ['SCA_DEVICE_NOT_VALID', false], ['SCA_SIGNATURE_FORMAT_INVALID', false], ['SCA_SIGNATURE_MISSING', false],
        ['SCA_UNEXPECTED_ERROR', true], ['SCA_EXPIRED', true], ['SCA_FAILED', true],
      ] as const;
      for (const [code, retry] of codes) {
        const failing: FetchAdapter = {
          sandbox: true,
          request: ((operation) => Promise.reject(new ServiceError({ kind: 'sca', code, operation: operationName(operation) }))) as FetchAdapter['request'],
        };
        const el = await fixture<SvcCardView>(
          html`<svc-card-view .adapter=${failing} .card=${card} .panDisplay=${recordingDisplay().display}></svc-card-view>`,
        );
        for (const action of ['pin', 'pan'] as const) {
          button(el, action).click();
          await waitUntil(() => part(el, `section-${action}`)!.querySelector('[part~="error"]'), `${code}: no error shown`);
          expect(text(part(el, `section-${action}`)!.querySelector('[part~="error"]')), code).to.equal(en.errors[code]);
          expect(button(el, action).textContent!.trim(), code).to.equal(retry ? T[action].retry : T[action].show);
        }
      }
    });

    it('PIN and card number asked for at the same time: both wait for approval side by side, then each is shown', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const pin = await pinOf(CA.alicePhysical);
      const { display, calls } = recordingDisplay();
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${display}></svc-card-view>`,
      );
      const successes: string[] = [];
      el.addEventListener('svc-success', (e) => successes.push(e.detail.operation));
      button(el, 'pin').click();
      button(el, 'pan').click();
      const waiting = (action: string) => part(el, `section-${action}`)!.querySelector('[part~="sca"]');
      await waitUntil(() => waiting('pin') && waiting('pan'), 'both SCA waits were not shown');
      sandbox.approve();
      await waitUntil(() => part(el, 'pin') && calls.mounts.length === 1, 'both were not shown');
      expect(text(part(el, 'pin'))).to.equal(`PIN ${pin}`);
      expect(text(part(el, 'pan'))).to.equal('processor frame');
      expect(successes.sort()).to.deep.equal(['getCardPin', 'getPanCredentials']);
      expect(requestsOf(sandbox, 'getCardPin').length).to.be.greaterThan(0);
      expect(requestsOf(sandbox, 'getPanCredentials').length).to.be.greaterThan(0);
      await expect(el).to.be.accessible();

      // Hiding one leaves the other shown.
      button(el, 'pin').click();
      await el.updateComplete;
      expect(part(el, 'pin')).to.equal(null);
      expect(text(part(el, 'pan'))).to.equal('processor frame');
    });

    it('a double click sends one request', async () => {
      const { adapter, sandbox } = setup();
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const pinButton = button(el, 'pin');
      pinButton.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));
      pinButton.dispatchEvent(new MouseEvent('click', { detail: 2, bubbles: true, composed: true }));
      pinButton.click();
      await waitUntil(() => part(el, 'pin'));
      // The second click of a double click landing after a fast answer neither hides nor asks again.
      pinButton.dispatchEvent(new MouseEvent('click', { detail: 2, bubbles: true, composed: true }));
      await el.updateComplete;
      expect(part(el, 'pin')).not.to.equal(null);
      expect(requestsOf(sandbox, 'getCardPin')).to.have.length(1);
    });

    it('sends nothing when svc-submit is cancelled', async () => {
      const { adapter, sandbox } = setup();
      let cancelled = 0;
      const cancel = (e: Event) => {
        e.preventDefault();
        cancelled++;
      };
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} @svc-submit=${cancel}></svc-card-view>`);
      button(el, 'pin').click();
      // The element decides on the event it has just dispatched: once it is cancelled, nothing is to follow.
      await waitUntil(() => cancelled === 1, 'svc-submit was not dispatched');
      await el.updateComplete;
      expect(sandbox.requests).to.have.length(0);
      expect(part(el, 'pin')).to.equal(null);
    });

    it('aborts the request in flight when the card changes or the element is removed', async () => {
      const { adapter, sandbox } = setup(PUSH);
      const pin = await pinOf(CA.alicePhysical);
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      const states: string[] = [];
      const scaIds: string[] = [];
      el.addEventListener('svc-sca', (e) => {
        states.push(e.detail.state);
        if (e.detail.scaId && !scaIds.includes(e.detail.scaId)) scaIds.push(e.detail.scaId);
      });
      button(el, 'pin').click();
      await waitUntil(() => part(el, 'sca'));
      el.card = await cardOf(CA.aliceVirtual);
      await el.updateComplete;
      expect(part(el, 'sca')).to.equal(null);
      expect(states.at(-1)).to.equal('failed');
      // A poll already at the service when the wait stopped is logged once its body is read: counted
      // from when that has happened (well under one poll interval), so only asking again counts.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const retries = retriesOf(sandbox, scaIds[0]);
      // The new card's PIN, asked for and approved, is shown: the old card's is not, nor an error.
      await newWaitApproved(el, sandbox);
      expect(retriesOf(sandbox, scaIds[0]), 'the aborted wait kept asking').to.equal(retries);
      expect(pageText()).not.to.contain(pin);
      expect(part(el, 'section-pin')!.querySelector('[part~="error"]')).to.equal(null);

      el.card = await cardOf(CA.alicePhysical);
      await el.updateComplete;
      button(el, 'pin').click();
      await waitUntil(() => scaIds.length === 3, 'no third SCA wait');
      el.remove();
      const removedRetries = retriesOf(sandbox, scaIds[2]);
      // Another card view on the same sandbox gets its PIN: the removed one's wait asked no more.
      const other = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.aliceVirtual)}></svc-card-view>`);
      await newWaitApproved(other, sandbox);
      expect(retriesOf(sandbox, scaIds[2]), 'the removed element kept asking').to.equal(removedRetries);
    });
  });

  describe('card number', () => {
    it('hands token, secret and expiry to the display, mounted in the pan part, and unmounts it on Hide', async () => {
      const { adapter } = setup();
      const { display, calls } = recordingDisplay();
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${display}></svc-card-view>`,
      );
      const successes: CustomEvent[] = [];
      el.addEventListener('svc-success', (e) => successes.push(e));
      const before = Date.now();
      button(el, 'pan').click();
      await waitUntil(() => calls.mounts.length === 1, 'the display was not mounted');
      const [{ container, credentials, signal, context }] = calls.mounts;
      expect(credentials.token).to.match(/^sbx_tok_/);
      expect(credentials.secret).to.match(/^sbx_sec_/);
      expect(credentials.cardId).to.equal(CA.alicePhysical);
      expect(credentials.expiresAt).to.be.within(before + 59_000, Date.now() + 60_000);
      expect(context.locale).to.equal('en');
      expect(context.theme).to.be.oneOf(['light', 'dark']);
      expect(container).to.equal(part(el, 'pan'));
      expect(part(el, 'card-face')!.contains(container), 'the display sits on the face').to.equal(true);
      expect(text(container)).to.equal('processor frame');
      expect(successes[0]!.detail).to.deep.equal({ operation: 'getPanCredentials', result: { revealed: true, expiresAt: credentials.expiresAt } });
      await waitUntil(() => announced(el) === 'Card number shown, hidden again in 1 minute.');
      expect(attributesWith(credentials.secret)).to.deep.equal([]);

      button(el, 'pan').click();
      await el.updateComplete;
      expect(calls.unmounts).to.deep.equal([container]);
      expect(signal.aborted).to.equal(true);
      expect(container.childElementCount).to.equal(0);
      expect(part(el, 'pan')).to.equal(null);
      expect(announced(el)).to.equal('Card number hidden.');
    });

    it('unmounts the display when the credentials run out (ttl PT1S)', async () => {
      const { adapter } = setup();
      const shortLived = wrapAdapter(adapter, { getPanCredentials: (result) => ({ ...(result as object), ttl: 'PT1S' }) });
      const { display, calls } = recordingDisplay();
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${shortLived} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${display}></svc-card-view>`,
      );
      button(el, 'pan').click();
      await waitUntil(() => calls.mounts.length === 1);
      expect(calls.mounts[0]!.credentials.expiresAt - Date.now()).to.be.at.most(1000);
      const event = (await oneEvent(el, 'svc-conceal')) as CustomEvent;
      expect(event.detail).to.deep.equal({ operation: 'getPanCredentials', reason: 'expired' });
      expect(calls.unmounts).to.have.length(1);
      await el.updateComplete;
      expect(part(el, 'pan')).to.equal(null);
    });

    it('unmounts the display when the page becomes hidden and when the element is removed', async () => {
      const { adapter } = setup();
      const { display, calls } = recordingDisplay();
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${display}></svc-card-view>`,
      );
      button(el, 'pan').click();
      await waitUntil(() => calls.mounts.length === 1);
      setVisibility('hidden');
      expect(calls.unmounts).to.have.length(1);
      expect(calls.mounts[0]!.signal.aborted).to.equal(true);
      setVisibility('visible');

      button(el, 'pan').click();
      await waitUntil(() => calls.mounts.length === 2);
      el.remove();
      expect(calls.unmounts).to.have.length(2);
      expect(calls.mounts[1]!.signal.aborted).to.equal(true);
      expect(calls.mounts[1]!.container.childElementCount).to.equal(0);
    });

    it('without a display: says plainly that no secure display is configured, and sends nothing', async () => {
      const { adapter, sandbox } = setup();
      const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)}></svc-card-view>`);
      expect(button(el, 'pan').disabled).to.equal(true);
      expect(text(shadow(el).getElementById('pan-reason'))).to.equal(T.pan.noDisplay);
      expect(button(el, 'pan').getAttribute('aria-describedby')).to.equal('pan-reason');
      // A disabled button gets no click at all: nothing is pending after the element's update.
      button(el, 'pan').click();
      await el.updateComplete;
      expect(sandbox.requests).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('the sandbox display shows a clearly fake, labelled number and neither the secret nor the token', async () => {
      const { adapter } = setup();
      const sandboxDisplay = createSandboxPanDisplay();
      let given: PanDisplayCredentials | undefined;
      const spy: PanDisplay = {
        mount: (container, credentials, signal, context) => {
          given = credentials;
          return sandboxDisplay.mount(container, credentials, signal, context);
        },
        unmount: (container) => sandboxDisplay.unmount!(container),
      };
      const watcher = watch();
      try {
        const el = await fixture<SvcCardView>(
          html`<svc-card-view .adapter=${adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${spy}></svc-card-view>`,
        );
        button(el, 'pan').click();
        await waitUntil(() => part(el, 'pan')?.querySelector('.sandbox-pan'), 'the sandbox display did not show');
        const shown = text(part(el, 'pan'));
        expect(shown).to.contain(SANDBOX_PAN_SAMPLE);
        expect(shown).to.contain(T.sandboxDisplay.label);
        // After approval a whole sample number shows, as the processor's display would, not a masked one.
        expect(text(part(el, 'pan')!.querySelector('.sandbox-pan-number')!)).to.equal('4242 4242 4242 4242');
        expect(shown).not.to.contain('•');
        for (const secret of [given!.secret, given!.token]) {
          expect(pageText()).not.to.contain(secret);
          expect(attributesWith(secret)).to.deep.equal([]);
          expect(watcher.events.filter((e) => stringsIn(e.detail).some((s) => s.includes(secret))).map((e) => e.type)).to.deep.equal([]);
          expect(watcher.logs.filter((args) => stringsIn(args).some((s) => s.includes(secret)))).to.deep.equal([]);
          expect(storageWith(secret)).to.deep.equal([]);
          expect(stringsOnElement(el).filter((s) => s.includes(secret)), 'no copy kept on the element').to.deep.equal([]);
        }
        await expect(el).to.be.accessible();
      } finally {
        watcher.stop();
      }
    });

    it('a display that fails is reported at the action, with a retry', async () => {
      const failing: PanDisplay = { mount: () => Promise.reject(new Error('frame failed')) };
      const el = await fixture<SvcCardView>(
        html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${failing}></svc-card-view>`,
      );
      button(el, 'pan').click();
      const event = (await oneEvent(el, 'svc-error')) as CustomEvent;
      expect(event.detail.error.code).to.equal('PAN_DISPLAY_FAILED');
      await el.updateComplete;
      expect(text(part(el, 'section-pan')!.querySelector('[part~="error"]'))).to.equal(T.pan.displayFailed);
      expect(button(el, 'pan').textContent!.trim()).to.equal(T.pan.retry);
      expect(part(el, 'pan')).to.equal(null);
    });
  });

  it('is accessible in the dark theme with the PIN shown', async () => {
    const el = await fixture<SvcCardView>(
      html`<svc-card-view theme="dark" .adapter=${setup().adapter} .card=${await cardOf(CA.alicePhysical)} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
    );
    button(el, 'pin').click();
    await waitUntil(() => part(el, 'pin'));
    button(el, 'pan').click();
    await waitUntil(() => part(el, 'pan')?.querySelector('.sandbox-pan'));
    await expect(el).to.be.accessible();
  });
});
