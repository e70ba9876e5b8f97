/**
 * What every framework example (examples/react, examples/vue) must show on the kit's sandbox: a
 * provider with children, objects and arrays set as properties, events handled declaratively and
 * through a ref, and a form validated and submitted through a ref that sends exactly one request.
 * Each framework's test file runs this suite against its own app.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import { consumerChecksHere } from '../elements/form-helpers.js';
import { createClient, type Card, type FetchAdapter, type OperationName } from '../../src/index.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcProvider } from '../../src/elements/provider/svc-provider.js';

/** The props both example apps take. */
export interface AppProps {
  adapter?: FetchAdapter;
  endUserId?: string;
  card?: Card;
}

export interface MountedApp {
  container: HTMLElement;
  unmount(): void | Promise<void>;
}

const ALICE = SEED.consumers.alice;

/** A sandbox adapter that counts the requests elements make through it, by operation. */
function countingSandbox() {
  const { adapter: inner } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const calls: { operation: OperationName; input: unknown }[] = [];
  const adapter: FetchAdapter = {
    sandbox: inner.sandbox,
    request(operation, input, options) {
      calls.push({ operation, input });
      return inner.request(operation, input, options);
    },
  };
  return { adapter, calls };
}

const find = <T extends Element>(app: MountedApp, selector: string): T => {
  const found = app.container.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
};
const textOf = (app: MountedApp, testId: string) => find(app, `[data-testid="${testId}"]`).textContent?.trim() ?? '';
const button = (app: MountedApp, label: string) => {
  const found = [...app.container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label);
  if (!found) throw new Error(`No button ${label}`);
  return found;
};
const ledgerRows = (list: SvcLedgerList) => [...(list.shadowRoot?.querySelectorAll<HTMLElement>('.body [role="row"]') ?? [])];
const fieldErrors = (form: SvcConsumerForm) =>
  [...(form.shadowRoot?.querySelectorAll('[part~="form-control-error"]') ?? [])].map((node) => node.textContent?.trim()).filter(Boolean);

/** Puts the example's own page styles (its starter.css, as its main module imports it) on the test page. */
async function withStarterStyles(url: string): Promise<() => void> {
  const style = document.createElement('style');
  style.textContent = await (await fetch(url)).text();
  document.head.append(style);
  return () => style.remove();
}

export function appContract(framework: string, mount: (props: AppProps) => MountedApp | Promise<MountedApp>, starterStyles: string): void {
  describe(`${framework} example app on the sandbox`, () => {
    let app: MountedApp | undefined;
    afterEach(async () => {
      await app?.unmount();
      app = undefined;
    });

    it('renders <svc-provider sandbox> with its children, which load through it', async () => {
      app = await mount({ endUserId: ALICE });
      const provider = find<SvcProvider>(app, 'svc-provider');
      expect(provider.sandbox).to.equal(true);
      // A boolean bound to false is off: no attribute that would switch it on.
      const list = find<SvcLedgerList>(app, 'svc-ledger-list');
      expect(provider.contains(list)).to.equal(true);
      expect(list.allPages).to.equal(false);
      expect(list.hasAttribute('all-pages')).to.equal(false);
      expect(list.pageSize).to.equal(5);
      await waitUntil(() => ledgerRows(list).length > 0, 'the sandbox ledgers are listed', MODULE_WAIT);
      expect(ledgerRows(list).length).to.be.within(1, 5);
    });

    it('keeps the starter\'s page styles out of the elements: no centring, no background of their own, the page\'s font', async () => {
      const restore = await withStarterStyles(starterStyles);
      try {
        app = await mount({ endUserId: ALICE });
        const list = find<SvcLedgerList>(app, 'svc-ledger-list');
        await waitUntil(() => ledgerRows(list).length > 0, 'the sandbox ledgers are listed', MODULE_WAIT);
        const cell = ledgerRows(list)[0]!.querySelector<HTMLElement>('[role="cell"], [role="gridcell"]')!;
        expect(getComputedStyle(app.container).textAlign, 'the starter centres its mount point').to.equal('center');
        expect(getComputedStyle(cell).textAlign).to.equal('start');
        expect(getComputedStyle(cell).fontFamily).to.contain('Georgia');
        expect(getComputedStyle(list).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
        const form = find<SvcConsumerForm>(app, 'svc-consumer-form');
        await form.updateComplete;
        expect(getComputedStyle(form.shadowRoot!.querySelector('label')!).textAlign).to.equal('start');
        expect(getComputedStyle(form).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
      } finally {
        restore();
      }
    });

    it('sets objects and arrays as properties, never as "[object Object]" attributes', async () => {
      const { adapter } = countingSandbox();
      const page = await createClient(adapter).listCards({ query: { pageSize: 100 } });
      const card = page.content.find((candidate) => candidate.id === SEED.cards.alicePhysical)!;
      app = await mount({ adapter, endUserId: ALICE, card });
      const view = find<SvcCardView>(app, 'svc-card-view');
      expect(view.card).to.equal(card);
      expect(view.hasAttribute('card')).to.equal(false);
      expect(view.pinTimeout).to.equal(20);
      await view.updateComplete;
      expect(view.shadowRoot?.querySelector('[part~="title"]')?.textContent?.trim()).to.equal(card.friendlyName);
      const form = find<SvcConsumerForm>(app, 'svc-consumer-form');
      expect(form.metadata).to.deep.equal({ source: `${framework.toLowerCase()}-example`, channels: ['web', 'app'] });
      expect(form.hasAttribute('metadata')).to.equal(false);
    });

    it('handles events declaratively and through a ref', async () => {
      app = await mount({ endUserId: ALICE });
      const list = find<SvcLedgerList>(app, 'svc-ledger-list');
      // The app counts the pages with a listener it added on its ref.
      await waitUntil(() => textOf(app!, 'ledger-pages') === 'Pages read: 1', 'the ref listener saw the page', MODULE_WAIT);
      expect(textOf(app, 'ledger-chosen')).to.equal('No ledger chosen');
      const first = ledgerRows(list)[0]!;
      const name = first.querySelector('[role="rowheader"] b')?.textContent?.trim();
      first.querySelector<HTMLElement>('[role="rowheader"] b')!.click();
      // The app's declarative onsvc-ledger-select / @svc-ledger-select handler read the typed detail.
      await waitUntil(() => textOf(app!, 'ledger-chosen') === `Chosen: ${name}`, 'the declarative handler saw the choice');
    });

    it('validates and submits the form through a ref, sending exactly one request', async () => {
      const { adapter, calls } = countingSandbox();
      app = await mount({ adapter, endUserId: ALICE });
      const form = find<SvcConsumerForm>(app, 'svc-consumer-form');
      await form.updateComplete;
      // The form's checks come with its profile's choices, a moment after its fields (until then
      // validate() says only that nothing is judged yet): a person presses Check after they show.
      await consumerChecksHere(form);

      button(app, 'Check').click();
      await waitUntil(() => textOf(app!, 'signup-status') === '2 fields to fix', 'validate() reported the missing phone');
      await form.updateComplete;
      expect(fieldErrors(form)).to.have.length(2);
      expect(calls.filter((call) => call.operation === 'createConsumer')).to.have.length(0);

      form.value = { firstName: 'Zoé', lastName: 'Moreau', phone: { countryCode: '33', number: '601020304' } };
      await form.updateComplete;
      button(app, 'Check').click();
      await waitUntil(() => textOf(app!, 'signup-status') === 'Ready to send', 'validate() found nothing to fix');

      // Pressed twice: the form sends once.
      button(app, 'Sign up').click();
      button(app, 'Sign up').click();
      await waitUntil(() => textOf(app!, 'signup-status').startsWith('Created consumer '), 'submit() resolved with the new consumer', MODULE_WAIT);
      const creates = calls.filter((call) => call.operation === 'createConsumer');
      expect(creates).to.have.length(1);
      expect((creates[0]!.input as { body: Record<string, unknown> }).body).to.deep.include({
        firstName: 'Zoé',
        metadata: { source: `${framework.toLowerCase()}-example`, channels: ['web', 'app'] },
      });
    });
  });
}
