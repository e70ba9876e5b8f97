import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/consumer-form/define.js';
import type { SvcConsumerForm } from '../src/elements/consumer-form/svc-consumer-form.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { ServiceError } from '../src/api/errors.js';
import { SEED, anonymousHeaders, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, validates, submits } from './element-in.js';

const alice = SEED.consumers.alice;
/** No account yet: her phone is hers to change (an account owner's goes through the service operator). */
const chloe = SEED.consumers.chloe;
const TERMS = { version: '2025-01', url: 'https://partner.example/terms' };

/** Values a person would have typed (the sandbox has no consumer with this phone number). */
const filled = {
  firstName: 'Zoé',
  lastName: 'Moreau',
  emailAddress: 'zoe.moreau@example.com',
  phone: { countryCode: '33', number: '601020304' },
  address: { isoCountryCode: 'FRA', street: 'Rue de la Paix', number: '8', postalCode: '75002', city: 'Paris' },
  sourceOfFunds: 'COMPENSATION_PAYOUT',
  occupation: 'ENGINEER',
  accountPurposes: ['SALARY', 'SAVINGS'],
  taxCountry: 'FRA',
  financialInformation: { monthlyNetIncome: '3000', currency: 'EUR' },
};

/** An adapter whose requests never end: the loading state stays on screen. */
const neverAnswers: FetchAdapter = { sandbox: true, request: () => new Promise(() => {}) };

/** An adapter whose every request fails as when the network is down. */
const networkDown: FetchAdapter = {
  sandbox: true,
  request: async (operation) => {
    throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) });
  },
};

/** The story's form, once it is defined and drawn (and, in the edit modes, loaded). */
/** The form; `loaded`: an edit form, once its consumer has arrived. */
async function formIn(canvas: HTMLElement, loaded = false): Promise<SvcConsumerForm> {
  const el = await elementIn(canvas, 'svc-consumer-form');
  for (let tries = 0; loaded && !el.shadowRoot?.querySelector('form') && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return el;
}

/**
 * `<svc-consumer-form>` creates a consumer (`mode="create"`, the default), edits its profile fields
 * (`mode="profile"`) or its contact fields (`mode="contact"`, with strong customer authentication
 * shown inline). Every field is checked against the service's limits before anything is sent; the
 * edit modes send only what the person changed. The stories run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-consumer-form',
  component: 'svc-consumer-form',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  name: 'Create, empty',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form terms-version=${TERMS.version} terms-url=${TERMS.url}></svc-consumer-form>
  </svc-provider>`,
};

export const Filled: StoryObj = {
  name: 'Create, filled',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form terms-version=${TERMS.version} terms-url=${TERMS.url} .value=${filled}></svc-consumer-form>
  </svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Create, invalid (after validate())',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form
      terms-version=${TERMS.version}
      terms-required
      .value=${{ firstName: 'Łukasz', emailAddress: 'lukasz@', phone: { countryCode: '48', number: '600 abc' }, externalId: 'x'.repeat(512) }}
    ></svc-consumer-form>
  </svc-provider>`,
  play: validates('svc-consumer-form'),
};

/**
 * The partner's own words next to the terms checkbox, in the `terms` slot: they replace the kit's
 * sentence and its link to `terms-url`. The checkbox stays the kit's: required here, and sent as
 * `lastTermsAccepted` with the `terms-version` when ticked.
 */
export const TermsSlot: StoryObj = {
  name: 'Create, partner terms (terms slot)',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form terms-version=${TERMS.version} terms-required .value=${filled}>
      <span slot="terms"
        >I have read and accept the <a href=${TERMS.url} target="_blank" rel="noopener noreferrer">Neobank general terms</a> and the
        <a href="https://partner.example/privacy" target="_blank" rel="noopener noreferrer">privacy notice</a>.</span
      >
    </svc-consumer-form>
  </svc-provider>`,
};

export const Success: StoryObj = {
  name: 'Create, success',
  render: () => html`<svc-consumer-form .adapter=${createSandboxAdapter().adapter} .value=${filled}></svc-consumer-form>`,
  play: submits('svc-consumer-form'),
};

export const SubmitError: StoryObj = {
  name: 'Create, network error',
  render: () => html`<svc-consumer-form .adapter=${networkDown} .value=${filled}></svc-consumer-form>`,
  play: submits('svc-consumer-form'),
};

export const Anonymous: StoryObj = {
  name: 'Create, anonymous (self sign-up)',
  render: () => html`<svc-consumer-form
    .adapter=${createSandboxAdapter({ headers: anonymousHeaders }).adapter}
    anonymous
    terms-version=${TERMS.version}
    terms-url=${TERMS.url}
    terms-required
  ></svc-consumer-form>`,
};

export const Loading: StoryObj = {
  name: 'Edit, loading',
  render: () => html`<svc-consumer-form .adapter=${neverAnswers} mode="profile" consumer-id=${alice}></svc-consumer-form>`,
};

export const LoadError: StoryObj = {
  name: 'Edit, load failed',
  render: () => html`<svc-consumer-form .adapter=${networkDown} mode="profile" consumer-id=${alice}></svc-consumer-form>`,
};

export const ProfileEdit: StoryObj = {
  name: 'Profile edit',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form mode="profile" consumer-id=${alice} terms-version=${TERMS.version} terms-url=${TERMS.url}></svc-consumer-form>
  </svc-provider>`,
};

export const ContactEdit: StoryObj = {
  name: 'Contact edit, account owner (phone through the service operator)',
  render: () => html`<svc-provider sandbox sca-strategy="PUSH_NOTIFICATION">
    <svc-consumer-form mode="contact" consumer-id=${alice}></svc-consumer-form>
  </svc-provider>`,
};

export const ContactEditNoAccount: StoryObj = {
  name: 'Contact edit, no account yet (phone editable)',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form mode="contact" consumer-id=${chloe}></svc-consumer-form>
  </svc-provider>`,
};

export const ContactScaPending: StoryObj = {
  name: 'Contact edit, SCA pending',
  render: () => html`<svc-consumer-form
    .adapter=${createSandboxAdapter({ approvalDelayMs: null, sca: { strategy: 'PUSH_NOTIFICATION' } }).adapter}
    mode="contact"
    consumer-id=${alice}
  ></svc-consumer-form>`,
  play: async ({ canvasElement }) => {
    const el = await formIn(canvasElement, true);
    el.value = { emailAddress: 'alice.new@example.com' };
    void el.submit();
  },
};

export const ContactFollowUps: StoryObj = {
  name: 'Contact edit, what follows',
  render: () => html`<svc-consumer-form
    .adapter=${createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter}
    mode="contact"
    consumer-id=${chloe}
  ></svc-consumer-form>`,
  play: async ({ canvasElement }) => {
    const el = await formIn(canvasElement, true);
    el.value = { emailAddress: 'chloe.new@example.com', phone: { number: '699887766' }, address: { city: 'Paris 1er' } };
    await el.submit();
  },
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-consumer-form theme="dark" terms-version=${TERMS.version} terms-url=${TERMS.url} .value=${filled}></svc-consumer-form>
  </svc-provider>`,
};
