/** The SCA panel's module is fetched when an approval may be needed, not with the elements that embed it. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/elements/card-view/define.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import { createClient } from '../../src/client/client.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';

const CARD = SEED.cards.alicePhysical;

describe('the SCA panel, loaded on demand', () => {
  it('is not defined with a card view, and is defined and focusable once a PIN reveal waits for an approval', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ approvalDelayMs: null, sca: { strategy: 'PUSH_NOTIFICATION', pollIntervalMs: 20 } });
    const card = (await createClient(adapter).listCards({ query: { pageSize: 100 } })).content.find((one) => one.id === CARD)!;
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card}></svc-card-view>`);
    expect(customElements.get('svc-sca-pending') === undefined, 'defined before any reveal').to.equal(true);

    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pin-button"]')!.click();
    await waitUntil(() => customElements.get('svc-sca-pending'), 'the SCA panel was never defined', MODULE_WAIT);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="sca"]'), 'the SCA wait was not shown', MODULE_WAIT);
    const panel = el.shadowRoot!.querySelector<SvcScaPending>('[part~="sca"]')!;
    await panel.updateComplete;
    expect(panel.shadowRoot!.querySelector('[part~="instructions"]')!.textContent).to.match(/approve/i);
    sandbox.approve();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="pin"]'), 'the PIN was not shown after approval', MODULE_WAIT);
  });
});
