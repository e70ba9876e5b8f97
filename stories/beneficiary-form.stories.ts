import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/beneficiary-form/define.js';
import { SEED, createSandboxAdapter, endUserHeaders } from '../src/sandbox/index.js';
import { elementIn, slowSandbox } from './element-in.js';

const alice = SEED.consumers.alice;

/** Values a person would have typed, one set per kind of account. */
const sepa = {
  endUserId: alice,
  type: 'PERSON',
  name: 'Jean Marc Dupont',
  friendlyName: 'Jean (landlord)',
  bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
};
const gbp = {
  endUserId: alice,
  type: 'COMPANY',
  name: 'Thames Water Utilities Ltd',
  friendlyName: 'Water bill',
  bankingDetails: { accountNumber: '31926819', sortCode: '601613', bic: 'NWBKGB2L' },
};
const usd = {
  endUserId: alice,
  type: 'PERSON',
  name: 'Emily Rose Johnson',
  bankingDetails: { accountNumber: '123456789', routingNumber: '021000021' },
};
/** An IBAN with one digit changed, a BIC too short, no type. */
const invalid = {
  endUserId: alice,
  name: 'Jean Marc Dupont',
  bankingDetails: { iban: 'FR7630006000011234567890188', bic: 'AGRI' },
};

/**
 * `<svc-beneficiary-form>` adds a beneficiary (a SEPA, UK or US bank account) for an end-user, or,
 * with `beneficiary-id`, shows a stored one and changes its nickname, whether it is active and
 * (partners only) whether the end-user sees it. The IBAN is grouped by four while typed and sent
 * without spaces; every value is checked before anything is sent; both operations may need strong
 * customer authentication, shown inline. The stories run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-beneficiary-form',
  component: 'svc-beneficiary-form',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-beneficiary-form></svc-beneficiary-form></svc-provider>`,
};

export const FilledSepa: StoryObj = {
  name: 'Filled, SEPA',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-beneficiary-form .value=${sepa}></svc-beneficiary-form></svc-provider>`,
};

export const FilledGbp: StoryObj = {
  name: 'Filled, UK account (GBP)',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-beneficiary-form .value=${gbp}></svc-beneficiary-form></svc-provider>`,
};

export const FilledUsd: StoryObj = {
  name: 'Filled, US account (USD)',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-beneficiary-form .value=${usd}></svc-beneficiary-form></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS"><svc-beneficiary-form .value=${invalid}></svc-beneficiary-form></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    el.validate();
  },
};

/** Edit mode while the beneficiary is on its way (the sandbox takes a day to answer). */
export const Loading: StoryObj = {
  name: 'Edit, loading',
  render: () => html`<svc-beneficiary-form
    beneficiary-id=${SEED.beneficiaries.aliceSepa}
    .adapter=${slowSandbox()}
  ></svc-beneficiary-form>`,
};

/** The submit waits for the end-user to approve on their phone (the sandbox never approves here). */
export const ScaPending: StoryObj = {
  name: 'SCA pending',
  render: () => html`<svc-beneficiary-form .value=${sepa} .adapter=${createSandboxAdapter({ approvalDelayMs: null }).adapter}></svc-beneficiary-form>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    void el.submit();
  },
};

/** The end-user has no active SCA device: the service's refusal is shown above the form, values kept. */
export const ScaError: StoryObj = {
  name: 'Error (no active SCA device)',
  render: () => html`<svc-beneficiary-form
    .value=${{ ...sepa, endUserId: SEED.consumers.david }}
    .adapter=${createSandboxAdapter().adapter}
  ></svc-beneficiary-form>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    await el.submit();
  },
};

/** The end-user is unknown to the service: the refusal lands on the end-user field. */
export const FieldError: StoryObj = {
  name: 'Error on a field (unknown end-user)',
  render: () => html`<svc-beneficiary-form
    .value=${{ ...gbp, endUserId: 'c0000000-0000-4000-8000-0000000000ff' }}
    .adapter=${createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter}
  ></svc-beneficiary-form>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    await el.submit();
  },
};

export const Success: StoryObj = {
  render: () => html`<svc-beneficiary-form .value=${sepa} .adapter=${createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter}></svc-beneficiary-form>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    await el.submit();
  },
};

/** Edit mode: the stored name, type and account read-only; nickname, active and display changeable. */
export const Edit: StoryObj = {
  name: 'Edit',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-beneficiary-form beneficiary-id=${SEED.beneficiaries.aliceGbp}></svc-beneficiary-form>
  </svc-provider>`,
};

export const EditNotFound: StoryObj = {
  name: 'Edit, not found',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-beneficiary-form beneficiary-id="be000000-0000-4000-8000-0000000000ff"></svc-beneficiary-form>
  </svc-provider>`,
};

/** Acting for the end-user (signed in as Alice): no end-user field, no display choice. */
export const EndUser: StoryObj = {
  name: 'End-user mode',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS" .headers=${endUserHeaders(alice)}>
    <svc-beneficiary-form end-user></svc-beneficiary-form>
  </svc-provider>`,
};

export const EndUserEdit: StoryObj = {
  name: 'End-user mode, edit',
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS" .headers=${endUserHeaders(alice)}>
    <svc-beneficiary-form end-user beneficiary-id=${SEED.beneficiaries.aliceSepa}></svc-beneficiary-form>
  </svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox sca-strategy="BY_PASS">
    <svc-beneficiary-form theme="dark" .value=${invalid}></svc-beneficiary-form>
  </svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-beneficiary-form');
    el.validate();
  },
};
