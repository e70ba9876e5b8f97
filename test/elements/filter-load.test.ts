/** A list's filter fields are fetched when a person first opens the filters, not with the list. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import { LitElement } from 'lit';
import * as z from 'zod/mini';
import '../../src/elements/ledger-list/define.js';
import { en } from '../../src/i18n/en.js';
import { textField } from '../../src/elements/form/fields.js';
import { FilterForm, type FilterFieldSet } from '../../src/elements/list/filter-form.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import { $, button, openFilters, settled, type ListElement } from './list-helpers.js';

// The test page fetches hundreds of modules: room for the ones fetched later.
performance.setResourceTimingBufferSize(10_000);
const fetched = (name: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

/** A host with one filter whose fields fail to arrive the first time (as when the connection drops). */
class FlakyFilters extends LitElement {
  applied: unknown[] = [];
  attempts = 0;
  readonly filters = new FilterForm<{ name?: string }>(this, {
    messages: () => en,
    locale: () => 'en',
    texts: () => ({ filters: 'Filter things' }),
    fields: ['name'],
    fieldSet: () => {
      this.attempts++;
      if (this.attempts === 1) return Promise.reject(new Error('offline'));
      const fieldSet: FilterFieldSet = {
        schema: () => z.object({ name: z.optional(z.string()) }),
        renderFields: (form) => textField(form, { path: 'name', label: 'Name' }),
      };
      return Promise.resolve(fieldSet);
    },
    attention: (count) => `${count} to fix`,
    applied: (filters) => this.applied.push(filters),
  });
  protected override render() {
    return this.filters.render();
  }
}
customElements.define('flaky-filters', FlakyFilters);

describe('filter fields, fetched on first open', () => {
  it('are not fetched with the ledger list, and are once a person opens the filters', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<ListElement>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await settled(el);
    expect(fetched('filter-panel') || fetched('filter-fields'), 'fetched with the list').to.equal(false);
    expect($(el, '[part~="filters"]') === null).to.equal(true);

    await openFilters(el);
    expect(fetched('filter-panel') && fetched('filter-fields')).to.equal(true);
    expect($(el, 'form[part~="filters"] input[name="iban"]') !== null).to.equal(true);
    expect(button(el, 'filters-button').getAttribute('aria-expanded')).to.equal('true');
  });

  it('says so when they cannot be fetched, and Try again fetches them', async () => {
    const el = await fixture<FlakyFilters>(html`<flaky-filters></flaky-filters>`);
    button(el, 'filters-button').click();
    await waitUntil(() => $(el, '[part~="error"]'), 'the failure was not said', MODULE_WAIT);
    const alert = $(el, '[part~="error"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.id).to.equal(button(el, 'filters-button').getAttribute('aria-controls'));
    expect(alert.textContent).to.contain(en.list.filtersFailed);

    button(el, 'retry-button').click();
    await waitUntil(() => $(el, 'form[part~="filters"] input[name="name"]'), 'the fields did not arrive on Try again', MODULE_WAIT);
    expect(el.attempts).to.equal(2);
    expect(el.shadowRoot!.activeElement === button(el, 'filters-button'), 'the focus left the Filters button').to.equal(true);
    expect(el.applied).to.deep.equal([]);
  });
});
