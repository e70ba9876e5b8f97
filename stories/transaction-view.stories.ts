import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { SEED, createSandboxAdapter } from '../src/sandbox/index.js';
import { defineElement } from '../src/elements/define-element.js';
import { SvcTransactionView } from '../src/elements/transaction-view/svc-transaction-view.js';
import { SvcProvider } from '../src/elements/provider/svc-provider.js';

// Defined by a call, not a bare `import './define.js'`: a bundler may drop bare imports of modules
// that package.json's `sideEffects` does not list.
defineElement('svc-transaction-view', SvcTransactionView);
defineElement('svc-provider', SvcProvider);

const T = SEED.transactions;

interface Args {
  transactionId: string;
  staff?: boolean;
}

/**
 * `<svc-transaction-view>` shows one transaction by its `transaction-id` (the spec has no list of
 * transactions: the id comes from the partner's records, or a document's `transactionId`). A
 * transfer is shown in full, titled by what it is: amounts and conversion, both parties with their
 * accounts, sub-accounts and balances before (in each account's currency when the answer gives it),
 * the status in words, the type of payment, the dates, reference, note and a decline's reason. No
 * identifier is shown to a customer; with `staff`, the fields the kit does not know and the ID too. "Download receipt (PDF)" follows the receipt's link while
 * it lives, and asks for a new one after.
 */
const meta: Meta<Args> = {
  title: 'Elements/svc-transaction-view',
  component: 'svc-transaction-view',
  tags: ['autodocs'],
  args: { transactionId: T.graceToAliceHolidays },
  argTypes: {
    transactionId: { control: 'select', options: Object.values(T), description: 'The transaction (UUID): the sandbox’s transactions are listed.' },
    staff: { control: 'boolean', description: 'The reader is the partner’s staff: technical types, unknown fields and the ID are shown too.' },
  },
  render: (args) =>
    html`<svc-provider sandbox><svc-transaction-view transaction-id=${args.transactionId} ?staff=${args.staff}></svc-transaction-view></svc-provider>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Every field: pounds converted to euros, into a sub-account, with a reference and a note. */
export const Converted: Story = {};

/** A transfer to another customer. */
export const Approved: Story = { args: { transactionId: T.aliceToDavid } };

/** Between two of the customer's own accounts. */
export const OwnAccounts: Story = { args: { transactionId: T.aliceToHolidays } };

/** Declined, with its reason in words. */
export const Declined: Story = { args: { transactionId: T.declined } };

/** A variant the spec does not show (the sandbox's card payment): titled by the merchant, with its name and city. */
export const OtherVariant: Story = { args: { transactionId: T.aliceCardPayment } };

/** The same card payment to staff (`staff`): the technical type, every other field as given, and the ID. */
export const OtherVariantStaff: Story = { args: { transactionId: T.aliceCardPayment, staff: true } };

/** In Lithuanian (`locale="lt"`). */
export const Lithuanian: Story = {
  render: () => html`<svc-provider sandbox locale="lt"><svc-transaction-view transaction-id=${T.declined}></svc-transaction-view></svc-provider>`,
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'light' },
  render: () => html`<svc-provider sandbox theme="dark"><svc-transaction-view transaction-id=${T.graceToAliceHolidays}></svc-transaction-view></svc-provider>`,
};

/** On a phone: the parties one under the other, each label above its value. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

const adapterOf = (request: () => Promise<unknown>) => ({ sandbox: false, request }) as unknown as FetchAdapter;

/** The transaction has not arrived yet (this adapter never answers). */
export const Loading: Story = {
  render: () => html`<svc-transaction-view transaction-id=${T.aliceToDavid} .adapter=${adapterOf(() => new Promise(() => undefined))}></svc-transaction-view>`,
};

/** The partner backend cannot be reached: the message and a retry. */
export const NetworkError: Story = {
  name: 'Error',
  render: () => html`<svc-transaction-view
    transaction-id=${T.aliceToDavid}
    .adapter=${adapterOf(async () => {
      throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
    })}
  ></svc-transaction-view>`,
};

/** The receipt could not be had: said above the transaction, and the button asks again. */
export const ReceiptFailed: Story = {
  render: () => {
    const { adapter } = createSandboxAdapter();
    const failing: FetchAdapter = {
      ...adapter,
      request: async (operation, input, options) => {
        if (operationName(operation) === 'createTransactionReceipt') {
          throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' });
        }
        return adapter.request(operation, input, options);
      },
    };
    return html`<svc-transaction-view transaction-id=${T.aliceToDavid} .adapter=${failing}></svc-transaction-view>`;
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector('svc-transaction-view')!;
    await view.updateComplete;
    const press = () => view.shadowRoot?.querySelector<HTMLButtonElement>('[part~="receipt-button"]')?.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    press();
  },
};

/** No `transaction-id`: said, nothing sent. */
export const MissingId: Story = {
  render: () => html`<svc-provider sandbox><svc-transaction-view></svc-transaction-view></svc-provider>`,
};

/** No adapter, no provider: the element says so and sends nothing. */
export const NotConfigured: Story = {
  // Not on the docs page: there every element has its configuration, and the console stays clean.
  tags: ['!autodocs'],
  render: () => html`<svc-transaction-view transaction-id=${T.aliceToDavid}></svc-transaction-view>`,
};

/** The partner's own heading in the `header` slot, and their own link in `actions`. */
export const OwnWords: Story = {
  name: 'Own words (slots)',
  render: () => html`<svc-provider sandbox>
    <svc-transaction-view transaction-id=${T.aliceToDavid}>
      <h2 slot="header">Payment details</h2>
      <a slot="actions" href="#dispute">Report a problem</a>
    </svc-transaction-view>
  </svc-provider>`,
};
