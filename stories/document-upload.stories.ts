import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/document-upload/define.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { ServiceError } from '../src/api/errors.js';
import { LIMITS } from '../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED } from '../src/sandbox/index.js';
import { elementIn } from './element-in.js';

const BRUNO = SEED.consumers.bruno;

/** A small file of the given name and type (content does not matter to the sandbox). */
/** The first bytes of a sample's kind: the element reads them and refuses a file that is not what it claims. */
const SIGNATURES: Record<string, number[]> = { 'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], 'image/jpeg': [0xff, 0xd8, 0xff, 0xe0] };
const sample = (name: string, type = 'application/pdf', size = 48_000) => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[type] ?? []);
  return new File([bytes], name, { type });
};

/** A sandbox adapter whose uploads never answer (until cancelled): the uploading state. */
function neverAnswering(): FetchAdapter {
  const { adapter } = createSandboxAdapter();
  return {
    sandbox: true,
    request: (operation, input, options) =>
      operationName(operation) === 'uploadDocument'
        ? new Promise((_, reject) =>
            options?.signal?.addEventListener('abort', () => reject(new ServiceError({ kind: 'abort', code: 'ABORTED', operation: 'uploadDocument' })), { once: true }),
          )
        : adapter.request(operation, input, options),
  };
}

/** A sandbox adapter whose first upload fails as if the network were down; the retry works. */
function failingOnce(): FetchAdapter {
  const { adapter } = createSandboxAdapter();
  let failures = 0;
  return {
    sandbox: true,
    request: (operation, input, options) =>
      operationName(operation) === 'uploadDocument' && failures++ === 0
        ? Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: 'uploadDocument' }))
        : adapter.request(operation, input, options),
  };
}

/**
 * `<svc-document-upload>` uploads documents for an end-user, one multipart request per file, each
 * with its own status row. Drop files on the zone or choose them; files of 5 MB or more are refused
 * before anything is sent. With `document-id` it answers a document request.
 */
const meta: Meta = {
  title: 'Elements/svc-document-upload',
  component: 'svc-document-upload',
  tags: ['autodocs'],
  argTypes: {
    accept: { control: 'text', description: 'Accepted files, as the accept attribute of a file input.' },
  },
};
export default meta;

/** A partner caller: type, end-user, optional name and related objects, then files. */
export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-upload></svc-document-upload></svc-provider>`,
};

/** The partner already knows the end-user: `end-user-id` fills and hides that field. */
export const PartnerWithEndUserId: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-upload end-user-id=${BRUNO}></svc-document-upload></svc-provider>`,
};

/** The partner pins what the documents relate to: Alice's transfer, sent with every file; no identifier is shown to her. */
export const PinnedRelation: StoryObj = {
  name: 'Pinned to a transaction',
  render: () => html`<svc-provider sandbox>
    <svc-document-upload end-user-id=${SEED.consumers.alice} transaction-id=${SEED.transactions.aliceToHolidays}></svc-document-upload>
  </svc-provider>`,
};

/** The end-user answers the driving licence the service requested: no type, no end-user. */
export const AnsweringARequest: StoryObj = {
  render: () =>
    html`<svc-provider sandbox .headers=${endUserHeaders(BRUNO)}>
      <svc-document-upload end-user document-id=${SEED.documents.brunoRequested}></svc-document-upload>
    </svc-provider>`,
};

/** Staff's form (`staff`): a submit with a missing end-user, an invalid relation ID and a file over the limit. */
export const Invalid: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-upload staff></svc-document-upload></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'BANK_ACCOUNT_DETAILS', transactionId: 'TX-123' };
    el.addFiles([sample('bank-details.pdf'), sample('scan-600dpi.pdf', 'application/pdf', LIMITS.uploadBytesBelow + 1_200_000)]);
    void el.submit();
  },
};

/** Files on their way: an indeterminate progress per file and a cancel button (this adapter never answers). */
export const Uploading: StoryObj = {
  render: () => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${neverAnswering()}></svc-document-upload>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'IDENTITY_CARD', friendlyName: 'Identity card' };
    el.addFiles([sample('identity-front.jpg', 'image/jpeg', 1_800_000), sample('identity-back.jpg', 'image/jpeg', 1_650_000)]);
    void el.submit();
  },
};

/** The network failed: the reason on the file, and a retry (which works here). */
export const Failed: StoryObj = {
  name: 'Error',
  render: () => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${failingOnce()}></svc-document-upload>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'HEALTH_INSURANCE', friendlyName: 'Health insurance card' };
    el.addFiles([sample('health-insurance.pdf')]);
    void el.submit();
  },
};

/** Two files uploaded: the success panel takes the place of the fields, with each file's document, type and status, and Upload more documents. */
export const Success: StoryObj = {
  render: () => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${createSandboxAdapter().adapter}></svc-document-upload>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'BANK_ACCOUNT_STATEMENT', friendlyName: 'Statements Q1' };
    el.addFiles([sample('statement-january.pdf'), sample('statement-february.pdf', 'application/pdf', 61_500)]);
    void el.submit();
  },
};

/** Partners' own words in the slots: a header, a footer, the upload button's label and the success message. */
export const WithSlots: StoryObj = {
  render: () => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${createSandboxAdapter().adapter}>
    <h2 slot="header">Bank details</h2>
    <p slot="footer">We check documents within two working days.</p>
    <span slot="submit-label">Send to the bank</span>
    <strong slot="success">Thank you: we will tell you once they are checked.</strong>
  </svc-document-upload>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'BANK_ACCOUNT_DETAILS' };
    el.addFiles([sample('bank-details.pdf')]);
    void el.submit();
  },
};

/**
 * Inside a partner's own `<form>`: with `name="documents"` the form's `FormData` holds the fields
 * and the names of the files as JSON (never the files' contents); Reset empties the list.
 */
export const InAHostForm: StoryObj = {
  render: () => html`<form aria-label="Case" @submit=${(event: Event) => event.preventDefault()}>
    <svc-provider sandbox><svc-document-upload name="documents" end-user-id=${BRUNO}></svc-document-upload></svc-provider>
    <p><button type="submit">Submit the case</button> <button type="reset">Reset</button></p>
  </form>`,
};

/** A disabled `<fieldset>` around it disables every control inside it. */
export const DisabledByFieldset: StoryObj = {
  render: () => html`<form aria-label="Case">
    <fieldset disabled>
      <legend>Documents</legend>
      <svc-provider sandbox><svc-document-upload end-user-id=${BRUNO}></svc-document-upload></svc-provider>
    </fieldset>
  </form>`,
};

/** The dark theme, with a file ready and one refused. */
export const Dark: StoryObj = {
  render: () =>
    html`<svc-provider sandbox><svc-document-upload theme="dark" end-user-id=${BRUNO}></svc-document-upload></svc-provider>`,
  globals: { backgrounds: { value: 'dark' } },
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-upload');
    el.value = { type: 'DRIVING_LICENCE' };
    el.addFiles([sample('licence.pdf'), sample('archive.zip', 'application/zip')]);
  },
};
