/**
 * The initial rules of <svc-card-order> as a person edits them, fetched on demand (`'initial
 * rules'`): each added rule's fields (the rule editor's, for its kind), how a held rule is sent, and
 * the rule schema that judges it. The page offers the rule types without them; they come when a
 * person is about to add a rule, or with the rules the partner gave, with the rule editor's later
 * words (`words`: its loader waits for them in the element's locale before it takes this module in).
 */
import { html, type ReactiveElement } from 'lit';
import type * as z from 'zod/mini';
import { repeat } from 'lit/directives/repeat.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { FormModel } from '../form/form-model.js';
import { ruleBody } from '../card/rule-editor.js';
import { amountValue, renderKindFields, words } from '../card/rule-fields.js';
import { ruleKind, ruleSetSchema, TARGETS } from '../card/rule-kinds.js';
import { getPath } from '../form/paths.js';
import { recordOf } from '../form/guards.js';
import { issueText, type SchemaIssue } from '../form/messages.js';
import { typeLabel } from '../card/rule-types.js';

export { words };


/** A rule the form holds: its fields by name, as typed (its type is its key in `rules`). */
type HeldRule = Record<string, unknown>;

/** The fields the rule editor draws for a type's kind; others given by the partner go along as given. */
const editedFields = (type: string): string[] => {
  const kind = ruleKind(type);
  const list = TARGETS[kind];
  return ['name', ...(kind === 'spend' || kind === 'other' ? ['value'] : []), ...(list ? [list] : [])];
};

/** A held rule as sent: the editor's body for its kind, after the fields the form does not draw. */
export function ruleSent(type: string, held: HeldRule, locale: string): Record<string, unknown> {
  const edited = editedFields(type);
  const kept = Object.fromEntries(Object.entries(held).filter(([key]) => !edited.includes(key) && key !== 'type'));
  const { type: sentType, ...fields } = ruleBody({ ...held, type }, 'set', locale, { withCreator: true }, amountValue);
  return { type: sentType, ...kept, ...fields };
}

/**
 * The problems of each rule of a Create card body, by the rule editor's schema (the same as
 * <svc-card-rules>), worded here: the first rule of a type shows them on its own fields
 * (`rules.<type>.<field>`), a second one of that type at its place in the list (`rules.<index>`).
 */
export function ruleIssues(rules: readonly { type: string }[], messages: Catalog, locale: string): z.core.$ZodRawIssue[] {
  const issues: z.core.$ZodRawIssue[] = [];
  const push = (issue: SchemaIssue, path: PropertyKey[], missing: boolean) => {
    issues.push({ code: 'custom', message: issueText(messages, issue, missing, locale), path, input: undefined, params: issue.params });
  };
  rules.forEach((rule, index) => {
    const checked = ruleSetSchema.safeParse(rule);
    if (checked.success) return;
    const shown = typeof rule?.type === 'string' && rules.findIndex((other) => other.type === rule.type) === index;
    for (const issue of checked.error.issues) {
      const missing = getPath(rule, issue.path.map(String).join('.')) === undefined;
      push(issue, shown ? ['rules', rule.type, ...issue.path] : ['rules', index, ...issue.path], missing);
    }
  });
  return issues;
}

export interface AddedRulesOptions {
  messages: Catalog;
  locale: string;
  /** The rule types added so far, in the order added. */
  added: readonly string[];
  /** The chosen account's currency, named on a spend limit's value. */
  currency: string | undefined;
  body: Record<string, unknown>;
  disabled: boolean;
  /** The element: draws again when the later words of a locale chosen since arrive; after a rule is removed, focus goes to its choice of a rule to add. */
  host: ReactiveElement;
}

/** An added rule goes (its Remove button exists only here); focus goes back to the choice of a rule to add. */
async function removeRule(form: FormModel, type: string, host: ReactiveElement): Promise<void> {
  const { [type]: _removed, ...kept } = recordOf(form.get('rules'));
  form.set('rules', kept);
  await host.updateComplete;
  host.renderRoot.querySelector<HTMLElement>('#add-rule')?.focus();
}

/** Each added rule with the rule editor's fields for its kind and a Remove button. */
export function addedRuleFields(form: FormModel, { messages, locale, added, currency, body, disabled, host }: AddedRulesOptions) {
  const ruleTexts = messages.ruleEditor;
  return repeat(added, (type) => type, (type) => {
    // Keyed by type: removing a rule removes its own fields, and the other rules keep their DOM and focus.
    const label = typeLabel(messages, type);
    return html`<fieldset class="rule" part="section section-rule" data-rule=${type}>
      <legend part="legend">${label}</legend>
      ${renderKindFields(form, host, messages, locale, type, body, { prefix: `rules.${type}.`, currency })}
      <button type="button" class="secondary" part="remove-button" aria-label=${format(ruleTexts.removeRule, { rule: label })} ?disabled=${disabled} @click=${() => void removeRule(form, type, host)}>
        ${ruleTexts.remove}
      </button>
    </fieldset>`;
  });
}
