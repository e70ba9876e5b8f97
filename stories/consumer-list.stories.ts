import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { literal } from 'lit/static-html.js';
import { LIMITS } from '../src/api/limits.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcConsumerList } from '../src/elements/consumer-list/svc-consumer-list.js';
import type { SvcConsumerSelectEvent } from '../src/elements/consumer-list/events.js';
import { SvcConsumerStatus } from '../src/elements/consumer-status/svc-consumer-status.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-consumer-list', SvcConsumerList);
defineElement('svc-consumer-status', SvcConsumerStatus);
defineElement('svc-provider', SvcProvider);

interface Args {
  pageSize: number;
  sortAttribute: 'UPDATE_DATE' | 'LAST_NAME' | 'CREATION_DATE';
  sortDirection: 'ASC' | 'DESC';
}

/**
 * `<svc-consumer-list>` lists the partner's consumers: search by last name, phone number or email
 * address, a filter for every status facet (identity check, banking, suspension, service,
 * compliance, several values each; overall, one), sorting by last update, last name or creation,
 * paging with the total. Each row shows the name, email and phone, the overall status (and
 * Suspended), the identity check, banking and the last update. Choosing a row (click, Enter or
 * Space) fires `svc-consumer-select` with the consumer. The sandbox holds seven consumers in
 * different states.
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-consumer-list',
  component: 'svc-consumer-list',
  tags: ['autodocs'],
  args: { pageSize: 20, sortAttribute: 'UPDATE_DATE', sortDirection: 'DESC' },
  argTypes: {
    pageSize: { control: { type: 'number', min: LIMITS.pageSize.min, max: LIMITS.pageSize.max } },
    sortAttribute: { control: 'inline-radio', options: ['UPDATE_DATE', 'LAST_NAME', 'CREATION_DATE'] },
    sortDirection: { control: 'inline-radio', options: ['DESC', 'ASC'] },
  },
  render: (args) => html`
    <svc-provider sandbox>
      <svc-consumer-list page-size=${args.pageSize} sort-attribute=${args.sortAttribute} sort-direction=${args.sortDirection}></svc-consumer-list>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** Every consumer of the sandbox, recently updated first. Choose one to see `svc-consumer-select` in Actions. */
export const Loaded: Story = {};

/** By last name, A to Z, three to a page. */
export const ByLastName: Story = { args: { sortAttribute: 'LAST_NAME', sortDirection: 'ASC', pageSize: 3 } };

/** Paired with `<svc-consumer-status>`: the consumer chosen in the list is shown beside it (`status.consumerId = event.detail.consumer.id`). */
export const WithConsumerStatus: Story = {
  render: () => {
    const show = (event: SvcConsumerSelectEvent) => {
      const status = (event.currentTarget as HTMLElement).parentElement!.querySelector('svc-consumer-status')!;
      status.consumerId = event.detail.consumer.id;
    };
    return html`
      <svc-provider sandbox>
        <svc-consumer-list page-size="10" @svc-consumer-select=${show}></svc-consumer-list>
        <svc-consumer-status></svc-consumer-status>
      </svc-provider>
    `;
  },
};

/** In French. */
export const French: Story = {
  render: () => html`<svc-provider sandbox locale="fr"><svc-consumer-list></svc-consumer-list></svc-provider>`,
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'light' },
  render: () => html`<svc-provider sandbox><svc-consumer-list theme="dark"></svc-consumer-list></svc-provider>`,
};

/** On a phone: each row stacks its facts. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

const states = listStates(literal`svc-consumer-list`);

/** Nothing matches. */
export const Empty: Story = states.Empty;

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;
