import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcCompanyOnboarding } from '../src/elements/company-onboarding/svc-company-onboarding.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import type { CompanyDetails, CompanyRecord } from '../src/elements/company-onboarding/company-onboarding-state.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list. The steps' elements are fetched by the journey.
defineElement('svc-company-onboarding', SvcCompanyOnboarding);
defineElement('svc-provider', SvcProvider);

const { corporates, related } = SEED;

const COMPANY: CompanyDetails = { legalName: 'Meridian Studio SARL', registrationNumber: '912 345 678', isoCountryCode: 'FRA', address: '12 rue des Lilas, 69003 Lyon' };

/** Nordwind's people, as its partner keeps them: a director and two UBOs, each checked. */
const CHECKED: CompanyRecord = {
  detailsConfirmed: true,
  people: [
    { id: related.nordwindDirector, name: 'Lena Vogel', director: true, shareholder: true, ubo: true, kycStatus: 'VALIDATED', kycLinkSent: true },
    { id: related.nordwindUbo, name: 'Jonas Becker', shareholder: true, ubo: true, kycStatus: 'VALIDATED', kycLinkSent: true },
  ],
  documents: ['COMPANY_REGISTRY_EXTRACT'],
};

interface Args {
  steps: string;
  corporateId: string;
  record?: CompanyRecord;
  kybStatus: string;
}

/**
 * `<svc-company-onboarding>` takes a company through KYB, one step at a time, each step fetched when
 * it opens: its details as you hold them, its directors, shareholders and UBOs declared, each
 * director's and UBO's KYC link (your page sends it: listen for `svc-kyc-link` and call
 * `preventDefault()`), its documents, and the KYB request once every check is validated. The spec
 * reads none of this back, so the journey resumes from your record (`record`) and `kyb-status`.
 */
const meta: Meta<Args> = {
  title: 'Journeys/svc-company-onboarding',
  component: 'svc-company-onboarding',
  tags: ['autodocs'],
  args: { steps: 'company people kyc documents kyb', corporateId: corporates.meridian, kybStatus: '' },
  argTypes: {
    steps: { control: 'text', description: 'The steps to run, by name, separated by spaces.' },
    corporateId: { control: 'select', options: Object.values(corporates), description: 'The company (corporate end-user).' },
    kybStatus: { control: 'select', options: ['', 'VALIDATED', 'NEED_ADDITIONAL_INFORMATION', 'DECLINED'], description: 'The KYB status, as the service gave it to you.' },
  },
  render: (args) => html`
    <svc-provider sandbox @svc-kyc-link=${(event: Event) => event.preventDefault()}>
      <svc-company-onboarding
        steps=${args.steps}
        corporate-id=${args.corporateId}
        kyb-status=${args.kybStatus || ''}
        .company=${COMPANY}
        .record=${args.record}
      ></svc-company-onboarding>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** A new company: the journey starts with its details. */
export const NewCompany: Story = {};

/** The details confirmed: the journey resumes with its directors and owners. */
export const DeclaringPeople: Story = { args: { record: { detailsConfirmed: true } } };

/** Two people declared, their links not asked for yet. */
export const KycLinks: Story = {
  args: {
    corporateId: corporates.nordwind,
    record: { detailsConfirmed: true, people: [{ id: related.nordwindDirector, name: 'Lena Vogel', director: true, shareholder: true, ubo: true }, { id: related.nordwindUbo, name: 'Jonas Becker', ubo: true, shareholder: true }] },
  },
};

/** Every check validated: the KYB can be requested. */
export const ReadyForKyb: Story = { args: { corporateId: corporates.nordwind, record: CHECKED } };

/** More information needed, with the reason, as compliance set it. */
export const MoreInformationNeeded: Story = { args: { corporateId: corporates.nordwind, record: { ...CHECKED, kybRequested: true }, kybStatus: 'NEED_ADDITIONAL_INFORMATION' } };

/** Validated: the summary says the company banks. */
export const Validated: Story = { args: { corporateId: corporates.nordwind, record: CHECKED, kybStatus: 'VALIDATED' } };

/** In Portuguese (`locale="pt-PT"` on the provider). */
export const Portuguese: Story = {
  render: () => html`
    <svc-provider sandbox locale="pt-PT">
      <svc-company-onboarding steps="company people kyc" corporate-id=${corporates.meridian} .company=${COMPANY}></svc-company-onboarding>
    </svc-provider>
  `,
};
