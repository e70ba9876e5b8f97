/** Messages of the error codes met only through <svc-consumer-form>'s operations (Create consumer, Patch consumer). */
export const consumerFormErrors = {
  PHONE_ALREADY_USED: 'This phone number is already used by another consumer.',
  PARTNER_METADATA_FORBIDDEN: 'Only the partner may change partner metadata.',
} as const;
