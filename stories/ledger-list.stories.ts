import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { literal } from 'lit/static-html.js';
import { ServiceError } from '../src/api/errors.js';
import { LIMITS } from '../src/api/limits.js';
import type { Ledger } from '../src/api/schemas/ledger.js';
import type { FetchAdapter, RequestOptions } from '../src/client/adapter.js';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcLedgerList } from '../src/elements/ledger-list/svc-ledger-list.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listControls, type ListArgs } from './list-controls.js';
import { emptyPage, listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-ledger-list', SvcLedgerList);
defineElement('svc-provider', SvcProvider);

/**
 * `<svc-ledger-list>` lists ledgers, called accounts on screen: filters checked before sending,
 * creation-date sorting (oldest first by default, so a person's main accounts lead), paging with
 * the total, status badges in words and colour, sub-accounts (virtual ledgers) under their parent,
 * and a treegrid driven by the keyboard (arrows, Home/End, PageUp/PageDown, Enter to select).
 * In a narrow container (about 480 px and less) each row stacks its facts. Partners add their own
 * content in the `toolbar` slot and their own words for an empty list in the `empty` slot.
 * Most stories run on the embedded sandbox: 33 ledgers, 21 of them virtual ledgers of Alice's
 * main account.
 */
const meta: Meta<ListArgs> = {
  title: 'Elements/svc-ledger-list',
  component: 'svc-ledger-list',
  tags: ['autodocs'],
  ...listControls(literal`svc-ledger-list`),
};
// The ledger list's own default order: oldest first.
meta.args = { ...meta.args, sortDirection: 'ASC' };
export default meta;
type Story = StoryObj<ListArgs>;

/** Every ledger of the sandbox, oldest first. Choose a row (click, Enter or Space) to see `svc-ledger-select` in Actions. */
export const Loaded: Story = {};

/** One page of 100: Alice's main account with its 21 sub-accounts (virtual ledgers) under it. */
export const VirtualLedgers: Story = {
  args: { pageSize: LIMITS.pageSize.max, sortDirection: 'ASC' },
};

/** Pinned to Alice with `end-user-id`: the end-user filter is not offered. */
export const Filtered: Story = {
  args: { endUserId: SEED.consumers.alice, sortDirection: 'ASC', pageSize: 10 },
};

const adapterOf = (request: (input: { query?: Record<string, unknown> }, options?: RequestOptions) => Promise<unknown>) =>
  ({ sandbox: false, request: (_operation: string, input: { query?: Record<string, unknown> }, options?: RequestOptions) => request(input, options) }) as unknown as FetchAdapter;

/** Partner content in the `toolbar` slot, next to the count, sorting and page size. */
export const ToolbarSlot: Story = {
  render: () => html`
    <svc-provider sandbox>
      <svc-ledger-list page-size="10">
        <button slot="toolbar" type="button">Export CSV</button>
      </svc-ledger-list>
    </svc-provider>
  `,
};

/** On a phone: each row stacks its facts (name and status, the IBAN line, currency, country, date), nothing to scroll sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { pageSize: 10 },
};

const states = listStates(literal`svc-ledger-list`);

/** Nothing matches. */
export const Empty: Story = states.Empty;

/** The partner's own words for an empty list, in the `empty` slot (the kit's text is the fallback). */
export const EmptySlot: Story = {
  render: () => html`
    <svc-ledger-list .adapter=${adapterOf(async () => emptyPage)}>
      <p slot="empty">You have no accounts yet. <a href="#open-account">Open your first account</a>.</p>
    </svc-ledger-list>
  `,
};

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;

function synthetic(index: number): Ledger {
  const statuses = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'SUSPENDED', 'CLOSED'];
  return {
    id: `5e000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    friendlyName: `Customer account ${index + 1}`,
    status: statuses[index % statuses.length]!,
    currency: index % 9 === 0 ? 'GBP' : 'EUR',
    country: index % 9 === 0 ? 'GREAT_BRITAIN' : 'FRANCE',
    endUser: { id: SEED.consumers.alice },
    isUpgraded: false,
    creationDate: new Date(Date.UTC(2024, 0, 1) + index * 600_000).toISOString(),
  };
}

/** A portfolio of 50,100 ledgers served 100 at a time (20 ms a page), loaded with `all-pages`: progress, Stop, only the rows in view rendered. */
export const AllPages: Story = {
  render: () => {
    const total = (LIMITS.page.max + 1) * LIMITS.pageSize.max;
    const adapter = adapterOf(async ({ query }, options) => {
      const page = Number(query?.page ?? 0);
      const pageSize = Number(query?.pageSize ?? LIMITS.pageSize.max);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (options?.signal?.aborted) throw new ServiceError({ kind: 'abort', code: 'ABORTED' });
      const content = [];
      for (let index = page * pageSize; index < Math.min(total, (page + 1) * pageSize); index += 1) content.push(synthetic(index));
      return { content, totalElements: total, page, pageSize };
    });
    return html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`;
  },
};

/** `all-pages` with an adapter that answers at once: the first page shows at once, the rest follows in batches. */
export const AllPagesAtOnce: Story = {
  name: 'All pages (fast adapter)',
  render: () => {
    const total = (LIMITS.page.max + 1) * LIMITS.pageSize.max;
    const adapter = adapterOf(async ({ query }) => {
      const page = Number(query?.page ?? 0);
      const pageSize = Number(query?.pageSize ?? LIMITS.pageSize.max);
      const content = [];
      for (let index = page * pageSize; index < Math.min(total, (page + 1) * pageSize); index += 1) content.push(synthetic(index));
      return { content, totalElements: total, page, pageSize };
    });
    return html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`;
  },
};

/** The dark theme (`theme="dark"`), on the sandbox. */
export const DarkTheme: Story = {
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`
    <svc-provider sandbox>
      <svc-ledger-list theme="dark" sort-direction="ASC" page-size="50"></svc-ledger-list>
    </svc-provider>
  `,
};

/** With `suspendable`: active and pending rows offer Suspend (Tab from a row reaches its button). */
export const Suspendable: Story = {
  render: () => html`
    <svc-provider sandbox>
      <svc-ledger-list suspendable end-user-id=${SEED.consumers.alice} sort-direction="ASC" page-size="10"></svc-ledger-list>
    </svc-provider>
  `,
};

/** Suspend pressed on Alice's main account: `<svc-ledger-suspend>` in a modal dialog. */
export const SuspendDialog: Story = {
  name: 'Suspend, dialog open',
  render: Suspendable.render,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('svc-ledger-list')!;
    const button = () => list.shadowRoot!.querySelector<HTMLButtonElement>(`[data-key="${SEED.ledgers.aliceMain}"] [part~="suspend-button"]`);
    for (let tries = 0; !button() && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    button()?.click();
    await customElements.whenDefined('svc-ledger-suspend');
  },
};
