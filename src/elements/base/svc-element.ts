/**
 * The base of every kit element: where its configuration comes from (its own `adapter`, else the
 * nearest `<svc-provider>`, else `setDefaultConfig()`), its messages in the configured locale, its
 * theme attribute, and typed events.
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ContextConsumer } from '@lit/context';
import type { FetchAdapter } from '../../client/adapter.js';
import { acceptAdapter } from '../../client/adapter-contract.js';
import { baseEn } from '../../i18n/base.js';
import { hasLocale, loadCatalog, registerShippedLocale, type Catalog } from '../../i18n/catalog.js';
import { baseLocales, shippedTag, type LocaleLoaders } from '../../i18n/shipped.js';
import { plural } from '../../i18n/plural.js';
import { ownString } from '../../api/own.js';
import { fallbackCode, type ErrorTexts, type ServiceError } from '../../api/errors.js';
import { getDefaultConfig, serviceConfigContext, type ServiceConfig } from './config-context.js';
import type { OnDemandPart } from './on-demand.js';
import { takeEarlyProperties } from './pre-upgrade.js';
import { themeStyles, tokens } from './tokens.js';
import { renderSessionNotice } from './session-link.js';

/**
 * The theme tokens below work on every kit element; set them on any ancestor. The element is light
 * unless it, or its `<svc-provider>`, has `theme="dark"`, or `theme="auto"` and a system in dark mode.
 * Without a background token its background is the page's.
 *
 * @cssprop [--svc-color-background=transparent] - Background of the element (none of its own: the page shows through; `#0d1117` in dark) and of its inputs (`#ffffff`).
 * @cssprop [--svc-color-surface=#f6f7f9] - Background of panels, cards and summaries (`#161b22` in dark).
 * @cssprop [--svc-color-text=#1b1f24] - Text (`#e6edf3` in dark).
 * @cssprop [--svc-color-text-muted=#57606a] - Hints, labels of facts, secondary text (`#9da7b3` in dark).
 * @cssprop [--svc-color-border=#8c959f] - Borders of inputs, sections and tables (`#6e7681` in dark).
 * @cssprop [--svc-color-primary=#0b5cad] - Buttons, links, selection (`#58a6ff` in dark).
 * @cssprop [--svc-color-on-primary=#ffffff] - Text on the primary colour (`#0d1117` in dark).
 * @cssprop [--svc-color-danger=#b3261e] - Problems with fields, failures, blocked states (`#ff7b72` in dark).
 * @cssprop [--svc-color-success=#146c2e] - Success and active states (`#56d364` in dark).
 * @cssprop [--svc-color-warning=#7a4d00] - Pending and expiring states (`#e3b341` in dark).
 * @cssprop [--svc-color-focus=#0b5cad] - The focus ring (`#58a6ff` in dark).
 * @cssprop [--svc-radius=6px] - Corner radius.
 * @cssprop [--svc-spacing=8px] - Base spacing unit.
 * @cssprop [--svc-font-family=inherit] - Font. Unset, the element takes the page's own font (no external font is loaded): a page that sets none shows the browser's default, often a serif, so set one on the page (a system stack such as `system-ui, sans-serif`) or here.
 * @cssprop [--svc-font-size=1rem] - Base font size.
 * @fires {SvcSessionExpiredEvent} svc-session-expired - The first request of its provider (or of its own adapter) answered 401 `SESSION_EXPIRED`, once while the session stays expired; cancelable: `preventDefault()` and the elements wait (nothing typed is lost) until `detail.resume()` or the provider's `resume()`. `{ operation, resume }`.
 */
export abstract class SvcElement extends LitElement {
  static override styles = [tokens, themeStyles];

  /** Properties the page set before the element was defined, put back once it is connected. */
  readonly #applyEarlyProperties = takeEarlyProperties(this);

  /** Puts back the properties set before the element was defined, then connects as LitElement does. */
  override connectedCallback(): void {
    this.#applyEarlyProperties();
    super.connectedCallback();
  }

  /** An adapter for this element alone; wins over `<svc-provider>` and the default. */
  @property({ attribute: false }) adapter?: FetchAdapter;

  /** Locale of this element's texts; default: the provider's, else English. */
  @property({ reflect: true }) locale?: string;

  /**
   * `light`, `dark`, or `auto` (the system's mode); default: the provider's `theme`, else light.
   */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';

  /**
   * The theme in force, `light` or `dark`, as the styles worked it out (the element's own `theme`,
   * else its provider's, `auto` resolved by the system's mode): for what the element shows outside
   * its styles, such as a card display's frame.
   */
  protected get effectiveTheme(): 'light' | 'dark' {
    return getComputedStyle(this).getPropertyValue('--_svc-theme-scheme').trim() === 'dark' ? 'dark' : 'light';
  }

  /**
   * The element's own English texts (its part of the catalog, e.g. `{ ledgerList }`) and the shared
   * parts it shows (`list`, `cards`, `enums` for the enumeration labels…); the common words and the
   * errors come with every element.
   */
  static ownMessages: Partial<Catalog> = {};

  /** The loaders of the element's own texts in the kit's other languages (`{ fr: { ledgerList: () => import(…) } … }`). */
  static ownLocales?: LocaleLoaders;

  /**
   * The English texts of the error codes only this element's operations answer with (a phone already
   * used, a share past 100 %), added to those every element carries; the other languages' texts of
   * them come with their shared part.
   * @internal
   */
  static ownErrors: ErrorTexts = {};

  /**
   * @internal The one injection point for the parts an element fetches on demand
   * (`OnDemandModule`): each fetch comes here with the part's name. A test subclass
   * overrides it to delay or fail a part; by default it fetches.
   */
  fetchOnDemand<M>(_part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    return fetch();
  }

  /** The English this element carries. */
  get #english(): Catalog {
    const { ownMessages, ownErrors } = elementClassOf(this);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an element carries the shared parts and its own; the catalog's type names every part, and an element reads only those it carries.
    return { ...baseEn, ...ownMessages, errors: { ...baseEn.errors, ...ownErrors } } as Catalog;
  }

  /** The messages in the current locale (English until another catalog has loaded). */
  @state() protected messages: Catalog = this.#english;

  readonly #configConsumer = new ContextConsumer(this, {
    context: serviceConfigContext,
    subscribe: true,
    callback: () => this.requestUpdate(),
  });
  #loadedLocale = 'en';
  #warnedUnconfigured = false;
  #checkedAdapter?: unknown;
  #adapterAccepted = true;

  /** The configuration in force, or undefined when there is none at all. */
  get config(): ServiceConfig | undefined {
    const fromContext = this.#configConsumer.value ?? getDefaultConfig();
    const own = this.#ownAdapter();
    if (own) {
      return {
        locale: fromContext?.locale ?? 'en',
        scaStrategy: fromContext?.scaStrategy ?? 'PUSH_NOTIFICATION',
        ...fromContext,
        adapter: own,
        sandbox: own.sandbox,
      };
    }
    return fromContext;
  }

  /** The element's own adapter when it is one; a wrong value is said once and left out. */
  #ownAdapter(): FetchAdapter | undefined {
    if (this.adapter !== this.#checkedAdapter) {
      this.#checkedAdapter = this.adapter;
      this.#adapterAccepted = acceptAdapter(`<${this.localName}>`, this.adapter);
    }
    return this.#adapterAccepted ? this.adapter : undefined;
  }

  /** True when the element has an adapter to talk to. */
  protected get configured(): boolean {
    return this.config?.adapter !== undefined;
  }

  /** Whether the configuration is still on its way (the provider is loading the sandbox). */
  protected get configuring(): boolean {
    const config = this.#configConsumer.value;
    return !this.#ownAdapter() && config !== undefined && config.sandbox && !config.adapter;
  }

  /**
   * Loads the catalog when the locale in force changes (the element's `locale`, or the provider's).
   * The first render waits for it, so a French page never flashes English; later changes keep the
   * current texts until the new ones are in, then render again.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    registerShipped(elementClassOf(this));
    const locale = this.effectiveLocale;
    if (locale !== this.#loadedLocale) {
      this.#loadedLocale = locale;
      const loading = loadCatalog(locale, this.#english).then((catalog) => {
        if (this.#loadedLocale === locale) this.messages = catalog;
      });
      if (!this.hasUpdated && hasLocale(locale)) return loading.then(() => super.scheduleUpdate());
    }
    return super.scheduleUpdate();
  }

  /** The locale in force: the element's own, else the configuration's, else English (`pt` is `pt-PT`: shippedTag). */
  protected get effectiveLocale(): string {
    return shippedTag(this.locale ?? this.config?.locale ?? 'en');
  }

  /**
   * What to show for a failure, in this element's locale: the catalog's text for its code (or for
   * the code whose English text its message is). A code only the service knows shows the text for
   * its kind and status, never the service's words; the kit's own errors keep their message.
   */
  protected errorText(error: ServiceError): string {
    const texts = this.messages.errors;
    const known = ownString(texts, error.code) ?? ownString(texts, this.errorCodeOf(error.message));
    if (known !== undefined) return known;
    const fromService = error.status !== undefined || error.serviceMessage !== undefined;
    return fromService ? (ownString(texts, fallbackCode(error.kind, error.status)) ?? texts.HTTP_ERROR) : error.message;
  }

  /**
   * The code whose English text `text` is, among those this element carries: how a text the kit
   * wrote in English is found in another language.
   * @internal
   */
  protected errorCodeOf(text: string): string | undefined {
    const english: ErrorTexts = this.#english.errors;
    return Object.keys(english).find((code) => ownString(english, code) === text);
  }

  /** "1 field needs attention." / "N fields need attention." */
  protected attentionText(count: number): string {
    return plural(this.messages.common.fieldsNeedAttention, count, this.effectiveLocale);
  }

  /**
   * Whether the element needs an adapter to show anything. An element that can show something
   * without one (a card given as a property) says false.
   */
  protected get needsConfiguration(): boolean {
    return true;
  }

  /** The element's content, once it is configured (or being configured). */
  protected abstract renderContent(): unknown;

  /**
   * Without any configuration the element says so and sends nothing; otherwise it shows its content.
   * Either is marked with the language of its texts (WCAG 3.1.2): a kit showing French on an English
   * page, or English where the page's language is one the kit does not ship, is read in its own
   * language by a screen reader. On a wrapper, not the host: the partner's slotted words keep theirs.
   */
  protected override render(): unknown {
    const locale = this.#loadedLocale;
    return html`<div lang=${hasLocale(locale) ? locale : 'en'}>${
      this.needsConfiguration && !this.configured && !this.configuring
        ? this.renderUnconfigured()
        : // While the session is in question (svc-session-expired taken), what the element holds is said above it.
          [renderSessionNotice(this, this.messages.errors), this.renderContent()]
    }</div>`;
  }

  /** Dispatches one of the kit's events from this element. */
  protected emit<E extends Event>(event: E): boolean {
    return this.dispatchEvent(event);
  }

  /** What an element shows instead of itself when it has no configuration at all. */
  protected renderUnconfigured(): TemplateResult {
    if (!this.#warnedUnconfigured) {
      this.#warnedUnconfigured = true;
      console.error(`<${this.localName}>: ${this.messages.errors.NO_CONFIGURATION}`);
    }
    return html`<p class="message error" part="error" role="alert">${this.messages.errors.NO_CONFIGURATION}</p>`;
  }
}

const registered = new WeakSet<typeof SvcElement>();

/** The class of an element, with its static texts (every kit element's constructor is a SvcElement class). */
function elementClassOf(element: SvcElement): typeof SvcElement {
  const { constructor } = element;
  return isElementClass(constructor) ? constructor : SvcElement;
}

function isElementClass(value: unknown): value is typeof SvcElement {
  return value === SvcElement || (typeof value === 'function' && value.prototype instanceof SvcElement);
}

/** The kit's languages for an element class: the shared texts and its own, registered when it first renders. */
function registerShipped(element: typeof SvcElement): void {
  if (registered.has(element)) return;
  registered.add(element);
  for (const table of [baseLocales, element.ownLocales]) {
    if (table) for (const [locale, loaders] of Object.entries(table)) registerShippedLocale(locale, loaders);
  }
}
