import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { literal } from 'lit/static-html.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcPartnerUserList } from '../src/elements/partner-user-list/svc-partner-user-list.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { listStates } from './list-states.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-partner-user-list', SvcPartnerUserList);
defineElement('svc-provider', SvcProvider);

/**
 * `<svc-partner-user-list>` lists the partner's own team (partner user accounts) by email address:
 * each account's roles in words and when it was created and last changed. A back-office page for
 * staff with the `admin` role; the stories run on the embedded sandbox.
 */
const meta: Meta = {
  title: 'Elements/svc-partner-user-list',
  component: 'svc-partner-user-list',
  tags: ['autodocs'],
  render: () => html`<svc-provider sandbox><svc-partner-user-list></svc-partner-user-list></svc-provider>`,
};
export default meta;
type Story = StoryObj;

/** The sandbox's three team members, A to Z. */
export const Loaded: Story = {};

/** Z to A (`sort-direction="DESC"`), one per page. */
export const Paged: Story = {
  render: () => html`<svc-provider sandbox><svc-partner-user-list sort-direction="DESC" page-size="1"></svc-partner-user-list></svc-provider>`,
};

/** The partner's own content in the toolbar and the empty state (slots `toolbar`, `empty`). */
export const Slots: Story = {
  render: () => html`<svc-provider sandbox><svc-partner-user-list><a slot="toolbar" href="#invite">Invite a member</a></svc-partner-user-list></svc-provider>`,
};

/** Each shipped language: roles and dates in its words. */
export const French: Story = { render: () => html`<svc-provider sandbox locale="fr"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };
export const Dutch: Story = { render: () => html`<svc-provider sandbox locale="nl"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };
export const German: Story = { render: () => html`<svc-provider sandbox locale="de"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };
export const Bulgarian: Story = { render: () => html`<svc-provider sandbox locale="bg"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };
export const Lithuanian: Story = { render: () => html`<svc-provider sandbox locale="lt"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };
export const Estonian: Story = { render: () => html`<svc-provider sandbox locale="et"><svc-partner-user-list></svc-partner-user-list></svc-provider>` };

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'light' },
  render: () => html`<svc-provider sandbox><svc-partner-user-list theme="dark"></svc-partner-user-list></svc-provider>`,
};

/** On a phone: roles wrap, nothing is cut. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

const states = listStates(literal`svc-partner-user-list`);

/** No account yet. */
export const Empty: Story = states.Empty;

/** The first answer has not arrived (this adapter never answers). */
export const Loading: Story = states.Loading;

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = { ...states.NetworkError, name: 'Error' };

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = states.NotConfigured;
