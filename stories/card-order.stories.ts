import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/card-order/define.js';
import { SEED, createSandboxAdapter, endUserHeaders } from '../src/sandbox/index.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { validates, submits, startsSubmit, slowSandbox } from './element-in.js';

/** An adapter whose every request fails as when the network is down. */
const offline: FetchAdapter = {
  sandbox: true,
  request: ((operation) => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))) as FetchAdapter['request'],
};

const { alice, chloe, david } = SEED.consumers;
const { standard, corporate, legacy } = SEED.cardProfiles;
const L = SEED.ledgers;

/** Values a person would have chosen and typed. */
const filled = {
  ledgerId: L.aliceMain,
  deliveryMethod: 'FRENCH_MAIL_TRACKING',
  nameOnCard: 'ALICE MARTIN',
  friendlyName: 'Everyday card',
  rules: [
    { type: 'DAILY_MAX_SPEND', value: 500 },
    { type: 'MONTHLY_MAX_SPEND', value: 3000 },
  ],
};
/** No delivery, a name with lower case and an accent past the limit, a limit of zero. */
const invalid = {
  ledgerId: L.aliceMain,
  nameOnCard: 'Alice Élodie Martin-Dupont',
  rules: [{ type: 'WEEKLY_MAX_SPEND', value: 0 }],
};

/** Alice's order form; without an adapter it takes the provider's. */
const order = ({ adapter, value = filled, profile = standard }: { adapter?: FetchAdapter; value?: Record<string, unknown>; profile?: string } = {}) =>
  html`<svc-card-order .adapter=${adapter} end-user-id=${alice} profile-id=${profile} profile-name="Standard debit" holder-name="Alice Martin" .value=${value}></svc-card-order>`;

/**
 * `<svc-card-order>` orders a payment card on one of an end-user's accounts (listed with List
 * ledgers): the delivery, the names printed on the card (checked as they are typed, their default
 * explained and offered), a name for the card and optional initial rules of any kind, at most one
 * per type. The card profile comes
 * from the partner (`profile-id`). The stories run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-card-order',
  component: 'svc-card-order',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox>
    <svc-card-order end-user-id=${alice} profile-id=${standard} profile-name="Standard debit" holder-name="Alice Martin"></svc-card-order>
  </svc-provider>`,
};

/** The accounts are on their way (the sandbox takes a day to answer). */
export const LoadingAccounts: StoryObj = {
  name: 'Loading the accounts',
  render: () => html`<svc-card-order
    .adapter=${slowSandbox()}
    end-user-id=${alice}
    profile-id=${standard}
  ></svc-card-order>`,
};

/** Chosen: an account that holds money, so the form says a first card moves its money out and straight back. */
export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox>${order()}</svc-provider>`,
};

/** Initial rules of several kinds, one per type: a spending limit, a payment disable rule, a merchant category and a day list. */
export const InitialRules: StoryObj = {
  name: 'Initial rules',
  render: () => html`<svc-provider sandbox>${order({
    value: {
      ...filled,
      rules: [
        { type: 'DAILY_MAX_SPEND', value: 500 },
        { type: 'DISABLE_CONTACTLESS' },
        { type: 'MCC_BLACKLIST', mccs: ['7995'], name: 'No gambling' },
        { type: 'DAYS_WHITELIST', days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] },
      ],
    },
  })}</svc-provider>`,
};

/** An initial rule refused on its own field: a merchant category code that is not four digits. */
export const InitialRuleInvalid: StoryObj = {
  name: 'Initial rules (invalid MCC, after validate())',
  render: () => html`<svc-provider sandbox>${order({ value: { ...filled, rules: [{ type: 'MCC_WHITELIST', mccs: ['5411', '54A1'] }] } })}</svc-provider>`,
  play: validates('svc-card-order'),
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox>${order({ value: invalid })}</svc-provider>`,
  play: validates('svc-card-order'),
};

/** The order is on its way (the sandbox takes a day to answer it; the accounts come at once). */
export const Sending: StoryObj = {
  render: () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const slowOrder: FetchAdapter = {
      sandbox: true,
      request: ((operation: unknown, ...rest: unknown[]) =>
        operationName(operation as never) === 'createCard'
          ? new Promise(() => {})
          : (adapter.request as (...args: unknown[]) => Promise<unknown>)(operation, ...rest)) as FetchAdapter['request'],
    };
    return order({ adapter: slowOrder });
  },
  play: startsSubmit('svc-card-order'),
};

/** The order waits for the end-user to approve on their phone (the sandbox never approves here). */
export const ScaPending: StoryObj = {
  name: 'SCA pending',
  render: () => order({ adapter: createSandboxAdapter({ approvalDelayMs: null }).adapter }),
  play: startsSubmit('svc-card-order'),
};

/** David has no active SCA device: the service's refusal is shown above the form, values kept. */
export const ScaError: StoryObj = {
  name: 'Error (no active SCA device)',
  render: () => html`<svc-card-order
    .adapter=${createSandboxAdapter().adapter}
    end-user-id=${david}
    profile-id=${standard}
    .value=${{ ledgerId: L.davidMain, deliveryMethod: 'INTERNATIONAL_MAIL' }}
  ></svc-card-order>`,
  play: submits('svc-card-order'),
};

/** The partner's profile is no longer active: the service's refusal shows on the card type. */
export const FieldError: StoryObj = {
  name: 'Error on a field (inactive profile)',
  render: () => order({ adapter: createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter, profile: legacy }),
  play: submits('svc-card-order'),
};

/** The service cannot be reached: the accounts cannot be listed, with Try again. */
export const Offline: StoryObj = {
  name: 'Error (offline)',
  render: () => html`<svc-card-order .adapter=${offline} end-user-id=${alice} profile-id=${standard}></svc-card-order>`,
};

/**
 * Ordered: the success panel replaces the form and takes the focus. It shows the new card, a button
 * that fires svc-card-select with it, and Order another card, which brings the form back.
 */
export const Success: StoryObj = {
  render: () => order({ adapter: createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter }),
  play: submits('svc-card-order'),
};

/** The partner's own words in the success panel (the `success` slot); the new card and Order another card stay. */
export const SuccessSlot: StoryObj = {
  name: 'Success (partner words)',
  render: () => html`<svc-card-order
    .adapter=${createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter}
    end-user-id=${alice}
    profile-id=${standard}
    .value=${filled}
    ><span slot="success">Your card is on its way: it arrives within five working days.</span></svc-card-order
  >`,
  play: submits('svc-card-order'),
};

/** With `card-href`, the success state links to the new card's page. */
export const SuccessLink: StoryObj = {
  name: 'Success (card-href link)',
  render: () => html`<svc-card-order
    .adapter=${createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter}
    end-user-id=${alice}
    profile-id=${standard}
    card-href="#/cards/{cardId}"
    .value=${filled}
  ></svc-card-order>`,
  play: submits('svc-card-order'),
};

/** A profile with a corporate card program: the company line is offered, its default too. */
export const Corporate: StoryObj = {
  name: 'Corporate card program',
  render: () => html`<svc-provider sandbox>
    <svc-card-order
      end-user-id=${SEED.corporates.atelier}
      profile-id=${corporate}
      profile-name="Business debit"
      corporate-program
      holder-name="Camille Roux"
      corporate-name="Atelier Lumière SAS"
    ></svc-card-order>
  </svc-provider>`,
};

/** Acting for the signed-in end-user (Alice): her own accounts. */
export const EndUser: StoryObj = {
  name: 'End-user mode',
  render: () => html`<svc-provider sandbox .headers=${endUserHeaders(alice)}><svc-card-order end-user profile-id=${standard}></svc-card-order></svc-provider>`,
};

/** Chloé has no account yet: the form says to open one first. */
export const NoAccount: StoryObj = {
  name: 'No active account',
  render: () => html`<svc-provider sandbox><svc-card-order end-user-id=${chloe} profile-id=${standard}></svc-card-order></svc-provider>`,
};

/** The partner set neither a profile nor an end-user: the form says what is missing and asks for the account ID. */
export const NotConfigured: StoryObj = {
  name: 'Without profile-id and end-user-id',
  render: () => html`<svc-provider sandbox><svc-card-order></svc-card-order></svc-provider>`,
};

export const French: StoryObj = {
  render: () => html`<svc-provider sandbox locale="fr">${order()}</svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox>
    <svc-card-order theme="dark" end-user-id=${alice} profile-id=${standard} holder-name="Alice Martin" .value=${invalid}></svc-card-order>
  </svc-provider>`,
  play: validates('svc-card-order'),
};
