/** The React 19 example app (examples/react) in real Chromium. */
import { expect } from '@open-wc/testing';
import { createClient } from '../../src/index.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import { appContract } from './app-contract.js';
import { mountReactApp } from './react-app.tsx';

appContract('React', (props) => mountReactApp(props), '/examples/react/src/starter.css');

describe('React example app re-rendered', () => {
  it('keeps the same element and hands it the new object', async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const { content } = await createClient(adapter).listCards({ query: { pageSize: 100 } });
    const [first, second] = [SEED.cards.alicePhysical, SEED.cards.atelier].map((id) => content.find((card) => card.id === id)!);
    const app = mountReactApp({ adapter, card: first });
    try {
      const view = app.container.querySelector<SvcCardView>('svc-card-view')!;
      app.update({ adapter, card: second });
      expect(app.container.querySelector('svc-card-view') === view).to.equal(true);
      expect(view.card).to.equal(second);
      await view.updateComplete;
      expect(view.shadowRoot?.querySelector('[part~="title"]')?.textContent?.trim()).to.equal(second!.friendlyName ?? 'Physical card');
    } finally {
      app.unmount();
    }
    expect(document.querySelector('svc-card-view') === null).to.equal(true);
  });
});
