/**
 * What the tests of the two rule editors (<svc-card-rules> and <svc-card-profile-rules>) share:
 * showing the editor on the sandbox with the rules the partner keeps, and the spending limit's ends.
 * Driving and reading the editor is done with the form helpers every form's tests use.
 */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { TemplateResult } from 'lit';
import type { FetchAdapter } from '../../src/client/adapter.js';
import type { CardRuleRecord } from '../../src/elements/card/rule-kinds.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, type Sandbox, type SandboxAdapterOptions, type SandboxRequestLog } from '../../src/sandbox/index.js';
import { choose, hasPart, message, press, root, typeIn, type FormElement } from './form-helpers.js';

/** Either rule editor. */
type Editor = FormElement;

/**
 * The fields of a chosen rule's kind and the change have come (their module is fetched when a
 * person comes to the form or chooses a type): nothing says it is loading any more.
 */
export async function ruleFieldsShown(el: Editor): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => !hasPart(el, 'loading'), 'the rule fields did not come');
}

/** Chooses a rule's type, then waits for its fields to show, as a person would. */
export async function chooseRule(el: Editor, type: string): Promise<void> {
  await choose(el, 'type', type);
  await ruleFieldsShown(el);
}

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
      await chooseRule(el, types.sent);
      await typeIn(el, 'value', String(value));
      await press(el, 'submit-button');
      await waitUntil(() => hasPart(el, 'success'), 'no success');
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
      await chooseRule(el, types.refused);
      await typeIn(el, 'value', String(value));
      await press(el, 'submit-button');
      expect(message(el, 'value')).to.equal(said);
      expect(root(el).activeElement?.getAttribute('name')).to.equal('value');
      expect(hasPart(el, 'section-change')).to.equal(false);
      expect(sent()).to.equal(0);
    });
  }
}
