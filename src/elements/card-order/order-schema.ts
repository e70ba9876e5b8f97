/**
 * The Create card operation and the schema <svc-card-order> judges its body by, fetched on demand
 * (`'order'`) as the page draws: the shared schema, with the printed names saying what to change,
 * and each initial rule judged by the rules' module (`initial-rules.ts`, `ruleIssues`) with the rule
 * editor's schema (the same as <svc-card-rules>): its problems show on its own fields
 * (`rules.<type>.<field>`) rather than at its place in the `rules` array, which shifts as rules are
 * added or removed. Until it is here the form judges by `waitingSchema` (`order-body.ts`).
 */
import * as z from 'zod/mini';
import { createCardBody } from '../../api/schemas/card-management.js';
import { cardRuleType } from '../../api/schemas/card-rules.js';
import type { Catalog } from '../../i18n/catalog.js';
import { printedName } from './names.js';
import type { FormBody } from '../form/svc-form-element.js';

export { createCard } from '../../api/operations/card-management.js';

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
