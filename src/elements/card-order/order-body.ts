/**
 * What <svc-card-order> sends: the Create card body built from what was typed, and the schema it is
 * judged by. The schema is the shared one, with the printed names saying what to change, and each
 * initial rule judged by the rules' module (`initial-rules.ts`, `ruleIssues`) with the rule editor's
 * schema (the same as <svc-card-rules>): its problems show on its own fields
 * (`rules.<type>.<field>`) rather than at its place in the `rules` array, which shifts as rules are
 * added or removed.
 */
import * as z from 'zod/mini';
import { createCardBody } from '../../api/schemas/card-management.js';
import { cardRuleType } from '../../api/schemas/card-rules.js';
import type { Catalog } from '../../i18n/catalog.js';
import { printedName } from './names.js';
import type { FormBody } from '../form/svc-form-element.js';
import { isFieldGroup, recordOf } from '../form/guards.js';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** A rule the form holds: its fields by name, as typed (its type is its key in `rules`). */
type HeldRule = Record<string, unknown>;

/** The initial rules' module (`initial-rules.ts`), fetched on demand: until it is here, no rule is judged, and a held rule goes as typed. */
export type RulesPart = typeof import('./initial-rules.js');

const isRule = (rule: unknown): rule is { type: string } & HeldRule => isFieldGroup(rule) && typeof rule.type === 'string';

/**
 * The form's values for a Create card body given by the partner: each rule goes to `rules.<type>`
 * (its fields then show under that type); a second rule of a type, or anything that is not a
 * rule, is kept as given (`otherRules`), sent with them, and judged as it is.
 */
export function formValues(body: Record<string, unknown>): Record<string, unknown> {
  const { rules, ...rest } = body ?? {};
  if (!Array.isArray(rules)) return rules === undefined ? rest : { ...rest, otherRules: rules };
  const held: Record<string, HeldRule> = {};
  const others: unknown[] = [];
  for (const rule of rules) {
    if (isRule(rule) && !Object.hasOwn(held, rule.type)) {
      const { type, ...fields } = rule;
      held[type] = fields;
    } else others.push(rule);
  }
  return { ...rest, ...(Object.keys(held).length > 0 ? { rules: held } : {}), ...(others.length > 0 ? { otherRules: others } : {}) };
}

/**
 * The Create card body for the typed values (`limits.<type>` holds the text typed for each limit).
 * The held rules are sent by the rules' module; without it (a submit waits for it), as typed.
 */
export function orderBody(typed: Record<string, unknown>, profileId: string | undefined, locale: string, part?: RulesPart): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  put('deliveryMethod', typed.deliveryMethod);
  put('ledgerId', typed.ledgerId);
  put('profileId', profileId || typed.profileId);
  put('nameOnCard', trimmed(typed.nameOnCard));
  put('cardholderNameOnCard', trimmed(typed.cardholderNameOnCard));
  put('friendlyName', trimmed(typed.friendlyName));
  const held = recordOf(typed.rules);
  const rules = Object.entries(held).map(([type, fields]): HeldRule => (part ? part.ruleSent(type, recordOf(fields), locale) : { type, ...recordOf(fields) }));
  const others = typed.otherRules;
  // Rules of other kinds given by the partner go along; anything else given as rules is judged as it is.
  if (others !== undefined && !Array.isArray(others)) body.rules = others;
  else if (rules.length > 0 || others) body.rules = [...rules, ...(others ?? [])];
  return body;
}

const sharedRules = createCardBody.def.shape.rules;

/** The body as the form judges it: each rule checked by the rule schemas, kept as given. */
export type OrderBody = z.output<ReturnType<typeof orderSchema>>;

/**
 * The body as the operation takes it: the rules, which the form's check judged one by one, read
 * by the service's own schema of the list (always passes after the form's check).
 */
export function orderRequestBody({ rules, ...rest }: OrderBody): FormBody<'createCard'> | undefined {
  if (rules === undefined) return rest;
  const typed = sharedRules.safeParse(rules);
  return typed.success ? { ...rest, rules: typed.data } : undefined;
}

/** The body schema in a locale's words; each rule is judged (by the rules' module) once that module is here. */
export function orderSchema(
  messages: Catalog,
  locale: string,
  part?: { readonly ruleIssues: (rules: readonly { type: string }[], messages: Catalog, locale: string) => z.core.$ZodRawIssue[] },
) {
  const texts = messages.cardOrder;
  return z
    .extend(createCardBody, {
      nameOnCard: z.optional(printedName('nameOnCard', texts, locale)),
      cardholderNameOnCard: z.optional(printedName('cardholderNameOnCard', texts, locale)),
      rules: z.optional(z.array(z.looseObject({ type: cardRuleType() }))),
    })
    .check(
      z.check<{ rules?: { type: string }[] }>((ctx) => {
        const rules = ctx.value.rules;
        if (!rules) return;
        // The service's rules for the list itself (at most one per type).
        const judged = sharedRules.safeParse(rules);
        if (!judged.success && judged.error.issues.some((issue) => issue.path.length === 0)) {
          ctx.issues.push({ code: 'custom', message: texts.onePerType, path: ['rules'], input: undefined });
        }
        if (part) ctx.issues.push(...part.ruleIssues(rules, messages, locale));
      }),
    );
}
