/** <svc-consumer-list>: searching, filtering, sorting and paging the partner's consumers, on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-list/define.js';
import '../../src/elements/consumer-status/define.js';
import type { SvcConsumerList } from '../../src/elements/consumer-list/svc-consumer-list.js';
import type { SvcConsumerStatus } from '../../src/elements/consumer-status/svc-consumer-status.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { en } from '../../src/i18n/en.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { $, button, cells, errorOf, lastQueryFor, openFilters, requestsFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const texts = en.consumerList;
const C = SEED.consumers;

const rows = (el: SvcConsumerList) => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];
const names = (el: SvcConsumerList) => rows(el).map((row) => text(row.querySelector('b')!));

async function typeInto(el: SvcConsumerList, name: string, value: string): Promise<HTMLInputElement> {
  const input = $<HTMLInputElement>(el, `input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
  return input;
}

const listRequests = (sandbox: Sandbox) => requestsFor(sandbox, 'listConsumers');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listConsumers');
const sandboxList = (template = (adapter: FetchAdapter) => html`<svc-consumer-list .adapter=${adapter}></svc-consumer-list>`) => sandboxListOf<SvcConsumerList>(template);

/** Types `value` in the filter `field`, applies it and waits for the answer. */
async function filterBy(el: SvcConsumerList, field: string, value: string) {
  await typeInto(el, field, value);
  button(el, 'apply-button').click();
  await settled(el);
}

/** An adapter that lists `total` consumers, the same page each time, and records each query. */

describe('<svc-consumer-list>', () => {
  it("shows each consumer's name, email and phone, overall status, identity check, banking and last update, recently updated first", async () => {
    const { el, sandbox } = await sandboxList();
    const query = lastQuery(sandbox);
    expect([query.get('sortAttribute'), query.get('sortDirection'), query.get('pageSize'), query.get('page')]).to.deep.equal(['UPDATE_DATE', 'DESC', '20', '0']);
    expect(summary(el)).to.equal('7 consumers · Page 1 of 1');
    const emma = rows(el).find((row) => row.dataset.key === C.emma)!;
    expect(cells(emma)).to.deep.equal(['Emma Schmidt emma.schmidt@example.de · +49 15123456789', 'Inactive Suspended', 'Declined', 'Blocked', 'Feb 14, 2025']);
    expect(emma.querySelector('[part~="badge-suspended"]')!.className).to.contain('tone-danger');
    expect(names(el)[0]).to.equal('Chloé Dubois');
    await expect(el).to.be.accessible();
  });

  it('searches by last name, phone and email address (part of each), and says how many are in force', async () => {
    const { el, sandbox } = await sandboxList();
    await openFilters(el);
    await filterBy(el, 'lastName', ' Mart ');
    expect(lastQuery(sandbox).get('lastName')).to.equal('Mart');
    expect(names(el)).to.deep.equal(['Alice Martin']);
    expect(text(button(el, 'filters-button'))).to.equal('Search and filters (1 in force)');

    button(el, 'reset-button').click();
    await settled(el);
    await filterBy(el, 'phone', '470123456');
    expect(lastQuery(sandbox).get('phone')).to.equal('470123456');
    expect(names(el)).to.deep.equal(['David Peeters']);

    await typeInto(el, 'phone', '');
    await filterBy(el, 'emailAddress', 'example.co.uk');
    expect(lastQuery(sandbox).has('phone')).to.equal(false);
    expect(names(el)).to.deep.equal(["Grace O'Neill"]);
    await expect(el).to.be.accessible();
  });

  it('filters by every status facet, several values each, and by the overall status', async () => {
    const { el, sandbox } = await sandboxList();
    await openFilters(el);
    const facets = ['kycStatus', 'bankingStatus', 'suspensionStatus', 'serviceStatus', 'complianceStatus'];
    expect([...root(el).querySelectorAll('fieldset legend')].map(text)).to.deep.equal(['Identity check (KYC)', 'Banking', 'Suspension', 'Service', 'Compliance']);
    for (const facet of facets) expect(root(el).querySelectorAll(`input[name="${facet}"]`).length, facet).to.be.greaterThan(1);

    for (const value of ['VALIDATED', 'PENDING_REVIEW']) $<HTMLInputElement>(el, `input[name="kycStatus"][value="${value}"]`)!.click();
    button(el, 'apply-button').click();
    await settled(el);
    expect(lastQuery(sandbox).getAll('kycStatus[]')).to.deep.equal(['PENDING_REVIEW', 'VALIDATED']);
    expect(names(el).sort()).to.deep.equal(['Alice Martin', 'Bruno Lefèvre', 'David Peeters', "Grace O'Neill"]);

    $<HTMLInputElement>(el, 'input[name="bankingStatus"][value="PENDING"]')!.click();
    button(el, 'apply-button').click();
    await settled(el);
    expect(names(el)).to.deep.equal(['Bruno Lefèvre']);

    button(el, 'reset-button').click();
    await settled(el);
    for (const [facet, value] of [['suspensionStatus', 'SUSPENDED'], ['serviceStatus', 'FORBIDDEN'], ['complianceStatus', 'DECLINED']]) {
      $<HTMLInputElement>(el, `input[name="${facet}"][value="${value}"]`)!.click();
    }
    const overall = $<HTMLSelectElement>(el, 'select[name="overallStatus"]')!;
    overall.value = 'INACTIVE';
    overall.dispatchEvent(new Event('change', { bubbles: true }));
    button(el, 'apply-button').click();
    await settled(el);
    const query = lastQuery(sandbox);
    expect([query.getAll('suspensionStatus[]'), query.getAll('serviceStatus[]'), query.getAll('complianceStatus[]'), query.get('overallStatus')]).to.deep.equal([
      ['SUSPENDED'], ['FORBIDDEN'], ['DECLINED'], 'INACTIVE',
    ]);
    expect(names(el)).to.deep.equal(['Emma Schmidt']);
    expect(text(button(el, 'filters-button'))).to.equal('Search and filters (4 in force)');

    // Nothing matches: said, with the search in force.
    $<HTMLInputElement>(el, 'input[name="serviceStatus"][value="CLOSED"]')!.click();
    $<HTMLInputElement>(el, 'input[name="serviceStatus"][value="FORBIDDEN"]')!.click();
    button(el, 'apply-button').click();
    await settled(el);
    expect(text($(el, '[part~="empty"]')!)).to.equal(texts.emptyFiltered);
  });

  describe('search fields: at most KIT_LIMITS.freeText.max characters', () => {
    const { max } = KIT_LIMITS.freeText;
    for (const field of ['lastName', 'phone', 'emailAddress']) {
      it(`${field}: ${max} characters are sent, ${max + 1} are refused on the field and nothing is sent`, async () => {
        const { el, sandbox } = await sandboxList();
        await openFilters(el);
        let input = await typeInto(el, field, 'a'.repeat(max + 1));
        const sent = listRequests(sandbox).length;
        button(el, 'apply-button').click();
        await el.updateComplete;
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(errorOf(input)).to.equal(`Enter at most ${max} characters.`);
        expect(listRequests(sandbox).length).to.equal(sent);
        // Settled by the next request: the corrected filter's is the only one sent since.

        input = await typeInto(el, field, 'a'.repeat(max));
        button(el, 'apply-button').click();
        await settled(el);
        expect(listRequests(sandbox).length).to.equal(sent + 1);
        expect(lastQuery(sandbox).get(field)).to.equal('a'.repeat(max));
        expect(input.getAttribute('aria-invalid')).to.equal('false');
      });
    }
  });

  it('sorts by last update, last name or creation, each way', async () => {
    const { el, sandbox } = await sandboxList();
    const sort = $<HTMLSelectElement>(el, 'select[name="sortDirection"]')!;
    expect([...sort.options].map((option) => option.textContent)).to.deep.equal(Object.values(texts.sorts));
    sort.value = 'LAST_NAME_ASC';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await settled(el);
    expect([lastQuery(sandbox).get('sortAttribute'), lastQuery(sandbox).get('sortDirection')]).to.deep.equal(['LAST_NAME', 'ASC']);
    expect(names(el)).to.deep.equal(['Chloé Dubois', 'Farid Haddad', 'Bruno Lefèvre', 'Alice Martin', "Grace O'Neill", 'David Peeters', 'Emma Schmidt']);
    expect(el.sortAttribute).to.equal('LAST_NAME');
    expect($(el, '[role="columnheader"]')!.getAttribute('aria-sort')).to.equal('ascending');
    sort.value = 'CREATION_DATE_ASC';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await settled(el);
    expect([lastQuery(sandbox).get('sortAttribute'), lastQuery(sandbox).get('sortDirection')]).to.deep.equal(['CREATION_DATE', 'ASC']);
    expect(names(el)[0]).to.equal('Alice Martin');
    // Attributes set by the partner: an unknown one falls back to the default.
    el.setAttribute('sort-attribute', 'SHOE_SIZE');
    await settled(el);
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('UPDATE_DATE');
  });
  it('pairs with <svc-consumer-status>: the chosen consumer is shown there', async () => {
    const { adapter } = createSandboxAdapter();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <svc-consumer-list .adapter=${adapter}></svc-consumer-list>
      <svc-consumer-status .adapter=${adapter}></svc-consumer-status>
    </div>`);
    const list = wrapper.querySelector('svc-consumer-list')!;
    const status = wrapper.querySelector<SvcConsumerStatus>('svc-consumer-status')!;
    list.addEventListener('svc-consumer-select', (event) => (status.consumerId = event.detail.consumer.id));
    await settled(list);
    rows(list).find((row) => row.dataset.key === C.farid)!.click();
    await waitUntil(() => status.shadowRoot!.querySelector('[part~="title"]')?.textContent === 'Farid Haddad', 'the status never showed the consumer');
  });
  it('speaks French when asked', async () => {
    const { el } = await sandboxList((adapter) => html`<svc-consumer-list .adapter=${adapter} locale="fr"></svc-consumer-list>`);
    await waitUntil(() => summary(el).startsWith('7 clients'), 'not in French');
    const emma = rows(el).find((row) => row.dataset.key === C.emma)!;
    expect(cells(emma).slice(1, 4)).to.deep.equal(['Inactif Suspendu', 'Refusée', 'Bloqué']);
  });
});
