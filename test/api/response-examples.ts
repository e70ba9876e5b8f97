/** One realistic answer for every operation whose success response has a schema, built from the spec's field lists. */
import type { OperationName } from '../../src/api/operations.js';
import { ID, ID2, ID3 } from './helpers.js';

export const AT = '2024-03-01T10:15:30.123Z';
const LATER = '2024-03-02T08:00:00Z';

export const phone = { countryCode: '33', number: '612345678', verified: true, verificationDate: AT };
export const status = {
  banking: { value: 'VALIDATED' },
  kyc: { value: 'VALIDATED', reason: 'Identity checked' },
  suspension: { value: 'NOT_SUSPENDED', operator: 'PARTNER' },
  service: { value: 'VALIDATED' },
  compliance: { value: 'VALIDATED' },
  overall: { value: 'ACTIVE' },
};
const address = {
  id: ID3, isoCountryCode: 'FRA', city: 'Paris', postalCode: '75002', street: 'Rue de la Paix', number: '10',
  refinement: 'Bâtiment B', stateOrProvince: 'Île-de-France', status: 'VALID',
};
export const page = <T>(content: T[]) => ({ content, totalElements: 41, page: 2, pageSize: 20 });

export const consumer = {
  id: ID,
  externalId: 'crm-000123',
  phone,
  kycInfo: { kycApplicationId: ID2, status: 'VALIDATED', statusReason: 'All documents valid', type: 'FULL_KYC', updateDate: AT },
  status,
  termsAccepted: true,
  address,
  firstName: 'Jeanne', middleName: 'Marie', lastName: 'Martin',
  email: { address: 'jeanne.martin@example.com', verified: false },
  gender: 'FEMALE',
  birthCity: 'Lyon', birthIsoCountryCode: 'FRA', nationalityCode: 'FRA', taxCountry: 'FRA', birthDate: '1990-05-17',
  sourceOfFunds: 'INHERITANCE', otherSourceOfFunds: 'Sale of a flat',
  occupation: 'ENGINEER', otherOccupation: 'Bridge inspector',
  notes: 'Prefers email contact',
  creationDate: AT, updateDate: LATER,
  taxIdentificationNumber: '1234567890123',
  accountPurposes: ['SAVINGS', 'PAY_BILLS'],
  strongAuthentication: { id: ID3, endpointId: 'ep-42', creationDate: AT, pinStatus: 'SET', biometryStatus: 'SET' },
  scaDevices: [{ id: ID2, status: 'ACTIVE', creationDate: AT, name: 'Jeanne’s phone', platform: 'ANDROID', deviceInfo: 'Pixel 8' }],
  financialInformation: {
    monthlyNetIncome: 'BETWEEN_2000_AND_3000', currency: 'EUR', expectedMonthlyIncomingVolume: 'UP_TO_5000',
    expectedMonthlyOutgoingVolume: 'UP_TO_5000', expectedMonthlyIncomingTransferFrequency: 'FEW',
  },
  partnerMetadata: { segment: 'premium', crm: { id: 123 } },
  userMetadata: { theme: 'dark' },
};
const consumerListItem = { id: ID, phone, firstName: 'Jeanne', lastName: 'Martin', emailAddress: 'jeanne.martin@example.com', status, updateDate: LATER, creationDate: AT };
export const beneficiary = {
  id: ID, name: 'John Smith', type: 'PERSON', status: 'VALID', active: true, friendlyName: 'John (UK)', endUserId: ID2,
  creationDate: AT, updateDate: LATER, accountType: 'GBP', display: true, accountNumber: '31926819', sortCode: '601613', serviceLedgerId: ID3,
};
export const card = {
  id: ID, endUserId: ID2, ledgerId: ID3, friendlyName: 'Groceries', profile: { id: ID2, name: 'Standard debit' },
  expiryDate: '2028-03', nameOnCard: 'JEANNE MARTIN', cardholderNameOnCard: 'ACME 2000', type: 'VIRTUAL', status: 'ACTIVE', creationDate: AT,
};
export const cardDesign = {
  id: ID, friendlyName: 'Midnight blue', scheme: 'VISA', ledgerType: 'EUR_FRANCE', cardType: 'PHYSICAL', userType: 'CONSUMER',
  availableCountries: ['ABW', 'FRA', 'BEL'],
};
export const ledger = {
  isUpgraded: false, id: ID, currency: 'EUR', country: 'FRANCE', parentId: ID3, status: 'ACTIVE', friendlyName: 'Holidays',
  endUser: { id: ID2 }, creationDate: AT,
};
const documentListItem = {
  id: ID, endUser: { id: ID2 }, friendlyName: 'Passport', fileName: 'passport.pdf', type: 'IDENTITY_CARD', status: 'UPLOADED',
  transactionId: ID3, requested: false, creationDate: AT,
};
export const documentRecord = {
  ...documentListItem, beneficiaryId: ID3, corporateRelatedId: ID3, addressId: ID3,
  contentType: 'application/pdf', note: 'Both sides please', verificationDate: LATER, uploadDate: AT,
  download: { url: 'https://files.example/d/abc?sig=1', ttl: 'PT5M' },
};
const externalCard = {
  id: ID, endUserId: ID2, maskedPan: '497010******0014', cardHolderName: 'JEANNE MARTIN', scheme: 'VISA', type: 'DEBIT',
  expiryDate: '12/27', creationDate: AT, validityDate: '2027-12-31T23:59:59Z',
};
export const mandate = {
  id: ID, uniqueReference: 'RUM-2024-000042', endUserId: ID2, status: 'ACTIVATED', friendlyName: 'Electricity',
  debtor: { type: 'PERSON', name: 'Jeanne Martin', bankingDetails: { iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' }, ledgerId: ID3 },
  recurring: true, expirationDate: '2026-12-31', updateDate: LATER, creationDate: AT,
};
export const party = (name: string) => ({
  ledgerFriendlyName: 'Main', virtualLedgerId: ID3, virtualLedgerFriendlyName: 'Savings pot', name, endUserId: ID2, ledgerId: ID,
  previousTotalBalance: 1520.5, previousReservedBalance: 12,
});
export const transaction = {
  id: ID, type: 'INTER_LEDGER', paymentType: 'MONEY_TRANSFER', status: 'APPROVED', creationDate: AT, amount: 42.5, currency: 'EUR',
  information: {
    originalAmount: 42.5, originalCurrency: 'EUR', conversionRate: '1.0', note: 'Rent share', clearingDate: LATER, reference: 'MARCH',
  },
  sender: party('Jeanne Martin'),
  receiver: party('John Smith'),
};
export const partnerUser = { id: ID, email: 'ops@partner.example', roles: ['ACCOUNT_CREATE', 'BENEFICIARY_LIST'], creationDate: AT, updateDate: LATER };
const partnerConfiguration = {
  name: 'partner-co', displayName: 'Partner & Co', logoUrl: 'https://partner.example/logo.svg', address,
  consumerOtpMessage: 'Your code is {code}', corporateOtpMessage: 'Your business code is {code}',
  emailProperties: { senderEmailAddress: 'no-reply@partner.example', senderEmailName: 'Partner & Co' },
  contactInformation: {
    adminEmail: 'admin@partner.example', billingEmail: 'billing@partner.example', commercialEmail: 'sales@partner.example',
    techEmail: 'tech@partner.example', complianceEmail: 'kyc@partner.example',
  },
  limits: { ledger: { transactionDailyLimit: 5000 }, sctInst: { transactionLimit: 15000 }, limitedStatus: { transactionMonthlyLimit: 150 } },
  creationDate: AT, updateDate: LATER,
};

/** One realistic answer for every operation whose success response has a schema. */
export const EXAMPLES: Partial<Record<OperationName, unknown>> = {
  getConsumer: consumer,
  listConsumers: page([consumerListItem, { ...consumerListItem, id: ID2, firstName: undefined, emailAddress: undefined }]),
  createConsumer: { id: ID },
  patchConsumerProfile: { id: ID, updateDate: LATER },
  patchConsumerContact: { id: ID, updateDate: LATER },
  verifyConsumerPhone: { verified: true },
  createBeneficiary: { id: ID },
  getBeneficiary: beneficiary,
  patchBeneficiary: { id: ID },
  listCards: page([card]),
  createCard: { id: ID },
  getCardPin: { pin: '0421' },
  getPanCredentials: { token: 'tok_8f2a', secret: 's3cr3t', ttl: 'PT1M' },
  listCardDesigns: page([cardDesign]),
  listLedgers: page([ledger, { ...ledger, id: ID2, parentId: undefined }]),
  createLedger: { id: ID },
  listDocuments: page([documentListItem]),
  uploadDocument: { id: ID },
  createDocumentRequest: { id: ID },
  getDocument: documentRecord,
  initiateAcquiringPayment: { id: ID, webPage: { ttl: 'PT15M', url: 'https://pay.example/session/abc' } },
  initiateAcquiringAccountLoad: { id: ID, webPage: { ttl: { seconds: 900, nano: 0 }, url: 'https://pay.example/session/def' } },
  listExternalCards: page([externalCard]),
  getMandate: mandate,
  updateMandate: { id: ID },
  getTransaction: transaction,
  createTransactionReceipt: { url: 'https://files.example/receipts/abc.pdf', ttl: 'PT10M' },
  declareCorporateRelated: { id: ID },
  createCorporateShare: { id: ID },
  listPartnerUsers: page([partnerUser, { ...partnerUser, id: ID2, roles: undefined }]),
  createPartnerUser: { id: ID, otp: '738201' },
  getPartnerConfiguration: partnerConfiguration,
};

