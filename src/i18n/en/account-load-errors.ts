/** Messages of the error codes met only through <svc-account-load>'s operation (Initiate acquiring account load). */
export const accountLoadErrors = {
  /** A top-up of a CLOSED account, or of one suspended with incoming money blocked. */
  LEDGER_NOT_ACTIVE: 'This account is not active.',
} as const;
