/** What a person sees of a kit list and how they reach its filters: one copy for every list's tests. */
import { fixture, type html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';
import { MODULE_WAIT } from '../engines.js';
import { describedBy } from './described-by.js';

export type ListElement = HTMLElement & { readonly updateComplete: Promise<boolean> };

export const root = (el: ListElement) => el.shadowRoot!;
export const $ = <E extends Element = HTMLElement>(el: ListElement, selector: string) => root(el).querySelector<E>(selector);
export const text = (node: Element) => node.textContent!.replace(/\s+/g, ' ').trim();
/** The row's cells as read: its header cell, then each grid cell. */
export const cells = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('[role="rowheader"], [role="gridcell"]')].map(text);
/** The status line ("33 cards · Page 2 of 4"). */
export const summary = (el: ListElement) => ($(el, '[part~="status"]') ? text($(el, '[part~="status"]')!) : '');
export const button = (el: ListElement, part: string) => $<HTMLButtonElement>(el, `[part~="${part}"]`)!;
/** The error message a control is described by (aria-describedby), if any. */
export const errorOf = (control: HTMLElement) => describedBy(control).find((node) => node.matches('[part~="form-control-error"]'))?.textContent ?? null;

/** Waits until the list shows its answer: rows, the empty message or an error, and no page on its way. */
export async function settled(el: ListElement): Promise<void> {
  await el.updateComplete;
  await waitUntil(
    () => !$(el, '[part~="status"] [part~="loading"]') && $(el, '[part~="row"], [part~="empty"], [part~="error"]'),
    'the list never showed an answer',
  );
  await el.updateComplete;
}

/** A list drawn by `template` on a fresh sandbox, once it shows its first answer. */
export async function sandboxListOf<E extends ListElement>(template: (adapter: FetchAdapter) => ReturnType<typeof html>, made = createSandboxAdapter()) {
  const el = await fixture<E>(template(made.adapter));
  await settled(el);
  return { el, sandbox: made.sandbox };
}

/** The requests of `operation` the sandbox received, and the query of the last one. */
export const requestsFor = (sandbox: Sandbox, operation: string) => sandbox.requests.filter((request) => request.operation === operation);
export const lastQueryFor = (sandbox: Sandbox, operation: string) => new URL(requestsFor(sandbox, operation).at(-1)!.url).searchParams;

/** Presses Apply on the filters. */
export async function apply(el: ListElement): Promise<void> {
  button(el, 'apply-button').click();
  await el.updateComplete;
}

/** Opens the filters, as a person does before typing in them: closed at first, their fields fetched on first open. */
export async function openFilters(el: ListElement): Promise<void> {
  const toggle = button(el, 'filters-button');
  if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
  await waitUntil(() => $(el, '[part~="filters"]'), 'the filters did not open', MODULE_WAIT);
  await el.updateComplete;
}
