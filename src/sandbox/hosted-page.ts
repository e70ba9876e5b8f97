/**
 * The sandbox's hosted payment page (acquiring): shows the payment and two buttons, Pay and Fail,
 * that end it and send the person back to its `redirectUrl` with the outcome in the query
 * (`svc-acquiring-outcome`, `svc-acquiring-id`), as docs/acquiring.md describes.
 *
 * Two ways to serve it, both on the page's own origin:
 * - in the page (the default): a `blob:` document. It holds no script, so it works under the
 *   strict CSP it inherits; its buttons are a GET form to the return address. The in-page sandbox
 *   learns the outcome from the return page's element (on the return channel).
 * - behind a server (`hostedPageBase`, as `npm run serve:sandbox` sets it): the sandbox answers
 *   `GET /hosted-payment/{id}` with the page and `POST /hosted-payment/{id}` (a button pressed) by
 *   recording the outcome and redirecting (303) to the return address.
 */
import { ID_PARAMETER, isAcquiringOutcome, OUTCOME_PARAMETER, RETURN_CHANNEL, returnMessageOf } from '../api/acquiring-return.js';
import { decide } from './decisions.js';
import { settle } from './settle.js';
import type { AcquiringRecord, Store } from './store.js';

/** How long the page may be opened: the `ttl` of the answer. */
export const HOSTED_PAGE_TTL = decide('hosted-page', 'PT15M');
const HOSTED_PAGE_TTL_MS = 15 * 60_000;

const PATH = /^\/hosted-payment\/([0-9a-f-]{36})$/i;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The return address with the outcome, or undefined without a return address. */
function returnAddress(record: AcquiringRecord, outcome: string): string | undefined {
  if (!record.redirectUrl) return undefined;
  const url = new URL(record.redirectUrl);
  url.searchParams.set(OUTCOME_PARAMETER, outcome);
  url.searchParams.set(ID_PARAMETER, record.id);
  return url.href;
}

/**
 * A page served over HTTP names its icon (none), or the browser asks the server for /favicon.ico,
 * which it does not have: a 404 said in the console. The blob: page goes without: a data: icon there
 * would fall under the img-src of the partner's page that made it.
 */
const NO_ICON = '<link rel="icon" href="data:,">';

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${head}</head><body><main>${body}</main></body></html>`;
}

/** The payment as the page shows it. */
function facts(record: AcquiringRecord): string {
  const rows: [string, string | undefined][] = [
    ['Amount', String(record.amount)],
    ['Reference', record.reference],
    ['Card', record.externalCardId ? 'A saved card' : 'Sandbox test card 4242 4242 4242 4242'],
    ['Card saved for later', record.storeCard ? 'Yes' : 'No'],
  ];
  return `<dl>${rows.flatMap(([name, value]) => (value === undefined ? [] : [`<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`])).join('')}</dl>`;
}

const HEADING = (record: AcquiringRecord) => (record.kind === 'ACCOUNT_LOAD' ? 'Add money (sandbox)' : 'Card payment (sandbox)');
const NOTICE = '<p>This page stands in for the service’s hosted payment page. Nothing is charged.</p>';
const BUTTONS = (name: string) =>
  `<button type="submit" name="${name}" value="paid">Pay</button> <button type="submit" name="${name}" value="failed">Fail</button>`;

/** The in-page document: a GET form to the return address (its own query kept), so no script is needed. */
export function blobPage(record: AcquiringRecord): Blob {
  let form = '<p>This payment has no return address (redirectUrl): the page cannot send you back.</p>';
  if (record.redirectUrl) {
    const target = new URL(record.redirectUrl);
    const kept = [...target.searchParams].filter(([name]) => name !== OUTCOME_PARAMETER && name !== ID_PARAMETER);
    target.search = '';
    const hidden = [...kept, [ID_PARAMETER, record.id] satisfies [string, string]]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    form = `<form method="get" action="${escapeHtml(target.href)}">${hidden}${BUTTONS(OUTCOME_PARAMETER)}</form>`;
  }
  return new Blob([page(HEADING(record), `<h1>${HEADING(record)}</h1>${NOTICE}${facts(record)}${form}`)], { type: 'text/html' });
}

/** A page the sandbox serves (behind a server): its pages and their statuses are the sandbox's own. */
const served = (status: number, title: string, body: string) =>
  decide('hosted-page', new Response(page(title, body, NO_ICON), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));

/**
 * A request for a hosted page when the sandbox serves them (`hostedPageBase`), or undefined when the
 * request is not for one. `now`: the sandbox's clock; a page past its time to live is not shown.
 */
export async function answerHostedPage(request: Request, store: Store, now: number): Promise<Response | undefined> {
  const match = PATH.exec(new URL(request.url).pathname);
  if (!match || (request.method !== 'GET' && request.method !== 'POST')) return undefined;
  const record = store.acquiring.get((match[1] ?? '').toLowerCase());
  if (!record) return served(404, 'Not found', '<h1>No such payment</h1>');
  if (record.status !== 'PENDING') return served(409, 'Payment ended', `<h1>This payment has ended: ${escapeHtml(record.status)}</h1>`);
  if (now - Date.parse(record.creationDate) > HOSTED_PAGE_TTL_MS) return served(410, 'Page expired', '<h1>This payment page has expired</h1>');
  if (request.method === 'GET') {
    const form = `<form method="post">${BUTTONS('outcome')}</form>`;
    return served(200, HEADING(record), `<h1>${HEADING(record)}</h1>${NOTICE}${facts(record)}${form}`);
  }
  const outcome = new URLSearchParams(await request.text()).get('outcome');
  if (!isAcquiringOutcome(outcome)) return served(400, 'Bad request', '<h1>Press Pay or Fail</h1>');
  settle(store, record, outcome, now);
  const back = returnAddress(record, outcome);
  if (!back) return served(200, 'Payment ended', `<h1>${outcome === 'paid' ? 'Paid' : 'Failed'}</h1><p>You can close this window.</p>`);
  return new Response(null, { status: 303, headers: { Location: back } });
}

/**
 * In a page: the outcome of an in-page hosted page comes back on the return channel (the return
 * page's element says it), and ends the payment in the store. Returns the way to stop listening.
 */
export function listenForReturns(store: () => Store, now: () => number): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(RETURN_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const message = returnMessageOf(event.data);
    const record = message?.id ? store().acquiring.get(message.id) : undefined;
    if (message?.type === 'return' && record?.status === 'PENDING') settle(store(), record, message.outcome, now());
  };
  return () => channel.close();
}
