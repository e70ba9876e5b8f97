/**
 * English texts of the card rule editor that <svc-card-rules>, <svc-card-profile-rules> and
 * <svc-card-order> (its first rules) share: the words of a first paint (the rules in force, the
 * action, the rule types, who sets a rule, the submit). The fields of a chosen rule's kind and what
 * a change will do are said only once a person chooses or adds a rule: en-later.ts, brought by the
 * rule fields' module (`src/elements/card/rule-fields.ts`). The catalog holds both as one part
 * (scripts/generate.mjs). Placeholders in braces are filled with text, never HTML.
 */
import type { ruleEditorLater } from './en-later.js';

const first = {
  current: 'Rules in force',
  none: 'No rules are set.',
  remove: 'Remove',
  removeRule: 'Remove {rule}',
  action: 'What to do',
  actionSet: 'Set or change a rule',
  actionRemove: 'Remove a rule',
  type: 'Rule',
  typeChoose: 'Choose a rule…',
  fieldsFailed: 'The fields of this rule could not be loaded. Nothing you chose is lost.',
  name: 'Name',
  nameHint: 'Optional. A name to recognise the rule by, up to {maximum} characters.',
  creatorType: 'Set by',
  creatorTypeHint: 'Optional. Whose rule this is; left empty, the service records the one who sends it.',
  creatorNone: 'Whoever sends it',
  END_USER: 'the cardholder',
  PARTNER: 'the partner',
  SERVICE: 'the service',
  setBy: 'set by {creator}',
  submitSet: 'Set rule',
  submitRemove: 'Remove rule',
  ruleDetail: '{rule}: {detail}',
  types: {
    DAILY_MAX_SPEND: 'Daily spending limit',
    WEEKLY_MAX_SPEND: 'Weekly spending limit',
    MONTHLY_MAX_SPEND: 'Monthly spending limit',
    DISABLE_CONTACTLESS: 'No contactless payments',
    DISABLE_ONLINE: 'No online payments',
    DISABLE_RECURRING: 'No recurring payments',
    MCC_WHITELIST: 'Only these merchant categories',
    MCC_BLACKLIST: 'Not these merchant categories',
    MERCHANT_WHITELIST: 'Only these merchants',
    MERCHANT_BLACKLIST: 'Not these merchants',
    DAYS_WHITELIST: 'Only on these days',
    DAYS_BLACKLIST: 'Not on these days',
  },
} as const;

/**
 * The part as the elements carry it (`ownMessages`): its first words, typed as the whole part. The
 * later words are read only through `laterWords` (`src/i18n/later-words.ts`), in the rule fields'
 * module, never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the elements carry the first half of the part; the rule fields' module brings the later (see above).
export const ruleEditor = first as typeof first & typeof ruleEditorLater;
