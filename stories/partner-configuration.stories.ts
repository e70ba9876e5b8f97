import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcPartnerConfiguration } from '../src/elements/partner-configuration/svc-partner-configuration.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';
import { SHIPPED_LOCALES } from '../src/i18n/shipped.js';
import { createSandboxAdapter } from '../src/sandbox/index.js';
import { slowSandbox } from './element-in.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-partner-configuration', SvcPartnerConfiguration);
defineElement('svc-provider', SvcProvider);

interface Args {
  locale: string;
}

/**
 * The partner's logo, drawn by the stories themselves: an SVG kept in a `blob:` address of the
 * page's own origin, so the element shows it and nothing is fetched from the network (the
 * sandbox's seed names an `https:` address that does not exist).
 */
let logo: string | undefined;
const storyLogo = () =>
  (logo ??= URL.createObjectURL(
    new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" rx="8" fill="#1d4ed8"/><circle cx="22" cy="20" r="9" fill="#fff"/><text x="40" y="27" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff">Pebble</text></svg>'],
      { type: 'image/svg+xml' },
    ),
  ));

/**
 * A sandbox with the stories' own logo, whose configuration `change` may alter further: fields
 * left out, fields the kit does not know.
 */
function sandboxWith(change: (configuration: Record<string, unknown>) => void = () => undefined): FetchAdapter {
  const { adapter, sandbox } = createSandboxAdapter();
  const configuration = sandbox.data.partnerConfiguration as unknown as Record<string, unknown>;
  configuration.logoUrl = storyLogo();
  change(configuration);
  return adapter;
}

/**
 * `<svc-partner-configuration>` shows the partner's own configuration, for its back office: names
 * and logo, address, the messages sent with one-time passwords, the e-mail sender, contacts and the
 * default limits. Fields the answer leaves out read "not given"; fields the kit does not know are
 * shown as sent. The stories run on the embedded sandbox, with a logo of their own (no network).
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-partner-configuration',
  component: 'svc-partner-configuration',
  tags: ['autodocs'],
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: [...SHIPPED_LOCALES] } },
  render: (args) => html`
    <svc-provider .adapter=${sandboxWith()} locale=${args.locale}>
      <svc-partner-configuration></svc-partner-configuration>
    </svc-provider>
  `,
};
export default meta;
type Story = StoryObj<Args>;

/** Everything given. */
export const Loaded: Story = {};

/** Only what the spec requires: the rest reads "not given"; an `http:` logo is not shown. */
export const Sparse: Story = {
  render: () => html`<svc-partner-configuration
    .adapter=${sandboxWith((configuration) => {
      for (const key of ['displayName', 'address', 'consumerOtpMessage', 'corporateOtpMessage', 'emailProperties']) delete configuration[key];
      configuration.logoUrl = 'http://pebble-money.example/logo.svg';
      configuration.contactInformation = { adminEmail: 'admin@pebble-money.example' };
    })}
  ></svc-partner-configuration>`,
};

/** Fields the kit does not know, shown as sent under "Other settings". */
export const UnknownFields: Story = {
  render: () => html`<svc-partner-configuration
    .adapter=${sandboxWith((configuration) => {
      configuration.supportPhone = '+33 1 23 45 67 89';
      configuration.features = { instantPayments: true, cardsPerUser: 5 };
    })}
  ></svc-partner-configuration>`,
};

/** The configuration has not arrived yet (the sandbox takes a day to answer). */
export const Loading: Story = {
  render: () => html`<svc-partner-configuration .adapter=${slowSandbox()}></svc-partner-configuration>`,
};

/** The partner backend refused (the person is not staff): the message and a retry. */
export const LoadError: Story = {
  name: 'Error',
  render: () => html`<svc-partner-configuration
    .adapter=${{
      sandbox: false,
      request: async () => {
        throw new ServiceError({ kind: 'http', status: 403, code: 'FORBIDDEN' });
      },
    } as unknown as FetchAdapter}
  ></svc-partner-configuration>`,
};

/** The partner's own words and buttons in the slots. */
export const Slots: Story = {
  render: () => html`<svc-provider .adapter=${sandboxWith()}>
    <svc-partner-configuration>
      <p slot="header">Ask the service operator to change any of these.</p>
      <a slot="actions" href="#support">Contact support</a>
    </svc-partner-configuration>
  </svc-provider>`,
};

/** In Dutch. */
export const Dutch: Story = { args: { locale: 'nl' } };

/** In the dark theme. */
export const Dark: Story = {
  render: () => html`<svc-provider .adapter=${sandboxWith()} theme="dark"><svc-partner-configuration></svc-partner-configuration></svc-provider>`,
};

/** On a phone: each fact's name sits above its value. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
