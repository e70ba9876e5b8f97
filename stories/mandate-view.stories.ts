import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcMandateView } from '../src/elements/mandate-view/svc-mandate-view.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { SHIPPED_LOCALES } from '../src/i18n/shipped.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { elementIn, slowSandbox } from './element-in.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-mandate-view', SvcMandateView);
defineElement('svc-provider', SvcProvider);

const M = SEED.mandates;

interface Args {
  mandateId: string;
  locale: string;
}

/** Resolves once the story's mandate is shown: what a `play` drives. */
async function loaded(canvas: HTMLElement): Promise<SvcMandateView> {
  const el = await elementIn(canvas, 'svc-mandate-view');
  for (let tries = 0; !el.mandate && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
  await el.updateComplete;
  return el;
}

/** Changes set once the mandate is shown, then `then` (validate, submit…). */
const changes =
  (values: Record<string, unknown>, then?: (el: SvcMandateView) => unknown) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const el = await loaded(canvasElement);
    el.value = values;
    await el.updateComplete;
    await then?.(el);
  };

/** Yesterday in the reader's calendar, for the refused expiration date. */
const yesterday = () => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * `<svc-mandate-view>` shows a direct debit mandate (its reference, its status in words, its debtor
 * and dates) and changes what may be changed: its name, the debtor's IBAN, whether it is used for
 * recurring payments, and its expiration date. Only what changed is sent. The stories run on the
 * embedded sandbox; pick a mandate and a language.
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-mandate-view',
  component: 'svc-mandate-view',
  tags: ['autodocs'],
  args: { mandateId: M.aliceRent, locale: 'en' },
  argTypes: {
    mandateId: { control: 'select', options: Object.values(M), description: 'The mandate (UUID): the sandbox’s mandates are listed.' },
    locale: { control: 'select', options: [...SHIPPED_LOCALES] },
  },
  render: (args) => html`
    <svc-provider sandbox locale=${args.locale}>
      <svc-mandate-view mandate-id=${args.mandateId}></svc-mandate-view>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** Active, recurring, the debtor's account one held with the partner. */
export const Loaded: Story = {};

/** Awaiting activation, a company's account elsewhere. */
export const AwaitingActivation: Story = { args: { mandateId: M.atelierSupplier } };

/** Changes typed, not sent yet: a new name, and a new account (its IBAN with its BIC). */
export const Filled: Story = {
  play: changes({ friendlyName: 'Studio rent (2026)', recurring: false, debtor: { bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } } }),
};

/** Refused before sending: a name of 256 characters, check digits that do not match, a BIC of 7 characters, yesterday's date. */
export const Invalid: Story = {
  play: changes({ friendlyName: 'r'.repeat(256), debtor: { bankingDetails: { iban: 'FR7730006000011234567890189', bic: 'AGRIFRP' } }, expirationDate: yesterday() }, (el) => el.validate()),
};

/** Saved: the panel above the fields, which stay editable; the mandate shown is loaded again, as the service holds it. */
export const Success: Story = {
  play: changes({ friendlyName: 'Studio rent (2026)' }, (el) => el.submit()),
};

/** Save pressed with nothing changed: said, nothing sent. */
export const NothingChanged: Story = {
  play: async ({ canvasElement }) => void (await (await loaded(canvasElement)).submit()),
};

const adapterOf = (request: FetchAdapter['request']) => ({ sandbox: false, request }) as unknown as FetchAdapter;

/** The mandate has not arrived yet (the sandbox takes a day to answer). */
export const Loading: Story = {
  render: () => html`<svc-mandate-view mandate-id=${M.aliceRent} .adapter=${slowSandbox()}></svc-mandate-view>`,
};

/** The changes on their way: the sandbox answers the load, then takes a day for the save. */
export const Sending: Story = {
  render: () => {
    const quick = createSandboxAdapter().adapter;
    const slow = slowSandbox();
    const adapter = adapterOf((operation, input, options) => (operation === 'updateMandate' || (operation as { name?: string }).name === 'updateMandate' ? slow : quick).request(operation, input, options));
    return html`<svc-mandate-view mandate-id=${M.aliceRent} .adapter=${adapter}></svc-mandate-view>`;
  },
  play: changes({ recurring: false }, (el) => void el.submit()),
};

/** The partner backend cannot be reached: the message and a retry. */
export const LoadError: Story = {
  name: 'Error (load)',
  render: () => html`<svc-mandate-view
    mandate-id=${M.aliceRent}
    .adapter=${adapterOf(async () => {
      throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
    })}
  ></svc-mandate-view>`,
};

/** No `mandate-id`: said, nothing sent. */
export const MissingId: Story = {
  render: () => html`<svc-provider sandbox><svc-mandate-view></svc-mandate-view></svc-provider>`,
};

/** The partner's own words in the slots: a heading, a footer and the button's label. */
export const Slots: Story = {
  render: () => html`<svc-provider sandbox>
    <svc-mandate-view mandate-id=${M.aliceRent}>
      <h2 slot="header">Your rent collection</h2>
      <span slot="submit-label">Update my mandate</span>
      <p slot="footer">Changes apply to the next collection.</p>
      <span slot="success">Done: your tenant's bank is told at the next collection.</span>
    </svc-mandate-view>
  </svc-provider>`,
};

/** In French, with a refused IBAN. */
export const French: Story = {
  args: { locale: 'fr' },
  play: changes({ debtor: { bankingDetails: { iban: 'FR7730006000011234567890189' } } }, (el) => el.validate()),
};

/** In the dark theme. */
export const Dark: Story = {
  render: () => html`<svc-provider sandbox theme="dark"><svc-mandate-view mandate-id=${M.aliceRent}></svc-mandate-view></svc-provider>`,
};

/** On a phone: each fact's name sits above its value. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
