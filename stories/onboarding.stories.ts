import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SEED } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcOnboarding } from '../src/elements/onboarding/svc-onboarding.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import type { OnboardingFields } from '../src/elements/onboarding/step-views.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list. The steps' elements are fetched by the journey.
defineElement('svc-onboarding', SvcOnboarding);
defineElement('svc-provider', SvcProvider);

const C = SEED.consumers;

interface Args {
  steps: string;
  endUserId: string;
}

/**
 * `<svc-onboarding>` takes a new customer from sign-up to a first card, one step at a time, each
 * step one of the kit's elements fetched when it opens. `steps` chooses the steps (they run in the
 * service's order); with `end-user-id` the journey reads where the customer stands and opens the
 * first step still needed. In the sandbox the phone code is `123456`. The journey fires
 * `svc-step-change`, `svc-journey-complete` and `svc-journey-exit`.
 */
const meta: Meta<Args> = {
  title: 'Journeys/svc-onboarding',
  component: 'svc-onboarding',
  tags: ['autodocs'],
  args: { steps: 'sign-up phone profile identity kyc account card', endUserId: '' },
  argTypes: {
    steps: { control: 'text', description: 'The steps to run, by name, separated by spaces.' },
    endUserId: { control: 'select', options: ['', ...Object.values(C)], description: 'The customer to resume (empty: a new customer signs up).' },
  },
  render: (args) => html`
    <svc-provider sandbox>
      <svc-onboarding steps=${args.steps} end-user-id=${args.endUserId || ''} card-profile-id=${SEED.cardProfiles.standard} card-profile-name="Standard debit"></svc-onboarding>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** A new customer: the journey starts with sign-up. */
export const NewCustomer: Story = {};

/** A customer who signed up but verified nothing: the journey resumes at the phone. */
export const Resumed: Story = { args: { endUserId: C.chloe } };

/** The identity check is under review: the journey waits on it, with what the person can do meanwhile. */
export const WaitingForTheCheck: Story = { args: { endUserId: C.bruno, steps: 'identity kyc account card' } };

/** The partner's own choice of steps: sign-up and profile only. */
export const ChosenSteps: Story = { args: { steps: 'sign-up profile' } };

/** In French (`locale="fr"` on the provider). */
export const French: Story = {
  render: () => html`
    <svc-provider sandbox locale="fr">
      <svc-onboarding steps="sign-up phone profile"></svc-onboarding>
    </svc-provider>
  `,
};

/** The partner's field control for the sign-up step: the email prefilled, the last name locked, the middle name hidden. */
const partnerFields: OnboardingFields = {
  'sign-up': {
    emailAddress: { value: 'zoe.moreau@example.com' },
    lastName: { value: 'Moreau', locked: true },
    middleName: { hidden: true },
  },
};

/**
 * Field control (`fields`, a property): per step, by the paths of the step form's body, a value to
 * start with, a locked field (shown, not editable, sent as given) or a hidden optional one. The
 * limits still hold: a locked value they refuse, or the service refuses, asks the person to contact
 * you and names the step and the field in the console.
 */
export const FieldControl: Story = {
  render: () => html`
    <svc-provider sandbox>
      <svc-onboarding steps="sign-up phone profile" .fields=${partnerFields}></svc-onboarding>
    </svc-provider>
  `,
};
