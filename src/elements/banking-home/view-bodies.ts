/**
 * The views of `<svc-banking-home>` after the first, fetched with the first of them to open (the
 * first view, the ledger list, is drawn by the home's own chunk): their elements, each fetched when
 * its view first opens; what each shows once they are here, the kit's elements with what the home
 * passes on (the customer, the caller's kind, the home's own adapter, locale and theme when it has
 * them); the links between views (All cards, Order a card); the account view's read of its account
 * (`account-details.ts`); their styles; and their words, the home's part of the catalog loaded
 * whole in the home's language (its first page carries only the frame's: texts/en-frame.ts).
 */
import { html, noChange, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { FetchAdapter } from '../../client/adapter.js';
import type { ServiceError } from '../../api/errors.js';
import { loadCatalog, type Catalog } from '../../i18n/catalog.js';
import { OperationController, type OperationHost } from '../base/operation.js';
import { AccountDetails, renderAccount } from './account-details.js';
import { laterViewStyles } from './view-bodies.styles.js';
import { bankingHome as english } from './texts/en.js';
import { enums } from '../../i18n/enums/en.js';
import type { ViewName, ViewPath } from './views.js';
import type { PanDisplay } from '../card/pan-display.js';
import type { CardRuleRecord } from '../card/rule-kinds.js';

/** The card view's secure display of the card number, as the page gives it. */
export type CardNumberDisplay = PanDisplay;

/** A card's rules in force, as the card's rules form takes them. */
export type CardRulesInForce = CardRuleRecord[];

/** What the home gives the views besides its properties: its words and locale in force, its links, its failure texts. */
export interface ViewParts {
  readonly messages: Catalog;
  readonly locale: string;
  /** The home has an adapter to read the account with. */
  readonly configured: boolean;
  /** A link to another view (`account/<id>`, `cards`). */
  link(path: string, label: TemplateResult | string, part: string): TemplateResult;
  /** Moves to a view, as a choice inside a view (`svc-navigate` first). */
  go(view: ViewPath): void;
  /** A view's address (undefined when the host app routes). */
  readonly routing: { href(view: ViewPath): string | undefined };
  errorText(error: ServiceError): string;
}

/** What the views take from the home. */
export interface ViewHost extends ReactiveControllerHost, HTMLElement {
  readonly config: OperationHost['config'];
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly endUserForViews?: string;
  readonly endUser: boolean;
  readonly cardProfileId?: string;
  readonly cardProfileName?: string;
  readonly holderName?: string;
  readonly cardRules?: (cardId: string) => CardRulesInForce | undefined;
  readonly panDisplay?: CardNumberDisplay;
  readonly adapter?: FetchAdapter;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark' | 'auto';
  readonly viewParts: ViewParts;
}

/** Has the lists `selector` names in the home read again. */
function reloadLists(host: ViewHost, selector: string): void {
  for (const list of host.renderRoot.querySelectorAll<HTMLElement & { reload?: () => void }>(selector)) list.reload?.();
}

/** The elements of the views after the first: each element is its own chunk, fetched once for the page. */
const ELEMENTS: Partial<Record<ViewName, () => Promise<unknown>>> = {
  cards: () => import('../card-list/define.js'),
  card: () => Promise.all([import('../card-view/define.js'), import('../card-rules/define.js')]),
  'card-order': () => import('../card-order/define.js'),
  people: () => import('../beneficiary-form/define.js'),
  documents: () => import('../document-list/define.js'),
  'add-money': () => import('../account-load/define.js'),
};

/** The home's part whole, and the enumeration labels the account view shows (an account's status). */
type Words = Pick<Catalog, 'bankingHome' | 'enums'>;
const englishWords: Words = { bankingHome: english, enums };

/** The views' words by locale, once loaded (over English: `loadCatalog`). */
const wordsBy = new Map<string, Words>();
const loadingWords = new Map<string, Promise<unknown>>();

function loadWords(locale: string): Promise<unknown> {
  let loading = loadingWords.get(locale);
  if (!loading) {
    loading = loadCatalog(locale, englishWords).then((words) => wordsBy.set(locale, words));
    loadingWords.set(locale, loading);
  }
  return loading;
}

/** Fetches a view's elements and the views' words in `locale` (before the view shows: no English first on a French page). */
export function prepare(view: ViewName, locale: string): Promise<unknown> {
  return Promise.all([ELEMENTS[view]?.(), loadWords(locale)]);
}

/** Which of the customer's attributes a view's element takes: none, its id, or its id and whether the end-user is the caller. */
type Customer = 'none' | 'id' | 'caller';

/**
 * What every view's element takes from the home, set as a binding in its template would: the
 * adapter as a property, the locale, theme and customer as attributes (left off when the home has
 * none), `end-user` as a boolean attribute.
 */
class FromHome extends Directive {
  render(_host: ViewHost, _customer: Customer): unknown {
    return noChange;
  }

  override update(part: ElementPart, [host, customer]: [ViewHost, Customer]): unknown {
    const element: Element & { adapter?: FetchAdapter } = part.element;
    element.adapter = host.adapter;
    const attributes: [string, string | undefined][] = [
      ['locale', host.locale],
      ['theme', host.theme],
    ];
    if (customer !== 'none') attributes.push(['end-user-id', host.endUserForViews]);
    for (const [name, value] of attributes) {
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (customer === 'caller') element.toggleAttribute('end-user', host.endUser);
    return noChange;
  }
}
const fromHome = directive(FromHome);

const actions = (...links: TemplateResult[]) => html`<div class="view-actions" part="actions">${links}</div>`;

/** The views after the first, drawn for one home, with its account view's read. */
export class LaterViews {
  private readonly account: AccountDetails;
  /** The words last shown (kept while another language's load, as the home's own texts are). */
  private words: Words = englishWords;
  /** The rules in force given for the card shown, asked for once each time another card opens: a rule changed in the form stays shown. */
  private given?: { cardId: string | undefined; rules: CardRulesInForce };

  constructor(private readonly host: ViewHost) {
    this.account = new AccountDetails(host, new OperationController(host));
    // Their styles join the home's.
    const root = host.renderRoot;
    const sheet = laterViewStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    // A card chosen in the list opens its view; the choice is turned into svc-navigate (whose detail carries no card).
    host.addEventListener('svc-card-select', (event) => {
      event.stopPropagation();
      host.viewParts.go({ name: 'card', id: event.detail.card.id });
    });
    // A card ordered in the home joins its list of cards.
    host.addEventListener('svc-success', (event) => {
      if (event.detail.operation === 'createCard') reloadLists(host, 'svc-card-list');
    });
  }

  /** Before each render: the account view shown reads its account, once the home knows where to send it. */
  update(current: ViewPath | undefined): void {
    if (current?.name === 'account' && current.id !== undefined && this.host.viewParts.configured) void this.account.read(current.id, this.host.endUserForViews);
  }

  /** A view left: the card view hides its PIN and card number. */
  leave(view: ViewPath): void {
    if (view.name === 'card') this.host.renderRoot.querySelector<HTMLElement & { conceal?: () => void }>('svc-card-view')?.conceal?.();
  }

  /** The views' words in the home's language (fetched when it changes; the last ones meanwhile). */
  private wordsIn(locale: string): Words {
    const loaded = wordsBy.get(locale);
    if (loaded) this.words = loaded;
    else void loadWords(locale).then(() => this.host.requestUpdate());
    return this.words;
  }

  /** Reads again the lists and the account shown (`reload()`: a change made beside the home). */
  reload(current: ViewPath | undefined): void {
    reloadLists(this.host, 'svc-card-list, svc-document-list');
    if (current?.name === 'account' && current.id !== undefined) void this.account.read(current.id, this.host.endUserForViews, true);
  }

  /** The rules in force the page gives for a card (none: an empty list, as the form starts without). */
  private rulesGiven(cardId: string | undefined): CardRulesInForce {
    const given = this.given && this.given.cardId === cardId ? this.given : { cardId, rules: (cardId === undefined ? undefined : this.host.cardRules?.(cardId)) ?? [] };
    this.given = given;
    return given.rules;
  }

  /** A view's body. */
  render(view: Exclude<ViewName, 'accounts'>, id: string | undefined): unknown {
    const { host } = this;
    const parts = host.viewParts;
    const words = this.wordsIn(parts.locale);
    const texts = words.bankingHome;
    const link = (path: string, label: string) => parts.link(path, label, 'link');
    switch (view) {
      case 'account':
        return html`${actions(link('accounts', texts.allAccounts))}
        ${renderAccount(this.account.state, { ...parts, messages: { ...parts.messages, ...words } }, () => {
          if (id !== undefined) void this.account.read(id, host.endUserForViews, true);
        })}`;
      case 'cards':
        return html`${actions(link('card-order', texts.orderCard))}
          <svc-card-list ${fromHome(host, 'id')}></svc-card-list>`;
      case 'card':
        return html`${actions(link('cards', texts.allCards))}
          <svc-card-view ${fromHome(host, 'id')} .panDisplay=${host.panDisplay} card-id=${ifDefined(id)}></svc-card-view>
          <h3 part="title">${texts.cardRules}</h3>
          <svc-card-rules ${fromHome(host, 'none')} card-id=${ifDefined(id)} .rules=${this.rulesGiven(id)}></svc-card-rules>`;
      case 'card-order':
        return html`${actions(link('cards', texts.allCards))}
          <svc-card-order ${fromHome(host, 'caller')} profile-id=${ifDefined(host.cardProfileId)} profile-name=${ifDefined(host.cardProfileName)} holder-name=${ifDefined(host.holderName)}></svc-card-order>`;
      case 'people':
        return html`<p class="intro">${texts.peopleIntro}</p>
          <svc-beneficiary-form ${fromHome(host, 'caller')}></svc-beneficiary-form>`;
      case 'documents':
        return html`<svc-document-list ${fromHome(host, 'caller')}></svc-document-list>`;
      case 'add-money':
        return html`<svc-account-load ${fromHome(host, 'caller')} redirect-url=${ifDefined(addMoneyReturn(parts))}></svc-account-load>`;
    }
  }
}

/** Where the payment page sends the person back: the add-money view's own address (none when the host app routes). */
function addMoneyReturn(parts: ViewParts): string | undefined {
  const href = parts.routing.href({ name: 'add-money' });
  if (href === undefined) return undefined;
  // Without the page's query string: a return's own parameters are not carried into the next one.
  const address = new URL(href, location.href);
  address.search = '';
  return address.href;
}
