import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/account-load/define.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { validates, submits, startsSubmit, slowSandbox } from './element-in.js';
import { cameBack, cameBackWith, expiringSandbox, keepPage } from './acquiring-states.js';

const { alice } = SEED.consumers;
const RETURN = 'https://shop.example/topped-up';

/** What a person would have typed: Alice's main account, an amount, a reference, her saved Visa. */
const filled = { targetLedgerId: SEED.ledgers.aliceMain, amount: 100, reference: 'Top-up', externalCardId: SEED.externalCards.aliceVisa };
/** Three decimals, and 0 without saving the card. */
const invalid = { targetLedgerId: SEED.ledgers.aliceMain, amount: 12.345 };
const zeroWithoutCard = { targetLedgerId: SEED.ledgers.aliceMain, amount: 0 };

/**
 * `<svc-account-load>` tops up one of the end-user's accounts by card on the service's hosted
 * payment page: the account, then amount, reference, saving the card, or a saved card. The page opens within its time
 * to live, in this tab or a new window (`open-in="popup"`); when the person comes back, the element
 * says how it ended. In these stories a `svc-payment-page` listener keeps the page in the story
 * (the link is offered instead). They run on the embedded sandbox backend.
 */
const meta: Meta = {
  title: 'Elements/svc-account-load',
  component: 'svc-account-load',
  tags: ['autodocs'],
};
export default meta;

export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} @svc-payment-page=${keepPage}></svc-account-load></svc-provider>`,
};

export const Filled: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${filled} @svc-payment-page=${keepPage}></svc-account-load></svc-provider>`,
};

export const Invalid: StoryObj = {
  name: 'Invalid (three decimals)',
  render: () => html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${invalid}></svc-account-load></svc-provider>`,
  play: validates('svc-account-load'),
};

/** An amount of 0 only saves a card: refused until "Save the card" is ticked. */
export const ZeroWithoutSavingTheCard: StoryObj = {
  name: 'Invalid (0 without saving the card)',
  render: () => html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${zeroWithoutCard}></svc-account-load></svc-provider>`,
  play: validates('svc-account-load'),
};

/** The partner's set-up is wrong: a plain http return address is refused before sending. */
export const WrongReturnAddress: StoryObj = {
  name: 'Invalid (http redirect-url)',
  render: () => html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url="http://shop.example/paid" .value=${filled}></svc-account-load></svc-provider>`,
  play: validates('svc-account-load'),
};

export const Sending: StoryObj = {
  render: () => html`<svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${filled} .adapter=${slowSandbox()}></svc-account-load>`,
  play: startsSubmit('svc-account-load'),
};

/** The page is ready within its time to live: here a listener keeps it, so the element offers its link and until when it opens. */
export const Opening: StoryObj = {
  name: 'Page ready (opening)',
  render: () => html`<svc-account-load
    end-user-id=${alice}
    redirect-url=${RETURN}
    .value=${filled}
    .adapter=${createSandboxAdapter().adapter}
    @svc-payment-page=${keepPage}
  ></svc-account-load>`,
  play: submits('svc-account-load'),
};

/** The page's time to live ran out before it opened: never opened; Start again. */
export const Expired: StoryObj = {
  render: () => html`<svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${filled} .adapter=${expiringSandbox()}></svc-account-load>`,
  play: submits('svc-account-load'),
};

/** Back from the payment page, the outcome not yet confirmed by the partner: "You are back from the payment page." */
export const Returned: StoryObj = {
  name: 'Returned (not confirmed)',
  render: () => (cameBack('paid'), html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN}></svc-account-load></svc-provider>`),
};

/** The partner's backend verified the payment and its page set `confirmed-outcome`. */
export const ReturnedPaid: StoryObj = {
  name: 'Returned (paid, confirmed)',
  render: () =>
    (cameBack('paid'), html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} confirmed-outcome="paid"></svc-account-load></svc-provider>`),
};

/** Back in this tab (a new page) after a failed top-up, confirmed: the amount and account the return address kept are said and filled in again. */
export const ReturnedFailed: StoryObj = {
  name: 'Returned (failed, confirmed)',
  render: () =>
    (cameBackWith('failed', 100, SEED.ledgers.aliceMain),
    html`<svc-provider sandbox><svc-account-load end-user-id=${alice} redirect-url=${RETURN} confirmed-outcome="failed"></svc-account-load></svc-provider>`),
};

export const French: StoryObj = {
  render: () => html`<svc-provider sandbox locale="fr"><svc-account-load end-user-id=${alice} redirect-url=${RETURN} .value=${filled}></svc-account-load></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-account-load theme="dark" end-user-id=${alice} redirect-url=${RETURN} .value=${invalid}></svc-account-load></svc-provider>`,
  play: validates('svc-account-load'),
};
