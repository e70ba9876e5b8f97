/**
 * The theme: light unless the element or its provider says dark (or auto, and the system is dark),
 * tokens per mode, and nothing of the page's own layout leaking in but its font.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { nothing } from 'lit';
import '../../src/elements/provider/define.js';
import '../../src/elements/ledger-create/define.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import { emulatesColorScheme } from '../engines.js';
import { pageStyles } from '../page-styles.js';

const LIGHT_TEXT = 'rgb(27, 31, 36)';
const DARK_TEXT = 'rgb(230, 237, 243)';
const DARK_BACKGROUND = 'rgb(13, 17, 23)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

type Themed = HTMLElement & { updateComplete: Promise<boolean> };

async function inProvider(providerTheme: string | undefined, elementTheme?: string) {
  const { adapter } = createSandboxAdapter();
  const wrapper = await fixture<HTMLElement>(html`
    <div class="page">
      <svc-provider theme=${providerTheme ?? nothing} .adapter=${adapter}>
        <svc-ledger-create theme=${elementTheme ?? nothing}></svc-ledger-create>
      </svc-provider>
    </div>
  `);
  const el = wrapper.querySelector('svc-ledger-create') as Themed;
  await el.updateComplete;
  const submit = el.shadowRoot!.querySelector<HTMLElement>('[part~="submit-button"]')!;
  const input = el.shadowRoot!.querySelector<HTMLElement>('input')!;
  return { el, submit, input, wrapper };
}

describe('theme', () => {
  it('is light by default, on a page of any mode, and the provider says so in its attribute', async () => {
    const { el, wrapper } = await inProvider(undefined);
    await (wrapper.querySelector('svc-provider') as Themed).updateComplete;
    expect(wrapper.querySelector('svc-provider')!.getAttribute('theme')).to.equal('light');
    expect(getComputedStyle(el).color).to.equal(LIGHT_TEXT);
    expect(getComputedStyle(el).colorScheme).to.equal('light');
  });

  it('is dark for every element inside <svc-provider theme="dark">, native controls included', async () => {
    const { el, input } = await inProvider('dark');
    expect(getComputedStyle(el).color).to.equal(DARK_TEXT);
    expect(getComputedStyle(el).backgroundColor).to.equal(DARK_BACKGROUND);
    expect(getComputedStyle(input).backgroundColor).to.equal(DARK_BACKGROUND);
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
  });

  it('an element\'s own theme wins over its provider\'s, both ways', async () => {
    const light = await inProvider('dark', 'light');
    expect(getComputedStyle(light.el).color).to.equal(LIGHT_TEXT);
    expect(getComputedStyle(light.input).backgroundColor).to.equal('rgb(255, 255, 255)');
    const dark = await inProvider('light', 'dark');
    expect(getComputedStyle(dark.el).color).to.equal(DARK_TEXT);
  });

  it('auto follows the system\'s mode, dark and light', async () => {
    // The system's mode is emulated both ways, so the test cannot pass on a light system alone.
    // Where the runner cannot emulate it (engines.ts), the one mode the system has is checked.
    if (!emulatesColorScheme) {
      const { el } = await inProvider('auto');
      expect(getComputedStyle(el).color).to.equal(matchMedia('(prefers-color-scheme: dark)').matches ? DARK_TEXT : LIGHT_TEXT);
      return;
    }
    await emulateMedia({ colorScheme: 'dark' });
    try {
      expect(matchMedia('(prefers-color-scheme: dark)').matches, 'the emulated mode').to.equal(true);
      const dark = await inProvider('auto');
      expect(getComputedStyle(dark.el).color).to.equal(DARK_TEXT);
      expect(getComputedStyle(dark.el).colorScheme).to.equal('dark');
      await emulateMedia({ colorScheme: 'light' });
      expect(getComputedStyle(dark.el).color, 'the same element, once the system turns light').to.equal(LIGHT_TEXT);
    } finally {
      await emulateMedia({ colorScheme: 'no-preference' }).catch(() => undefined);
    }
  });

  it('takes a partner\'s tokens per mode, and one token overridden in dark keeps the rest dark', async () => {
    pageStyles(`
      svc-provider[theme='dark'] { --svc-color-primary: rgb(200, 100, 0); --svc-color-background: rgb(20, 20, 60); }
      svc-provider[theme='light'] { --svc-color-primary: rgb(0, 80, 40); }
    `);
    const dark = await inProvider('dark');
    expect(getComputedStyle(dark.submit).backgroundColor).to.equal('rgb(200, 100, 0)');
    expect(getComputedStyle(dark.el).backgroundColor).to.equal('rgb(20, 20, 60)');
    expect(getComputedStyle(dark.el).color).to.equal(DARK_TEXT);
    const light = await inProvider('light');
    expect(getComputedStyle(light.submit).backgroundColor).to.equal('rgb(0, 80, 40)');
  });

  it('the page\'s centring and background stay out, its font comes in (a starter app\'s own styles)', async () => {
    // What Vite's React and Vue starters put on every page.
    pageStyles(`
      .page { text-align: center; font-family: Georgia, serif; background: rgb(245, 240, 230); }
    `);
    const { el } = await inProvider(undefined);
    const label = el.shadowRoot!.querySelector('label')!;
    expect(getComputedStyle(el).textAlign).to.equal('start');
    expect(getComputedStyle(label).textAlign).to.equal('start');
    expect(getComputedStyle(label).fontFamily).to.contain('Georgia');
    expect(getComputedStyle(el).backgroundColor).to.equal(TRANSPARENT);
  });

  it('a font token still wins over the page\'s font', async () => {
    pageStyles(`.page { font-family: Georgia, serif; } svc-provider { --svc-font-family: 'Courier New', monospace; }`);
    const { el } = await inProvider(undefined);
    expect(getComputedStyle(el.shadowRoot!.querySelector('label')!).fontFamily).to.contain('Courier New');
  });
});
