import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/corporate-related-form/define.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { startsSubmit, submits, slowSandbox, validates } from './element-in.js';

const corporateId = SEED.corporates.meridian;
const director = {
  isDirector: true,
  directorAppointmentDate: '2024-05-01',
  sharesInfo: [{ percentage: 60 }],
  info: { firstName: 'Ana', lastName: 'Lima', nationalityCode: 'PRT', emailAddress: 'ana.lima@example.com', address: { street: 'Rua Augusta', number: '12', city: 'Lisboa', isoCountryCode: 'PRT' } },
};
const company = { isDirector: false, sharesInfo: [{ percentage: 40 }], info: { legalName: 'Meridian Holding SAS' } };

/**
 * `<svc-corporate-related-form>` declares a company's director, shareholder or both: a person
 * (names, nationality, a worldwide address, email, phone, the special-UBO flag) or a company (its
 * legal name), with the shares held, direct and indirect (Add a share, Remove share N). It says what a UBO is and that a person declared needs a KYC
 * link. With `related-id` it records the share of a holder declared earlier. The stories run on the
 * embedded sandbox's Meridian Studio, a company with nothing declared yet.
 */
const meta: Meta = {
  title: 'Elements/svc-corporate-related-form',
  component: 'svc-corporate-related-form',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-corporate-related-form corporate-id=${corporateId}></svc-corporate-related-form></svc-provider>`,
};

export const Filled: StoryObj = {
  name: 'Filled (a director and shareholder)',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form corporate-id=${corporateId} .value=${director}></svc-corporate-related-form></svc-provider>`,
};

/** Several shares: one held directly, one indirectly through another company (sent with the kit's `type: 'INDIRECT'` mark). */
export const SeveralShares: StoryObj = {
  name: 'Several shares, direct and indirect',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form
    corporate-id=${corporateId}
    .value=${{ ...director, sharesInfo: [{ percentage: 20 }, { percentage: 12.5, type: 'INDIRECT' }] }}
  ></svc-corporate-related-form></svc-provider>`,
};

/** Two shares that are the same, after validate(): said under the shares. */
export const SharesTwice: StoryObj = {
  name: 'Invalid (two shares the same)',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form
    corporate-id=${corporateId}
    .value=${{ ...director, sharesInfo: [{ percentage: 15 }, { percentage: 15 }] }}
  ></svc-corporate-related-form></svc-provider>`,
  play: validates('svc-corporate-related-form'),
};

export const Company: StoryObj = {
  name: 'A company as shareholder',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form corporate-id=${corporateId} .value=${company}></svc-corporate-related-form></svc-provider>`,
};

export const ExtendedUbos: StoryObj = {
  name: 'Extended UBOs (10 %)',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form corporate-id=${corporateId} extended-ubos .value=${company}></svc-corporate-related-form></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (after validate())',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form corporate-id=${corporateId}></svc-corporate-related-form></svc-provider>`,
  play: validates('svc-corporate-related-form'),
};

/** The sandbox takes a day to answer. */
export const Sending: StoryObj = {
  render: () => html`<svc-corporate-related-form corporate-id=${corporateId} .value=${director} .adapter=${slowSandbox()}></svc-corporate-related-form>`,
  play: startsSubmit('svc-corporate-related-form'),
};

/** Nordwind's shares already make 100 %: the service refuses one more, said above the form. */
export const PastHundred: StoryObj = {
  name: 'Error (shares past 100 %)',
  render: () => html`<svc-corporate-related-form corporate-id=${SEED.corporates.nordwind} .value=${director} .adapter=${createSandboxAdapter().adapter}></svc-corporate-related-form>`,
  play: submits('svc-corporate-related-form'),
};

export const Success: StoryObj = {
  name: 'Success (send a KYC link)',
  render: () => html`<svc-corporate-related-form corporate-id=${corporateId} .value=${director} .adapter=${createSandboxAdapter().adapter}></svc-corporate-related-form>`,
  play: submits('svc-corporate-related-form'),
};

/** A holder declared earlier gets its share (Create corporate-related share). */
export const Share: StoryObj = {
  name: 'A holder’s share (related-id)',
  render: () => html`<svc-provider sandbox><svc-corporate-related-form related-id=${SEED.related.atelierDirector} .value=${{ percentage: 25 }}></svc-corporate-related-form></svc-provider>`,
};

export const French: StoryObj = {
  name: 'In French',
  render: () => html`<svc-provider sandbox locale="fr"><svc-corporate-related-form corporate-id=${corporateId} .value=${director}></svc-corporate-related-form></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox theme="dark"><svc-corporate-related-form corporate-id=${corporateId} .value=${director}></svc-corporate-related-form></svc-provider>`,
};
