import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-design-list/define.js';
import type { SvcCardDesignList } from '../../src/elements/card-design-list/svc-card-design-list.js';
import { en } from '../../src/i18n/en.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { $, button, lastQueryFor, openFilters, requestsFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const texts = en.cardDesignList;
const designs = (el: SvcCardDesignList) => [...root(el).querySelectorAll<HTMLElement>('[part~="row"]')];
const named = (el: SvcCardDesignList, name: string) => designs(el).find((row) => text(row.querySelector('[part~="title"]')!) === name)!;
const requests = (sandbox: Sandbox) => requestsFor(sandbox, 'listCardDesigns');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listCardDesigns');
const list = (locale = 'en') => sandboxListOf<SvcCardDesignList>((adapter) => html`<svc-card-design-list .adapter=${adapter} locale=${locale}></svc-card-design-list>`);

describe('<svc-card-design-list>', () => {
  it('shows each design with its facts and the countries it is available in, by name, A to Z', async () => {
    const { el, sandbox } = await list();
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('FRIENDLY_NAME');
    expect(summary(el)).to.equal('6 card designs · Page 1 of 1');
    expect(designs(el).map((row) => text(row.querySelector('[part~="title"]')!))).to.deep.equal([
      'Baltic grey', 'Business black', 'Classic blue', 'Euro travel', 'Sterling green', 'Virtual violet',
    ]);
    const baltic = named(el, 'Baltic grey');
    expect(text(baltic.querySelector('.facts')!)).to.equal('VISA · Physical card · Business customers · Euro account, Estonia');
    expect(text(baltic.querySelector('dt')!)).to.equal(texts.countries);
    expect(text(baltic.querySelector('dd')!)).to.equal('Estonia, Latvia, and Lithuania');
    // Kosovo's XKX (outside ISO 3166-1) is named too, not shown as its code.
    expect(text(named(el, 'Euro travel').querySelector('dd')!)).to.match(/^Belgium, Netherlands, Luxembourg, .*, Finland, and Kosovo$/);
    await expect(el).to.be.accessible();
  });

  it("names the countries in the element's locale", async () => {
    const { el } = await list('fr');
    await waitUntil(() => text(named(el, 'Baltic grey').querySelector('dd')!).includes('Estonie'), 'the names never came in French');
    expect(text(named(el, 'Baltic grey').querySelector('dd')!)).to.equal('Estonie, Lettonie et Lituanie');
  });

  it('filters by network, account type, card type and customer type', async () => {
    const { el, sandbox } = await list();
    await openFilters(el);
    const scheme = $<HTMLInputElement>(el, 'input[name="scheme"]')!;
    scheme.value = 'visa';
    scheme.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    for (const [name, value] of [['cardType', 'PHYSICAL'], ['userType', 'CORPORATE'], ['ledgerType', 'EUR_ESTONIA']]) {
      const select = $<HTMLSelectElement>(el, `select[name="${name}"]`)!;
      select.value = value!;
      select.dispatchEvent(new Event('change'));
    }
    button(el, 'apply-button').click();
    await settled(el);
    const query = lastQuery(sandbox);
    expect([query.get('scheme'), query.get('cardType'), query.get('userType'), query.get('ledgerType')]).to.deep.equal(['VISA', 'PHYSICAL', 'CORPORATE', 'EUR_ESTONIA']);
    expect(designs(el).map((row) => text(row.querySelector('[part~="title"]')!))).to.deep.equal(['Baltic grey']);
    expect(text(button(el, 'filters-button'))).to.equal('Filters (4 in force)');
  });

  it('refuses a network name that is not in capitals and underscores on its field, and sends nothing', async () => {
    const { el, sandbox } = await list();
    const sent = requests(sandbox).length;
    await openFilters(el);
    const scheme = $<HTMLInputElement>(el, 'input[name="scheme"]')!;
    scheme.value = 'VISA-2';
    scheme.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    button(el, 'apply-button').click();
    await el.updateComplete;
    expect(scheme.getAttribute('aria-invalid')).to.equal('true');
    expect(requests(sandbox).length).to.equal(sent);
  });
});
