import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';

/**
 * `<svc-provider>` configures the kit elements inside it. It renders nothing of its own: the
 * stories below show its set-ups; every other story of the kit runs inside one with `sandbox`.
 */
const meta: Meta = {
  title: 'Configuration/svc-provider',
  component: 'svc-provider',
  tags: ['autodocs'],
};
export default meta;

export const Sandbox: StoryObj = {
  render: () => html`
    <svc-provider sandbox sca-strategy="PUSH_NOTIFICATION">
      <p>Elements placed here talk to the embedded sandbox backend: demo data, no network.</p>
    </svc-provider>
  `,
};

export const PartnerBackend: StoryObj = {
  render: () => html`
    <svc-provider base-url="https://your-backend.example/banking" sca-strategy="DATA_SIGNING" locale="en">
      <p>Elements placed here call your backend's route table under base-url.</p>
    </svc-provider>
  `,
};
