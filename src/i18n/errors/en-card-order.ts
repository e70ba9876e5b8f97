/**
 * Messages of the error codes met only through <svc-card-order>'s operation (Create card). A card
 * ordered on an account that takes none meets the code a top-up to it meets: <svc-account-load>
 * carries it (`inactiveLedgerErrors`) from here, which costs it less than a file of its own.
 */
export const inactiveLedgerErrors = {
  LEDGER_NOT_ACTIVE: 'This account is not active.',
} as const;

export const cardOrderErrors = {
  CARD_PROFILE_INACTIVE: 'This card profile is not active.',
  ...inactiveLedgerErrors,
} as const;
