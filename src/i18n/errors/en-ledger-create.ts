/** Messages of the error codes met only through <svc-ledger-create>'s operation (Create ledger). */
export const ledgerCreateErrors = {
  FRIENDLY_NAME_ALREADY_USED: 'This name is already used for another account of this customer.',
} as const;
