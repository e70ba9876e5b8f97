import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { ContextConsumer } from '@lit/context';
import { LitElement } from 'lit';
import '../../src/define.js';
import { defineElements, defineElement } from '../../src/elements/registry.js';
import { SvcProvider } from '../../src/elements/provider/svc-provider.js';
import { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from '../../src/elements/base/config-context.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import type { ServiceError } from '../../src/api/errors.js';

/** A stand-in for a kit element: reads the configuration the provider gives. */
class ConfigProbe extends LitElement {
  readonly consumer = new ContextConsumer(this, { context: serviceConfigContext, subscribe: true });
  get config(): ServiceConfig | undefined {
    return this.consumer.value;
  }
}
customElements.define('test-config-probe', ConfigProbe);

const cardId = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

describe('<svc-provider>', () => {
  it('is registered once; defining again does not throw', () => {
    expect(customElements.get('svc-provider')).to.equal(SvcProvider);
    expect(() => defineElements()).not.to.throw();
    expect(() => defineElement('svc-provider', SvcProvider)).not.to.throw();
  });

  it('gives the elements inside it an adapter for its base-url, and the locale and strategy', async () => {
    const provider = await fixture<SvcProvider>(html`
      <svc-provider base-url="https://partner.example/api" locale="fr" sca-strategy="DATA_SIGNING">
        <test-config-probe></test-config-probe>
      </svc-provider>
    `);
    const probe = provider.querySelector('test-config-probe') as ConfigProbe;
    await waitUntil(() => probe.config?.adapter, 'no adapter provided');
    expect(probe.config!.locale).to.equal('fr');
    expect(probe.config!.scaStrategy).to.equal('DATA_SIGNING');
    expect(probe.config!.adapter!.sandbox).to.equal(false);
  });

  it('is in force as soon as it is connected: an element inside sees the sandbox or the adapter before the provider first renders', async () => {
    const seen: (ServiceConfig | undefined)[] = [];
    class FirstSight extends LitElement {
      readonly consumer = new ContextConsumer(this, { context: serviceConfigContext, subscribe: true, callback: (value) => seen.push(value) });
    }
    if (!customElements.get('test-first-sight')) customElements.define('test-first-sight', FirstSight);
    await fixture(html`<svc-provider sandbox><test-first-sight></test-first-sight></svc-provider>`);
    expect(seen[0]?.sandbox, 'the sandbox, at first sight').to.equal(true);
    seen.length = 0;
    await fixture(html`<svc-provider base-url="https://partner.example/api"><test-first-sight></test-first-sight></svc-provider>`);
    expect(seen[0]?.adapter, 'the adapter, at first sight').to.not.equal(undefined);
  });

  it('loads the sandbox on demand and answers from it', async () => {
    const provider = await fixture<SvcProvider>(html`
      <svc-provider sandbox sca-strategy="BY_PASS"><test-config-probe></test-config-probe></svc-provider>
    `);
    const probe = provider.querySelector('test-config-probe') as ConfigProbe;
    await waitUntil(() => probe.config?.adapter, 'sandbox adapter never arrived', { timeout: 5000 });
    expect(probe.config!.sandbox).to.equal(true);
    const page = await probe.config!.adapter!.request('listLedgers', { query: { pageSize: 5 } });
    expect(page.content.length).to.be.greaterThan(0);
    expect(page.pageSize).to.equal(5);
  });

  it('refuses BY_PASS when not in sandbox mode', async () => {
    const provider = await fixture<SvcProvider>(html`
      <svc-provider base-url="https://partner.example" sca-strategy="BY_PASS"><test-config-probe></test-config-probe></svc-provider>
    `);
    const probe = provider.querySelector('test-config-probe') as ConfigProbe;
    await waitUntil(() => probe.config?.adapter);
    let error: ServiceError | undefined;
    try {
      await probe.config!.adapter!.request('getCardPin', { params: { cardId } });
    } catch (caught) {
      error = caught as ServiceError;
    }
    expect(error?.code).to.equal('BY_PASS_NOT_ALLOWED');
  });

  it('an adapter property wins over base-url, and changes reach the elements', async () => {
    const own = createFetchAdapter({ baseUrl: 'https://own.example' });
    const provider = await fixture<SvcProvider>(html`
      <svc-provider base-url="https://partner.example"><test-config-probe></test-config-probe></svc-provider>
    `);
    const probe = provider.querySelector('test-config-probe') as ConfigProbe;
    await waitUntil(() => probe.config?.adapter);
    provider.adapter = own;
    await waitUntil(() => probe.config?.adapter === own, 'the new adapter was not passed on');
    provider.locale = 'de';
    await waitUntil(() => probe.config?.locale === 'de');
  });

  it('says so in the console when it has nothing to configure with', async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const provider = await fixture<SvcProvider>(html`<svc-provider><test-config-probe></test-config-probe></svc-provider>`);
      await provider.updateComplete;
      const probe = provider.querySelector('test-config-probe') as ConfigProbe;
      expect(probe.config?.adapter).to.equal(undefined);
      expect(String(warnings[0])).to.match(/send nothing/);
    } finally {
      console.warn = original;
    }
  });

  it('a base-url the kit refuses (plain http to another host) is said in the console, and the elements get no adapter', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      const provider = await fixture<SvcProvider>(html`<svc-provider base-url="http://partner.example/banking"><test-config-probe></test-config-probe></svc-provider>`);
      await provider.updateComplete;
      await waitUntil(() => errors.length > 0, 'the refusal was not said');
      const probe = provider.querySelector('test-config-probe') as ConfigProbe;
      expect(probe.config?.adapter).to.equal(undefined);
      expect(String(errors[0])).to.match(/^<svc-provider>: .*https/);
    } finally {
      console.error = original;
    }
  });

  it('a provider placed inside another takes over the elements inside it; the outer one keeps the rest', async () => {
    const outer = await fixture<SvcProvider>(html`
      <svc-provider base-url="https://partner.example/api" locale="fr">
        <test-config-probe id="kept"></test-config-probe>
        <section><test-config-probe id="moved"></test-config-probe></section>
      </svc-provider>
    `);
    const kept = outer.querySelector('#kept') as ConfigProbe;
    const moved = outer.querySelector('#moved') as ConfigProbe;
    await waitUntil(() => moved.config?.adapter && kept.config?.adapter, 'the outer provider gave no adapter');
    expect(moved.config!.locale).to.equal('fr');
    // A provider connected around an element that already heard the outer one: the inner one answers from now on.
    const inner = document.createElement('svc-provider');
    inner.setAttribute('base-url', 'https://partner.example/other');
    inner.setAttribute('locale', 'de');
    const section = outer.querySelector('section')!;
    inner.append(moved);
    section.append(inner);
    await waitUntil(() => moved.config?.locale === 'de', 'the inner provider did not take over');
    expect(kept.config!.locale).to.equal('fr');
    // The outer provider's later changes no longer reach the element the inner one took over.
    outer.locale = 'nl';
    await waitUntil(() => kept.config?.locale === 'nl', 'the outer provider\'s change did not reach its element');
    expect(moved.config!.locale).to.equal('de');
  });

  it('an element taken out of the provider hears none of its later changes', async () => {
    const provider = await fixture<SvcProvider>(html`<svc-provider base-url="https://partner.example/api" locale="fr"><test-config-probe></test-config-probe></svc-provider>`);
    const probe = provider.querySelector('test-config-probe') as ConfigProbe;
    await waitUntil(() => probe.config?.adapter, 'no adapter provided');
    probe.remove();
    provider.locale = 'de';
    await provider.updateComplete;
    expect(probe.config!.locale).to.equal('fr');
  });

  it('setDefaultConfig sets and clears the module-level default', () => {
    const adapter = createFetchAdapter({ baseUrl: 'https://default.example' });
    setDefaultConfig({ adapter, locale: 'nl' });
    expect(getDefaultConfig()).to.deep.include({ adapter, locale: 'nl', scaStrategy: 'PUSH_NOTIFICATION', sandbox: false });
    setDefaultConfig(undefined);
    expect(getDefaultConfig()).to.equal(undefined);
  });
});
