import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/elements/provider/define.js';
import '../src/elements/document-list/define.js';
import { ServiceError } from '../src/api/errors.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { operationName } from '../src/client/operation-ref.js';
import { SEED, endUserHeaders } from '../src/sandbox/index.js';
import { elementIn, slowSandbox } from './element-in.js';

/** An adapter whose every request fails as when the network is down. */
const offline: FetchAdapter = {
  sandbox: true,
  request: ((operation) => Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))) as FetchAdapter['request'],
};

/**
 * `<svc-document-list>` lists documents: filters (end-user, type, statuses, requested, related
 * object) checked before sending, sorting by date, name, file name or type, paging with the total.
 * Documents requested by the service that wait for their file are highlighted and offer Upload,
 * which opens `<svc-document-upload document-id>` in a dialog. Download follows the record's link
 * while it lives, or fetches the file. The sandbox holds a document in every status, two of them
 * open requests.
 */
const meta: Meta = {
  title: 'Elements/svc-document-list',
  component: 'svc-document-list',
  tags: ['autodocs'],
};
export default meta;

/** Every document of the sandbox, newest first: a Validated, Uploaded, Declined and two Requested ones. */
export const Loaded: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-list></svc-document-list></svc-provider>`,
};

/** Pinned to Bruno with `end-user-id`: his open request is highlighted, with Upload. */
export const OneEndUser: StoryObj = {
  name: 'One end-user, with a request',
  render: () => html`<svc-provider sandbox><svc-document-list end-user-id=${SEED.consumers.bruno}></svc-document-list></svc-provider>`,
};

/** The signed-in end-user's own documents (Alice): no end-user filter, none sent. */
export const EndUser: StoryObj = {
  name: 'End-user mode',
  render: () => html`<svc-provider sandbox .headers=${endUserHeaders(SEED.consumers.alice)}><svc-document-list end-user></svc-document-list></svc-provider>`,
};

/** Sorted by type, two per page. */
export const SortedAndPaged: StoryObj = {
  name: 'Sorted by type, paged',
  render: () => html`<svc-provider sandbox><svc-document-list sort-attribute="TYPE" sort-direction="ASC" page-size="2"></svc-document-list></svc-provider>`,
};

/** The filters open. */
export const Filters: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-list></svc-document-list></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-list');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="filters-button"]')!.click();
    // The fields are fetched on first open.
    for (let tries = 0; !el.shadowRoot!.querySelector('form[part~="filters"]') && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  },
};

/** Upload pressed on Bruno's requested driving licence: the upload form, in its dialog, answers that request. */
export const UploadDialog: StoryObj = {
  name: 'Upload dialog',
  render: () => html`<svc-provider sandbox><svc-document-list end-user-id=${SEED.consumers.bruno}></svc-document-list></svc-provider>`,
  play: async ({ canvasElement }) => {
    const el = await elementIn(canvasElement, 'svc-document-list');
    const upload = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="upload-button"]');
    for (let tries = 0; !upload() && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    upload()?.click();
  },
};

/** The first page is on its way (the sandbox takes a day to answer): after 250 ms without it, the loading state. */
export const Loading: StoryObj = {
  render: () => html`<svc-document-list .adapter=${slowSandbox()}></svc-document-list>`,
};

/** Nordwind has no documents. */
export const Empty: StoryObj = {
  render: () => html`<svc-provider sandbox><svc-document-list end-user-id=${SEED.corporates.nordwind}></svc-document-list></svc-provider>`,
};

/** The service cannot be reached: said, with Try again. */
export const Offline: StoryObj = {
  name: 'Error (offline)',
  render: () => html`<svc-document-list .adapter=${offline}></svc-document-list>`,
};

export const French: StoryObj = {
  render: () => html`<svc-provider sandbox locale="fr"><svc-document-list></svc-document-list></svc-provider>`,
};

export const Dark: StoryObj = {
  name: 'Dark theme',
  globals: { backgrounds: { value: 'dark' } },
  render: () => html`<svc-provider sandbox><svc-document-list theme="dark"></svc-document-list></svc-provider>`,
};
