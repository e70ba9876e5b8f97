import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/ledger-suspend/define.js';
import type { SvcLedgerSuspend } from '../src/elements/ledger-suspend/svc-ledger-suspend.js';
import type { Ledger } from '../src/api/schemas/ledger.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, validates, submits, slowSandbox } from './element-in.js';

const id = SEED.ledgers.aliceMain;
/** Alice's main account as the list shows it. */
const ledger: Ledger = {
  id, isUpgraded: true, currency: 'EUR', country: 'FRANCE', status: 'ACTIVE', friendlyName: 'Main account',
  endUser: { id: SEED.consumers.alice }, creationDate: '2025-01-15T09:00:00.000Z', iban: 'FR7616798000010010000000184',
};
const filled = { reason: 'Card reported stolen', blockIncomingTransaction: true, operator: 'PARTNER' };

/** Presses the submit button, as a person does: the confirmation opens. */
async function pressSubmit(canvas: HTMLElement): Promise<SvcLedgerSuspend> {
  const el = await elementIn(canvas, 'svc-ledger-suspend');
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
  await el.updateComplete;
  return el;
}

/**
 * `<svc-ledger-suspend>` suspends a ledger and all its cards: a reason, whether incoming
 * transactions are blocked (with what that does), and on whose behalf. The submit button opens a
 * confirmation that says every card is suspended too. The stories run on the embedded sandbox.
 */
const meta: Meta = {
  title: 'Elements/svc-ledger-suspend',
  component: 'svc-ledger-suspend',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-ledger-suspend ledger-id=${id} .ledger=${ledger}></svc-ledger-suspend></svc-provider>`,
};

export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-ledger-suspend ledger-id=${id} .ledger=${ledger} .value=${filled}></svc-ledger-suspend></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox><svc-ledger-suspend ledger-id=${id} .ledger=${ledger}></svc-ledger-suspend></svc-provider>`,
  play: validates('svc-ledger-suspend'),
};

export const Confirmation: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-ledger-suspend ledger-id=${id} .ledger=${ledger} .value=${filled}></svc-ledger-suspend></svc-provider>`,
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement);
  },
};

/** Confirmed; the sandbox takes a day to answer. */
export const Sending: StoryObj = {
  render: () => html`<svc-ledger-suspend
    ledger-id=${id}
    .ledger=${ledger}
    .value=${filled}
    .adapter=${slowSandbox()}
  ></svc-ledger-suspend>`,
  play: async ({ canvasElement }) => {
    const el = await pressSubmit(canvasElement);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="confirm-button"]')!.click();
  },
};

/** The ledger is unknown to the service: said above the form, values kept. */
export const NotFound: StoryObj = {
  name: 'Error (unknown ledger)',
  render: () => html`<svc-ledger-suspend
    ledger-id="1e000000-0000-4000-8000-0000000000ff"
    .value=${filled}
    .adapter=${createSandboxAdapter().adapter}
  ></svc-ledger-suspend>`,
  play: submits('svc-ledger-suspend'),
};

export const Success: StoryObj = {
  render: () => html`<svc-ledger-suspend ledger-id=${id} .ledger=${ledger} .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-ledger-suspend>`,
  play: submits('svc-ledger-suspend'),
};

/** The operator is pinned by the partner: no operator field. */
export const OperatorPinned: StoryObj = {
  name: 'Operator pinned',
  render: () => html`<svc-provider sandbox><svc-ledger-suspend ledger-id=${id} .ledger=${ledger} operator="SERVICE"></svc-ledger-suspend></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme, confirmation',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-ledger-suspend theme="dark" ledger-id=${id} .ledger=${ledger} .value=${filled}></svc-ledger-suspend></svc-provider>`,
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement);
  },
};
