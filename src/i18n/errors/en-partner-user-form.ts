/** Messages of the error codes met only through <svc-partner-user-form>'s operation (Create partner user account). */
export const partnerUserFormErrors = {
  EMAIL_ALREADY_USED: 'This email address is already used by another account.',
} as const;
