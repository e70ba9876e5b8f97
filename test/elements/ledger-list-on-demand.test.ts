/** Parts of <svc-ledger-list> fetched only by the lists that use them: the all-pages view, the Suspend dialog. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/elements/ledger-list/define.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import { root, settled, summary } from './list-helpers.js';

// The test page fetches hundreds of modules: room for the ones fetched later.
performance.setResourceTimingBufferSize(10_000);
const fetched = (module: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/ledger-list/${module}.`));

describe('<svc-ledger-list>: parts fetched on demand', () => {
  it('is not fetched for a list shown page by page, and is with the first page of all-pages', async () => {
    const { adapter } = createSandboxAdapter();
    const paged = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`);
    await settled(paged);
    expect(root(paged).querySelectorAll('.body [role="row"]').length).to.be.greaterThan(0);
    expect(fetched('all-pages'), 'fetched for a list shown page by page').to.equal(false);
    expect(fetched('suspend-dialog'), 'fetched without suspendable').to.equal(false);

    const all = await fixture<SvcLedgerList>(html`<svc-ledger-list all-pages .adapter=${adapter}></svc-ledger-list>`);
    await waitUntil(() => /^All \d+ accounts loaded\.$/.test(summary(all)), 'not every page loaded', MODULE_WAIT);
    // Firefox may list a module's resource entry a moment after the module ran.
    await waitUntil(() => fetched('all-pages'), 'the all-pages view was not fetched', MODULE_WAIT);
    await waitUntil(() => root(all).querySelector('[part~="table"].windowed .body [role="row"]'), 'no windowed rows', MODULE_WAIT);
  });

  it('fetches the Suspend dialog with suspendable rows, before any Suspend is pressed', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list suspendable .adapter=${adapter}></svc-ledger-list>`);
    await settled(el);
    await waitUntil(() => fetched('suspend-dialog'), 'the Suspend dialog was not fetched', MODULE_WAIT);
    expect(root(el).querySelector('[part~="suspend-button"]') !== null).to.equal(true);
  });
});
