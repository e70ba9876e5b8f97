/**
 * Messages of the error codes met only through <svc-consumer-form>'s operations (Create consumer,
 * Patch consumer) and its contacts' follow-ups. <svc-consumer-status> runs the follow-ups too and
 * carries their codes (`contactFollowUpErrors`) from here, which costs it less than a file of theirs.
 */
export const contactFollowUpErrors = {
  EMAIL_MISSING: 'There is no email address to verify yet.',
  VERIFICATION_CODE_INVALID: 'This code is not the one we sent. Check it and try again.',
} as const;

export const consumerFormErrors = {
  PHONE_ALREADY_USED: 'This phone number is already used by another consumer.',
  PARTNER_METADATA_FORBIDDEN: 'Only the partner may change partner metadata.',
  ...contactFollowUpErrors,
} as const;
