import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/card-view/define.js';
import '../src/elements/provider/define.js';
import './card-view-brand.css';
import { ServiceError } from '../src/api/errors.js';
import type { Card } from '../src/api/schemas/card.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { createSandboxPanDisplay } from '../src/elements/card-view/sandbox-pan-display.js';
import type { SvcCardView } from '../src/elements/card-view/svc-card-view.js';
import { createSandboxAdapter, SEED } from '../src/sandbox/index.js';

/**
 * `<svc-card-view>` shows one card, and on demand its PIN and its card number, each behind strong
 * customer authentication. Every story talks to the embedded sandbox; the card number comes from
 * the sandbox display, which shows an obviously fake number.
 */
const meta: Meta = {
  title: 'Elements/svc-card-view',
  component: 'svc-card-view',
  tags: ['autodocs'],
};
export default meta;
type Story = StoryObj;

/** Cards as "List cards" returns them (the sandbox's seed). */
const card = (fields: Partial<Card>): Card => ({
  id: SEED.cards.alicePhysical,
  endUserId: SEED.consumers.alice,
  ledgerId: SEED.ledgers.aliceMain,
  friendlyName: 'Everyday card',
  profile: { id: SEED.cardProfiles.standard, name: 'Standard debit' },
  expiryDate: '01/28',
  nameOnCard: 'ALICE MARTIN',
  type: 'PHYSICAL',
  status: 'ACTIVE',
  creationDate: '2025-01-17T09:00:00.000Z',
  ...fields,
});
const active = card({});
const closed = card({ id: SEED.cards.aliceClosed, friendlyName: 'Joint account card', ledgerId: SEED.ledgers.aliceClosed, expiryDate: '09/27', status: 'CLOSED' });
const david = card({
  id: SEED.cards.david, endUserId: SEED.consumers.david, ledgerId: SEED.ledgers.davidMain, friendlyName: undefined, nameOnCard: 'DAVID PEETERS',
});

/** SCA skipped (sandbox only), for stories where the wait is not the point. */
const bypass = () => createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter;

/** Presses a button of the element once it has rendered. */
async function press(canvas: HTMLElement, partName: string): Promise<void> {
  const el = canvas.querySelector<SvcCardView>('svc-card-view')!;
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${partName}"]`)!.click();
}

/** The card drawn as a card: the number shows as dots until the secure display shows it in their place. */
export const ActiveCard: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${active} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
};

/**
 * Your own words and buttons: the `title` slot replaces the card's heading (its friendly name is the
 * fallback), the `actions` slot puts your buttons beside the PIN and card number actions.
 */
export const OwnTitleAndActions: Story = {
  render: () => html`
    <svc-card-view .adapter=${bypass()} .card=${active} .panDisplay=${createSandboxPanDisplay()}>
      <span slot="title">Alice’s everyday card</span>
      <button slot="actions" type="button">Freeze card</button>
    </svc-card-view>
  `,
};

/** The summary only (`actions=""`), with your own buttons in the `actions` slot. */
export const SummaryWithOwnActions: Story = {
  render: () => html`
    <svc-card-view .adapter=${bypass()} .card=${active} actions="">
      <button slot="actions" type="button">Report lost</button>
    </svc-card-view>
  `,
};

/** With `card-id`, the card is looked up through "List cards" (the spec has no "get card"). */
export const FoundById: Story = {
  render: () => html`
    <svc-provider sandbox sca-strategy="BY_PASS">
      <svc-card-view card-id=${SEED.cards.aliceVirtual} end-user-id=${SEED.consumers.alice} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>
    </svc-provider>
  `,
};

/** The PIN after "Show PIN": hidden again after `pin-timeout` seconds (here 30), on Hide, or when the tab is left. */
export const PinRevealed: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${active} pin-timeout="30" .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
  play: async ({ canvasElement }) => press(canvasElement, 'pin-button'),
};

/** Waiting for approval on the registered device: nobody approves in this story, so it waits. */
export const ScaPending: Story = {
  render: () => {
    const { adapter } = createSandboxAdapter({ approvalDelayMs: null, sca: { strategy: 'PUSH_NOTIFICATION' } });
    return html`<svc-card-view .adapter=${adapter} .card=${active} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`;
  },
  play: async ({ canvasElement }) => press(canvasElement, 'pin-button'),
};

/** The card number through the sandbox display (a fake, labelled number), for the credentials' 60 s. */
export const PanWithSandboxDisplay: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${active} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
  play: async ({ canvasElement }) => press(canvasElement, 'pan-button'),
};

/** No `panDisplay`: the card number cannot be shown, the element says why and sends nothing. */
export const NoDisplayConfigured: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${active}></svc-card-view>`,
};

export const ClosedCard: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${closed} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
};

/** The card could not be loaded (network failure): the error, and a retry. */
export const LoadError: Story = {
  render: () => {
    const offline: FetchAdapter = {
      sandbox: true,
      request: ((operation) => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))) as FetchAdapter['request'],
    };
    return html`<svc-card-view .adapter=${offline} card-id=${SEED.cards.alicePhysical}></svc-card-view>`;
  },
};

/** An SCA error at the action: David has no active SCA device. */
export const ScaError: Story = {
  render: () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'PUSH_NOTIFICATION' } });
    return html`<svc-card-view .adapter=${adapter} .card=${david} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`;
  },
  play: async ({ canvasElement }) => press(canvasElement, 'pin-button'),
};

export const DarkTheme: Story = {
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-card-view theme="dark" .adapter=${bypass()} .card=${active} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
  play: async ({ canvasElement }) => press(canvasElement, 'pan-button'),
};

/** A virtual card: no chip is drawn. */
export const VirtualCard: Story = {
  render: () => html`<svc-card-view .adapter=${bypass()} .card=${card({ id: SEED.cards.aliceVirtual, friendlyName: 'Online shopping', type: 'VIRTUAL' })} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>`,
};

/**
 * A partner's brand: the `--svc-*` tokens for the element, and `--svc-card-background`,
 * `--svc-card-text` and `--svc-card-chip` for the face (set on any ancestor; here in a stylesheet of
 * the page). Keep the face's text at 4.5:1 or more against every part of its background.
 */
export const BrandExample: Story = {
  // The story sets its own theme: the toolbar's would mix with it.
  globals: { theme: 'light' },
  render: () => html`<div class="brand-example">
    <svc-card-view theme="light" .adapter=${bypass()} .card=${active} .panDisplay=${createSandboxPanDisplay()}></svc-card-view>
  </div>`,
  play: async ({ canvasElement }) => press(canvasElement, 'pan-button'),
};
