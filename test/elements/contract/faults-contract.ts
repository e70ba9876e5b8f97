/**
 * The faults contract: an element that sends requests, against each fault a backend or a network can
 * produce, through a real `createFetchAdapter`. The backend is the sandbox behind a scripted fetch:
 * the one request under test gets the fault, every other request (and the retry) gets the sandbox's
 * real answer. And the backend's own words (an unknown code, a hostile message) are never shown.
 * test/elements/faults.test.ts runs it for the elements of the kit; an element written by
 * `npm run new:element` runs it in its own test file, with the subject of the element it was modelled on.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import { MODULE_WAIT } from '../../engines.js';
import type { TemplateResult } from 'lit';
import { createFetchAdapter, type FetchAdapter } from '../../../src/client/adapter.js';
import type { ServiceErrorKind } from '../../../src/api/errors.js';
import type { SvcErrorEvent, SvcScaEvent } from '../../../src/elements/base/events.js';
import { errors as catalog } from '../../../src/i18n/errors/en.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';
import { json } from '../../client/fake-fetch.js';
import type { OperationDef } from '../../../src/api/operations/define.js';

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
export function deepAll(root: ParentNode, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, selector));
  return found;
}
export const deep = (el: Element, selector: string) => deepAll(el.shadowRoot!, selector)[0] ?? null;
export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** What the element shows as a failure: its error parts, field errors, summary and status lines. */
const shownProblems = (el: Element) =>
  deepAll(el.shadowRoot!, '[part~="error"], [part~="form-control-error"], [part~="summary"], [part~="status"]').map(text).join(' | ');

export type Host = HTMLElement & { updateComplete: Promise<unknown> };
export type KitForm = Host & { value: Record<string, unknown>; submit(): Promise<unknown> };

export function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

// The elements

export interface Subject {
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

/** Presses the form's retry button if it shows one, else submits again. */
export function retryForm(el: Host) {
  const retry = deep(el, '[part~="retry-button"]');
  if (retry) retry.click();
  else void (el as KitForm).submit();
}

// The subjects' common shapes (also what the element generator copies into a new element's test).

export const success = (el: Host) => deep(el, '[part~="success"]') !== null;
export const listed = (el: Host) => deepAll(el.shadowRoot!, '[part~="row"]').length > 0 && deep(el, '[part~="error"]') === null;

/**
 * A form of the kit: `value` set as a person would type it (after `ready`, when the form must load
 * first), submitted; what was typed is kept through each fault, Try again (or submitting again)
 * retries, and the success (`shown`, by default the success part) follows.
 */
export function formSubject(
  name: string,
  field: string,
  operation: OperationDef,
  render: Subject['render'],
  value: () => Record<string, unknown>,
  { ready, shown = success }: { ready?: (el: Host) => Promise<unknown>; shown?: Subject['shown'] } = {},
): Subject {
  return {
    name,
    field,
    operation,
    render,
    prepare: async (el) => {
      await ready?.(el);
      (el as KitForm).value = value();
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => (el as KitForm).value,
    retry: retryForm,
    shown,
  };
}

/** A record that loads on mount: the fault armed before it exists, Try again retries, and `shown` tells the record is there. */
export const loadOnMount = (name: string, operation: OperationDef, render: Subject['render'], kept: Subject['kept'], shown: Subject['shown'], more: Partial<Subject> = {}): Subject => ({
  name,
  operation,
  onMount: true,
  render,
  act: () => undefined,
  kept,
  retry: (el) => deep(el, '[part~="retry-button"]')!.click(),
  shown,
  ...more,
});

/** A list that reads its first page on mount: in the test of the backend's own words only (the list contract covers the rest). */
export const listOnMount = (name: string, operation: OperationDef, render: Subject['render']) => loadOnMount(name, operation, render, () => null, listed, { wordsOnly: true });

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

/** Runs every fault, and the backend's own words, against each of `subjects`. */
export function faultsContract(subjects: Subject[]): void {
  describe('every fault survived', () => {
    for (const subject of subjects.filter((each) => !each.wordsOnly)) {
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
              // The first action may fetch a part on demand (the SCA panel) before it sends.
              await waitUntil(() => errors.length > 0, 'no svc-error', MODULE_WAIT);
              expect(errors.map((event) => [event.detail.error.code, event.detail.error.kind])).to.deep.equal([[fault.code, fault.kind]]);
              await el.updateComplete;
              await waitUntil(() => shownProblems(el).includes(catalog[fault.code]), `the message is not shown: ${shownProblems(el)}`);
            }
            // One request for the action, once the failure (or Continue) is shown; that nothing is sent
            // again on its own is held by the count after the retry's success below, a later settled
            // sign than any fixed sleep here.
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

  describe("the backend's own words never shown", () => {
    for (const subject of subjects) {
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
}
