/**
 * Response schemas: realistic answers built from the spec's field lists parse; values the kit has never seen
 * and fields it does not know are kept, not refused; a missing required field is a shape error.
 */
import { expect } from '@open-wc/testing';
import type * as z from 'zod/mini';
import { operationNames, operations, type OperationName } from '../../src/api/operations.js';
import { waitingSca } from '../../src/api/schemas/common.js';
import { duration, durationObject } from '../../src/api/primitives.js';
import { ServiceError } from '../../src/api/errors.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { asWaitingSca } from '../../src/client/sca.js';
import { ID, ID2, ID3, jsonResponse, rejectionOf, spyFetch } from './helpers.js';

const AT = '2024-03-01T10:15:30.123Z';
const LATER = '2024-03-02T08:00:00Z';

const phone = { countryCode: '33', number: '612345678', verified: true, verificationDate: AT };
const status = {
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
const page = <T>(content: T[]) => ({ content, totalElements: 41, page: 2, pageSize: 20 });

const consumer = {
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
const beneficiary = {
  id: ID, name: 'John Smith', type: 'PERSON', status: 'VALID', active: true, friendlyName: 'John (UK)', endUserId: ID2,
  creationDate: AT, updateDate: LATER, accountType: 'GBP', display: true, accountNumber: '31926819', sortCode: '601613', serviceLedgerId: ID3,
};
const card = {
  id: ID, endUserId: ID2, ledgerId: ID3, friendlyName: 'Groceries', profile: { id: ID2, name: 'Standard debit' },
  expiryDate: '2028-03', nameOnCard: 'JEANNE MARTIN', cardholderNameOnCard: 'ACME 2000', type: 'VIRTUAL', status: 'ACTIVE', creationDate: AT,
};
const cardDesign = {
  id: ID, friendlyName: 'Midnight blue', scheme: 'VISA', ledgerType: 'EUR_FRANCE', cardType: 'PHYSICAL', userType: 'CONSUMER',
  availableCountries: ['ABW', 'FRA', 'BEL'],
};
const ledger = {
  isUpgraded: false, id: ID, currency: 'EUR', country: 'FRANCE', parentId: ID3, status: 'ACTIVE', friendlyName: 'Holidays',
  endUser: { id: ID2 }, creationDate: AT,
};
const documentListItem = {
  id: ID, endUser: { id: ID2 }, friendlyName: 'Passport', fileName: 'passport.pdf', type: 'IDENTITY_CARD', status: 'UPLOADED',
  transactionId: ID3, requested: false, creationDate: AT,
};
const documentRecord = {
  ...documentListItem, beneficiaryId: ID3, corporateRelatedId: ID3, addressId: ID3,
  contentType: 'application/pdf', note: 'Both sides please', verificationDate: LATER, uploadDate: AT,
  download: { url: 'https://files.example/d/abc?sig=1', ttl: 'PT5M' },
};
const externalCard = {
  id: ID, endUserId: ID2, maskedPan: '497010******0014', cardHolderName: 'JEANNE MARTIN', scheme: 'VISA', type: 'DEBIT',
  expiryDate: '12/27', creationDate: AT, validityDate: '2027-12-31T23:59:59Z',
};
const mandate = {
  id: ID, uniqueReference: 'RUM-2024-000042', endUserId: ID2, status: 'ACTIVATED', friendlyName: 'Electricity',
  debtor: { type: 'PERSON', name: 'Jeanne Martin', bankingDetails: { iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' }, ledgerId: ID3 },
  recurring: true, expirationDate: '2026-12-31', updateDate: LATER, creationDate: AT,
};
const party = (name: string) => ({
  ledgerFriendlyName: 'Main', virtualLedgerId: ID3, virtualLedgerFriendlyName: 'Savings pot', name, endUserId: ID2, ledgerId: ID,
  previousTotalBalance: 1520.5, previousReservedBalance: 12,
});
const transaction = {
  id: ID, type: 'INTER_LEDGER', paymentType: 'MONEY_TRANSFER', status: 'APPROVED', creationDate: AT, amount: 42.5, currency: 'EUR',
  information: {
    originalAmount: 42.5, originalCurrency: 'EUR', conversionRate: '1.0', note: 'Rent share', clearingDate: LATER, reference: 'MARCH',
  },
  sender: party('Jeanne Martin'),
  receiver: party('John Smith'),
};
const partnerUser = { id: ID, email: 'ops@partner.example', roles: ['ACCOUNT_CREATE', 'BENEFICIARY_LIST'], creationDate: AT, updateDate: LATER };
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
const EXAMPLES: Partial<Record<OperationName, unknown>> = {
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

/** A JSON round trip, as the body would arrive (undefined fields dropped). */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const schemaOf = (operation: OperationName) => operations[operation].response as z.ZodMiniType;
const parses = (operation: OperationName, body: unknown) => schemaOf(operation).safeParse(wire(body));

const withSchema = operationNames.filter((name) => typeof operations[name].response === 'object');

describe('responses: realistic answers parse', () => {
  it('there is an example for every operation with a response schema', () => {
    expect(Object.keys(EXAMPLES).sort()).to.deep.equal([...withSchema].sort());
    expect(withSchema).to.have.length(32);
  });
  for (const operation of withSchema) {
    it(operation, () => {
      const result = parses(operation, EXAMPLES[operation]);
      expect(result.success, JSON.stringify(result.error?.issues)).to.equal(true);
      expect(result.data).to.deep.equal(wire(EXAMPLES[operation]));
    });
  }
});

describe('responses: unknown extra fields are kept', () => {
  for (const operation of withSchema) {
    it(operation, () => {
      const example = wire(EXAMPLES[operation]) as Record<string, unknown>;
      const body: Record<string, unknown> = { ...example, addedLater: { nested: [1, 'two'] } };
      if (Array.isArray(example.content)) body.content = (example.content as Record<string, unknown>[]).map((item) => ({ ...item, itemExtra: true }));
      const result = parses(operation, body);
      expect(result.success, JSON.stringify(result.error?.issues)).to.equal(true);
      expect(result.data).to.deep.equal(body);
    });
  }
  it('nested objects keep theirs too', () => {
    const body = wire({ ...consumer, status: { ...status, banking: { value: 'VALIDATED', since: AT }, newPart: { value: 'X' } }, phone: { ...phone, type: 'MOBILE' } });
    expect(parses('getConsumer', body).data).to.deep.equal(body);
    const tx = wire({ ...transaction, information: { ...transaction.information, fees: 0.2 }, sender: { ...party('A'), iban: 'FR76…' } });
    expect(parses('getTransaction', tx).data).to.deep.equal(tx);
  });
  it('the variants the spec does not show pass with their own fields', () => {
    const sepaBeneficiary = { ...beneficiary, accountType: 'IBAN', accountNumber: undefined, sortCode: undefined, iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' };
    expect(parses('getBeneficiary', sepaBeneficiary).success).to.equal(true);
    const cardTransaction = { ...transaction, type: 'CARD', merchant: { name: 'Boulangerie', mcc: '5462' } };
    expect(parses('getTransaction', cardTransaction).data).to.deep.equal(wire(cardTransaction));
  });
});

describe('responses: enumeration values the kit has never seen still parse', () => {
  const cases: [OperationName, unknown, string][] = [
    ['listCards', page([{ ...card, status: 'FROZEN', type: 'METAL' }]), 'card status FROZEN, type METAL'],
    ['listLedgers', page([{ ...ledger, currency: 'XAU', country: 'GERMANY', status: 'DORMANT' }]), 'ledger currency XAU, country GERMANY'],
    ['getTransaction', { ...transaction, currency: 'XAU', paymentType: 'CARD_PAYMENT', status: 'SETTLED', information: { ...transaction.information, declineReason: 'CARD_EXPIRED' } }, 'transaction values'],
    ['getConsumer', { ...consumer, gender: 'OTHER', taxCountry: 'XKX', sourceOfFunds: 'CRYPTO_MINING', accountPurposes: ['STUDY'], kycInfo: { ...consumer.kycInfo, status: 'EXPIRED', type: 'LIGHT_KYC' }, status: { ...status, overall: { value: 'ARCHIVED' } } }, 'consumer values'],
    ['getBeneficiary', { ...beneficiary, status: 'BLOCKED', accountType: 'CHF', type: 'JOINT' }, 'beneficiary values'],
    ['listCardDesigns', page([{ ...cardDesign, scheme: 'AMEX', ledgerType: 'EUR_GERMANY', userType: 'PARTNER', availableCountries: ['XKX'] }]), 'card design values'],
    ['getDocument', { ...documentRecord, type: 'PAYSLIP', status: 'EXPIRED' }, 'document values'],
    ['getMandate', { ...mandate, status: 'SUSPENDED', debtor: { ...mandate.debtor, type: 'ASSOCIATION' } }, 'mandate values'],
    ['listPartnerUsers', page([{ ...partnerUser, roles: ['SUPER_ADMIN'] }]), 'partner role'],
  ];
  for (const [operation, body, name] of cases) {
    it(`${operation}: ${name}`, () => {
      const result = parses(operation, body);
      expect(result.success, JSON.stringify(result.error?.issues)).to.equal(true);
      expect(result.data).to.deep.equal(wire(body));
    });
  }
});

describe('responses: a missing required field fails', () => {
  const without = (value: Record<string, unknown>, key: string) => {
    const copy = { ...value };
    delete copy[key];
    return copy;
  };
  const cases: [OperationName, unknown, string][] = [
    ['listLedgers', page([without(ledger, 'id')]), 'ledger without id'],
    ['listLedgers', page([without(ledger, 'endUser')]), 'ledger without endUser'],
    ['listLedgers', without(page([ledger]), 'totalElements'), 'page without totalElements'],
    ['listCards', page([without(card, 'status')]), 'card without status'],
    ['getConsumer', without(consumer, 'phone'), 'consumer without phone'],
    ['getConsumer', { ...consumer, phone: without(phone, 'verified') }, 'consumer phone without verified'],
    ['getConsumer', without(consumer, 'scaDevices'), 'consumer without scaDevices'],
    ['getTransaction', { ...transaction, information: without(transaction.information, 'clearingDate') }, 'transaction without clearingDate'],
    ['getBeneficiary', without(beneficiary, 'endUserId'), 'beneficiary without endUserId'],
    ['listExternalCards', page([without(externalCard, 'maskedPan')]), 'external card without maskedPan'],
    ['getMandate', without(mandate, 'debtor'), 'mandate without debtor'],
    ['getPanCredentials', { token: 't', secret: 's' }, 'PAN credentials without ttl'],
    ['getCardPin', {}, 'PIN without pin'],
    ['createPartnerUser', { id: ID }, 'partner user creation without otp'],
    ['getPartnerConfiguration', without(partnerConfiguration, 'contactInformation'), 'configuration without contactInformation'],
    ['createCard', {}, 'creation result without id'],
    ['createTransactionReceipt', { url: 'https://files.example/r.pdf' }, 'receipt without ttl'],
  ];
  for (const [operation, body, name] of cases) {
    it(`${operation}: ${name}`, () => {
      expect(parses(operation, body).success).to.equal(false);
    });
  }
  it('a required field of the wrong type fails', () => {
    expect(parses('listLedgers', page([{ ...ledger, isUpgraded: 'no' }])).success).to.equal(false);
    expect(parses('getTransaction', { ...transaction, amount: '42.50' }).success).to.equal(false);
    expect(parses('listCards', { ...page([card]), content: card }).success).to.equal(false);
  });
});

describe('responses: durations', () => {
  it('PT1M and {seconds: 60, nano: 0} both parse, wherever a duration is', () => {
    for (const ttl of ['PT1M', { seconds: 60, nano: 0 }, 'PT60S', 'PT0.5S', { seconds: 60, zero: false, nano: 0, negative: false, positive: true, units: [{ durationEstimated: false }] }]) {
      expect(parses('getPanCredentials', { token: 't', secret: 's', ttl }).success, JSON.stringify(ttl)).to.equal(true);
      expect(parses('createTransactionReceipt', { url: 'u', ttl }).success).to.equal(true);
      expect(parses('getDocument', { ...documentRecord, download: { url: 'u', ttl } }).success).to.equal(true);
      expect(parses('initiateAcquiringPayment', { id: ID, webPage: { url: 'u', ttl } }).success).to.equal(true);
    }
  });
  it('keeps the duration as sent', () => {
    expect(duration().safeParse('PT1M').data).to.equal('PT1M');
    expect(duration().safeParse({ seconds: 60, nano: 0 }).data).to.deep.equal({ seconds: 60, nano: 0 });
  });
  it('what is no duration fails', () => {
    for (const ttl of ['one minute', '60', 60, 'P', { nano: 5 }, { seconds: '60' }]) {
      expect(duration().safeParse(ttl).success, JSON.stringify(ttl)).to.equal(false);
    }
    expect(durationObject().safeParse('PT1M').success).to.equal(false);
  });
});

describe('responses: Waiting SCA', () => {
  const waiting = {
    scaId: ID, joinCode: ID2,
    ttl: { seconds: 300, zero: false, nano: 0, negative: false, positive: true, units: [{ durationEstimated: false, timeBased: true }] },
    scaDeviceId: 'device-7f3a',
  };
  it('parses with and without joinCode, keeping every field', () => {
    expect(waitingSca.safeParse(waiting).data).to.deep.equal(waiting);
    const pushOnly = { scaId: ID, ttl: { seconds: 120, nano: 0 }, scaDeviceId: 'device-7f3a' };
    expect(waitingSca.safeParse(pushOnly).data).to.deep.equal(pushOnly);
  });
  it('fails without scaId, ttl or scaDeviceId, or with a scaId that is no UUID', () => {
    for (const key of ['scaId', 'ttl', 'scaDeviceId']) {
      const body: Record<string, unknown> = { ...waiting };
      delete body[key];
      expect(waitingSca.safeParse(body).success, key).to.equal(false);
    }
    expect(waitingSca.safeParse({ ...waiting, scaId: 'sca-1' }).success).to.equal(false);
  });
  it('is not mistaken for an ordinary result', () => {
    expect(waitingSca.safeParse(EXAMPLES.getPanCredentials).success).to.equal(false);
    expect(waitingSca.safeParse({ id: ID }).success).to.equal(false);
  });
  it('the adapter, which carries no schema code, recognises exactly what the schema accepts', () => {
    const without = (key: string) => Object.fromEntries(Object.entries(waiting).filter(([name]) => name !== key));
    const bodies: unknown[] = [
      waiting,
      { scaId: ID, ttl: { seconds: 120, nano: 0 }, scaDeviceId: 'device-7f3a' },
      { scaId: ID, ttl: 'PT1M', scaDeviceId: 'd' },
      { scaId: ID, ttl: 'PT1M', scaDeviceId: 'd', extra: 1 },
      ...['scaId', 'ttl', 'scaDeviceId'].map(without),
      { ...waiting, scaId: 'sca-1' },
      { ...waiting, joinCode: 'join' },
      { ...waiting, ttl: 'P1M' },
      { ...waiting, ttl: '60' },
      { ...waiting, ttl: { nano: 5 } },
      { ...waiting, ttl: { seconds: '60' } },
      { ...waiting, ttl: { seconds: 60, zero: 'no' } },
      { ...waiting, ttl: { seconds: 60, units: 'x' } },
      { ...waiting, scaDeviceId: 7 },
      EXAMPLES.getPanCredentials,
      { id: ID },
      [waiting],
      null,
      'PT1M',
    ];
    for (const body of bodies) {
      expect(asWaitingSca(body) !== undefined, JSON.stringify(body)).to.equal(waitingSca.safeParse(body).success);
    }
  });
});

describe('responses: through the adapter', () => {
  const baseUrl = 'https://partner.test';
  it('an unseen enum value reaches the caller', async () => {
    const body = page([{ ...card, status: 'FROZEN' }]);
    const spy = spyFetch(() => jsonResponse(body));
    const result = await createFetchAdapter({ baseUrl, fetch: spy.fetch }).request('listCards', {});
    expect(result.content[0]!.status).to.equal('FROZEN');
    expect(result).to.deep.equal(wire(body));
  });
  it('a missing required field is a shape error, not a crash', async () => {
    const spy = spyFetch(() => jsonResponse(page([{ ...ledger, id: undefined }])));
    const error = await rejectionOf(createFetchAdapter({ baseUrl, fetch: spy.fetch }).request('listLedgers', {}));
    expect(error).to.be.instanceOf(ServiceError);
    expect((error as ServiceError).kind).to.equal('shape');
    expect((error as ServiceError).code).to.equal('UNEXPECTED_RESPONSE');
  });
});
