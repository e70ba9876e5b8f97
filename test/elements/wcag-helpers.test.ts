/**
 * The WCAG contract's probes (wcag-helpers.ts) find the faults they are for, inside shadow roots as
 * the kit's elements draw everything: a contract that passed because a probe saw nothing would
 * prove nothing.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { css, LitElement } from 'lit';
import { layoutFaults } from '../fixtures/layout-faults.mjs';
import { deepActive, fieldBoundary, firedOnPointerDown, focusIndicator, targetSizeFaults, walk, withTextSpacing, wordsNotIn, orientationRules, changeEachField } from './wcag-helpers.js';

/** Two buttons in a shadow root, drawn by `styles`. */
const probe = (name: string, styles: ReturnType<typeof css>) =>
  customElements.define(
    name,
    class extends LitElement {
      static override styles = styles;
      override render() {
        return html`<button id="one">One</button><button id="two">Two</button>`;
      }
    },
  );
probe('probe-small-targets', css`button { width: 16px; height: 16px; padding: 0; margin: 0 2px; overflow: hidden; }`);
probe('probe-roomy-targets', css`button { width: 24px; height: 24px; padding: 0; margin: 0 4px; overflow: hidden; }`);
probe('probe-no-ring', css`button:focus-visible { outline: none; }`);
probe('probe-faint-ring', css`button:focus-visible { outline: 2px solid #dddddd; outline-offset: 2px; }`);
probe('probe-clear-ring', css`button:focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }`);
customElements.define(
  'probe-jumping-field',
  class extends LitElement {
    override render() {
      // A choice that sends focus elsewhere as soon as it changes; a text field that stays.
      return html`<input aria-label="Name" /><select aria-label="Go" @change=${() => this.shadowRoot!.querySelector('button')!.focus()}><option>One</option><option>Two</option></select><button>Next</button>`;
    }
  },
);
customElements.define(
  'probe-fields',
  class extends LitElement {
    static override styles = css`
      input { border: 1px solid #767676; background: #ffffff; }
      input.faint { border-color: #dddddd; }
      select { border: 0; background: #eeeeee; }
    `;
    override render() {
      return html`<input aria-label="Clear" /><input class="faint" aria-label="Faint" /><select aria-label="Flat"><option>One</option></select>`;
    }
  },
);

/** Its second button, focused with the Tab key from a button before it (so that it matches :focus-visible). */
async function tabbedTo(tag: string): Promise<Element> {
  const page = await fixture<HTMLElement>(html`<div><button id="before">Before</button>${document.createElement(tag)}</div>`);
  page.querySelector<HTMLButtonElement>('#before')!.focus();
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Tab' });
  return deepActive()!;
}

describe('the WCAG probes find what they are for', () => {
  it('targets: buttons of 16 px, 4 px apart, in a shadow root are too small; of 24 px they are not', async () => {
    const small = await fixture(html`<probe-small-targets></probe-small-targets>`);
    expect((await targetSizeFaults(small)).length).to.be.greaterThan(0);
    const roomy = await fixture(html`<probe-roomy-targets></probe-roomy-targets>`);
    expect(await targetSizeFaults(roomy)).to.deep.equal([]);
  });

  it('focus: no outline, and a grey outline on white, are faults; the kit’s blue outline is not', async () => {
    expect(focusIndicator(await tabbedTo('probe-no-ring'))).to.match(/draws no outline and no box shadow/);
    expect(focusIndicator(await tabbedTo('probe-faint-ring'))).to.match(/1\.\d\d:1 against 255, 255, 255/);
    expect(focusIndicator(await tabbedTo('probe-clear-ring'))).to.equal(null);
  });

  it('fields: a grey #767676 border on white stands out; a #dddddd one, or a light grey background with no border, does not', async () => {
    const el = await fixture<HTMLElement>(html`<probe-fields></probe-fields>`);
    const [clear, faint, flat] = [...el.shadowRoot!.querySelectorAll('input, select')];
    expect(fieldBoundary(clear!)).to.equal(null);
    expect(fieldBoundary(faint!)).to.match(/its border .* has 1\.\d\d:1 against 255, 255, 255/);
    expect(fieldBoundary(flat!)).to.match(/its background .* has 1\.\d\d:1/);
  });

  it('pointer: a control that acts on pointerdown is found', async () => {
    const el = await fixture<HTMLElement>(html`<probe-clear-ring></probe-clear-ring>`);
    expect(firedOnPointerDown(el)).to.deep.equal([]);
    el.shadowRoot!.querySelector('#two')!.addEventListener('pointerdown', (event) => event.target!.dispatchEvent(new CustomEvent('svc-probe-press', { bubbles: true, composed: true })));
    expect(firedOnPointerDown(el)).to.deep.equal(['svc-probe-press']);
  });

  it('keyboard: a control that sends Tab back to the first one is a trap the walk stops at', async () => {
    const page = await fixture<HTMLElement>(html`<div><button id="before">Before</button><probe-clear-ring></probe-clear-ring><button id="after">After</button></div>`);
    const trap = page.querySelector('probe-clear-ring')!;
    const [one, two] = [...trap.shadowRoot!.querySelectorAll('button')];
    two!.addEventListener('keydown', (event) => {
      if (event.key === 'Tab' && !event.shiftKey) {
        event.preventDefault();
        one!.focus();
      }
    });
    page.querySelector<HTMLButtonElement>('#before')!.focus();
    let error: unknown;
    await walk(page.querySelector<HTMLButtonElement>('#after')!, trap).catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain('a keyboard trap');
  });

  it('text spacing: a label that just fits its box is cut once letters and words are spaced out', async () => {
    const el = await fixture<HTMLElement>(html`<probe-clear-ring></probe-clear-ring>`);
    const label = el.shadowRoot!.querySelector<HTMLButtonElement>('#one')!;
    label.textContent = 'Choose a file to send';
    label.style.cssText = 'white-space: nowrap; overflow: hidden; text-overflow: ellipsis; padding: 0; border: 0;';
    label.style.width = `${label.scrollWidth + 4}px`;
    expect(layoutFaults(el.parentElement!)).to.deep.equal([]);
    const undo = await withTextSpacing(el);
    try {
      expect(layoutFaults(el.parentElement!).map((fault) => fault.kind)).to.deep.equal(['cut']);
    } finally {
      undo();
    }
  });

  it('language: words in a shadow root take the page\'s language unless marked, a name given as an attribute too', async () => {
    const el = await fixture<HTMLElement>(html`<probe-clear-ring></probe-clear-ring>`);
    const root = el.shadowRoot!;
    root.querySelector('#two')!.replaceWith(Object.assign(document.createElement('span'), { ariaLabel: 'Close' }));
    const page = document.documentElement;
    const pageLanguage = page.lang;
    page.lang = 'sv';
    try {
      expect(wordsNotIn(el, 'en')).to.have.length(2);
      const marked = Object.assign(document.createElement('div'), { lang: 'en' });
      marked.append(...root.childNodes);
      root.append(marked);
      expect(wordsNotIn(el, 'en')).to.deep.equal([]);
      expect(wordsNotIn(el, 'fr')).to.have.length(2);
    } finally {
      page.lang = pageLanguage;
    }
  });

  it('orientation: a rule under an orientation query, nested in a layer, is found; a width query is not', async () => {
    const el = await fixture<HTMLElement>(html`<probe-clear-ring></probe-clear-ring>`);
    const root = el.shadowRoot!;
    expect(orientationRules(el)).to.deep.equal([]);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('@layer a { @media (orientation: portrait) { button { display: none; } } } @media (max-width: 20rem) { button { width: 100%; } }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    expect(orientationRules(el)).to.deep.equal(['(orientation: portrait)']);
  });

  it('on input: a choice that moves focus when it changes is found; a text field that keeps it is not', async () => {
    const el = await fixture<HTMLElement>(html`<probe-jumping-field></probe-jumping-field>`);
    const moved = await changeEachField(el, () => Promise.resolve());
    expect(moved).to.have.length(1);
    expect(moved[0]).to.match(/^<select> .*focus went to <button> "Next"/);
    expect(el.shadowRoot!.querySelector('input')!.value).to.equal('1');
  });
});
