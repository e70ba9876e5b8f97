import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { literal } from 'lit/static-html.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcCardDesignList } from '../src/elements/card-design-list/svc-card-design-list.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-card-design-list', SvcCardDesignList);
defineElement('svc-provider', SvcProvider);

/**
 * `<svc-card-design-list>` lists the card designs the partner may issue: filters (network, account
 * type, card type, customers), name order, paging. Each design names the countries it is available
 * in, in the element's locale (a code the browser cannot name is shown as sent).
 */
const meta: Meta = {
  title: 'Elements/svc-card-design-list',
  component: 'svc-card-design-list',
  tags: ['autodocs'],
  render: () => html`<svc-provider sandbox><svc-card-design-list></svc-card-design-list></svc-provider>`,
};
export default meta;
type Story = StoryObj;

/** The sandbox's six designs, A to Z. */
export const Loaded: Story = {};

/** Country names in French (`locale="fr"`). */
export const French: Story = {
  render: () => html`<svc-provider sandbox locale="fr"><svc-card-design-list></svc-card-design-list></svc-provider>`,
};

const states = listStates(literal`svc-card-design-list`);

/** Nothing matches. */
export const Empty: Story = states.Empty;

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;
