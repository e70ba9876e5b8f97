/** The Vue 3 example app (examples/vue) in real Chromium, and the rule for the kit's booleans in Vue. */
import { expect } from '@open-wc/testing';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import { appContract } from './app-contract.js';
import { mountVueApp } from './vue-app.tsx';
import { mountVueBooleans } from './vue-booleans.tsx';

appContract('Vue', (props) => mountVueApp(props));

describe('Vue bindings of a kit boolean (all-pages)', () => {
  const states = async (off: boolean) => {
    const mounted = await mountVueBooleans(off);
    const lists = [...mounted.container.querySelectorAll<SvcLedgerList>('svc-ledger-list')];
    const result = Object.fromEntries(lists.map((list) => [list.id, { on: list.allPages, attribute: list.getAttribute('all-pages') }]));
    mounted.unmount();
    return result;
  };

  it('is switched off by its property name (:allPages, .allPages) or by leaving the attribute out', async () => {
    const off = await states(false);
    expect(off['property-name']).to.deep.equal({ on: false, attribute: null });
    expect(off['prop-shorthand']).to.deep.equal({ on: false, attribute: null });
    expect(off['omitted']).to.deep.equal({ on: false, attribute: null });
  });

  it('is switched on by every form when true', async () => {
    const on = await states(true);
    for (const id of ['attribute-name', 'property-name', 'prop-shorthand', 'omitted']) expect(on[id]!.on, id).to.equal(true);
  });

  it('stays on with the attribute name and false (:all-pages="false" writes all-pages="false"), as the README warns', async () => {
    const off = await states(false);
    expect(off['attribute-name']!.on).to.equal(true);
    expect(off['attribute-name']!.attribute).not.to.equal(null);
    // .prop with the attribute name sets a property the element does not have: the feature stays off, by accident.
    expect(off['attribute-prop']!.on).to.equal(false);
  });
});
