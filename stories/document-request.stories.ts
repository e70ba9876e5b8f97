import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/document-request/define.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { KIT_LIMITS } from '../src/api/limits.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { validates, submits, startsSubmit, slowSandbox } from './element-in.js';

/** An adapter whose every request fails as when the network is down. */
const offline: FetchAdapter = {
  sandbox: true,
  request: ((operation) => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))) as FetchAdapter['request'],
};

const { alice, bruno } = SEED.consumers;

/** Values a partner's operator would have typed: Alice's own transfer and beneficiary (the sandbox refuses another's). */
const filled = {
  endUserId: alice,
  type: 'BANK_ACCOUNT_STATEMENT',
  note: 'The statement of the account the transfer came from, for March.',
  transactionId: SEED.transactions.aliceToHolidays,
  beneficiaryId: SEED.beneficiaries.aliceSepa,
};
/** No type, a note one character too long, a related id that is not a UUID. */
const invalid = { endUserId: bruno, note: 'n'.repeat(KIT_LIMITS.note.max + 1), beneficiaryId: 'be00-0001' };

/**
 * `<svc-document-request>` lets a partner ask an end-user for a document: its type, a note that
 * says what it must show, and optionally any or all of the transaction, beneficiary, address and
 * company person it relates to. The end-user answers with `<svc-document-upload document-id>`. The stories run on the
 * embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-document-request',
  component: 'svc-document-request',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-request></svc-document-request></svc-provider>`,
};

export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-request .value=${filled}></svc-document-request></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox><svc-document-request .value=${invalid}></svc-document-request></svc-provider>`,
  play: validates('svc-document-request'),
};

/** The request is on its way (the sandbox takes a day to answer). */
export const Sending: StoryObj = {
  render: () => html`<svc-document-request .value=${filled} .adapter=${slowSandbox()}></svc-document-request>`,
  play: startsSubmit('svc-document-request'),
};

/** The service knows no such end-user: its refusal shows on the field, the values stay. */
export const UnknownEndUser: StoryObj = {
  name: 'Error on a field (unknown customer)',
  render: () => html`<svc-document-request
    .value=${{ ...filled, endUserId: 'c0000000-0000-4000-8000-0000000000ff' }}
    .adapter=${createSandboxAdapter().adapter}
  ></svc-document-request>`,
  play: submits('svc-document-request'),
};

/** The service cannot be reached: said above the form, with Try again; the values stay. */
export const Offline: StoryObj = {
  name: 'Error (offline)',
  render: () => html`<svc-document-request .value=${filled} .adapter=${offline}></svc-document-request>`,
  play: submits('svc-document-request'),
};

export const Success: StoryObj = {
  render: () => html`<svc-document-request .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-document-request>`,
  play: submits('svc-document-request'),
};

/** The partner pins the end-user with `end-user-id`: no end-user field. */
export const Pinned: StoryObj = {
  name: 'Pinned to an end-user',
  render: () => html`<svc-provider sandbox><svc-document-request end-user-id=${bruno}></svc-document-request></svc-provider>`,
};

/** The partner pins a related object too: a corporate's person, shown and not editable. */
export const PinnedRelation: StoryObj = {
  name: 'Pinned to a company person',
  render: () => html`<svc-provider sandbox>
    <svc-document-request end-user-id=${SEED.corporates.atelier} end-user-kind="corporate" corporate-related-id=${SEED.related.atelierUbo}></svc-document-request>
  </svc-provider>`,
};

export const French: StoryObj = {
  render: () => html`<svc-provider sandbox locale="fr"><svc-document-request .value=${filled}></svc-document-request></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-document-request theme="dark" .value=${invalid}></svc-document-request></svc-provider>`,
  play: validates('svc-document-request'),
};
