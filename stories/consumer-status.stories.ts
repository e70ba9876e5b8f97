import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcConsumerStatus } from '../src/elements/consumer-status/svc-consumer-status.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-consumer-status', SvcConsumerStatus);
defineElement('svc-provider', SvcProvider);

const C = SEED.consumers;

interface Args {
  consumerId: string;
  actions: string;
}

/**
 * `<svc-consumer-status>` shows where a consumer stands: the six statuses of the record (overall,
 * identity check, banking, suspension, service, compliance) with their reasons, whether the email
 * address and the phone number are verified, whether the terms are accepted, and the devices
 * registered for strong customer authentication. What is not verified can be verified from here:
 * "Send verification email"; "Send code", then the code (the sandbox's code is `123456`).
 * The sandbox holds consumers in several states; pick one with `consumerId`.
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-consumer-status',
  component: 'svc-consumer-status',
  tags: ['autodocs'],
  args: { consumerId: C.alice, actions: 'email phone' },
  argTypes: {
    consumerId: {
      control: 'select',
      options: Object.values(C),
      description: 'The consumer (UUID): the sandbox’s consumers are listed.',
    },
    actions: { control: 'inline-radio', options: ['email phone', 'email', 'phone', ''] },
  },
  render: (args) => html`
    <svc-provider sandbox>
      <svc-consumer-status consumer-id=${args.consumerId} actions=${args.actions}></svc-consumer-status>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** Everything validated and verified, terms accepted, one active device: nothing to do. */
export const Validated: Story = {};

/** Identity check under review; the account is being opened, with its reason. */
export const UnderReview: Story = { args: { consumerId: C.bruno } };

/** Just signed up: nothing checked or verified yet, terms not accepted, no device. Both verifications are offered. */
export const NothingVerified: Story = { args: { consumerId: C.chloe } };

/** Only the phone verification is offered (`actions="phone"`). */
export const PhoneOnly: Story = { args: { consumerId: C.chloe, actions: 'phone' } };

/** Identity check in progress (documents only), missing data, a limited service, and a device awaiting activation. */
export const InProgress: Story = { args: { consumerId: C.farid } };

/** Declined and suspended: every reason, and who suspended. */
export const DeclinedAndSuspended: Story = { args: { consumerId: C.emma } };

/** Validated, but no active device: a suspended one and a removed one. */
export const NoActiveDevice: Story = { args: { consumerId: C.david } };

/** In French (`locale="fr"`); the reasons are the service's own words. */
export const French: Story = {
  render: () => html`
    <svc-provider sandbox locale="fr">
      <svc-consumer-status consumer-id=${C.emma}></svc-consumer-status>
    </svc-provider>
  `,
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'light' },
  render: () => html`
    <svc-provider sandbox>
      <svc-consumer-status theme="dark" consumer-id=${C.farid}></svc-consumer-status>
    </svc-provider>
  `,
};

/** On a phone: each status's name sits above its value. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { consumerId: C.emma },
};

const adapterOf = (request: () => Promise<unknown>) => ({ sandbox: false, request }) as unknown as FetchAdapter;

/** The consumer has not arrived yet (this adapter never answers). */
export const Loading: Story = {
  render: () => html`<svc-consumer-status consumer-id=${C.alice} .adapter=${adapterOf(() => new Promise(() => undefined))}></svc-consumer-status>`,
};

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = {
  name: 'Error',
  render: () => html`
    <svc-consumer-status
      consumer-id=${C.alice}
      .adapter=${adapterOf(async () => {
        throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
      })}
    ></svc-consumer-status>
  `,
};

/** No `consumer-id`: said, nothing sent. */
export const MissingId: Story = {
  render: () => html`<svc-provider sandbox><svc-consumer-status></svc-consumer-status></svc-provider>`,
};

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = {
  // Not on the docs page: there every element has its configuration, and the console stays clean.
  tags: ['!autodocs'],
  render: () => html`<svc-consumer-status consumer-id=${C.alice}></svc-consumer-status>`,
};

/** The partner's own heading in the `header` slot, and their own link in `actions`, beside Refresh. */
export const OwnWords: Story = {
  name: 'Own words (slots)',
  render: () => html`<svc-provider sandbox>
    <svc-consumer-status consumer-id=${C.alice}>
      <h2 slot="header">Your profile</h2>
      <a slot="actions" href="#edit-profile">Edit details</a>
    </svc-consumer-status>
  </svc-provider>`,
};
