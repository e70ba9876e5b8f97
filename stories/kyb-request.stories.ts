import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/kyb-request/define.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, slowSandbox } from './element-in.js';

const { nordwind, atelier } = SEED.corporates;

/** Presses Request KYB verification, as a person does. */
const requests = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const el = await elementIn(canvasElement, 'svc-kyb-request');
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
};

/**
 * `<svc-kyb-request>` asks for a company's KYB verification: what is needed first (every director
 * and UBO declared, each with a validated KYC), the request, and the outcome in words once the
 * partner passes the company's KYB status in (`kyb-status`, `kyb-status-reason`). The stories run on
 * the embedded sandbox.
 */
const meta: Meta = {
  title: 'Elements/svc-kyb-request',
  component: 'svc-kyb-request',
  tags: ['autodocs'],
};
export default meta;

export const Ready: StoryObj = {
  name: 'Before the request',
  render: () => html`<svc-provider sandbox><svc-kyb-request corporate-id=${nordwind}></svc-kyb-request></svc-provider>`,
};

export const Extended: StoryObj = {
  name: 'Extended UBOs (10 %)',
  render: () => html`<svc-provider sandbox><svc-kyb-request corporate-id=${nordwind} extended-ubos></svc-kyb-request></svc-provider>`,
};

/** The sandbox takes a day to answer. */
export const Sending: StoryObj = {
  render: () => html`<svc-kyb-request corporate-id=${nordwind} .adapter=${slowSandbox()}></svc-kyb-request>`,
  play: requests,
};

export const Sent: StoryObj = {
  name: 'Success (sent)',
  render: () => html`<svc-kyb-request corporate-id=${nordwind} .adapter=${createSandboxAdapter().adapter}></svc-kyb-request>`,
  play: requests,
};

/** Atelier's UBO still waits for KYC review: the service refuses, said in words. */
export const Refused: StoryObj = {
  name: 'Error (a KYC not validated)',
  render: () => html`<svc-kyb-request corporate-id=${atelier} .adapter=${createSandboxAdapter().adapter}></svc-kyb-request>`,
  play: requests,
};

export const Validated: StoryObj = {
  name: 'Outcome: VALIDATED',
  render: () => html`<svc-provider sandbox><svc-kyb-request corporate-id=${nordwind} kyb-status="VALIDATED"></svc-kyb-request></svc-provider>`,
};

export const NeedInformation: StoryObj = {
  name: 'Outcome: NEED_ADDITIONAL_INFORMATION',
  render: () => html`<svc-provider sandbox><svc-kyb-request
    corporate-id=${nordwind}
    kyb-status="NEED_ADDITIONAL_INFORMATION"
    kyb-status-reason="25 % of the shares are not declared: their holder may be a UBO (25 % or more)."
  ></svc-kyb-request></svc-provider>`,
};

export const Declined: StoryObj = {
  name: 'Outcome: DECLINED',
  render: () => html`<svc-provider sandbox><svc-kyb-request corporate-id=${nordwind} kyb-status="DECLINED"></svc-kyb-request></svc-provider>`,
};

export const Slots: StoryObj = {
  name: 'Header and footer slots',
  render: () => html`<svc-provider sandbox><svc-kyb-request corporate-id=${nordwind}>
    <h3 slot="header">Verify Nordwind Logistics</h3>
    <p slot="footer">Questions? Write to compliance@example.com.</p>
  </svc-kyb-request></svc-provider>`,
};

export const Bulgarian: StoryObj = {
  name: 'In Bulgarian',
  render: () => html`<svc-provider sandbox locale="bg"><svc-kyb-request corporate-id=${nordwind} kyb-status="NEED_ADDITIONAL_INFORMATION" kyb-status-reason="No director is declared."></svc-kyb-request></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox theme="dark"><svc-kyb-request corporate-id=${nordwind} kyb-status="DECLINED"></svc-kyb-request></svc-provider>`,
};
