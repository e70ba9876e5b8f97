/** Messages of the error codes met only through <svc-kyb-request>'s operation (Request KYB verification). */
export const kybRequestErrors = {
  KYB_PREREQUISITES_MISSING: 'Every director and beneficial owner must be declared and have a validated identity check first.',
} as const;
