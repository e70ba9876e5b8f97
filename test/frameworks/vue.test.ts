/** The Vue 3 example app (examples/vue) in real Chromium, and the rule for the kit's booleans in Vue. */
import { expect } from '@open-wc/testing';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import { appContract } from './app-contract.js';
import { waitUntil } from '../wait.js';
import { mountVueApp, mountVueBooleans } from './vue-app.tsx';

appContract('Vue', (props) => mountVueApp(props), '/examples/vue/src/starter.css');

describe('Vue bindings of a kit boolean (all-pages)', () => {
  const states = async (off: boolean) => {
    const mounted = await mountVueBooleans(off);
    const lists = [...mounted.container.querySelectorAll<SvcLedgerList>('svc-ledger-list')];
    const result = Object.fromEntries(lists.map((list) => [list.id, { on: list.allPages, attribute: list.getAttribute('all-pages') }]));
    mounted.unmount();
    return result;
  };

  it('is switched off by every form when false, :all-pages="false" included, which is said once in the console', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    let off: Awaited<ReturnType<typeof states>>;
    const said = () => warnings.filter((text) => text.includes('"false" is read as off'));
    try {
      off = await states(false);
      await states(false);
      // The console's words for a partner's mistakes come a moment later, with their own module.
      await waitUntil(() => said().length > 0, 'the "false" attribute was not said');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.warn = warn;
    }
    expect(off['property-name']).to.deep.equal({ on: false, attribute: null });
    expect(off['prop-shorthand']).to.deep.equal({ on: false, attribute: null });
    expect(off['omitted']).to.deep.equal({ on: false, attribute: null });
    // Vue writes all-pages="false": read as off, and the attribute reflects the property (removed).
    expect(off['attribute-name']).to.deep.equal({ on: false, attribute: null });
    expect(said()).to.have.length(1);
  });

  it('is switched on by every form when true', async () => {
    const on = await states(true);
    for (const id of ['attribute-name', 'property-name', 'prop-shorthand', 'omitted']) expect(on[id]!.on, id).to.equal(true);
  });

  it('.prop with the attribute name sets a property the element does not have: off, by accident', async () => {
    const off = await states(false);
    expect(off['attribute-prop']!.on).to.equal(false);
  });
});
