import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { SvcElement } from '../base/svc-element.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { Catalog } from '../../i18n/catalog.js';
import { bankingHome } from './texts/en-frame.js';
import { bankingHomeLocales } from '../../generated/locales/banking-home.js';
import { bankingHomeStyles } from './svc-banking-home.styles.js';
import { SvcNavigateEvent, type SvcNavigateDetail } from './events.js';
import { RoutingController, type RoutingMode } from './routing.js';
import type { CardNumberDisplay, CardRulesInForce, LaterViews, ViewParts } from './view-bodies.js';
import { SECTIONS, isSection, parseView, pathText, sectionOf, type Section, type ViewName, type ViewPath } from './views.js';

/** `sections="accounts cards"` (spaces or commas) ↔ `['accounts', 'cards']`. */
const namesConverter = {
  fromAttribute: (value: string | null): string[] | undefined => (value === null ? undefined : value.split(/[\s,]+/).filter(Boolean)),
  toAttribute: (value: readonly string[] | undefined): string | null => (value ? value.join(' ') : null),
};


/**
 * A customer's banking as one element: accounts (`<svc-ledger-list>`, then an account's details and
 * its sub-accounts), cards (`<svc-card-list>`, a card with its PIN and number on demand
 * (`<svc-card-view>`) and its rules (`<svc-card-rules>`), ordering a card (`<svc-card-order>`)),
 * people paid (adding one: `<svc-beneficiary-form>`; the service has no operation that lists them),
 * documents (`<svc-document-list>`) and adding money (`<svc-account-load>`). Each view's elements
 * are fetched the first time it opens.
 *
 * **Sections.** `sections` chooses which appear, in the order given (names: `accounts cards people
 * documents add-money`); unset, all of them.
 *
 * **Where it keeps its place.** `routing="hash"` (the default) keeps the view in the address's
 * fragment (`#/cards`, `#/card/<id>`); `routing="path"` with `base-path="/bank"` in its path
 * (`/bank/cards`; the partner's server answers every path under it with the page). Back, Forward and
 * deep links work; ids appear only in the views that need one. `routing="none"` leaves the address
 * to the host app: it listens to `svc-navigate`, cancels it, routes, and sets `view`.
 * Every move the element starts fires `svc-navigate` first (cancelable) with view names and the
 * path only. The views visited stay in place (hidden when another is shown), so nothing typed is
 * lost on the way; the card view hides its PIN and card number when it is left. On a move the focus
 * goes to the new view's heading and the live region names it; the current section's link is
 * marked `aria-current="page"`.
 *
 * @summary A customer's banking, one tag: accounts, cards, people paid, documents and adding money.
 * @tag svc-banking-home
 *
 * @fires {SvcNavigateEvent} svc-navigate - Before the element shows another view; cancelable (then nothing changes: a host app routing by itself sets `view`). `{ from, to, view, section, trigger }`: view names and paths only.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - From the views' elements, and the account view's read (`listLedgers`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - From the views' elements, and the account view's read.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - From the views' elements.
 *
 * @csspart base - The home.
 * @csspart navigation - The section navigation (a landmark).
 * @csspart section-link - A section's link (a button with `routing="none"`); also `section-link-current` on the current one.
 * @csspart view - Each view (also `view-<name>`, e.g. `view-cards`).
 * @csspart view-title - A view's heading.
 * @csspart actions - The links above a view (All accounts, All cards, Order a card).
 * @csspart link - A link to another view inside a view (a sub-account, the main account, All cards).
 * @csspart details - The account's details.
 * @csspart title - The heading of the sub-accounts, and of the card's rules.
 * @csspart section - The list of sub-accounts (`section-sub-accounts`), the link to the main account (`section-main-account`).
 * @csspart empty - No sub-accounts.
 * @csspart loading - A view's elements, or the account, being fetched.
 * @csspart error - A view that could not be fetched, or the account that could not be read.
 * @csspart retry-button - Try again.
 */
export class SvcBankingHome extends SvcElement {
  /**
   * The part's words its first page shows (texts/en-frame.ts); the views after the first bring the
   * rest of the part with them, and the enumeration labels (view-bodies.ts), in the home's language.
   * @internal
   */
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element reads only the frame's keys of its part; view-bodies.ts reads the others from the part it loads whole
  static override ownMessages = { bankingHome } as Partial<Catalog>;
  static override ownLocales = bankingHomeLocales;
  static override styles = [...SvcElement.styles, bankingHomeStyles];

  /** The customer (consumer or corporate UUID), passed to every view. Unset with `end-user`: the signed-in end-user's own. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The end-user is the caller (credentials from the adapter's `headers()`): the views send no end-user identifier where the service takes none. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** The sections shown, in this order (attribute: names separated by spaces or commas). Unset or empty: every section. */
  @property({ converter: namesConverter }) sections?: string[];

  /** Where the element keeps its place: `hash` (default), `path` (with `base-path`), or `none` (the host app routes, through `svc-navigate` and `view`). */
  @property({ reflect: true }) routing: RoutingMode = 'hash';

  /** With `routing="path"`: the path the home lives under (`/bank`); its views are `/bank/cards`, `/bank/card/<id>`. */
  @property({ attribute: 'base-path' }) basePath = '';

  /** The view shown, as a path (`cards`, `card/<id>`): set by a host app to move the element; read to know where it is. */
  @property() view?: string;

  /** The card profile of cards ordered in the Cards section (no operation lists profiles). */
  @property({ attribute: 'card-profile-id' }) cardProfileId?: string;

  /** That profile's name as the person knows it ("Standard debit"), shown in Order a card in place of its id. */
  @property({ attribute: 'card-profile-name' }) cardProfileName?: string;

  /** The customer's name as on their cards ("Alice Martin"): Order a card offers it as the name on the card. */
  @property({ attribute: 'holder-name' }) holderName?: string;

  /**
   * The rules in force on a card, by its id, from your records (no operation reads a card's rules):
   * the card's rules form starts from them when the card is opened. Property only; after a change the
   * form fires `svc-rule-change` with the rules now in force, for your records.
   */
  @property({ attribute: false }) cardRules?: (cardId: string) => CardRulesInForce | undefined;

  /** The card view's secure display of the card number, a `PanDisplay` (`createFramePanDisplay()`, or `createSandboxPanDisplay()` in a demo); without one, the card view offers no number. */
  @property({ attribute: false }) panDisplay?: CardNumberDisplay;

  /** The view shown now. */
  @state() private current?: ViewPath;
  @state() private announcement = '';

  /** The views opened at least once, with the id each shows; their elements are kept. */
  private readonly visited = new Map<ViewName, string | undefined>();
  private readonly modules = new Map<ViewName, OnDemandModule<unknown>>();
  private readonly routingController = new RoutingController(this);
  /** The views after the first (their bodies, the account's read), once their module is here (`module()`). */
  private later?: LaterViews;
  private focusPending = false;
  private warned = '';

  constructor() {
    super();
    // A row chosen in a list opens its view; the choice is turned into svc-navigate (whose detail carries
    // no ledger or card). The card list's, and a card ordered, are the later views' (view-bodies.ts).
    this.addEventListener('svc-ledger-select', (event) => {
      event.stopPropagation();
      this.go({ name: 'account', id: event.detail.ledger.id });
    });
  }

  /**
   * Reads again what the views show (the lists of accounts, cards and documents, the account open):
   * for a change made beside the home (an account opened, a document sent by the page's own elements).
   */
  reload(): void {
    this.renderRoot.querySelector<HTMLElement & { reload?: () => void }>('svc-ledger-list')?.reload?.();
    this.later?.reload(this.current);
  }

  /**
   * What the views after the first take from the home besides its properties (`view-bodies.ts`).
   * @internal
   */
  get viewParts(): ViewParts {
    return {
      messages: this.messages,
      locale: this.effectiveLocale,
      configured: this.configured,
      link: this.link.bind(this),
      go: this.go.bind(this),
      routing: this.routingController,
      errorText: this.errorText.bind(this),
    };
  }

  /** The routing in force (an unknown `routing` value is `hash`). */
  get routingMode(): RoutingMode {
    return this.routing === 'path' || this.routing === 'none' ? this.routing : 'hash';
  }

  /** The sections shown, in the partner's order. */
  get shownSections(): Section[] {
    const chosen = this.sections;
    if (!chosen || chosen.length === 0) return [...SECTIONS];
    const unknown = chosen.filter((name) => !isSection(name));
    if (unknown.length > 0 && unknown.join(' ') !== this.warned) {
      this.warned = unknown.join(' ');
      console.error(`<svc-banking-home>: no section named ${unknown.map((name) => `"${name}"`).join(', ')}; the sections are ${SECTIONS.join(', ')}.`);
    }
    const sections = [...new Set(chosen.filter(isSection))];
    return sections.length > 0 ? sections : [...SECTIONS];
  }

  /** The view to show for a path, if its section is shown. */
  private allowed(view: ViewPath | null | undefined): ViewPath | undefined {
    return view && this.shownSections.includes(sectionOf(view.name)) ? view : undefined;
  }

  private get landing(): ViewPath {
    // Each section's first view has the section's name.
    return { name: this.shownSections[0] ?? 'accounts' };
  }

  /** The address changed (Back, Forward): show what it names, without a new history entry. */
  addressChanged(view: ViewPath | null): void {
    this.show(this.allowed(view) ?? this.landing, true);
  }

  /** A move the element starts: `svc-navigate` first (cancelable), then the address, then the view. */
  private go(to: ViewPath, trigger: SvcNavigateDetail['trigger'] = 'view'): void {
    const from = this.current ? pathText(this.current) : null;
    const path = pathText(to);
    if (path === from) return;
    if (!this.emit(new SvcNavigateEvent({ from, to: path, view: to.name, section: sectionOf(to.name), trigger }))) return;
    this.routingController.write(to);
    this.show(to, true);
  }

  /** Shows a view: its elements fetched the first time, the card view's secrets hidden when it is left. */
  private show(to: ViewPath, focus: boolean): void {
    const leaving = this.current;
    if (leaving && pathText(leaving) === pathText(to)) return;
    if (leaving) this.later?.leave(leaving);
    this.current = to;
    this.view = pathText(to);
    this.visited.set(to.name, to.id);
    void this.module(to.name).fetch();
    this.focusPending = focus;
    if (focus) this.announcement = this.messages.bankingHome.titles[to.name];
  }

  private module(view: ViewName): OnDemandModule<unknown> {
    let module = this.modules.get(view);
    if (!module) {
      // The first view's element (drawn by the home's own chunk); for any other, the module of the views
      // after the first (view-bodies.ts), which fetches the view's elements and the views' words in the
      // home's language before the view shows.
      module = new OnDemandModule(this, 'journey step', () =>
        view === 'accounts'
          ? import('../ledger-list/define.js')
          : import('./view-bodies.js').then((later) => later.prepare(view, this.effectiveLocale).then(() => (this.later ??= new later.LaterViews(this)))),
      );
      this.modules.set(view, module);
    }
    return module;
  }

  /** The end-user id the views send (none when the end-user is the caller and none was given). */
  get endUserForViews(): string | undefined {
    return this.endUserId?.trim() || undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.placeView(changed);
    // The account view's read, once the element knows where to send it (a provider's context may come after the first view).
    this.later?.update(this.current);
  }

  /** The first view, or the one the host app set. */
  private placeView(changed: PropertyValues<this>): void {
    if (this.current === undefined) {
      // The first view: the address's, else `view`, else the first section's. Nothing is focused.
      const first = this.allowed(this.routingController.read()) ?? this.allowed(parseView(this.view)) ?? this.landing;
      this.show(first, false);
      return;
    }
    if (changed.has('view') && this.view !== pathText(this.current)) {
      // The host app moved the element.
      const to = this.allowed(parseView(this.view));
      if (!to) {
        console.error(`<svc-banking-home>: view "${this.view ?? ''}" is not one of the sections shown; the view stays ${pathText(this.current)}.`);
        this.view = pathText(this.current);
        return;
      }
      this.routingController.write(to);
      this.show(to, true);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.focusPending || !this.current) return;
    this.focusPending = false;
    this.renderRoot.querySelector<HTMLElement>(`[data-view-heading="${this.current.name}"]`)?.focus();
  }

  /** A link to a view: an `<a>` with the view's address, or a button with `routing="none"`. */
  private link(path: string, label: TemplateResult | string, part: string, trigger: SvcNavigateDetail['trigger'] = 'view', current = false): TemplateResult {
    const to = parseView(path);
    if (!to) return html`${label}`;
    const href = this.routingController.href(to);
    const onClick = (event: MouseEvent) => {
      // A click asking for another tab or window is the browser's.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      this.go(to, trigger);
    };
    const parts = current ? `${part} ${part}-current` : part;
    return href === undefined
      ? html`<button type="button" class="link" part=${parts} aria-current=${ifDefined(current ? 'page' : undefined)} @click=${onClick}>${label}</button>`
      : html`<a href=${href} part=${parts} aria-current=${ifDefined(current ? 'page' : undefined)} @click=${onClick}>${label}</a>`;
  }

  protected override renderContent(): TemplateResult {
    const texts = this.messages.bankingHome;
    const section = this.current ? sectionOf(this.current.name) : undefined;
    const views = [...this.visited.keys()];
    return html`<div part="base" class="home">
      <nav part="navigation" aria-label=${texts.navigation}>
        <ul class="sections">
          ${this.shownSections.map((name) => html`<li>${this.link(name, texts.sections[name], 'section-link', 'navigation', name === section)}</li>`)}
        </ul>
      </nav>
      <div class="announcer visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${
        // Views are only ever added, at the end: each keeps its place, and its elements, without a keyed repeat.
        views.map((view) => this.renderView(view))
      }
    </div>`;
  }

  private renderView(name: ViewName): TemplateResult {
    const texts = this.messages.bankingHome;
    const module = this.modules.get(name);
    const body =
      module?.module !== undefined
        ? this.renderBody(name)
        : module?.failed
          ? html`<p class="message error" part="error" role="alert">${texts.viewFailed}</p>
              <button type="button" part="retry-button" @click=${() => void module.fetch()}>${texts.retry}</button>`
          : html`<p part="loading" class="loading">${texts.loadingView}</p>`;
    return html`<section part="view view-${name}" data-view=${name} ?hidden=${name !== this.current?.name} aria-labelledby="heading-${name}">
      <h2 id="heading-${name}" part="view-title" tabindex="-1" data-view-heading=${name}>${texts.titles[name]}</h2>
      ${body}
    </section>`;
  }

  private renderBody(name: ViewName): unknown {
    return name === 'accounts'
      ? html`<svc-ledger-list .adapter=${this.adapter} locale=${ifDefined(this.locale)} theme=${ifDefined(this.theme)} end-user-id=${ifDefined(this.endUserForViews)}></svc-ledger-list>`
      : this.later?.render(name, this.visited.get(name));
  }
}
