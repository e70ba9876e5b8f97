/** <svc-partner-configuration>: what a partner's staff reads, tolerant of what the answer leaves out or adds. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/partner-configuration/define.js';
import type { SvcPartnerConfiguration } from '../../src/elements/partner-configuration/svc-partner-configuration.js';
import { createSandboxAdapter, endUserHeaders, SEED, type SandboxAdapterOptions } from '../../src/sandbox/index.js';

const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const section = (el: SvcPartnerConfiguration, name: string) => read(el.shadowRoot!.querySelector(`[part~="section-${name}"]`));
const logo = (el: SvcPartnerConfiguration) => el.shadowRoot!.querySelector<HTMLImageElement>('[part~="logo"]');

/** The element over a sandbox whose configuration `change` has altered. */
async function setup(change: (configuration: Record<string, unknown>) => void = () => undefined, headers?: SandboxAdapterOptions['headers']) {
  const { adapter, sandbox } = createSandboxAdapter(headers ? { headers } : {});
  change(sandbox.data.partnerConfiguration as unknown as Record<string, unknown>);
  const el = await fixture<SvcPartnerConfiguration>(html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>`);
  await waitUntil(() => el.shadowRoot!.querySelector('[part~="base"], [part~="error"]'), 'nothing shown');
  await el.updateComplete;
  return el;
}

describe('<svc-partner-configuration>', () => {
  it('shows names, logo, address, OTP messages, e-mail sender, contacts and limits, in words', async () => {
    const el = await setup();
    expect(read(el.shadowRoot!.querySelector('[part~="title"]'))).to.equal('Pebble Money');
    expect(section(el, 'identity')).to.contain('pebble-money').and.contain('Name on documents Pebble Money').and.contain('Nov 4, 2024').and.contain('Mar 12, 2025');
    expect(logo(el)!.getAttribute('src')).to.equal('https://pebble-money.example/logo.svg');
    expect(logo(el)!.alt).to.equal('Logo of Pebble Money');
    expect(section(el, 'address')).to.contain('101 Avenue des Champs-Élysées').and.contain('75008 Paris').and.contain('France');
    expect(section(el, 'otp')).to.contain('To consumers Your Pebble Money code is {code}. Never share it.').and.contain('To companies Your Pebble Business code is {code}.');
    expect(section(el, 'email')).to.contain('Sender name Pebble Money').and.contain('Sender address no-reply@pebble-money.example');
    expect(section(el, 'contacts')).to.contain('Compliance compliance@pebble-money.example').and.contain('Billing billing@pebble-money.example');
    expect(section(el, 'limits')).to.contain('Accounts').and.contain('Per transaction 5,000').and.contain('Per month 50,000');
    expect(section(el, 'limits')).to.contain('SEPA instant transfers Per transaction 15,000').and.contain('End-users with a limited status Per month 1,000');
    expect(el.shadowRoot!.querySelector('[part~="section-other"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('what the answer leaves out reads "not given"; fields the kit does not know are listed as sent', async () => {
    const el = await setup((configuration) => {
      for (const key of ['displayName', 'logoUrl', 'address', 'consumerOtpMessage', 'emailProperties']) delete configuration[key];
      configuration.contactInformation = { adminEmail: 'admin@pebble-money.example' };
      configuration.limits = {};
      configuration.supportPhone = '+33 1 23 45 67 89';
      configuration.features = { instantPayments: true, cardsPerUser: 5 };
    });
    expect(read(el.shadowRoot!.querySelector('[part~="title"]'))).to.equal('pebble-money');
    expect(section(el, 'identity')).to.contain('Name on documents not given').and.contain('Logo not given');
    expect(section(el, 'address')).to.contain('Postal address not given');
    expect(section(el, 'otp')).to.contain('To consumers not given');
    expect(section(el, 'email')).to.contain('Sender name not given').and.contain('Sender address not given');
    expect(section(el, 'contacts')).to.contain('Administration admin@pebble-money.example').and.contain('Billing not given');
    expect(section(el, 'limits')).to.contain('Accounts not given');
    expect(section(el, 'other')).to.contain('supportPhone +33 1 23 45 67 89').and.contain('instantPayments Yes').and.contain('cardsPerUser 5');
    expect(el.shadowRoot!.querySelectorAll('[part~="section-other"] dl').length).to.equal(2);
    await expect(el).to.be.accessible();
  });

  for (const [url, shown] of [
    ['https://cdn.pebble-money.example/logo.png', 'https://cdn.pebble-money.example/logo.png'],
    ['/brand/logo.svg', `${location.origin}/brand/logo.svg`],
    ['http://pebble-money.example/logo.svg', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['https://user:secret@pebble-money.example/logo.png', null],
  ] as const) {
    it(`a logo at ${url} is ${shown ? 'shown' : 'not shown: "not given"'}`, async () => {
      const el = await setup((configuration) => (configuration.logoUrl = url));
      expect(logo(el)?.getAttribute('src') ?? null).to.equal(shown);
      if (!shown) expect(section(el, 'identity')).to.contain('Logo not given');
    });
  }

  it('logo-hosts: a logo on another host is not fetched; one on a named host or the page\'s origin is', async () => {
    const el = await setup();
    el.setAttribute('logo-hosts', 'cdn.pebble.example');
    await el.updateComplete;
    expect(logo(el)).to.equal(null);
    expect(section(el, 'identity')).to.contain('Logo not given');
    el.setAttribute('logo-hosts', 'cdn.pebble.example pebble-money.example');
    await el.updateComplete;
    expect(logo(el)!.getAttribute('src')).to.equal('https://pebble-money.example/logo.svg');
    const own = await setup((configuration) => (configuration.logoUrl = '/brand/logo.svg'));
    own.setAttribute('logo-hosts', 'cdn.pebble.example');
    await own.updateComplete;
    expect(logo(own)!.getAttribute('src')).to.equal(`${location.origin}/brand/logo.svg`);
  });

  it('an end-user is refused by the backend: the failure is said, with Try again', async () => {
    const el = await setup(undefined, endUserHeaders(SEED.consumers.alice));
    expect(read(el.shadowRoot!.querySelector('[part~="error"]'))).to.contain('The partner configuration could not be loaded.');
    expect(el.shadowRoot!.querySelector('[part~="retry-button"]')).to.not.equal(null);
    expect(el.matches(':state(error)')).to.equal(true);
  });

  it('speaks German', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcPartnerConfiguration>(html`<svc-partner-configuration locale="de" .adapter=${adapter}></svc-partner-configuration>`);
    await waitUntil(() => section(el, 'limits').includes('SEPA-Echtzeitüberweisungen'), 'not in German');
    expect(logo(el)!.alt).to.equal('Logo von Pebble Money');
  });
});
