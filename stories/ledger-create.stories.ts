import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/ledger-create/define.js';
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

const { alice, grace } = SEED.consumers;

/** Values a person would have typed. */
const filled = {
  endUserId: grace,
  type: 'EUR_FRANCE',
  friendlyName: 'Rainy day',
  autoUpgrade: true,
  limits: { transactionLimit: 2500, transactionDailyLimit: 5000, transactionMonthlyLimit: 20000, ddMonthlyLimit: 1500.5 },
};
/** No type, a limit past the kit's bound, one with three decimals, one below zero. */
const invalid = {
  endUserId: grace,
  limits: { transactionLimit: 1_000_000_000, transactionDailyLimit: 12.345, ddTransactionLimit: -5 },
};

/**
 * `<svc-ledger-create>` opens a ledger (an account with an IBAN) for an end-user: the country of
 * its IBAN, a name unique among the end-user's accounts, `autoUpgrade`, and five optional limits
 * typed as amounts in euros. The success state shows the new ledger's identifier, IBAN and status.
 * The stories run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-ledger-create',
  component: 'svc-ledger-create',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-ledger-create></svc-ledger-create></svc-provider>`,
};

export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-ledger-create .value=${filled}></svc-ledger-create></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox><svc-ledger-create .value=${invalid}></svc-ledger-create></svc-provider>`,
  play: validates('svc-ledger-create'),
};

/** The request is on its way (the sandbox takes a day to answer). */
export const Sending: StoryObj = {
  render: () => html`<svc-ledger-create .value=${filled} .adapter=${slowSandbox()}></svc-ledger-create>`,
  play: startsSubmit('svc-ledger-create'),
};

/** Alice already has an account named "Savings": the service's 409 shows on the name field. */
export const NameTaken: StoryObj = {
  name: 'Error on a field (name already used)',
  render: () => html`<svc-ledger-create
    .value=${{ endUserId: alice, type: 'EUR_FRANCE', friendlyName: 'Savings' }}
    .adapter=${createSandboxAdapter().adapter}
  ></svc-ledger-create>`,
  play: submits('svc-ledger-create'),
};

/** The service cannot be reached: said above the form, with Try again; the values stay. */
export const Offline: StoryObj = {
  name: 'Error (offline)',
  render: () => html`<svc-ledger-create
    .value=${filled}
    .adapter=${offline}
  ></svc-ledger-create>`,
  play: submits('svc-ledger-create'),
};

export const Success: StoryObj = {
  render: () => html`<svc-ledger-create .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-ledger-create>`,
  play: submits('svc-ledger-create'),
};

/** The partner pins the end-user with `end-user-id`: no end-user field. */
export const Pinned: StoryObj = {
  name: 'Pinned to an end-user',
  render: () => html`<svc-provider sandbox><svc-ledger-create end-user-id=${grace}></svc-ledger-create></svc-provider>`,
};

/** Acting for the signed-in end-user (Grace): no end-user identifier asked for or sent. */
export const EndUser: StoryObj = {
  name: 'End-user mode',
  render: () => html`<svc-provider sandbox .headers=${endUserHeaders(grace)}><svc-ledger-create end-user></svc-ledger-create></svc-provider>`,
};

export const French: StoryObj = {
  name: 'French amounts',
  render: () => html`<svc-provider sandbox locale="fr"><svc-ledger-create .value=${filled}></svc-ledger-create></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-ledger-create theme="dark" .value=${invalid}></svc-ledger-create></svc-provider>`,
  play: validates('svc-ledger-create'),
};
