import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { literal } from 'lit/static-html.js';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcExternalCardList } from '../src/elements/external-card-list/svc-external-card-list.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-external-card-list', SvcExternalCardList);
defineElement('svc-provider', SvcProvider);

const C = SEED.consumers;

interface Args {
  endUserId: string;
}

/**
 * `<svc-external-card-list>` lists the cards of other banks an end-user registered through an
 * acquiring payment: the masked number, network and type, holder, expiry (once) and the date
 * added, newest first. Choosing one (click, Enter or Space) fires `svc-external-card-select` with
 * the card as the service listed it; its `id` is a payment's `externalCardId`.
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-external-card-list',
  component: 'svc-external-card-list',
  tags: ['autodocs'],
  args: { endUserId: C.alice },
  argTypes: {
    endUserId: { control: 'select', options: ['', ...Object.values(C)], description: 'The end-user (UUID); empty: every end-user’s cards (a partner).' },
  },
  // No attribute at all for "every end-user" (an empty one is an end-user id that is not a UUID).
  render: (args) => html`<svc-provider sandbox><svc-external-card-list end-user-id=${ifDefined(args.endUserId || undefined)}></svc-external-card-list></svc-provider>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Alice's two cards, newest first. */
export const Loaded: Story = {};

/** A partner's view of every end-user's cards (no `end-user-id`). */
export const EveryEndUser: Story = { args: { endUserId: '' } };

/** One card chosen (`selected-id`), as after a click. */
export const Selected: Story = {
  render: () => html`<svc-provider sandbox
    ><svc-external-card-list end-user-id=${C.alice} selected-id=${SEED.externalCards.aliceVisa}></svc-external-card-list
  ></svc-provider>`,
};

/** In German (`locale="de"`). */
export const German: Story = {
  render: () => html`<svc-provider sandbox locale="de"><svc-external-card-list end-user-id=${C.alice}></svc-external-card-list></svc-provider>`,
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'light' },
  render: () => html`<svc-provider sandbox theme="dark"><svc-external-card-list end-user-id=${C.alice}></svc-external-card-list></svc-provider>`,
};

/** On a phone: each card's facts stack under its number, each with its column's name. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The partner's own words in the `toolbar` and `empty` slots. */
export const OwnWords: Story = {
  name: 'Own words (slots)',
  render: () => html`<svc-provider sandbox>
    <svc-external-card-list end-user-id=${C.chloe}>
      <a slot="toolbar" href="#add-card">Add a card</a>
      <p slot="empty">You have not saved a card yet. Pay once with a card and tick “Save this card”.</p>
    </svc-external-card-list>
  </svc-provider>`,
};

/** A malformed `end-user-id`: said (also in the console), nothing sent. Not on the docs page, whose console stays clean. */
export const WrongId: Story = {
  tags: ['!autodocs'],
  render: () => html`<svc-provider sandbox><svc-external-card-list end-user-id="alice"></svc-external-card-list></svc-provider>`,
};

const states = listStates(literal`svc-external-card-list`);

/** Nothing is registered. */
export const Empty: Story = states.Empty;

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;
