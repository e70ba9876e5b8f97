/**
 * <svc-banking-home>: a customer's banking as one tag, on the sandbox backend in a real browser:
 * the sections the partner chose; each view's elements fetched the first time it opens; moving by
 * click and by keyboard, with the focus on the new view's heading and the current section marked;
 * the place kept in the address (fragment or path), so Back and deep links work, with no id in
 * the referrer; a host app routing by itself through `svc-navigate` and `view`; a session that
 * expires in a view and resumes with nothing typed lost and no write sent again; and no personal
 * data in any detail of the home's events.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../wait.js';
import '../../src/elements/banking-home/define.js';
import '../../src/elements/provider/define.js';
import type { SvcBankingHome } from '../../src/elements/banking-home/svc-banking-home.js';
import type { SvcNavigateEvent, SvcNavigateDetail } from '../../src/elements/banking-home/events.js';
import type { SvcProvider } from '../../src/elements/provider/svc-provider.js';
import { createFetchAdapter, type FetchAdapter } from '../../src/client/adapter.js';
import { SEED, createSandboxAdapter } from '../../src/sandbox/index.js';
import { createSandboxPanDisplay } from '../../src/elements/card-view/sandbox-pan-display.js';
import { errors } from '../../src/i18n/errors/en.js';
import { expiringBackend, listenForExpiry } from './expiring-backend.js';
import { MODULE_WAIT } from '../engines.js';

const ALICE = SEED.consumers.alice;
const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const root = (el: SvcBankingHome) => el.shadowRoot!;
const part = (el: SvcBankingHome, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
/** The section links as a person meets them: their words, and which one is the current page. */
function sections(el: SvcBankingHome) {
  const links = [...root(el).querySelectorAll<HTMLElement>('nav [part~="section-link"]')];
  return { names: links.map(read), current: links.filter((link) => link.getAttribute('aria-current') === 'page').map(read) };
}
const sectionLink = (el: SvcBankingHome, words: string) => [...root(el).querySelectorAll<HTMLElement>('nav [part~="section-link"]')].find((link) => read(link) === words)!;
/** The view shown (the one section not hidden). */
const shown = (el: SvcBankingHome) => [...root(el).querySelectorAll<HTMLElement>('section[data-view]')].filter((view) => !view.hidden).map((view) => view.dataset.view);
const viewOf = (el: SvcBankingHome, name: string) => root(el).querySelector<HTMLElement>(`section[data-view="${name}"]`);
const heading = (el: SvcBankingHome, name: string) => root(el).querySelector<HTMLElement>(`[data-view-heading="${name}"]`);
const focusedHeading = (el: SvcBankingHome) => (root(el).activeElement as HTMLElement | null)?.dataset.viewHeading;
const inner = (host: Element | null | undefined, selector: string) => host?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const rows = (host: Element | null | undefined) => [...(host?.shadowRoot?.querySelectorAll<HTMLElement>('[part~="row"]') ?? [])];

const startAddress = location.href;
let events: SvcNavigateEvent[] = [];
const record = (event: Event) => events.push(event as SvcNavigateEvent);
beforeEach(() => {
  events = [];
  document.addEventListener('svc-navigate', record);
});
afterEach(() => {
  document.removeEventListener('svc-navigate', record);
  history.replaceState(null, '', startAddress);
});

async function setup(attributes: Record<string, string> = {}, adapter: FetchAdapter = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter) {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('svc-banking-home');
  el.adapter = adapter;
  el.locale = 'en';
  el.setAttribute('end-user-id', ALICE);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await el.updateComplete;
  return el;
}

/** Waits until the view's element is drawn (its chunk fetched) and returns it. */
async function viewElement(el: SvcBankingHome, view: string, tag: string) {
  await waitUntil(() => viewOf(el, view)?.querySelector(tag), `the ${view} view did not show ${tag}`, MODULE_WAIT);
  return viewOf(el, view)!.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>(tag)!;
}

async function clickSection(el: SvcBankingHome, words: string) {
  sectionLink(el, words).click();
  await el.updateComplete;
}

describe('<svc-banking-home>', () => {
  // First in the file: no element of a view has been fetched on this page yet.
  it('fetches a view\'s elements only when the view first opens', async () => {
    const el = await setup();
    await viewElement(el, 'accounts', 'svc-ledger-list');
    for (const tag of ['svc-card-list', 'svc-card-view', 'svc-card-rules', 'svc-card-order', 'svc-beneficiary-form', 'svc-document-list', 'svc-account-load']) {
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
    await clickSection(el, 'Cards');
    const list = await viewElement(el, 'cards', 'svc-card-list');
    expect(customElements.get('svc-card-list')).to.not.equal(undefined);
    // The card view waits for a card to be opened.
    expect(customElements.get('svc-card-view')).to.equal(undefined);
    await waitUntil(() => rows(list).length > 0, 'the cards were not listed');
    rows(list)[0].click();
    const view = await viewElement(el, 'card', 'svc-card-view');
    expect(customElements.get('svc-card-rules')).to.not.equal(undefined);
    expect(view.getAttribute('card-id')).to.match(/^ca000000-/);
    expect(customElements.get('svc-beneficiary-form')).to.equal(undefined);
  });

  it('shows the sections the partner chose, in their order, and the first one\'s view', async () => {
    const el = await setup({ sections: 'documents cards' });
    expect(sections(el)).to.deep.equal({ names: ['Documents', 'Cards'], current: ['Documents'] });
    expect(shown(el)).to.deep.equal(['documents']);
    expect(read(heading(el, 'documents'))).to.equal('Your documents');
    await viewElement(el, 'documents', 'svc-document-list');
    // A view of a section not shown is not opened, by the address or by the host (said in the console).
    const original = console.error;
    const said: string[] = [];
    console.error = (...args: unknown[]) => said.push(args.map(String).join(' '));
    try {
      el.view = 'people';
      await el.updateComplete;
    } finally {
      console.error = original;
    }
    expect(said.join('\n')).to.contain('view "people" is not one of the sections shown');
    expect(shown(el)).to.deep.equal(['documents']);
    expect(el.view).to.equal('documents');
    await expect(el).to.be.accessible();
  });

  it('says an unknown section in the console and shows the others', async () => {
    const said: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => said.push(args.map(String).join(' '));
    try {
      const el = await setup({ sections: 'cards loans' });
      expect(sections(el).names).to.deep.equal(['Cards']);
    } finally {
      console.error = original;
    }
    expect(said.join('\n')).to.contain('no section named "loans"');
  });

  it('moves by click: svc-navigate first, the address, the current section, the focus on the heading', async () => {
    const el = await setup();
    // On first load nothing is focused.
    expect(focusedHeading(el)).to.equal(undefined);
    expect(location.hash).to.equal(new URL(startAddress).hash);
    await clickSection(el, 'People you pay');
    expect(events.map((event) => event.detail)).to.deep.equal([{ from: 'accounts', to: 'people', view: 'people', section: 'people', trigger: 'navigation' }]);
    expect(location.hash).to.equal('#/people');
    expect(shown(el)).to.deep.equal(['people']);
    expect(sections(el).current).to.deep.equal(['People you pay']);
    expect(focusedHeading(el)).to.equal('people');
    expect(read(root(el).querySelector('[role="status"]'))).to.equal('People you pay');
    expect(el.view).to.equal('people');
    // A link is a real link: its address is the view's.
    expect(sectionLink(el, 'Cards').getAttribute('href')).to.match(/#\/cards$/);
  });

  it('moves by keyboard: Tab to a section, Enter opens it', async () => {
    const el = await setup();
    sectionLink(el, 'Accounts').focus();
    await sendKeys({ press: 'Tab' });
    expect(read(root(el).activeElement)).to.equal('Cards');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => shown(el)[0] === 'cards', 'Enter did not open the cards');
    await el.updateComplete;
    expect(focusedHeading(el)).to.equal('cards');
    expect(sections(el).current).to.deep.equal(['Cards']);
    expect(location.hash).to.equal('#/cards');
  });

  it('opens a deep link, and Back returns to the view before with what was typed', async () => {
    history.replaceState(null, '', '#/card-order');
    const el = await setup();
    expect(shown(el)).to.deep.equal(['card-order']);
    expect(sections(el).current).to.deep.equal(['Cards']);
    const order = await viewElement(el, 'card-order', 'svc-card-order');
    await order.updateComplete;
    await waitUntil(() => inner(order, 'input[name="nameOnCard"]'), 'the card order showed no printed name');
    const line = inner(order, 'input[name="nameOnCard"]') as HTMLInputElement;
    line.value = 'ALICE M MARTIN';
    line.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await order.updateComplete;
    await clickSection(el, 'Documents');
    expect(location.hash).to.equal('#/documents');
    history.back();
    await waitUntil(() => shown(el)[0] === 'card-order', 'Back did not return to the card order');
    await el.updateComplete;
    expect(focusedHeading(el)).to.equal('card-order');
    expect(viewOf(el, 'card-order')!.querySelector('svc-card-order')).to.equal(order);
    expect((inner(order, 'input[name="nameOnCard"]') as HTMLInputElement).value).to.equal('ALICE M MARTIN');
    // Back makes no svc-navigate: the address has already changed.
    expect(events.map((event) => event.detail.to)).to.deep.equal(['documents']);
  });

  it('shows an account from a deep link, with its details and sub-accounts, each a link with its id', async () => {
    history.replaceState(null, '', `#/account/${SEED.ledgers.aliceMain}`);
    const el = await setup();
    await waitUntil(() => part(el, 'details'), 'the account was not shown');
    const facts = read(part(el, 'details'));
    expect(facts).to.contain('Main account').and.contain('FR76').and.contain('Active');
    const subs = [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="section-sub-accounts"] [part~="link"]')];
    expect(subs.map(read)).to.include('Holidays');
    expect(subs).to.have.length(21);
    subs.find((link) => read(link) === 'Holidays')!.click();
    await el.updateComplete;
    expect(location.hash).to.equal(`#/account/${SEED.ledgers.aliceHolidays}`);
    await waitUntil(() => read(part(el, 'details')).includes('Holidays'), 'the sub-account was not shown');
    expect(read(part(el, 'section-main-account'))).to.equal('Main account');
    await expect(el).to.be.accessible();
  });

  it('opens an account chosen in the list; the ledger does not leave the home, svc-navigate carries no personal data', async () => {
    const el = await setup();
    const selects: Event[] = [];
    document.addEventListener('svc-ledger-select', (event) => selects.push(event), { once: true });
    const list = await viewElement(el, 'accounts', 'svc-ledger-list');
    await waitUntil(() => rows(list).length > 0, 'the accounts were not listed');
    rows(list)[0].click();
    await waitUntil(() => part(el, 'details'), 'the account was not shown');
    await clickSection(el, 'Cards');
    const cards = await viewElement(el, 'cards', 'svc-card-list');
    await waitUntil(() => rows(cards).length > 0, 'the cards were not listed');
    rows(cards)[0].click();
    await el.updateComplete;
    expect(selects).to.have.length(0);
    const details = events.map((event) => event.detail);
    expect(details.map((detail) => detail.view)).to.deep.equal(['account', 'cards', 'card']);
    const said = JSON.stringify(details);
    for (const personal of ['Alice', 'Martin', 'Main account', 'FR76', ALICE, '1250']) expect(said).to.not.contain(personal);
    // Only the views that need one carry an id: a UUID the service gave.
    for (const detail of details as SvcNavigateDetail[]) expect(detail.to).to.match(detail.view === 'cards' ? /^cards$/ : /^(account|card)\/[0-9a-f-]{36}$/);
  });

  it('hides the card\'s secrets when the card view is left', async () => {
    history.replaceState(null, '', `#/card/${SEED.cards.alicePhysical}`);
    const el = await setup();
    const view = (await viewElement(el, 'card', 'svc-card-view')) as unknown as HTMLElement & { conceal(): void };
    let concealed = 0;
    const original = view.conceal.bind(view);
    view.conceal = () => {
      concealed += 1;
      original();
    };
    await clickSection(el, 'Accounts');
    expect(concealed).to.equal(1);
  });

  it('gives its card view the page\'s secure display of the card number', async () => {
    history.replaceState(null, '', `#/card/${SEED.cards.alicePhysical}`);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('svc-banking-home');
    el.adapter = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter;
    el.locale = 'en';
    el.setAttribute('end-user-id', ALICE);
    el.panDisplay = createSandboxPanDisplay();
    holder.append(el);
    const view = await viewElement(el, 'card', 'svc-card-view');
    await waitUntil(() => inner(view, '[part~="pan-button"]'), 'the card view offered no card number');
    await view.updateComplete;
    // Without a display the card view disables its button and says so: with the home's, it offers the number.
    expect(inner(view, '[part~="pan-button"]')!.getAttribute('aria-disabled')).to.not.equal('true');
    expect((inner(view, '[part~="pan-button"]') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('names the card profile in Order a card by the words the partner gives, never by its id', async () => {
    history.replaceState(null, '', '#/card-order');
    const el = await setup({ 'card-profile-id': SEED.cardProfiles.standard, 'card-profile-name': 'Standard debit' });
    const order = await viewElement(el, 'card-order', 'svc-card-order');
    await waitUntil(() => read(inner(order, '[data-path="profileId"]')).includes('Standard debit'), 'the profile was not named');
    expect(order.shadowRoot!.textContent).to.not.contain(SEED.cardProfiles.standard);
  });

  it("offers the customer's name, from holder-name, as the name on a card ordered", async () => {
    history.replaceState(null, '', '#/card-order');
    const el = await setup({ 'card-profile-id': SEED.cardProfiles.standard, 'card-profile-name': 'Standard debit', 'holder-name': 'Alice Martin' });
    const order = await viewElement(el, 'card-order', 'svc-card-order');
    await waitUntil(() => read(inner(order, '[data-path="nameOnCard"]')).includes('Left empty, the card shows ALICE MARTIN.'), 'the name was not offered');
  });

  it("starts a card's rules form from the rules in force the page gives for that card, asked once each time another card opens", async () => {
    const asked: string[] = [];
    const given = [{ type: 'DAILY_MAX_SPEND', value: 400, creatorType: 'PARTNER', creationDate: '2025-01-10T09:00:00Z' }];
    history.replaceState(null, '', `#/card/${SEED.cards.alicePhysical}`);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('svc-banking-home');
    el.adapter = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } }).adapter;
    el.locale = 'en';
    el.setAttribute('end-user-id', ALICE);
    el.cardRules = (cardId) => {
      asked.push(cardId);
      return cardId === SEED.cards.alicePhysical ? given : undefined;
    };
    holder.append(el);
    const rules = await viewElement(el, 'card', 'svc-card-rules');
    await waitUntil(() => read(inner(rules, '[part~="details"]')).includes('Daily spending limit: 400, set by the partner'), 'the rules given are not shown');
    el.requestUpdate();
    await el.updateComplete;
    expect(asked).to.deep.equal([SEED.cards.alicePhysical]);
    el.view = `card/${SEED.cards.aliceVirtual}`;
    await el.updateComplete;
    await waitUntil(() => !read(inner(rules, '[part~="details"]')).includes('400'), 'the other card shows the first card\'s rules');
    expect(asked).to.deep.equal([SEED.cards.alicePhysical, SEED.cards.aliceVirtual]);
  });

  it('brings the person back from the payment page to its Add money view', async () => {
    const el = await setup();
    await clickSection(el, 'Add money');
    const load = (await viewElement(el, 'add-money', 'svc-account-load')) as HTMLElement & { redirectUrl?: string; updateComplete: Promise<unknown> };
    await load.updateComplete;
    // The view's own address, without the page's query string (a return's parameters are not carried into the next).
    expect(load.redirectUrl).to.equal(`${location.origin}${location.pathname}#/add-money`);
    const path = await setup({ routing: 'path', 'base-path': '/bank' });
    await clickSection(path, 'Add money');
    const inPath = (await viewElement(path, 'add-money', 'svc-account-load')) as HTMLElement & { redirectUrl?: string };
    expect(inPath.redirectUrl).to.equal(`${location.origin}/bank/add-money`);
    const routed = await setup({ routing: 'none' });
    routed.view = 'add-money';
    const byHost = (await viewElement(routed, 'add-money', 'svc-account-load')) as HTMLElement & { redirectUrl?: string };
    expect(byHost.redirectUrl).to.equal(undefined);
  });

  it('lists again on reload() what was made beside it, and a card ordered in it', async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await setup({}, adapter);
    const list = await viewElement(el, 'accounts', 'svc-ledger-list');
    await waitUntil(() => rows(list).length > 0, 'the accounts were not listed');
    await clickSection(el, 'Cards');
    const cards = await viewElement(el, 'cards', 'svc-card-list');
    await waitUntil(() => rows(cards).length > 0, 'the cards were not listed');
    // An account opened by another element of the page: the home's hidden list of accounts has it after reload().
    const counted = () => Number(/(\d+) accounts/.exec(read(list.shadowRoot!.querySelector('[part~="status"]')))?.[1]);
    await waitUntil(() => counted() > 0, 'the accounts were not counted');
    const before = counted();
    await adapter.request('createLedger', { body: { endUserId: ALICE, type: 'EUR_FRANCE', friendlyName: 'Travel fund' } });
    expect(counted()).to.equal(before);
    el.reload();
    await waitUntil(() => counted() === before + 1, 'reload() did not count the new account');
    // A card ordered in the home's Order a card: its success reaches the home, whose list of cards reads again.
    await adapter.request('createCard', {
      body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.virtual, nameOnCard: 'ALICE MARTIN', friendlyName: 'Travel card' },
    });
    await clickSection(el, 'Cards');
    root(el).querySelector<HTMLElement>('section[data-view="cards"] [part~="actions"] [part~="link"]')!.click();
    const order = await viewElement(el, 'card-order', 'svc-card-order');
    order.dispatchEvent(new CustomEvent('svc-success', { bubbles: true, composed: true, detail: { operation: 'createCard', result: {} } }));
    await waitUntil(() => read(cards.shadowRoot!.querySelector('[part~="body"]')).includes('Travel card'), 'the list of cards did not read again after a card was ordered');
  });

  it('keeps its place in a path under base-path, and sends no path in the referrer', async () => {
    const seen: RequestInit[] = [];
    const { sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const adapter = createFetchAdapter({
      baseUrl: 'https://partner.test',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(init ?? {});
        const url = new URL(new Request(input, init).url);
        const headers = new Headers(init?.headers);
        headers.set('Service-SCA-Strategy', 'BY_PASS');
        return sandbox.fetch(`${sandbox.baseUrl}${url.pathname}${url.search}`, { method: init?.method, headers, body: init?.body });
      }) as typeof fetch,
    });
    history.replaceState(null, '', `/bank/card/${SEED.cards.alicePhysical}`);
    const el = await setup({ routing: 'path', 'base-path': '/bank/' }, adapter);
    expect(shown(el)).to.deep.equal(['card']);
    await viewElement(el, 'card', 'svc-card-view');
    await waitUntil(() => seen.length > 0, 'the card was not asked for');
    expect(seen.every((init) => init.referrerPolicy === 'strict-origin')).to.equal(true);
    expect(sectionLink(el, 'Documents').getAttribute('href')).to.equal('/bank/documents');
    await clickSection(el, 'Documents');
    expect(location.pathname).to.equal('/bank/documents');
    history.back();
    await waitUntil(() => shown(el)[0] === 'card', 'Back did not return to the card');
  });

  it('leaves routing to the host app: svc-navigate cancelled changes nothing, `view` set by the host moves it', async () => {
    const el = await setup({ routing: 'none' });
    const address = location.href;
    el.addEventListener('svc-navigate', (event) => event.preventDefault());
    // With no address to go to, the sections are buttons, the current one marked.
    expect(sectionLink(el, 'Cards').localName).to.equal('button');
    expect(sections(el).current).to.deep.equal(['Accounts']);
    await clickSection(el, 'Cards');
    expect(events.map((event) => event.detail.to)).to.deep.equal(['cards']);
    expect(shown(el)).to.deep.equal(['accounts']);
    expect(location.href).to.equal(address);
    // The host routes, then sets the view.
    el.view = `card/${SEED.cards.aliceVirtual}`;
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['card']);
    expect(sections(el).current).to.deep.equal(['Cards']);
    expect(focusedHeading(el)).to.equal('card');
    const view = await viewElement(el, 'card', 'svc-card-view');
    expect(view.getAttribute('card-id')).to.equal(SEED.cards.aliceVirtual);
    expect(location.href).to.equal(address);
    // Not cancelled, the element moves by itself, still without touching the address.
    const home = await setup({ routing: 'none' });
    await clickSection(home, 'Documents');
    expect(shown(home)).to.deep.equal(['documents']);
    expect(location.href).to.equal(address);
  });

  it('speaks the page\'s language', async () => {
    const el = await setup({ locale: 'fr' });
    await waitUntil(() => sections(el).names[0] === 'Comptes', 'the French texts did not arrive');
    expect(sections(el).names).to.deep.equal(['Comptes', 'Cartes', 'Bénéficiaires', 'Documents', 'Alimenter un compte']);
    expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Vos services bancaires');
  });

  it('says an account\'s status in the page\'s language: the labels come with the later views\' words', async () => {
    history.replaceState(null, '', `#/account/${SEED.ledgers.aliceMain}`);
    const el = await setup({ locale: 'fr' });
    await waitUntil(() => part(el, 'details'), 'the account was not shown');
    await waitUntil(() => read(part(el, 'details')).includes('Actif'), 'the status was not said in French');
    expect(read(part(el, 'details'))).to.not.contain('Active');
  });

  for (const [width, theme] of [[375, 'light'], [768, 'dark'], [1280, 'dark']] as const) {
    it(`holds at ${width} px in ${theme}: nothing wider than the screen, no axe violation`, async () => {
      const el = await setup({ theme });
      el.parentElement!.style.width = `${width}px`;
      await viewElement(el, 'accounts', 'svc-ledger-list');
      const base = part(el, 'base')!;
      expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
      expect(base.getBoundingClientRect().width).to.be.at.most(width);
      await expect(el).to.be.accessible();
      await clickSection(el, 'Cards');
      await viewElement(el, 'cards', 'svc-card-list');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
      await expect(el).to.be.accessible();
    });
  }
});

describe('<svc-banking-home> and a session that expires', () => {
  it('in a view: the form waits, keeps what was typed, sends nothing again on resume, once when pressed again', async () => {
    const listener = listenForExpiry(true);
    try {
      const { adapter, state, sent } = expiringBackend();
      const posts = () => sent('POST', /^\/beneficiaries$/);
      history.replaceState(null, '', '#/people');
      const provider = await fixture<SvcProvider>(html`<svc-provider .adapter=${adapter} locale="en"><svc-banking-home end-user-id=${ALICE}></svc-banking-home></svc-provider>`);
      const el = provider.querySelector('svc-banking-home')!;
      const form = await viewElement(el, 'people', 'svc-beneficiary-form');
      await form.updateComplete;
      const field = (name: string) => inner(form, `input[name="${name}"]`) as HTMLInputElement;
      const type = async (name: string, value: string) => {
        const input = field(name);
        input.focus();
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        input.blur();
        await form.updateComplete;
      };
      inner(form, 'input[name="type"][value="PERSON"]')!.click();
      await type('name', 'Jean Marc Dupont');
      await type('bankingDetails.iban', 'FR7630006000011234567890189');
      await type('bankingDetails.bic', 'AGRIFRPP');
      const submit = () => inner(form, '[part~="submit-button"]')!.click();
      const notice = () => read(inner(form, '.session-notice'));

      state.expired = true;
      submit();
      await waitUntil(() => notice() === errors.SESSION_WAITING, 'the form did not say it waits for the sign-in');
      expect(listener.seen).to.have.length(1);
      expect(posts()).to.have.length(1);
      // Meanwhile the person looks at another view and comes back.
      await clickSection(el, 'Documents');
      await clickSection(el, 'People you pay');

      state.expired = false;
      provider.resume();
      await waitUntil(() => notice() === errors.SESSION_RESUMED, 'the form did not hand the write back');
      expect(posts()).to.have.length(1);
      expect(field('name').value).to.equal('Jean Marc Dupont');
      expect(field('bankingDetails.bic').value).to.equal('AGRIFRPP');

      submit();
      await waitUntil(() => inner(form, '[part~="success"]'), 'the form sent again did not succeed');
      expect(posts().map((request) => request.refused)).to.deep.equal([true, false]);
      expect(listener.seen).to.have.length(1);
    } finally {
      listener.stop();
    }
  });
});
