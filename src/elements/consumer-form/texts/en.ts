/**
 * English texts of <svc-consumer-form> for its first paint. The labels of the profile's choices are
 * en-later.ts, brought by the module that offers them (`later.ts`, fetched as the form first
 * draws them); the catalog holds both halves as one part.
 */
import type { consumerFormLater } from './en-later.js';

const first = {
  submit: {
    create: 'Create profile',
    profile: 'Save profile',
    contact: 'Save contact details',
  },
  success: {
    create: 'The profile was created.',
    profile: 'The profile was saved.',
    contact: 'The contact details were saved.',
  },
  again: 'Create another profile',
  nothingChanged: 'Nothing has changed yet: edit a field before saving.',
  loading: 'Loading the profile…',
  loadFailed: 'The profile could not be loaded.',
  followUpsFailed: 'The next steps could not be loaded. The change was saved.',
  missingId: 'No profile to edit: the consumer-id attribute is missing.',
  invalidId: 'No profile to edit: the consumer-id attribute is not a valid identifier.',
  countryPlaceholder: 'Choose a country…',
  currencyPlaceholder: 'Choose a currency…',
  sections: {
    identity: 'Name',
    contact: 'Contact details',
    address: 'Address',
    activity: 'Occupation and funds',
    tax: 'Tax',
    financial: 'Financial information',
    reference: 'Reference',
    terms: 'Terms and conditions',
  },
  hints: {
    identity: 'As written on the identity document, in Latin characters.',
    contactPhone: 'A new phone number must be verified with a code.',
    phoneOperatorOnly: 'The phone number {phone} belongs to an account owner: it can only be changed through the service operator.',
    address: 'The address shown on bank statements.',
    financial: 'Amounts per month.',
  },
  fields: {
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    emailAddress: 'Email address',
    phoneCountryCode: 'Country calling code',
    phoneCountryCodeHint: 'For example 33 for France.',
    phoneNumber: 'Phone number',
    phoneNumberHint: 'Digits only, without the country code.',
    isoCountryCode: 'Country',
    street: 'Street',
    number: 'House number',
    refinement: 'Address complement',
    refinementHint: 'Apartment, floor, building.',
    postalCode: 'Postal code',
    city: 'City',
    stateOrProvince: 'State or province',
    sourceOfFunds: 'Main source of funds',
    otherSourceOfFunds: 'Other source of funds',
    otherSourceOfFundsHint: 'When the list does not describe it.',
    occupation: 'Occupation',
    otherOccupation: 'Other occupation',
    otherOccupationHint: 'When the list does not describe it.',
    occupationSector: 'Sector of activity',
    accountPurposes: 'What the account will be used for',
    accountPurposesHint: 'Choose all that apply.',
    isUsPerson: 'US person (US citizen or US tax resident)',
    taxIdentificationNumber: 'Tax identification number',
    taxCountry: 'Country of tax residence',
    monthlyNetIncome: 'Monthly net income',
    currency: 'Currency',
    expectedMonthlyIncomingVolume: 'Expected incoming amount per month',
    expectedMonthlyOutgoingVolume: 'Expected outgoing amount per month',
    expectedMonthlyIncomingTransferFrequency: 'Expected number of incoming transfers per month',
    externalId: 'Partner reference',
    externalIdHint: 'Your own identifier for this person.',
  },
  terms: {
    accept: 'I accept the terms and conditions (version {version}).',
    link: 'Read the terms and conditions (opens in a new tab)',
    required: 'Accept the terms and conditions to continue.',
    accepted: 'Version {version} has been accepted.',
  },
} as const;

/**
 * The part as the element carries it (`ownMessages`): its first words, typed as the whole part, which
 * an element's texts are. The choices' labels are read only through `laterWords`
 * (`src/i18n/later-words.ts`), in `later.ts`, never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element carries the first half of the part; the choices' module brings the later (see above).
export const consumerForm = first as typeof first & typeof consumerFormLater;
