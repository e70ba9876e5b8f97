/**
 * Every fault survived: each element that sends requests, against each fault a backend or a
 * network can produce, through a real `createFetchAdapter`. The backend is the sandbox behind a
 * scripted fetch: the one request under test gets the fault, every other request (and the retry)
 * gets the sandbox's real answer.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { TemplateResult } from 'lit';
import '../../src/generated/define-all.js';
import { createFetchAdapter, type FetchAdapter } from '../../src/client/adapter.js';
import { createClient } from '../../src/client/client.js';
import { operationName } from '../../src/client/operation-ref.js';
import type { ServiceErrorKind } from '../../src/api/errors.js';
import type { SvcErrorEvent, SvcScaEvent } from '../../src/elements/base/events.js';
import type { PanDisplay } from '../../src/elements/card-view/pan-display.js';
import { errors as catalog } from '../../src/i18n/errors/en.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { json } from '../client/fake-fetch.js';
import type { OperationDef } from '../../src/api/operations/define.js';
import { createConsumer, getConsumer, sendConsumerVerificationEmail } from '../../src/api/operations/consumers.js';
import { listConsumers } from '../../src/api/operations/consumer-list.js';
import { createBeneficiary } from '../../src/api/operations/beneficiaries.js';
import { getCardPin, getPanCredentials, listCards } from '../../src/api/operations/cards.js';
import { createCard, listCardDesigns } from '../../src/api/operations/card-management.js';
import { createDocumentRequest, getDocument, listDocuments, uploadDocument } from '../../src/api/operations/documents.js';
import { initiateAcquiringAccountLoad, initiateAcquiringPayment } from '../../src/api/operations/payments.js';
import { putCardProfileRule, putCardRule } from '../../src/api/operations/card-management.js';
import { createLedger, listLedgers, suspendLedger } from '../../src/api/operations/ledgers.js';
import { createPartnerUser, listPartnerUsers } from '../../src/api/operations/partner.js';
import { createTransactionReceipt, getTransaction, listExternalCards } from '../../src/api/operations/payments.js';
import { getMandate, updateMandate } from '../../src/api/operations/payments.js';
import { getPartnerConfiguration } from '../../src/api/operations/partner.js';
import { declareCorporateRelated, requestKybVerification } from '../../src/api/operations/corporates.js';

/** Whether a request is the operation's, by its route in the operations table (`{cardId}` matches one segment). */
function routeMatcher({ method, path }: OperationDef) {
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return (requestMethod: string, requestPath: string) => requestMethod === method && pattern.test(requestPath);
}

const BASE = 'https://partner.test';

// The faults

interface Fault {
  name: string;
  /** The answer to the request under test; `offline` rejects, `hang` never answers. */
  answer: () => Response | 'offline' | 'hang';
  code: keyof typeof catalog;
  kind: ServiceErrorKind;
}

const sca = (status: number, code: keyof typeof catalog): Fault => ({
  name: `${status} ${code}`,
  answer: () => json(status, { code, message: `The service says ${code}.` }),
  code,
  kind: 'sca',
});

const FAULTS: Fault[] = [
  { name: '500', answer: () => json(500, { message: 'Internal error' }), code: 'SERVER_ERROR', kind: 'http' },
  {
    name: '502 with an HTML body',
    answer: () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    code: 'SERVER_ERROR',
    kind: 'http',
  },
  { name: 'timeout', answer: () => 'hang', code: 'TIMEOUT', kind: 'timeout' },
  { name: 'offline', answer: () => 'offline', code: 'NETWORK_ERROR', kind: 'network' },
  {
    name: 'a non-JSON body on a 200',
    answer: () => new Response('<html>ok</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    code: 'NOT_JSON',
    kind: 'parse',
  },
  { name: 'a body of the wrong shape', answer: () => json(200, { unexpected: [1, 2, 3] }), code: 'UNEXPECTED_RESPONSE', kind: 'shape' },
  { name: '401', answer: () => json(401, {}), code: 'FORBIDDEN', kind: 'forbidden' },
  { name: '403', answer: () => json(403, {}), code: 'FORBIDDEN', kind: 'forbidden' },
  { name: '404', answer: () => json(404, {}), code: 'NOT_FOUND', kind: 'not-found' },
  // The spec's seven SCA codes, with the status the spec gives each.
  sca(409, 'SCA_REQUIRED'),
  sca(401, 'SCA_SIGNATURE_DOES_NOT_MATCH'),
  sca(404, 'NO_ACTIVE_SCA_DEVICE_FOUND'),
  sca(409, 'SCA_DEVICE_NOT_VALID'),
  sca(409, 'SCA_SIGNATURE_FORMAT_INVALID'),
  sca(409, 'SCA_SIGNATURE_MISSING'),
  sca(500, 'SCA_UNEXPECTED_ERROR'),
];

const TIMEOUT_MS = 150;

// The backend

/**
 * A scripted fetch in front of a fresh sandbox: requests matching `target` are counted, and the
 * next one after `arm()` gets the fault; everything else is forwarded to the sandbox (as BY_PASS,
 * so a success needs no approval) and its real Response handed back.
 */
function backend(target: (method: string, path: string) => boolean) {
  const { sandbox } = createSandboxAdapter({ approvalDelayMs: null });
  let fault: Fault | undefined;
  const hits: string[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (target(request.method, url.pathname)) {
      hits.push(`${request.method} ${url.pathname}`);
      const armed = fault;
      fault = undefined;
      if (armed) {
        const answer = armed.answer();
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        if (answer === 'hang') {
          return new Promise<Response>((_, reject) => {
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          });
        }
        return answer;
      }
    }
    const headers = new Headers(request.headers);
    headers.set('Service-SCA-Strategy', 'BY_PASS');
    // A FormData goes on as it is (and sets its own boundary): WebKit cannot read a file back out of a Request.
    const form = init?.body instanceof FormData ? init.body : undefined;
    if (form) headers.delete('content-type');
    const body = form ?? (request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer());
    return sandbox.fetch(`${sandbox.baseUrl}${url.pathname}${url.search}`, { method: request.method, headers, body });
  };
  return {
    sandbox,
    hits,
    arm: (next: Fault) => {
      fault = next;
    },
    adapter: (timeoutMs?: number): FetchAdapter =>
      createFetchAdapter({ baseUrl: BASE, fetch: fetchFn as typeof fetch, sca: { strategy: 'PUSH_NOTIFICATION', pollIntervalMs: 500 }, timeoutMs }),
  };
}

// A person's eyes and hands

/** Elements matching `selector` in `root` and every shadow root below it. */
function deepAll(root: ParentNode, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, selector));
  return found;
}
const deep = (el: Element, selector: string) => deepAll(el.shadowRoot!, selector)[0] ?? null;
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** What the element shows as a failure: its error parts, field errors, summary and status lines. */
const shownProblems = (el: Element) =>
  deepAll(el.shadowRoot!, '[part~="error"], [part~="form-control-error"], [part~="summary"], [part~="status"]').map(text).join(' | ');
const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

type Host = HTMLElement & { updateComplete: Promise<unknown> };
type KitForm = Host & { value: Record<string, unknown>; submit(): Promise<unknown> };

function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

// The elements

interface Subject {
  name: string;
  /** The operation the action sends: its route picks the request to fault, its `sca` flag whether a plain 409 SCA_REQUIRED asks to approve. */
  operation: OperationDef;
  render: (adapter: FetchAdapter) => Promise<TemplateResult>;
  /** Types what a person would type, before the action. */
  prepare?: (el: Host) => Promise<void>;
  /** The action that sends the request under test (the first load, for the ones that load). */
  act: (el: Host) => Promise<void> | void;
  /** The values typed, read back from the element. */
  kept: (el: Host) => unknown;
  /** Tries again as the person would: the element's retry button if it offers one, else the action. */
  retry: (el: Host) => void;
  /** The success, as shown. */
  shown: (el: Host) => boolean;
  /** The action loads on mount: the fault must be armed before the element exists. */
  onMount?: boolean;
  /** A field the form draws, for a refusal the service ties to it. */
  field?: string;
  /**
   * Every field of its record only displays something (none gates an action): an answer of another
   * shape reads, tolerantly, as a record with every field "not given", not as a failure.
   */
  readsAnyShape?: boolean;
  /** Only in the test of the backend's own words (a list offers Try again for retryable failures only: the list contract covers it). */
  wordsOnly?: boolean;
}

/** The adapter, with each receipt's link given as a backend would give it: absolute https. */
const httpsReceipts = (adapter: FetchAdapter): FetchAdapter => ({
  ...adapter,
  request: async (operation, input, options) => {
    const result = await adapter.request(operation, input, options);
    return (operationName(operation) === 'createTransactionReceipt' ? { ...(result as object), url: 'https://files.partner.test/receipt.pdf' } : result) as never;
  },
});

const consumerValue = {
  firstName: 'Zoé',
  lastName: 'Moreau',
  emailAddress: 'zoe.faults@example.com',
  phone: { countryCode: '33', number: '601020398' },
  address: { isoCountryCode: 'FRA', street: 'Rue de la Paix', number: '8', postalCode: '75002', city: 'Paris' },
};
const beneficiaryValue = {
  endUserId: SEED.consumers.alice,
  type: 'PERSON',
  name: 'Jean Marc Dupont',
  bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
};
const documentValue = { type: 'IDENTITY_CARD', friendlyName: 'Identity card', endUserId: SEED.consumers.bruno };

/** Presses the form's retry button if it shows one, else submits again. */
function retryForm(el: Host) {
  const retry = deep(el, '[part~="retry-button"]');
  if (retry) retry.click();
  else void (el as KitForm).submit();
}

async function aliceCard() {
  const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const page = await createClient(adapter).listCards({ query: { pageSize: 100 } });
  return page.content.find((card) => card.id === SEED.cards.alicePhysical)!;
}

const recordingDisplay = (): PanDisplay => ({
  mount(container) {
    const frame = document.createElement('p');
    frame.textContent = 'processor frame';
    container.append(frame);
  },
});

const cardButton = (el: Host, action: 'pin' | 'pan') => deep(el, `[part~="${action}-button"]`)!;

const SUBJECTS: Subject[] = [
  {
    name: 'svc-consumer-form',
    field: 'firstName',
    operation: createConsumer,
    render: async (adapter) => html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>`,
    prepare: async (el) => {
      (el as KitForm).value = structuredClone(consumerValue);
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-consumer-status (load)',
    operation: getConsumer,
    onMount: true,
    render: async (adapter) => html`<svc-consumer-status .adapter=${adapter} consumer-id=${SEED.consumers.chloe}></svc-consumer-status>`,
    act: () => undefined,
    kept: (el) => (el as Host & { consumerId?: string }).consumerId,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deep(el, '[part~="base"]') !== null,
  },
  {
    // The journey's own reads on arrival (the steps' elements are subjects of their own): List
    // documents, which the open step (the phone's consumer status) does not send.
    name: 'svc-onboarding (resume)',
    operation: listDocuments,
    onMount: true,
    render: async (adapter) => html`<svc-onboarding .adapter=${adapter} end-user-id=${SEED.consumers.chloe} steps="phone profile"></svc-onboarding>`,
    act: () => undefined,
    kept: (el) => (el as Host & { endUserId?: string }).endUserId,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => el.shadowRoot!.querySelector('section[data-step="phone"]:not([hidden])') !== null,
  },
  {
    name: 'svc-consumer-status (verification email)',
    operation: sendConsumerVerificationEmail,
    render: async (adapter) => html`<svc-consumer-status .adapter=${adapter} consumer-id=${SEED.consumers.chloe}></svc-consumer-status>`,
    prepare: async (el) => {
      await waitUntil(() => deep(el, '[part~="send-email-button"]'), 'the consumer was not shown');
    },
    act: (el) => deep(el, '[part~="send-email-button"]')!.click(),
    kept: () => null,
    retry: (el) => deep(el, '[part~="send-email-button"]')!.click(),
    shown: (el) => text(deep(el, '[part~="follow-up-email"]')).includes('A verification email was sent'),
  },
  {
    name: 'svc-beneficiary-form',
    field: 'name',
    operation: createBeneficiary,
    render: async (adapter) => html`<svc-beneficiary-form .adapter=${adapter}></svc-beneficiary-form>`,
    prepare: async (el) => {
      (el as KitForm).value = structuredClone(beneficiaryValue);
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-card-order',
    field: 'nameOnCard',
    operation: createCard,
    render: async (adapter) =>
      html`<svc-card-order .adapter=${adapter} end-user-id=${SEED.consumers.alice} profile-id=${SEED.cardProfiles.standard}></svc-card-order>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, 'select[name="ledgerId"] option[value]:not([value=""])').length > 0, 'the accounts were not listed');
      (el as KitForm).value = { ledgerId: SEED.ledgers.aliceMain, deliveryMethod: 'FRENCH_MAIL', nameOnCard: 'ALICE MARTIN', rules: [{ type: 'DAILY_MAX_SPEND', value: 300 }] };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-card-view (PIN)',
    operation: getCardPin,
    render: async (adapter) => html`<svc-card-view .adapter=${adapter} .card=${await aliceCard()}></svc-card-view>`,
    act: (el) => cardButton(el, 'pin').click(),
    kept: () => null,
    retry: (el) => cardButton(el, 'pin').click(),
    shown: (el) => /^\d{4}$/.test(text(deep(el, '[part~="pin"] .pin-value'))),
  },
  {
    name: 'svc-card-view (PAN)',
    operation: getPanCredentials,
    render: async (adapter) =>
      html`<svc-card-view .adapter=${adapter} .card=${await aliceCard()} .panDisplay=${recordingDisplay()}></svc-card-view>`,
    act: (el) => cardButton(el, 'pan').click(),
    kept: () => null,
    retry: (el) => cardButton(el, 'pan').click(),
    shown: (el) => text(deep(el, '[part~="pan"]')) === 'processor frame',
  },
  {
    name: 'svc-card-view (card-id load)',
    operation: listCards,
    onMount: true,
    render: async (adapter) => html`<svc-card-view .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-view>`,
    act: () => undefined,
    kept: (el) => (el as Host & { cardId?: string }).cardId,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else (el as Host & { reload(): void }).reload();
    },
    shown: (el) => deep(el, '[part~="card"]') !== null,
  },
  {
    name: 'svc-document-upload',
    field: 'friendlyName',
    operation: uploadDocument,
    render: async (adapter) => html`<svc-document-upload .adapter=${adapter}></svc-document-upload>`,
    prepare: async (el) => {
      (el as KitForm).value = structuredClone(documentValue);
      (el as KitForm & { addFiles(files: File[]): void }).addFiles([new File(['%PDF-1.4\n%faults'], 'id.pdf', { type: 'application/pdf' })]);
      await el.updateComplete;
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => ({ value: (el as KitForm).value, files: deepAll(el.shadowRoot!, '[part~="file-name"]').map(text) }),
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else void (el as KitForm).submit();
    },
    shown: (el) => deep(el, '[part~="file-uploaded"]') !== null,
  },
  {
    name: 'svc-card-rules',
    field: 'name',
    operation: putCardRule,
    render: async (adapter) => html`<svc-card-rules .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-rules>`,
    prepare: async (el) => {
      (el as KitForm).value = { type: 'WEEKLY_MAX_SPEND', value: 700, name: 'Faults' };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-card-profile-rules',
    field: 'name',
    operation: putCardProfileRule,
    render: async (adapter) => html`<svc-card-profile-rules .adapter=${adapter} profile-id=${SEED.cardProfiles.virtual}></svc-card-profile-rules>`,
    prepare: async (el) => {
      (el as KitForm).value = { type: 'MCC_BLACKLIST', mccs: ['7995'], name: 'Faults' };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-document-request',
    field: 'note',
    operation: createDocumentRequest,
    render: async (adapter) => html`<svc-document-request .adapter=${adapter}></svc-document-request>`,
    prepare: async (el) => {
      (el as KitForm).value = { endUserId: SEED.consumers.alice, type: 'IDENTITY_CARD', note: 'Both sides, please.', transactionId: SEED.transactions.aliceToDavid };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-acquiring-payment',
    field: 'reference',
    operation: initiateAcquiringPayment,
    // The payment page stays out of this tab (a listener takes it).
    render: async (adapter) => html`<svc-acquiring-payment .adapter=${adapter} @svc-payment-page=${(event: Event) => event.preventDefault()}></svc-acquiring-payment>`,
    prepare: async (el) => {
      (el as KitForm).value = { endUserId: SEED.consumers.alice, amount: 25, reference: 'Faults' };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-account-load',
    field: 'reference',
    operation: initiateAcquiringAccountLoad,
    render: async (adapter) => html`<svc-account-load .adapter=${adapter} @svc-payment-page=${(event: Event) => event.preventDefault()}></svc-account-load>`,
    prepare: async (el) => {
      (el as KitForm).value = { endUserId: SEED.consumers.alice, targetLedgerId: SEED.ledgers.aliceMain, amount: 25, reference: 'Faults' };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-ledger-create',
    field: 'friendlyName',
    operation: createLedger,
    render: async (adapter) => html`<svc-ledger-create .adapter=${adapter}></svc-ledger-create>`,
    prepare: async (el) => {
      (el as KitForm).value = { endUserId: SEED.consumers.grace, type: 'EUR_BELGIUM', friendlyName: 'Faults', limits: { transactionLimit: 100 } };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-ledger-suspend',
    field: 'reason',
    operation: suspendLedger,
    render: async (adapter) => html`<svc-ledger-suspend .adapter=${adapter} ledger-id=${SEED.ledgers.davidMain}></svc-ledger-suspend>`,
    prepare: async (el) => {
      (el as KitForm).value = { reason: 'Fraud suspicion', blockIncomingTransaction: true };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-partner-user-form',
    field: 'email',
    operation: createPartnerUser,
    render: async (adapter) => html`<svc-partner-user-form .adapter=${adapter}></svc-partner-user-form>`,
    prepare: async (el) => {
      (el as KitForm).value = { email: 'faults@pebble-money.example', roles: ['BENEFICIARY_LIST'] };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="otp"]') !== null,
  },
  {
    name: 'svc-corporate-related-form',
    field: 'info.firstName',
    operation: declareCorporateRelated,
    render: async (adapter) => html`<svc-corporate-related-form .adapter=${adapter} corporate-id=${SEED.corporates.meridian}></svc-corporate-related-form>`,
    prepare: async (el) => {
      (el as KitForm).value = { isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [], info: { firstName: 'Ana', lastName: 'Lima' } };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-kyb-request',
    operation: requestKybVerification,
    render: async (adapter) => html`<svc-kyb-request .adapter=${adapter} corporate-id=${SEED.corporates.nordwind}></svc-kyb-request>`,
    act: (el) => deep(el, '[part~="submit-button"]')!.click(),
    kept: (el) => (el as Host & { corporateId?: string }).corporateId,
    retry: (el) => (deep(el, '[part~="retry-button"]') ?? deep(el, '[part~="submit-button"]'))!.click(),
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-consumer-list',
    operation: listConsumers,
    render: async (adapter) => html`<svc-consumer-list .adapter=${adapter}></svc-consumer-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="row"]').length > 0, 'the first page was not listed');
      deep(el, '[part~="filters-button"]')!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('input[name="lastName"]'), 'the filters did not open');
      typeInto(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="lastName"]')!, 'Martin');
      await el.updateComplete;
    },
    act: (el) => deep(el, '[part~="apply-button"]')!.click(),
    kept: (el) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="lastName"]')!.value,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else deep(el, '[part~="apply-button"]')!.click();
    },
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-ledger-list',
    operation: listLedgers,
    render: async (adapter) => html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="row"]').length > 0, 'the first page was not listed');
      deep(el, '[part~="filters-button"]')!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('input[name="endUserId"]'), 'the filters did not open');
      typeInto(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="endUserId"]')!, SEED.consumers.alice);
      await el.updateComplete;
    },
    act: (el) => deep(el, '[part~="apply-button"]')!.click(),
    kept: (el) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="endUserId"]')!.value,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else deep(el, '[part~="apply-button"]')!.click();
    },
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-card-list',
    wordsOnly: true,
    operation: listCards,
    onMount: true,
    render: async (adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-card-list>`,
    act: () => undefined,
    kept: () => null,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-card-design-list',
    wordsOnly: true,
    operation: listCardDesigns,
    onMount: true,
    render: async (adapter) => html`<svc-card-design-list .adapter=${adapter}></svc-card-design-list>`,
    act: () => undefined,
    kept: () => null,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-partner-user-list',
    wordsOnly: true,
    operation: listPartnerUsers,
    onMount: true,
    render: async (adapter) => html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>`,
    act: () => undefined,
    kept: () => null,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-external-card-list',
    wordsOnly: true,
    operation: listExternalCards,
    onMount: true,
    render: async (adapter) => html`<svc-external-card-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-external-card-list>`,
    act: () => undefined,
    kept: () => null,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-transaction-view (load)',
    operation: getTransaction,
    onMount: true,
    render: async (adapter) => html`<svc-transaction-view .adapter=${adapter} transaction-id=${SEED.transactions.aliceToDavid}></svc-transaction-view>`,
    act: () => undefined,
    kept: (el) => (el as Host & { transactionId?: string }).transactionId,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deep(el, '[part~="base"]') !== null,
  },
  {
    name: 'svc-transaction-view (receipt)',
    operation: createTransactionReceipt,
    // The sandbox's link lives in this page (blob:); a backend's is https, as the element requires.
    render: async (adapter) => html`<svc-transaction-view .adapter=${httpsReceipts(adapter)} transaction-id=${SEED.transactions.aliceToDavid}></svc-transaction-view>`,
    prepare: async (el) => {
      await waitUntil(() => deep(el, '[part~="receipt-button"]'), 'the transaction was not shown');
      el.addEventListener('svc-receipt-download', (event) => {
        event.preventDefault();
        el.dataset.downloaded = 'yes';
      });
    },
    act: (el) => deep(el, '[part~="receipt-button"]')!.click(),
    kept: (el) => (el as Host & { transactionId?: string }).transactionId,
    retry: (el) => deep(el, '[part~="receipt-button"]')!.click(),
    shown: (el) => el.dataset.downloaded === 'yes' && deep(el, '[part~="error"]') === null,
  },
  {
    // A download asks for the document's record first: that request gets the fault.
    name: 'svc-document-list (download)',
    operation: getDocument,
    render: async (adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-document-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="download-button"]').length > 0, 'the documents were not listed');
      el.addEventListener('svc-document-download', (event) => {
        event.preventDefault();
        el.dataset.downloaded = 'yes';
      });
    },
    act: (el) => deep(el, `[data-key="${SEED.documents.aliceIdentity}"] [part~="download-button"]`)!.click(),
    kept: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length,
    retry: (el) => deep(el, `[data-key="${SEED.documents.aliceIdentity}"] [part~="download-button"]`)!.click(),
    shown: (el) => el.dataset.downloaded === 'yes' && deep(el, '[part~="error"]') === null,
  },
  {
    name: 'svc-mandate-view (load)',
    operation: getMandate,
    onMount: true,
    render: async (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>`,
    act: () => undefined,
    kept: (el) => (el as Host & { mandateId?: string }).mandateId,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deep(el, 'input[name="friendlyName"]') !== null,
  },
  {
    name: 'svc-mandate-view',
    field: 'friendlyName',
    operation: updateMandate,
    render: async (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>`,
    prepare: async (el) => {
      await waitUntil(() => deep(el, 'input[name="friendlyName"]'), 'the mandate was not shown');
      (el as KitForm).value = { friendlyName: 'Rent (faults)', recurring: false };
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-partner-configuration (load)',
    operation: getPartnerConfiguration,
    readsAnyShape: true,
    onMount: true,
    render: async (adapter) => html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>`,
    act: () => undefined,
    kept: () => null,
    retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
    shown: (el) => deep(el, '[part~="base"]') !== null && deep(el, '[part~="error"]') === null,
  },
];

// The test

describe('every fault survived', () => {
  for (const subject of SUBJECTS.filter((each) => !each.wordsOnly)) {
    describe(subject.name, () => {
      for (const fault of FAULTS) {
        // An operation answering No Content reads no body: whatever a success status carries, it succeeded.
        if (subject.operation.response === 'none' && (fault.kind === 'parse' || fault.kind === 'shape')) continue;
        if (subject.readsAnyShape && fault.kind === 'shape') continue;
        const approval = fault.code === 'SCA_REQUIRED' && subject.operation.sca;
        const title = approval
          ? `${fault.name}: asks to approve, keeps the values, Continue sends once and shows the success`
          : `${fault.name}: says ${fault.code} (${fault.kind}), keeps the values, one request, and a retry works`;
        it(title, async () => {
          const server = backend(routeMatcher(subject.operation));
          const adapter = server.adapter(fault.code === 'TIMEOUT' ? TIMEOUT_MS : undefined);
          const errors: SvcErrorEvent[] = [];
          const states: string[] = [];
          if (subject.onMount) server.arm(fault);
          // Listened to from the first render: a load on mount reports before fixture() returns.
          const container = await fixture<HTMLElement>(
            html`<div
              @svc-error=${(event: SvcErrorEvent) => errors.push(event)}
              @svc-sca=${(event: SvcScaEvent) => states.push(event.detail.state)}
            >
              ${await subject.render(adapter)}
            </div>`,
          );
          const el = container.firstElementChild as Host;
          await el.updateComplete;
          await subject.prepare?.(el);
          const before = structuredClone(subject.kept(el));
          // A load on mount is the action itself: counted from the start.
          const sent = subject.onMount ? 0 : server.hits.length;

          if (!subject.onMount) {
            server.arm(fault);
            await subject.act(el);
          }

          if (approval) {
            const continueButton = () => deep(el, '[part~="continue-button"]');
            await waitUntil(() => continueButton(), 'the SCA panel does not offer Continue');
            expect(states).to.deep.equal(['required']);
            expect(errors.map((event) => event.detail.error.code)).to.deep.equal([]);
          } else {
            await waitUntil(() => errors.length > 0, 'no svc-error');
            expect(errors.map((event) => [event.detail.error.code, event.detail.error.kind])).to.deep.equal([[fault.code, fault.kind]]);
            await el.updateComplete;
            await waitUntil(() => shownProblems(el).includes(catalog[fault.code]), `the message is not shown: ${shownProblems(el)}`);
          }
          // Nothing is sent again on its own.
          await settle();
          expect(server.hits.length - sent, 'requests for one action').to.equal(1);
          expect(subject.kept(el)).to.deep.equal(before);

          if (approval) deep(el, '[part~="continue-button"]')!.click();
          else subject.retry(el);
          await waitUntil(() => subject.shown(el), 'the success after the retry is not shown');
          expect(server.hits.length - sent, 'requests after one retry').to.equal(2);
          expect(errors).to.have.length(approval ? 0 : 1);
        });
      }
    });
  }
});

// The backend's own words

/** What a backend's internals look like when they leak into an answer. */
const HOSTILE = ['ORA-00942', 'db-prod-07.internal', 'sk_live_abc123', 'PSQLException'];
const hostileMessage = 'ORA-00942: table or view does not exist (host db-prod-07.internal, key sk_live_abc123)';

const unknownCode = (status: number, withField?: string): Fault => ({
  name: `${status} with a code the kit does not know`,
  answer: () =>
    json(status, {
      code: 'ORA_00942',
      message: hostileMessage,
      ...(withField ? { errors: [{ field: withField, code: 'PSQL_EXCEPTION', message: 'org.postgresql.util.PSQLException: value too long, key sk_live_abc123' }] } : {}),
    }),
  code: status >= 500 ? 'SERVER_ERROR' : 'INVALID_REQUEST',
  kind: status >= 500 ? 'http' : 'validation',
});

/** The tags that send no request of their own: the provider configures, the SCA panel is driven by the element it is in. */
const SENDS_NOTHING = new Set(['svc-provider', 'svc-sca-pending']);

describe("the backend's own words never shown", () => {
  it('every element that sends requests is a subject', async () => {
    const { elementModules } = await import('../../src/generated/elements.js');
    const covered = new Set(SUBJECTS.map((subject) => subject.name.split(' ')[0]));
    const missing = Object.keys(elementModules).filter((tag) => !SENDS_NOTHING.has(tag) && !covered.has(tag));
    expect(missing).to.deep.equal([]);
  });

  for (const subject of SUBJECTS) {
    const cases = [unknownCode(500), ...(subject.field ? [unknownCode(400, subject.field)] : [])];
    for (const fault of cases) {
      const where = fault.kind === 'http' ? 'the banner' : `the banner and the field ${subject.field}`;
      it(`${subject.name}: ${fault.name} shows the catalog's text for its kind in ${where}, keeps the service's message for logs`, async () => {
        const server = backend(routeMatcher(subject.operation));
        const errors: SvcErrorEvent[] = [];
        if (subject.onMount) server.arm(fault);
        const container = await fixture<HTMLElement>(
          html`<div @svc-error=${(event: SvcErrorEvent) => errors.push(event)}>${await subject.render(server.adapter())}</div>`,
        );
        const el = container.firstElementChild as Host;
        await el.updateComplete;
        await subject.prepare?.(el);
        if (!subject.onMount) {
          server.arm(fault);
          await subject.act(el);
        }
        await waitUntil(() => errors.length > 0, 'no svc-error');
        const { error } = errors[0]!.detail;
        expect([error.code, error.kind, error.serviceMessage]).to.deep.equal(['ORA_00942', fault.kind, hostileMessage]);
        await el.updateComplete;
        await waitUntil(() => shownProblems(el).includes(catalog[fault.code]), `the catalog's text is not shown: ${shownProblems(el)}`);
        if (subject.field) {
          const onField = text(deep(el, `[data-path="${subject.field}"] [part~="form-control-error"]`));
          if (fault.kind === 'validation') expect(onField, 'the field').to.equal(catalog.INVALID_REQUEST);
        }
        const everything = text(el.shadowRoot as unknown as Element) + ' ' + deepAll(el.shadowRoot!, '*').map((node) => node.getAttribute('aria-label') ?? '').join(' ');
        for (const word of HOSTILE) expect(everything, 'what the element shows').not.to.include(word);
        for (const word of HOSTILE) expect(error.message, 'error.message').not.to.include(word);
      });
    }
  }
});
