/**
 * The script tag builds the kit's elements with its own `property` and `state` decorators
 * (src/elements/base/decorators.ts, in place of `lit/decorators.js`): an element built either way
 * must act the same for a page. The same element is declared with Lit's and with the kit's, and each
 * is driven as a page would: attributes in, reflected attributes out, renders on property and state
 * changes, an accessor's own setter still run.
 */
import { expect } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import * as lits from 'lit/decorators.js';
import * as kits from '../../src/elements/base/decorators.js';

const run = Math.random().toString(36).slice(2, 8);

/** The same element, declared with one set of decorators; defined under its own tag. */
function declare(name: string, { property, state }: { property: typeof kits.property; state: typeof kits.state }) {
  class Probe extends LitElement {
    @property({ type: Number, reflect: true }) count = 1;
    @property({ attribute: 'friendly-name' }) friendlyName = '';
    @property({ type: Boolean, reflect: true }) busy = false;
    @state() open = false;
    setterRuns = 0;
    #limit = 5;
    @property({ type: Number })
    get limit(): number {
      return this.#limit;
    }
    set limit(value: number) {
      this.setterRuns++;
      this.#limit = Math.min(value, 10);
    }
    override render() {
      return html`<p>${this.count} ${this.friendlyName} ${this.open ? 'open' : 'shut'} ${this.limit}</p>`;
    }
  }
  const tag = `probe-${name}-${run}`;
  customElements.define(tag, Probe);
  return { tag, Probe };
}

/** What a page sees of an element made of `tag` after each step. */
async function drive(tag: string) {
  const element = document.body.appendChild(document.createElement(tag)) as HTMLElement & Record<string, unknown> & { updateComplete: Promise<boolean> };
  const text = () => element.shadowRoot?.textContent?.trim();
  const seen: unknown[] = [];
  await element.updateComplete;
  seen.push(text(), element.getAttribute('count'));
  element.setAttribute('count', '7');
  element.setAttribute('friendly-name', 'Holidays');
  await element.updateComplete;
  seen.push(text(), element.count, element.friendlyName);
  element.count = 9;
  element.busy = true;
  element.open = true;
  element.limit = 42;
  await element.updateComplete;
  seen.push(text(), element.getAttribute('count'), element.hasAttribute('busy'), element.hasAttribute('open'), element.limit, element.setterRuns);
  element.remove();
  return seen;
}

describe("the kit's property and state decorators", () => {
  it("make an element that a page drives as it drives one built with Lit's", async () => {
    const lit = declare('lit', lits);
    const kit = declare('kit', kits);
    expect((kit.Probe as unknown as typeof LitElement).observedAttributes).to.deep.equal((lit.Probe as unknown as typeof LitElement).observedAttributes);
    const seen = await drive(kit.tag);
    expect(seen).to.deep.equal(await drive(lit.tag));
    expect(seen).to.deep.equal(['1  shut 5', '1', '7 Holidays shut 5', 7, 'Holidays', '9 Holidays open 10', '9', true, false, 10, 1]);
  });
});
