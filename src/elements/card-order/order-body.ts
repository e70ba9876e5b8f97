/**
 * What <svc-card-order> sends: the Create card body built from what was typed, and the schema it is
 * judged by. The schema is the shared one with two changes of wording only: the printed names say
 * what to change, and a spend limit's problem shows on its own field (`limits.<type>`) instead of
 * at its place in the `rules` array, which shifts as limits are filled in or cleared.
 */
import * as z from 'zod/mini';
import { cardRuleType, createCardBody } from '../../api/schemas/card-management.js';
import type { Catalog } from '../../i18n/catalog.js';
import { amountValue } from '../form/amount.js';
import { issueText, type SchemaIssue } from '../form/messages.js';
import { printedName } from './names.js';

/** The initial rules the form offers: the spend limits, in the order shown. */
export const SPEND_LIMITS = ['DAILY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'MONTHLY_MAX_SPEND'] as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The form's values for a Create card body given by the partner: each plain spend limit (a type
 * and a value) goes to its field; any other rule is kept as given and sent with them.
 */
export function formValues(body: Record<string, unknown>): Record<string, unknown> {
  const { rules, ...rest } = body ?? {};
  if (!Array.isArray(rules)) return rules === undefined ? rest : { ...rest, otherRules: rules };
  const limits: Record<string, unknown> = {};
  const others: unknown[] = [];
  for (const rule of rules as Record<string, unknown>[]) {
    const plain = rule && typeof rule === 'object' && Object.keys(rule).every((key) => key === 'type' || key === 'value');
    if (plain && (SPEND_LIMITS as readonly unknown[]).includes(rule.type) && !(String(rule.type) in limits)) limits[String(rule.type)] = rule.value;
    else others.push(rule);
  }
  return { ...rest, ...(Object.keys(limits).length > 0 ? { limits } : {}), ...(others.length > 0 ? { otherRules: others } : {}) };
}

/** The Create card body for the typed values (`limits.<type>` holds the text typed for each limit). */
export function orderBody(typed: Record<string, unknown>, profileId: string | undefined, locale: string): Record<string, unknown> {
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
  const held = (typed.limits ?? {}) as Record<string, unknown>;
  const rules = SPEND_LIMITS.flatMap((type) => {
    const value = amountValue(held[type], locale);
    return value === undefined ? [] : [{ type, value }];
  });
  const others = typed.otherRules;
  // Rules of other kinds given by the partner go along; anything else given as rules is judged as it is.
  if (others !== undefined && !Array.isArray(others)) body.rules = others;
  else if (rules.length > 0 || others) body.rules = [...rules, ...((others as unknown[] | undefined) ?? [])];
  return body;
}

const sharedRules = createCardBody.def.shape.rules;

/** The body schema in a locale's words. */
export function orderSchema(messages: Catalog, locale: string): z.ZodMiniType {
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
        const judged = sharedRules.safeParse(rules);
        if (judged.success) return;
        for (const issue of judged.error.issues) {
          const [index, ...rest] = issue.path;
          const rule = typeof index === 'number' ? rules[index] : undefined;
          // `value` is the one field a spend limit shows; anything else stays with the rules.
          const path = rule && (rest.length === 0 || rest[0] === 'value') ? ['limits', rule.type] : ['rules', ...issue.path];
          // Worded here: the field's value is not in the body at that path, so it would read as missing.
          const message = issueText(messages, issue as unknown as SchemaIssue, false, locale);
          ctx.issues.push({ code: 'custom', message, path, input: rule?.type } as never);
        }
      }),
    );
}
