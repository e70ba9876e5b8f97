/** English texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). Placeholders in braces are filled with text, never HTML. */
export const cardRules = {
  cardIdInvalid: 'This form has no valid card identifier (card-id), so nothing can be sent.',
  restrictive: 'When the partner and the cardholder both set a rule of the same type, the more restrictive one applies.',
  done: '{rule} is set.',
  removed: '{rule} is removed.',
} as const;
