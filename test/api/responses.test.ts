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
import { asWaitingSca } from '../../src/client/pending-sca.js';
import { ID, ID2, jsonResponse, rejectionOf, spyFetch } from './helpers.js';
import {
  AT, EXAMPLES, beneficiary, card, cardDesign, consumer, documentRecord, ledger, mandate, page, partnerUser, party, phone, status, transaction,
} from './response-examples.js';

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

describe('responses: a missing field an element needs to act fails (display fields: tolerant-reading.test.ts)', () => {
  const without = (value: Record<string, unknown>, key: string) => {
    const copy = { ...value };
    delete copy[key];
    return copy;
  };
  const cases: [OperationName, unknown, string][] = [
    ['listLedgers', page([without(ledger, 'id')]), 'ledger without id'],
    ['listLedgers', without(page([ledger]), 'totalElements'), 'page without totalElements'],
    ['listCards', page([without(card, 'status')]), 'card without status'],
    ['getConsumer', { ...consumer, phone: without(phone, 'verified') }, 'consumer phone without verified'],
    ['getPanCredentials', { token: 't', secret: 's' }, 'PAN credentials without ttl'],
    ['getCardPin', {}, 'PIN without pin'],
    ['createPartnerUser', { id: ID }, 'partner user creation without otp'],
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
