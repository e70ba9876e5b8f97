/** Messages of the error codes met only through <svc-ledger-suspend>'s operation (Suspend ledger). */
export const ledgerSuspendErrors = {
  LEDGER_NOT_SUSPENDABLE: 'This account cannot be suspended in its current status.',
} as const;
