import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/card-profile-rules/define.js';
import type { CardRuleRecord } from '../src/elements/card/rule-kinds.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, validates, submits, startsSubmit, slowSandbox } from './element-in.js';

const profileId = SEED.cardProfiles.standard;
/** The standard profile's default rules, as the partner keeps them (no operation reads them). */
const rules: CardRuleRecord[] = [
  { type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' },
  { type: 'MCC_BLACKLIST', mccs: ['7995'], name: 'No gambling', creatorType: 'PARTNER' },
];
const filled = { type: 'DAILY_MAX_SPEND', value: 800 };

/**
 * `<svc-card-profile-rules>` sets and removes a card profile's default rules, for partners. A change
 * reaches only the cards created with the profile afterwards, and the element says so. The stories
 * run on the embedded sandbox, as the partner.
 */
const meta: Meta = {
  title: 'Elements/svc-card-profile-rules',
  component: 'svc-card-profile-rules',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  name: 'Empty (no rules given)',
  render: () => html`<svc-provider sandbox><svc-card-profile-rules profile-id=${profileId}></svc-card-profile-rules></svc-provider>`,
};

export const WithRules: StoryObj = {
  name: 'Default rules in force',
  render: () => html`<svc-provider sandbox><svc-card-profile-rules profile-id=${profileId} .rules=${rules}></svc-card-profile-rules></svc-provider>`,
};

export const Filled: StoryObj = {
  name: 'Filled (the change shown)',
  render: () => html`<svc-provider sandbox
    ><svc-card-profile-rules profile-id=${profileId} .rules=${rules} .value=${filled}></svc-card-profile-rules
  ></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (a limit out of range)',
  render: () => html`<svc-provider sandbox
    ><svc-card-profile-rules profile-id=${profileId} .rules=${rules} .value=${{ type: 'MONTHLY_MAX_SPEND', value: 0 }}></svc-card-profile-rules
  ></svc-provider>`,
  play: validates('svc-card-profile-rules'),
};

export const Removing: StoryObj = {
  name: 'Removing a default rule',
  render: () => html`<svc-provider sandbox><svc-card-profile-rules profile-id=${profileId} .rules=${rules}></svc-card-profile-rules></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-card-profile-rules');
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="remove-button"]')[1]!.click();
  },
};

/** Sent; the sandbox takes a day to answer. */
export const Sending: StoryObj = {
  render: () => html`<svc-card-profile-rules
    profile-id=${profileId}
    .rules=${rules}
    .value=${filled}
    .adapter=${slowSandbox()}
  ></svc-card-profile-rules>`,
  play: startsSubmit('svc-card-profile-rules'),
};

/** The profile is unknown to the service: said above the form, values kept. */
export const NotFound: StoryObj = {
  name: 'Error (unknown profile)',
  render: () => html`<svc-card-profile-rules
    profile-id="cf000000-0000-4000-8000-0000000000ff"
    .value=${filled}
    .adapter=${createSandboxAdapter().adapter}
  ></svc-card-profile-rules>`,
  play: submits('svc-card-profile-rules'),
};

export const Success: StoryObj = {
  render: () => html`<svc-card-profile-rules profile-id=${profileId} .rules=${rules} .value=${filled} .adapter=${createSandboxAdapter().adapter}></svc-card-profile-rules>`,
  play: submits('svc-card-profile-rules'),
};

export const Dutch: StoryObj = {
  name: 'In Dutch',
  render: () => html`<svc-provider sandbox locale="nl"
    ><svc-card-profile-rules profile-id=${profileId} .rules=${rules} .value=${filled}></svc-card-profile-rules
  ></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme, change shown',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox
    ><svc-card-profile-rules theme="dark" profile-id=${profileId} .rules=${rules} .value=${filled}></svc-card-profile-rules
  ></svc-provider>`,
};
