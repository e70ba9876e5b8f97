/**
 * English texts of <svc-banking-home> that its first page carries: the navigation, every view's
 * heading, a view loading or failed. Those of the views after the first come with them (en-views.ts);
 * the part `bankingHome` is both (en.ts), in every language.
 */
export const bankingHome = {
  /** The section navigation's name. */
  navigation: 'Your banking',
  sections: {
    accounts: 'Accounts',
    cards: 'Cards',
    people: 'People you pay',
    documents: 'Documents',
    'add-money': 'Add money',
  },
  /** Each view's heading. */
  titles: {
    accounts: 'Your accounts',
    account: 'Account details',
    cards: 'Your cards',
    card: 'Your card',
    'card-order': 'Order a card',
    people: 'People you pay',
    documents: 'Your documents',
    'add-money': 'Add money to an account',
  },
  loadingView: 'Loading…',
  viewFailed: 'This part could not be loaded. Check your connection, then try again.',
  retry: 'Try again',
} as const;
