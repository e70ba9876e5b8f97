/**
 * The on-demand-module controller: what an element fetched on demand holds, says and does again,
 * and the one injection point (`fetchOnDemand`) through which a test delays or fails a part.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { OnDemandModule, type OnDemandPart } from '../../src/elements/base/on-demand.js';

interface Module {
  name: string;
}

/** A fetch answered by the test, one answer per attempt. */
function gate() {
  const pending: ((module: Module | undefined) => void)[] = [];
  let attempts = 0;
  return {
    fetch: () =>
      new Promise<Module | undefined>((resolve) => {
        attempts++;
        pending.push(resolve);
      }),
    answer: (module: Module | undefined) => pending.shift()!(module),
    get attempts() {
      return attempts;
    },
  };
}

/** A host that says what a part's holder says: loading, the failure with Try again, or the module. */
class PartHost extends LitElement {
  source = gate();
  readonly holder = new OnDemandModule<Module>(this, 'filters', () => this.source.fetch());
  protected override render() {
    if (this.holder.module) return html`<p part="module">${this.holder.module.name}</p>`;
    if (this.holder.failed) return html`<p part="error" role="alert">Failed <button part="retry-button" @click=${() => void this.holder.fetch()}>Try again</button></p>`;
    return html`<p part="loading">${this.holder.pending ? 'Loading…' : ''}</p>`;
  }
}
customElements.define('on-demand-host', PartHost);

/** The same host, its fetch made through the injection point. */
class InjectedHost extends PartHost {
  readonly parts: OnDemandPart[] = [];
  fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    this.parts.push(part);
    return part === 'filters' ? Promise.resolve(undefined) : fetch();
  }
}
customElements.define('on-demand-injected', InjectedHost);

const said = (el: PartHost, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`)?.textContent?.trim();

describe('OnDemandModule', () => {
  it('holds the module once it has arrived and fetches it no more', async () => {
    const el = await fixture<PartHost>(html`<on-demand-host></on-demand-host>`);
    const first = el.holder.fetch();
    await el.updateComplete;
    expect(said(el, 'loading')).to.equal('Loading…');
    el.source.answer({ name: 'filter panel' });
    expect(await first).to.deep.equal({ name: 'filter panel' });
    await el.updateComplete;
    expect(said(el, 'module')).to.equal('filter panel');
    expect(await el.holder.fetch()).to.equal(el.holder.module);
    expect(el.source.attempts).to.equal(1);
  });

  it('holds a failure, says it, and Try again fetches again', async () => {
    const el = await fixture<PartHost>(html`<on-demand-host></on-demand-host>`);
    const first = el.holder.fetch();
    el.source.answer(undefined);
    expect(await first).to.equal(undefined);
    await el.updateComplete;
    expect(el.holder.failed).to.equal(true);
    expect(said(el, 'error')).to.contain('Failed');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry-button"]')!.click();
    await el.updateComplete;
    expect(el.source.attempts).to.equal(2);
    expect(said(el, 'error'), 'the failure still said while fetching again').to.equal(undefined);
    expect(said(el, 'loading')).to.equal('Loading…');
    el.source.answer({ name: 'filter panel' });
    await el.holder.fetch();
    await el.updateComplete;
    expect(said(el, 'module')).to.equal('filter panel');
  });

  it('a fetch that throws is a failure too, said in the console', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const el = await fixture<PartHost>(html`<on-demand-host></on-demand-host>`);
      el.source = { ...gate(), fetch: () => Promise.reject(new Error('offline')) };
      expect(await el.holder.fetch()).to.equal(undefined);
      expect(el.holder.failed).to.equal(true);
      expect(String(errors[0]?.[0])).to.contain('filters could not be loaded');
    } finally {
      console.error = original;
    }
  });

  it('a second request while one is in flight shares it', async () => {
    const el = await fixture<PartHost>(html`<on-demand-host></on-demand-host>`);
    const first = el.holder.fetch();
    const second = el.holder.fetch();
    expect(el.source.attempts).to.equal(1);
    el.source.answer({ name: 'reveals' });
    const [a, b] = await Promise.all([first, second]);
    expect(a).to.equal(b);
    expect(a).to.deep.equal({ name: 'reveals' });
  });

  it('removed during the fetch: the module is kept and shown when the element is back', async () => {
    const el = await fixture<PartHost>(html`<on-demand-host></on-demand-host>`);
    const fetching = el.holder.fetch();
    const parent = el.parentNode!;
    el.remove();
    el.source.answer({ name: 'file list' });
    await fetching;
    expect(el.holder.module).to.deep.equal({ name: 'file list' });
    parent.appendChild(el);
    await el.updateComplete;
    expect(said(el, 'module')).to.equal('file list');
    expect(el.source.attempts).to.equal(1);
  });

  it('fetches through the host’s fetchOnDemand, by the part’s name', async () => {
    const el = await fixture<InjectedHost>(html`<on-demand-injected></on-demand-injected>`);
    expect(await el.holder.fetch()).to.equal(undefined);
    expect(el.parts).to.deep.equal(['filters']);
    expect(el.source.attempts, 'the injection point stood in for the fetch').to.equal(0);
    await el.updateComplete;
    expect(said(el, 'error')).to.contain('Failed');
  });
});
