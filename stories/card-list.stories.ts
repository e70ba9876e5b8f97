import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { literal } from 'lit/static-html.js';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcCardList } from '../src/elements/card-list/svc-card-list.js';
import type { SvcCardSelectEvent } from '../src/elements/card/events.js';
import { SvcCardView } from '../src/elements/card-view/svc-card-view.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listControls, type ListArgs } from './list-controls.js';
import { listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-card-list', SvcCardList);
defineElement('svc-card-view', SvcCardView);
defineElement('svc-provider', SvcProvider);

/**
 * `<svc-card-list>` lists cards: filters (several statuses, several types; with `staff`, also
 * end-user, ledger and profile by id) checked before sending, creation-date sorting, paging with the total. Each row shows the
 * card's face in small (drawn by CSS from the theme's tokens: filled when physical, outlined when
 * virtual, striped when suspended, greyed when it can no longer pay), its name, its status and its
 * expiry. Choosing a row (click, Enter or Space) fires `svc-card-select` with the card. The sandbox
 * holds a card in every status.
 */
const meta: Meta<ListArgs> = {
  title: 'Elements/svc-card-list',
  component: 'svc-card-list',
  tags: ['autodocs'],
  ...listControls(literal`svc-card-list`),
};
export default meta;
type Story = StoryObj<ListArgs>;

/** Every card of the sandbox, one in each status, newest first. Choose one to see `svc-card-select` in Actions. */
export const Loaded: Story = {};

/** Pinned to Alice with `end-user-id`, as her own page shows it: she filters by type and status, never by an id. */
export const OneEndUser: Story = {
  args: { endUserId: SEED.consumers.alice, sortDirection: 'ASC', pageSize: 10 },
};

/** For the partner's staff (`staff`): the end-user, ledger and card profile filters, by id, as well. */
export const Staff: Story = {
  render: () => html`<svc-provider sandbox><svc-card-list staff></svc-card-list></svc-provider>`,
};

/** Paired with `<svc-card-view>`: the card chosen in the list is shown beside it (`view.card = event.detail.card`). */
export const WithCardView: Story = {
  render: () => {
    const show = (event: SvcCardSelectEvent) => {
      const view = (event.currentTarget as HTMLElement).parentElement!.querySelector('svc-card-view')!;
      view.card = event.detail.card;
    };
    return html`
      <svc-provider sandbox sca-strategy="BY_PASS">
        <svc-card-list end-user-id=${SEED.consumers.alice} @svc-card-select=${show}></svc-card-list>
        <svc-card-view end-user-id=${SEED.consumers.alice}></svc-card-view>
      </svc-provider>
    `;
  },
};

/** In the dark theme, with the partner's own primary colour: the small faces follow the tokens. */
export const Themed: Story = {
  // The story sets its own theme: the toolbar's would mix with it.
  globals: { theme: 'light' },
  render: () => html`
    <svc-provider sandbox>
      <svc-card-list theme="dark" class="brand" end-user-id=${SEED.consumers.alice}></svc-card-list>
    </svc-provider>
    <style>
      .brand {
        --svc-color-primary: #c792ea;
      }
    </style>
  `,
};

/** On a phone: each row stacks its facts. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { pageSize: 10 },
};

const states = listStates(literal`svc-card-list`);

/** Nothing matches. */
export const Empty: Story = states.Empty;

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;
