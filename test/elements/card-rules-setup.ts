/**
 * What the tests of the two rule editors (<svc-card-rules> and <svc-card-profile-rules>) share:
 * reading what the editor shows, driving it like a person, and showing it on the sandbox with
 * the rules the partner keeps.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { FetchAdapter } from '../../src/client/adapter.js';
import type { CardRuleRecord } from '../../src/elements/card-rules/rule-kinds.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, type Sandbox, type SandboxAdapterOptions, type SandboxRequestLog } from '../../src/sandbox/index.js';

/** Either rule editor. */
type Editor = HTMLElement & { readonly updateComplete: Promise<unknown> };

export const root = (el: Editor) => el.shadowRoot!;
export const part = (el: Editor, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
export const has = (el: Editor, name: string) => part(el, name) !== null;
export const text = (el: Editor, name: string) => part(el, name)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The error shown on the field at `path`, if any. */
export const message = (el: Editor, path: string) =>
  root(el).querySelector(`[data-path="${path}"] [part="form-control-error"]`)?.textContent?.trim() ?? null;

export async function type(el: Editor, path: string, value: string) {
  const input = root(el).querySelector<HTMLInputElement>(`input[name="${path}"]`)!;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}
export async function choose(el: Editor, path: string, value: string) {
  const select = root(el).querySelector<HTMLSelectElement>(`select[name="${path}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}
export async function click(el: Editor, selector: string) {
  root(el).querySelector<HTMLElement>(selector)!.click();
  await el.updateComplete;
}
export const press = (el: Editor, name: string) => click(el, `[part~="${name}"]`);

/** The requests of these operations the sandbox received. */
export const requestsOf = (sandbox: Sandbox, ...operations: string[]) => sandbox.requests.filter((request) => operations.some((operation) => operation === request.operation));

/** The rules as the partner would keep them: copies of what the sandbox holds for a card or a profile. */
export const rulesOf = (records: ReadonlyMap<string, { rules: readonly CardRuleRecord[] }>, id: string): CardRuleRecord[] =>
  (records.get(id)?.rules ?? []).map((rule) => ({ ...rule }));

export interface Shown<E extends Editor> {
  el: E;
  sandbox: Sandbox;
  /** How many requests were made after the editor was shown. */
  sent: () => number;
}

/** The editor rendered on a fresh sandbox. */
export async function onSandbox<E extends Editor>(
  options: SandboxAdapterOptions,
  render: (adapter: FetchAdapter, sandbox: Sandbox) => TemplateResult,
): Promise<Shown<E>> {
  const { adapter, sandbox } = createSandboxAdapter(options);
  const el = await fixture<E>(render(adapter, sandbox));
  const before = sandbox.requests.length;
  return { el, sandbox, sent: () => sandbox.requests.length - before };
}

/**
 * The spending limit's ends, the same for a card's rules and a profile's defaults: the first and
 * last values allowed are sent, one past either is refused on the field and nothing is sent.
 */
export function spendingLimitEnds(
  setup: () => Promise<Shown<Editor>>,
  ruleRequests: (sandbox: Sandbox) => readonly SandboxRequestLog[],
  types: { sent: string; refused: string },
): void {
  for (const value of [LIMITS.cardRuleValue.min, LIMITS.cardRuleValue.max]) {
    it(`${value} is sent`, async () => {
      const { el, sandbox } = await setup();
      await choose(el, 'type', types.sent);
      await type(el, 'value', String(value));
      await press(el, 'submit-button');
      await waitUntil(() => has(el, 'success'), 'no success');
      expect(ruleRequests(sandbox).map((request) => request.body)).to.deep.equal([{ value }]);
    });
  }
  const refused: [number, string][] = [
    [LIMITS.cardRuleValue.min - 1, 'Enter 1 or more.'],
    [LIMITS.cardRuleValue.max + 1, 'Enter 999,999,999 or less.'],
  ];
  for (const [value, said] of refused) {
    it(`${value} is refused on the field and nothing is sent`, async () => {
      const { el, sent } = await setup();
      await choose(el, 'type', types.refused);
      await type(el, 'value', String(value));
      await press(el, 'submit-button');
      expect(message(el, 'value')).to.equal(said);
      expect(root(el).activeElement?.getAttribute('name')).to.equal('value');
      expect(has(el, 'section-change')).to.equal(false);
      expect(sent()).to.equal(0);
    });
  }
}
