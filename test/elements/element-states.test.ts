/**
 * Custom states and partner slots on the elements that are not forms or lists (those have their
 * contract suites): the card view, the consumer status, the partner configuration and the SCA panel. A partner styles them
 * from outside with `:state()` and puts their own words in the slots.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-view/define.js';
import '../../src/elements/consumer-status/define.js';
import '../../src/elements/sca-pending/define.js';
import '../../src/elements/transaction-view/define.js';
import '../../src/elements/partner-configuration/define.js';
import '../../src/elements/mandate-view/define.js';
import type { SvcMandateView } from '../../src/elements/mandate-view/svc-mandate-view.js';
import type { SvcPartnerConfiguration } from '../../src/elements/partner-configuration/svc-partner-configuration.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { SvcConsumerStatus } from '../../src/elements/consumer-status/svc-consumer-status.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import type { SvcTransactionView } from '../../src/elements/transaction-view/svc-transaction-view.js';
import { ServiceError } from '../../src/api/errors.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { SEED, createSandboxAdapter } from '../../src/sandbox/index.js';
import { button, cardOf, part, setup, text } from './card-view-helpers.js';

/** The states of `names` that hold on `el`, in that order. */
const statesOf = (el: Element, names: readonly string[]) => names.filter((name) => el.matches(`:state(${name})`));

/** An adapter whose requests wait until `release()`, then go to `to`. */
function held(to: FetchAdapter) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const adapter = { ...to, request: (async (...args: Parameters<FetchAdapter['request']>) => (await gate, to.request(...args))) as FetchAdapter['request'] };
  return { adapter, release };
}

const failing = { sandbox: false, request: () => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' })) } as unknown as FetchAdapter;

describe('<svc-card-view> states', () => {
  it(':state(loading) while the card-id card is looked for, gone once it shows', async () => {
    const { adapter, release } = held(setup().adapter);
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-view>`);
    expect(statesOf(el, ['loading', 'revealed'])).to.deep.equal(['loading']);
    release();
    await waitUntil(() => part(el, 'card'), 'the card never showed');
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'revealed'])).to.deep.equal([]);
  });

  it(':state(error) when the card-id card cannot be loaded, is not found or is not an id; not for a card shown', async () => {
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${failing} card-id=${SEED.cards.alicePhysical}></svc-card-view>`);
    await waitUntil(() => part(el, 'retry-button'), 'the failure was not said');
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['error']);
    const { adapter } = setup();
    const unknown = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id="00000000-0000-4000-8000-000000000000"></svc-card-view>`);
    await waitUntil(() => text(part(unknown, 'error')).includes('No card with this identifier'), 'not found was not said');
    expect(statesOf(unknown, ['loading', 'error'])).to.deep.equal(['error']);
    const wrong = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id="not-an-id"></svc-card-view>`);
    expect(statesOf(wrong, ['loading', 'error'])).to.deep.equal(['error']);
    const shown = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-view>`);
    await waitUntil(() => part(shown, 'card'), 'the card never showed');
    await shown.updateComplete;
    expect(statesOf(shown, ['loading', 'error'])).to.deep.equal([]);
  });

  it(':state(revealed) while the PIN shows, gone once it is hidden again', async () => {
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${setup().adapter} .card=${await cardOf(SEED.cards.alicePhysical)}></svc-card-view>`);
    expect(el.matches(':state(revealed)')).to.equal(false);
    button(el, 'pin').click();
    await waitUntil(() => part(el, 'pin'), 'the PIN never showed');
    await el.updateComplete;
    expect(el.matches(':state(revealed)')).to.equal(true);
    el.conceal();
    await el.updateComplete;
    expect(part(el, 'pin')).to.equal(null);
    expect(el.matches(':state(revealed)')).to.equal(false);
  });
});

describe('slot presence', () => {
  it('a slot a partner forwards from their own shadow root counts by what it holds, not by being there', async () => {
    const card = await cardOf(SEED.cards.alicePhysical);
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const view = document.createElement('svc-card-view') as SvcCardView;
    Object.assign(view, { adapter: setup().adapter, card, actions: '' });
    const forwarded = Object.assign(document.createElement('slot'), { name: 'own-actions', slot: 'actions' });
    view.append(forwarded);
    shadow.append(view);
    await view.updateComplete;
    await view.updateComplete;
    // The kit offers no action and the partner forwards nothing: no empty group.
    expect(part(view, 'actions')).to.equal(null);
    host.append(Object.assign(document.createElement('button'), { slot: 'own-actions', textContent: 'Freeze card' }));
    await waitUntil(() => part(view, 'actions'), 'the forwarded button is not shown in the actions group');
  });
});

describe('<svc-consumer-status> states and slots', () => {
  const consumer = SEED.consumers.alice;

  it(':state(loading) while the consumer is loaded, then neither loading nor error', async () => {
    const { adapter, release } = held(createSandboxAdapter().adapter);
    const el = await fixture<SvcConsumerStatus>(html`<svc-consumer-status .adapter=${adapter} consumer-id=${consumer}></svc-consumer-status>`);
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['loading']);
    release();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the consumer never showed');
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal([]);
  });

  it(':state(error) for a failed load and for a consumer-id that is not one', async () => {
    const el = await fixture<SvcConsumerStatus>(html`<svc-consumer-status .adapter=${failing} consumer-id=${consumer}></svc-consumer-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="retry-button"]'), 'the failure was not said');
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['error']);
    const wrong = await fixture<SvcConsumerStatus>(html`<svc-consumer-status .adapter=${createSandboxAdapter().adapter} consumer-id="not-an-id"></svc-consumer-status>`);
    expect(statesOf(wrong, ['loading', 'error'])).to.deep.equal(['error']);
  });

  it('header and actions: the partner\'s words above the name and their buttons beside Refresh', async () => {
    const el = await fixture<SvcConsumerStatus>(html`<svc-consumer-status .adapter=${createSandboxAdapter().adapter} consumer-id=${consumer}>
      <h2 slot="header">Your profile</h2>
      <a slot="actions" href="#edit">Edit details</a>
    </svc-consumer-status>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the consumer never showed');
    const heading = el.querySelector('[slot="header"]')!;
    const edit = el.querySelector('[slot="actions"]')!;
    const base = el.shadowRoot!.querySelector('[part~="base"]')!;
    const header = el.shadowRoot!.querySelector('[part~="header"]')!;
    expect(base.contains(heading.assignedSlot)).to.equal(true);
    expect(header.contains(heading.assignedSlot)).to.equal(false);
    expect(header.contains(edit.assignedSlot)).to.equal(true);
    // Before Refresh in reading order: the partner's action, then the kit's.
    const refresh = el.shadowRoot!.querySelector('[part~="refresh-button"]')!;
    expect(edit.assignedSlot!.compareDocumentPosition(refresh) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await expect(el).to.be.accessible();
  });
});

describe('<svc-sca-pending> states and slots', () => {
  const waiting = { scaId: '11111111-2222-4333-8444-555555555555', ttl: { seconds: 60, nano: 0 }, scaDeviceId: 'iPhone of Alice' };
  const names = ['required', 'pending', 'approved', 'expired', 'failed'] as const;

  it('one state at a time, following the SCA: pending, approved, expired, failed, required', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting}></svc-sca-pending>`);
    expect(statesOf(el, names)).to.deep.equal(['pending']);
    for (const state of ['approved', 'expired', 'failed', 'required'] as const) {
      el.state = state;
      await el.updateComplete;
      expect(statesOf(el, names)).to.deep.equal([state]);
    }
  });

  it('title: the partner\'s heading replaces the kit\'s, which is the fallback; actions: their buttons after the panel\'s', async () => {
    const plain = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting}></svc-sca-pending>`);
    const kitTitle = text(plain.shadowRoot!.querySelector('h2'));
    expect(kitTitle).to.not.equal('');

    const el = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting}>
      <span slot="title">Confirm the payment in the Acme app</span>
      <a slot="actions" href="#help">Help with approvals</a>
    </svc-sca-pending>`);
    const title = el.querySelector('[slot="title"]')!;
    const help = el.querySelector('[slot="actions"]')!;
    const heading = el.shadowRoot!.querySelector('h2')!;
    expect(heading.contains(title.assignedSlot)).to.equal(true);
    const actions = el.shadowRoot!.querySelector('[part~="actions"]')!;
    expect(actions.contains(help.assignedSlot)).to.equal(true);
    const cancel = el.shadowRoot!.querySelector('[part~="cancel-button"]')!;
    expect(cancel.compareDocumentPosition(help.assignedSlot!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    // The panel is named by the partner's heading.
    expect(el.shadowRoot!.querySelector('[part~="panel"]')!.getAttribute('aria-labelledby')).to.equal(heading.id);
    await expect(el).to.be.accessible();
  });
});

describe('<svc-transaction-view> states and slots', () => {
  const transaction = SEED.transactions.aliceToDavid;
  const shown = (el: SvcTransactionView) => el.shadowRoot!.querySelector('[part~="base"]');

  it(':state(loading) while the transaction loads, :state(receipt) while a receipt is asked for', async () => {
    const { adapter, release } = held(createSandboxAdapter().adapter);
    const el = await fixture<SvcTransactionView>(html`<svc-transaction-view .adapter=${adapter} transaction-id=${transaction}></svc-transaction-view>`);
    expect(statesOf(el, ['loading', 'error', 'receipt'])).to.deep.equal(['loading']);
    release();
    await waitUntil(() => shown(el), 'the transaction never showed');
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error', 'receipt'])).to.deep.equal([]);
    el.addEventListener('svc-receipt-download', (event) => event.preventDefault());
    const pressed = el.downloadReceipt();
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error', 'receipt'])).to.deep.equal(['receipt']);
    await pressed;
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error', 'receipt'])).to.deep.equal([]);
  });

  it(':state(error) when the load fails or the id is wrong', async () => {
    const el = await fixture<SvcTransactionView>(html`<svc-transaction-view .adapter=${failing} transaction-id=${transaction}></svc-transaction-view>`);
    await waitUntil(() => el.matches(':state(error)'), 'no error state');
    const wrong = await fixture<SvcTransactionView>(html`<svc-transaction-view .adapter=${createSandboxAdapter().adapter} transaction-id="not-an-id"></svc-transaction-view>`);
    await wrong.updateComplete;
    expect(wrong.matches(':state(error)')).to.equal(true);
  });

  it("the partner's words in the header and actions slots", async () => {
    const el = await fixture<SvcTransactionView>(html`<svc-transaction-view .adapter=${createSandboxAdapter().adapter} transaction-id=${transaction}>
      <h2 slot="header">Payment details</h2>
      <a slot="actions" href="#dispute">Report a problem</a>
    </svc-transaction-view>`);
    await waitUntil(() => shown(el), 'the transaction never showed');
    const slotted = (name: string) => el.shadowRoot!.querySelector<HTMLSlotElement>(`slot[name="${name}"]`)!.assignedElements().map((node) => node.textContent);
    expect(slotted('header')).to.deep.equal(['Payment details']);
    expect(slotted('actions')).to.deep.equal(['Report a problem']);
    expect(el.shadowRoot!.querySelector('slot[name="actions"]')!.closest('[part~="header"]')).to.not.equal(null);
  });
});

describe('<svc-partner-configuration> states and slots', () => {
  it(':state(loading) while the configuration is loaded, then neither; :state(error) for a failed load', async () => {
    const { adapter, release } = held(createSandboxAdapter().adapter);
    const el = await fixture<SvcPartnerConfiguration>(html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>`);
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['loading']);
    release();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the configuration never showed');
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal([]);
    const failed = await fixture<SvcPartnerConfiguration>(html`<svc-partner-configuration .adapter=${failing}></svc-partner-configuration>`);
    await waitUntil(() => failed.shadowRoot!.querySelector('[part~="retry-button"]'), 'the failure was not said');
    expect(statesOf(failed, ['loading', 'error'])).to.deep.equal(['error']);
  });

  it("header and actions: the partner's words above the name and their buttons beside Refresh", async () => {
    const el = await fixture<SvcPartnerConfiguration>(html`<svc-partner-configuration .adapter=${createSandboxAdapter().adapter}>
      <p slot="header">Ask the operator to change these.</p>
      <a slot="actions" href="#support">Contact support</a>
    </svc-partner-configuration>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"]'), 'the configuration never showed');
    const header = el.shadowRoot!.querySelector('[part~="header"]')!;
    expect(el.shadowRoot!.querySelector('[part~="base"]')!.contains(el.querySelector('[slot="header"]')!.assignedSlot)).to.equal(true);
    expect(header.contains(el.querySelector('[slot="header"]')!.assignedSlot)).to.equal(false);
    expect(header.contains(el.querySelector('[slot="actions"]')!.assignedSlot)).to.equal(true);
  });
});

describe('<svc-mandate-view> states', () => {
  const mandate = SEED.mandates.aliceRent;

  it(':state(loading) while the mandate is loaded, then neither loading nor error', async () => {
    const { adapter, release } = held(createSandboxAdapter().adapter);
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${adapter} mandate-id=${mandate}></svc-mandate-view>`);
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['loading']);
    release();
    await waitUntil(() => el.shadowRoot!.querySelector('[name="friendlyName"]'), 'the mandate never showed');
    await el.updateComplete;
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal([]);
  });

  it(':state(error) for a failed load and for a mandate-id that is not one', async () => {
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${failing} mandate-id=${mandate}></svc-mandate-view>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="retry-button"]'), 'the failure was not said');
    expect(statesOf(el, ['loading', 'error'])).to.deep.equal(['error']);
    const wrong = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${createSandboxAdapter().adapter} mandate-id="not-an-id"></svc-mandate-view>`);
    expect(statesOf(wrong, ['loading', 'error'])).to.deep.equal(['error']);
  });
});
