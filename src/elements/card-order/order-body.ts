/**
 * What <svc-card-order> sends: the Create card body built from what was typed. The schema it is
 * judged by comes with the order's module (`order-schema.ts`), fetched as the page draws; until it
 * is here, `waitingSchema` says what is missing and how a printed name breaks its pattern, and
 * holds the body as not judged yet.
 */
import * as z from 'zod/mini';
import type { Catalog } from '../../i18n/catalog.js';
import { printedName } from './names.js';
import type { OrderBody } from './order-schema.js';
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

/**
 * The body's check until the order's module is here: missing values and the printed names are said
 * as the order's schema says them, and the body never passes: it is not judged yet ("Loading…", on
 * the profile's line, which stands for the order and does not show it), so a partner's
 * `checkValidity()` never finds it valid before then, and no summary flashes over a prefilled form.
 * Its required keys are Create card's, named here so that the body's schema stays off first paint;
 * card-order.test.ts holds them to that schema's.
 */
export function waitingSchema(messages: Catalog, locale: string): z.ZodMiniType<OrderBody> {
  const texts = messages.cardOrder;
  const known = z.looseObject({
    deliveryMethod: z.string(),
    ledgerId: z.string(),
    profileId: z.string(),
    nameOnCard: z.optional(printedName('nameOnCard', texts, locale)),
    cardholderNameOnCard: z.optional(printedName('cardholderNameOnCard', texts, locale)),
  });
  const unjudged = z.check<unknown>((ctx) => void ctx.issues.push({ code: 'custom', message: messages.common.loading, path: ['profileId'], input: undefined }));
  return z.pipe(known.check(unjudged), z.custom<OrderBody>());
}
