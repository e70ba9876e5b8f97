/** English texts of <svc-account-load>. */
export const accountLoad = {
  submit: 'Add money',
  ledger: 'Account to top up',
  ledgerHint: 'The money goes to this account.',
  ledgerChoose: 'Choose an account…',
  amountTo: '{amount} to {account}',
  ledgerId: 'Account ID',
  ledgerIdHint: 'The identifier (UUID) of the account to top up.',
  ledgersLoading: 'Loading the accounts…',
  ledgersFailed: 'The accounts could not be loaded.',
  ledgersEmpty: 'There is no active account to top up.',
  unnamedLedger: 'Unnamed account',
  subLedger: '{name} (in {parent})',
  /** The return from the payment page could not be handled (its part of the page failed to load). */
  returnFailed: 'How the top-up ended could not be loaded.',
  /** What opens the payment page could not be fetched: nothing was sent. */
  pageFailed: 'The top-up could not be prepared: nothing was sent.',
} as const;
