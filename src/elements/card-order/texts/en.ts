/**
 * English texts of <svc-card-order> for its first paint. The words said once the accounts are listed
 * or a card is ordered are en-later.ts, brought by the modules that say them (`later-words.ts`).
 * Placeholders in braces are filled with text, never HTML.
 */
import type { cardOrderLater } from './en-later.js';

const first = {
  cardSection: 'Card',
  profile: 'Card type',
  profileNotSet: 'This form has no card profile (profile-id), so no card can be ordered.',
  ledger: 'Account',
  ledgerHint: 'The card spends the money of this account. Only active accounts are listed.',
  ledgerId: 'Account ID',
  ledgerIdHint: 'The identifier (UUID) of an active account. With end-user-id set, the form lists the customer’s accounts instead.',
  ledgerChoose: 'Choose an account',
  ledgersLoading: 'Loading the accounts…',
  ledgersFailed: 'The accounts could not be loaded.',
  deliveryMethod: 'Delivery',
  FRENCH_MAIL: 'Post (France)',
  FRENCH_MAIL_TRACKING: 'Tracked post (France)',
  INTERNATIONAL_MAIL: 'International post',
  namesSection: 'Names',
  nameOnCard: 'Name on the card',
  nameOnCardHint: 'Capital letters A to Z and spaces, up to {maximum} characters.',
  nameDefault: 'Left empty, the card shows {name}.',
  nameDefaultUnknown: 'Left empty, the card shows the customer’s first and last name, or the company name.',
  nameTooLongToOffer: '{name} has more than {maximum} characters: type a shorter form, or leave the field empty.',
  useName: 'Use {name}',
  cardholderNameOnCard: 'Company line on the card',
  cardholderNameOnCardHint: 'A second line for business cards: capital letters A to Z, digits and spaces, up to {maximum} characters.',
  cardholderDefault: 'Left empty, the card shows {name}.',
  cardholderDefaultUnknown: 'Left empty, the card shows the company name.',
  tooLong: 'Use at most {maximum} characters ({count} now).',
  capitalsOnly: 'Use capital letters only (A to Z).',
  lettersOnly: 'Use only capital letters A to Z and spaces. Remove: {characters}',
  lettersDigitsOnly: 'Use only capital letters A to Z, digits and spaces. Remove: {characters}',
  space: 'space',
  friendlyName: 'Card name',
  friendlyNameHint: 'Optional. Up to {maximum} characters. A name to find this card again by; it is not printed on the card.',
  friendlyNameStaffHint: 'Optional. Up to {maximum} characters. Shown only to the customer and to you, not printed on the card.',
  rulesSection: 'Initial rules (optional)',
  rulesHint: 'Rules the card starts with, at most one of each type. For a type not added here, the card profile’s default applies.',
  addRule: 'Add a rule',
  addRuleButton: 'Add',
  rulesAllAdded: 'A rule of every type is added.',
  rulesFailed: 'The rule fields could not be loaded. The rules you added are kept.',
  onePerType: 'Give at most one rule of each type.',
  submit: 'Order card',
  created: 'The card was ordered.',
  again: 'Order another card',
  openCard: 'Open the card',
} as const;

/**
 * The part as the element carries it (`ownMessages`): its first words, typed as the whole part. The
 * later words are read only through `laterWords` (`src/i18n/later-words.ts`), never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element carries the first half of the part; its on-demand modules bring the later (see above).
export const cardOrder = first as typeof first & typeof cardOrderLater;
