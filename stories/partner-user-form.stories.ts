import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/partner-user-form/define.js';
import { createSandboxAdapter } from '../src/sandbox/index.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { validates, submits, startsSubmit, slowSandbox, elementIn } from './element-in.js';

/** An adapter whose every request fails as when the network is down. */
const offline: FetchAdapter = {
  sandbox: true,
  request: ((operation) => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))) as FetchAdapter['request'],
};

/** Values an admin would have typed. */
const filled = { email: 'new.member@pebble-money.example', roles: ['BENEFICIARY_LIST', 'BENEFICIARY_INFO'] };
/** Not an address, a role given twice. */
const invalid = { email: 'new.member.pebble-money.example', roles: ['BENEFICIARY_LIST', 'BENEFICIARY_LIST'] };

/**
 * `<svc-partner-user-form>` creates an account for a member of the partner's team: the email
 * address they sign in with and their roles. The answer's one-time password is shown once, with a
 * copy button, and never kept: "Add another team member", a host form reset or leaving the page
 * drops it for good. The stories run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-partner-user-form',
  component: 'svc-partner-user-form',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-partner-user-form></svc-partner-user-form></svc-provider>`,
};

export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-partner-user-form .value=${filled}></svc-partner-user-form></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox><svc-partner-user-form .value=${invalid}></svc-partner-user-form></svc-provider>`,
  play: validates('svc-partner-user-form'),
};

/** The request is on its way (the sandbox takes a day to answer). */
export const Sending: StoryObj = {
  render: () => html`<svc-partner-user-form .value=${filled} .adapter=${slowSandbox()}></svc-partner-user-form>`,
  play: startsSubmit('svc-partner-user-form'),
};

/** The sandbox's admin already has this address: the service's 409 shows on the email field. */
export const EmailTaken: StoryObj = {
  name: 'Error on a field (address already used)',
  render: () => html`<svc-partner-user-form .value=${{ email: 'admin@pebble-money.example' }} .adapter=${createSandboxAdapter().adapter}></svc-partner-user-form>`,
  play: submits('svc-partner-user-form'),
};

/** The service cannot be reached: said above the form, with Try again; the values stay. */
export const Offline: StoryObj = {
  name: 'Error (offline)',
  render: () => html`<svc-partner-user-form .value=${filled} .adapter=${offline}></svc-partner-user-form>`,
  play: submits('svc-partner-user-form'),
};

/** The account is created: its one-time password, shown once, with the copy button. */
export const Success: StoryObj = {
  render: () => html`<svc-partner-user-form .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-partner-user-form>`,
  play: submits('svc-partner-user-form'),
};

/** After a success the element left the page and came back: the password is gone, and the panel says it was shown once. */
export const PasswordGone: StoryObj = {
  name: 'Success, password gone',
  render: () => html`<svc-partner-user-form .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-partner-user-form>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-partner-user-form');
    await el.submit();
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
  },
};

/** The partner's words in the header, footer, submit button and success slots. */
export const Slots: StoryObj = {
  render: () => html`<svc-provider sandbox>
    <svc-partner-user-form>
      <h2 slot="header">Invite a colleague</h2>
      <span slot="submit-label">Send the invitation</span>
      <span slot="success">Your colleague's account is ready.</span>
      <p slot="footer">Only admins see this page.</p>
    </svc-partner-user-form>
  </svc-provider>`,
};

/** Each shipped language: labels and role names in its words. */
export const French: StoryObj = { render: () => html`<svc-provider sandbox locale="fr"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };
export const Dutch: StoryObj = { render: () => html`<svc-provider sandbox locale="nl"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };
export const German: StoryObj = { render: () => html`<svc-provider sandbox locale="de"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };
export const Bulgarian: StoryObj = { render: () => html`<svc-provider sandbox locale="bg"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };
export const Lithuanian: StoryObj = { render: () => html`<svc-provider sandbox locale="lt"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };
export const Estonian: StoryObj = { render: () => html`<svc-provider sandbox locale="et"><svc-partner-user-form></svc-partner-user-form></svc-provider>` };

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-partner-user-form theme="dark" .value=${invalid}></svc-partner-user-form></svc-provider>`,
  play: validates('svc-partner-user-form'),
};

/** On a phone. */
export const Narrow: StoryObj = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => html`<svc-provider sandbox><svc-partner-user-form .value=${filled}></svc-partner-user-form></svc-provider>`,
};
