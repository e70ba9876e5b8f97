/** English texts of <svc-card-profile-rules> (the rule editor's own are in src/i18n/rule-editor/). Placeholders in braces are filled with text, never HTML. */
export const cardProfileRules = {
  profileIdInvalid: 'This form has no valid card profile identifier (profile-id), so nothing can be sent.',
  futureOnly: 'Default rules reach only the cards created with this profile after a change. Existing cards keep the rules they were created with.',
  done: '{rule} is now a default rule of this profile, for cards created from now on.',
  removed: '{rule} is no longer a default rule of this profile. Cards created before keep it.',
} as const;
