import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/card-rules/define.js';
import type { CardRuleRecord } from '../src/elements/card/rule-kinds.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, validates, submits, startsSubmit, slowSandbox } from './element-in.js';

const cardId = SEED.cards.alicePhysical;
/** Alice's everyday card as the partner keeps its rules (no operation reads them). */
const rules: CardRuleRecord[] = [
  { type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' },
  { type: 'DAILY_MAX_SPEND', value: 300, name: 'My daily limit', creatorType: 'END_USER' },
  { type: 'DISABLE_ONLINE', creatorType: 'END_USER' },
];
const filled = { type: 'DAILY_MAX_SPEND', value: 250, name: 'My daily limit', creatorType: 'END_USER' };
const bypass = () => createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter;

/**
 * `<svc-card-rules>` sets and removes a card's rules: spending limits, payment blocks, merchant
 * category, merchant and day rules. The partner gives the rules in force; the element says what a
 * change will do before sending it. Both operations ask for a strong customer authentication.
 * The stories run on the embedded sandbox.
 */
const meta: Meta = {
  title: 'Elements/svc-card-rules',
  component: 'svc-card-rules',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  name: 'Empty (no rules given)',
  render: () => html`<svc-provider sandbox><svc-card-rules card-id=${cardId}></svc-card-rules></svc-provider>`,
};

export const WithRules: StoryObj = {
  name: 'Rules in force',
  render: () => html`<svc-provider sandbox><svc-card-rules card-id=${cardId} .rules=${rules}></svc-card-rules></svc-provider>`,
};

/** A change typed: what it will do is shown before anything is sent. */
export const Filled: StoryObj = {
  name: 'Filled (the change shown)',
  render: () => html`<svc-provider sandbox><svc-card-rules card-id=${cardId} .rules=${rules} .value=${filled}></svc-card-rules></svc-provider>`,
};

export const Merchants: StoryObj = {
  name: 'Merchant category list',
  render: () => html`<svc-provider sandbox
    ><svc-card-rules card-id=${cardId} .rules=${rules} .value=${{ type: 'MCC_BLACKLIST', mccs: ['7995', '5933'], name: 'No gambling' }}></svc-card-rules
  ></svc-provider>`,
};

export const Days: StoryObj = {
  name: 'Day rule',
  render: () => html`<svc-provider sandbox
    ><svc-card-rules card-id=${cardId} .value=${{ type: 'DAYS_BLACKLIST', days: ['SATURDAY', 'SUNDAY'] }}></svc-card-rules
  ></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (a limit out of range)',
  render: () => html`<svc-provider sandbox
    ><svc-card-rules card-id=${cardId} .rules=${rules} .value=${{ type: 'WEEKLY_MAX_SPEND', value: 1_000_000_000 }}></svc-card-rules
  ></svc-provider>`,
  play: validates('svc-card-rules'),
};

/** Remove pressed on a rule in force: the form removes that rule once submitted. */
export const Removing: StoryObj = {
  name: 'Removing a rule',
  render: () => html`<svc-provider sandbox><svc-card-rules card-id=${cardId} .rules=${rules}></svc-card-rules></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-card-rules');
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="remove-button"]')[1]!.click();
  },
};

/** Sent; the sandbox takes a day to answer. */
export const Sending: StoryObj = {
  render: () => html`<svc-card-rules
    card-id=${cardId}
    .rules=${rules}
    .value=${filled}
    .adapter=${slowSandbox({ sca: { strategy: 'BY_PASS' } })}
  ></svc-card-rules>`,
  play: startsSubmit('svc-card-rules'),
};

/** The service answered Waiting SCA: the panel waits for the approval on the cardholder's device. */
export const ScaPending: StoryObj = {
  name: 'SCA pending',
  render: () => html`<svc-card-rules
    card-id=${cardId}
    .rules=${rules}
    .value=${filled}
    .adapter=${createSandboxAdapter({ approvalDelayMs: null }).adapter}
  ></svc-card-rules>`,
  play: startsSubmit('svc-card-rules'),
};

/** The card is unknown to the service: said above the form, values kept. */
export const NotFound: StoryObj = {
  name: 'Error (unknown card)',
  render: () => html`<svc-card-rules card-id="ca000000-0000-4000-8000-0000000000ff" .value=${filled} .adapter=${bypass()}></svc-card-rules>`,
  play: submits('svc-card-rules'),
};

export const Success: StoryObj = {
  render: () => html`<svc-card-rules card-id=${cardId} .rules=${rules} .value=${filled} .adapter=${bypass()}></svc-card-rules>`,
  play: submits('svc-card-rules'),
};

/** The partner pins the creator type: no "Set by" field. */
export const CreatorPinned: StoryObj = {
  name: 'Creator type pinned',
  render: () => html`<svc-provider sandbox><svc-card-rules card-id=${cardId} creator-type="PARTNER" .rules=${rules}></svc-card-rules></svc-provider>`,
};

export const French: StoryObj = {
  name: 'In French',
  render: () => html`<svc-provider sandbox locale="fr"><svc-card-rules card-id=${cardId} .rules=${rules} .value=${filled}></svc-card-rules></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme, change shown',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-card-rules theme="dark" card-id=${cardId} .rules=${rules} .value=${filled}></svc-card-rules></svc-provider>`,
};
