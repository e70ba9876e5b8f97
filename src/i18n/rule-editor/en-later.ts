/**
 * The English of the card rule editor's words said only once a person chooses a rule's type (or
 * adds a rule to a card order): the fields of the rule's kind (its name aside), and what the change will do. The rule
 * fields' module (`src/elements/card/rule-fields.ts`) brings them; the rest of the part is en.ts,
 * and the catalog holds both as one part. Placeholders in braces are filled with text, never HTML.
 */
export const ruleEditorLater = {
  value: 'Limit',
  valueHint: 'A whole amount from {minimum} to {maximum}.',
  disableHint: 'While this rule is set, these payments are refused. It has no value.',
  mccs: 'Merchant category codes',
  mccsHint: 'Four-digit codes, separated by commas or spaces; up to {maximum}.',
  merchantIds: 'Merchant identifiers',
  merchantIdsHint: 'Separated by commas or spaces; up to {maximum}.',
  days: 'Days',
  change: 'What will change',
  changeAdd: 'New rule: {rule}.',
  changeReplace: '{before} becomes {after}.',
  changeRemove: 'Removed: {rule}.',
  changeSame: 'Nothing changes: this rule is already set.',
  changeAbsent: 'No such rule is listed here: removing it may change nothing.',
  changeOthers: 'Still in force: {rules}. The more restrictive applies.',
} as const;
