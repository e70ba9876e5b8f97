import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

const waiting = (seconds: number, joinCode?: string) => ({
  scaId: '5ca00000-0000-4000-8000-000000000001',
  ttl: { seconds, nano: 0 },
  scaDeviceId: 'iPhone 15 of Alice',
  ...(joinCode ? { joinCode } : {}),
});

/**
 * `<svc-sca-pending>` shows the waiting state of a strong customer authentication. Kit forms embed
 * it; it also works on its own with a Waiting SCA body.
 */
const meta: Meta = {
  title: 'Elements/svc-sca-pending',
  component: 'svc-sca-pending',
  tags: ['autodocs'],
};
export default meta;

export const PushNotification: StoryObj = {
  render: () => html`<svc-sca-pending operation="getCardPin" .waiting=${waiting(120)}></svc-sca-pending>`,
};

export const JoinCode: StoryObj = {
  render: () => html`<svc-sca-pending operation="createBeneficiary" .waiting=${waiting(90, '7d3f2a10-4c1b-4e8a-9a77-2b1c0f9e8d21')}></svc-sca-pending>`,
};

export const DataSigning: StoryObj = {
  render: () => html`<svc-sca-pending operation="createCard" strategy="DATA_SIGNING" expires-at=${Date.now() + 30_000}></svc-sca-pending>`,
};

export const AboutToExpire: StoryObj = {
  render: () => html`<svc-sca-pending operation="patchConsumerContact" .waiting=${waiting(8)}></svc-sca-pending>`,
};

/** An approval the service asked for without naming it: approve, then Continue. */
export const ApproveThenContinue: StoryObj = {
  render: () =>
    html`<svc-sca-pending embedded .scaUpdate=${{ operation: 'createBeneficiary', strategy: 'PUSH_NOTIFICATION', state: 'required' }}></svc-sca-pending>`,
};

/** Continue was pressed before the device approved: the panel stays and says so. */
export const NotApprovedYet: StoryObj = {
  render: () =>
    html`<svc-sca-pending
      embedded
      .scaUpdate=${{ operation: 'createBeneficiary', strategy: 'PUSH_NOTIFICATION', state: 'required', notApprovedYet: true }}
    ></svc-sca-pending>`,
};

export const Expired: StoryObj = {
  render: () => html`<svc-sca-pending operation="patchConsumerContact" state="expired"></svc-sca-pending>`,
};

export const Approved: StoryObj = {
  render: () => html`<svc-sca-pending operation="patchConsumerContact" state="approved"></svc-sca-pending>`,
};

export const Failed: StoryObj = {
  render: () => html`<svc-sca-pending operation="getPanCredentials" state="failed"></svc-sca-pending>`,
};

export const Dark: StoryObj = {
  render: () => html`<svc-sca-pending theme="dark" operation="getCardPin" .waiting=${waiting(60)}></svc-sca-pending>`,
};

/** The partner's own heading in the `title` slot, and a help link in `actions`, after Cancel. */
export const OwnWords: StoryObj = {
  name: 'Own words (slots)',
  render: () => html`<svc-sca-pending operation="getCardPin" .waiting=${waiting(120)}>
    <span slot="title">Confirm in the Acme app</span>
    <a slot="actions" href="#approval-help">Help with approvals</a>
  </svc-sca-pending>`,
};
