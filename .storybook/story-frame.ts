/**
 * The frame every story renders in: it gives the kit elements inside it the toolbar's locale and
 * theme, also elements added later (a story that adds a panel, a form that shows its SCA wait).
 * `theme="brand"` is an example of a partner's own look: only the documented `--svc-*` tokens.
 */
const brand = new CSSStyleSheet();
brand.replaceSync(`
  /* The page font a partner's site would have: the kit takes its page's font (--svc-font-family
     unset), and a page that sets none shows the browser's default, a serif. */
  sb-story-frame { display: block; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  /* The page around the elements in the kit's dark colours too: a partner's own text and links stay readable. */
  sb-story-frame[theme='dark'] { background: #0d1117; color: #e6edf3; padding: 1rem; }
  sb-story-frame[theme='dark'] a { color: #58a6ff; }
  sb-story-frame[theme='brand'] {
    /* "Banque Verte", a made-up bank: a green, softer corners, a serif, a little more room. */
    --svc-color-background: #f7faf8;
    --svc-color-surface: #e6f0ea;
    --svc-color-text: #10231b;
    --svc-color-text-muted: #3b5649;
    --svc-color-border: #6f8f80;
    --svc-color-primary: #0b6e4f;
    --svc-color-on-primary: #ffffff;
    --svc-color-danger: #a4211b;
    --svc-color-success: #17663a;
    --svc-color-warning: #7f5200;
    --svc-color-focus: #0b6e4f;
    --svc-radius: 14px;
    --svc-spacing: 9px;
    --svc-font-family: 'Iowan Old Style', 'Palatino Linotype', Georgia, serif;
    --svc-font-size: 1.0625rem;
    background: #f7faf8;
    color: #10231b;
    padding: 1rem;
  }
  sb-story-frame[theme='brand'] a { color: #0b6e4f; }
`);

/** Elements the frame set a theme on, so that it can give them back their own. */
const themed = new WeakSet<Element>();

export class StoryFrame extends HTMLElement {
  static observedAttributes = ['locale', 'theme'];
  private readonly observer = new MutationObserver(() => this.apply());

  connectedCallback(): void {
    this.observer.observe(this, { childList: true, subtree: true });
    this.apply();
  }

  disconnectedCallback(): void {
    this.observer.disconnect();
  }

  attributeChangedCallback(): void {
    this.apply();
  }

  private apply(): void {
    const locale = this.getAttribute('locale') ?? 'en';
    const dark = this.getAttribute('theme') === 'dark';
    for (const element of this.querySelectorAll('*')) {
      if (!element.localName.startsWith('svc-')) continue;
      // The element's own locale wins over its provider's: the toolbar's wins over the story's provider.
      if (element.localName !== 'svc-provider' && element.getAttribute('locale') !== locale) element.setAttribute('locale', locale);
      if (dark && element.getAttribute('theme') !== 'dark') {
        element.setAttribute('theme', 'dark');
        themed.add(element);
      } else if (!dark && themed.has(element)) {
        element.removeAttribute('theme');
        themed.delete(element);
      }
    }
  }
}

/**
 * Defines the frame and adds its styles. A call, not a side effect of importing: the bundler drops
 * bare imports of modules that package.json's `sideEffects` does not list.
 */
export function installStoryFrame(): void {
  if (customElements.get('sb-story-frame')) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, brand];
  customElements.define('sb-story-frame', StoryFrame);
}
