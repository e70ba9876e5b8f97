/**
 * Every documented limit of the spec, on the operations that carry it: the edge is accepted, one past it is
 * refused before anything is sent, with an issue on the field's own path.
 */
import { expect } from '@open-wc/testing';
import { LIMITS } from '../../src/api/limits.js';
import { ServiceError } from '../../src/api/errors.js';
import type { OperationName } from '../../src/api/operations.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import {
  BIC, IBAN, IBAN_TYPED, ID, ID2, accepted, fileOf, jsonResponse, metadataOf, minimal, refusedAt, rejectionOf, spyFetch, text,
  validateInput, withBody, withParams, withQuery,
} from './helpers.js';

const LIST_OPERATIONS: OperationName[] = [
  'listConsumers', 'listCards', 'listCardDesigns', 'listLedgers', 'listDocuments', 'listExternalCards', 'listPartnerUsers',
];

describe('limits: the values the spec gives', () => {
  it('are the spec’s numbers', () => {
    expect(LIMITS.pageSize.max).to.equal(100);
    expect(LIMITS.page).to.deep.equal({ min: 0, max: 500 });
    expect(LIMITS.metadataChars).to.equal(3000);
    expect(LIMITS.longText).to.deep.equal({ min: 0, max: 511 });
    expect(LIMITS.taxIdentificationNumber).to.deep.equal({ min: 0, max: 255 });
    expect(LIMITS.friendlyName).to.deep.equal({ min: 1, max: 255 });
    expect(LIMITS.relatedPersonName).to.deep.equal({ min: 0, max: 255 });
    expect(LIMITS.cardRuleValue).to.deep.equal({ min: 1, max: 999_999_999 });
    expect(LIMITS.sharePercentage).to.deep.equal({ min: 0, max: 100 });
    expect(LIMITS.uploadBytesBelow).to.equal(5_000_000);
    expect(LIMITS.scaSignatureLifetimeMs).to.equal(30_000);
    expect(LIMITS.panCredentialsLifetimeMs).to.equal(60_000);
  });
});

describe('limits: paging', () => {
  for (const operation of LIST_OPERATIONS) {
    describe(operation, () => {
      it('accepts pageSize 1 and 100', () => {
        expect(accepted(operation, withQuery(operation, { pageSize: 1 })).query).to.deep.equal({ pageSize: 1 });
        accepted(operation, withQuery(operation, { pageSize: 100 }));
      });
      it('refuses pageSize 0, 101, a fraction and a string', () => {
        for (const pageSize of [0, 101, 20.5, '20', -1]) refusedAt(operation, withQuery(operation, { pageSize }), 'query.pageSize');
      });
      it('accepts page 0 and 500', () => {
        accepted(operation, withQuery(operation, { page: 0 }));
        accepted(operation, withQuery(operation, { page: 500, pageSize: 100 }));
      });
      it('refuses page -1, 501 and a fraction', () => {
        for (const page of [-1, 501, 1.5]) refusedAt(operation, withQuery(operation, { page }), 'query.page');
      });
    });
  }
});

describe('limits: metadata (3000 characters once serialised)', () => {
  const cases: [OperationName, string][] = [
    ['createConsumer', 'metadata'],
    ['patchConsumerProfile', 'userMetadata'],
    ['patchConsumerProfile', 'partnerMetadata'],
  ];
  for (const [operation, field] of cases) {
    it(`${operation} ${field}: 3000 accepted, 3001 refused`, () => {
      const sent = accepted(operation, withBody(operation, { [field]: metadataOf(3000) }));
      expect((sent.body as Record<string, unknown>)[field]).to.deep.equal(metadataOf(3000));
      refusedAt(operation, withBody(operation, { [field]: metadataOf(3001) }), field);
    });
    it(`${operation} ${field}: counts nested values and refuses what is not an object`, () => {
      accepted(operation, withBody(operation, { [field]: { crm: { tier: 'gold', tags: ['a', 'b'] }, score: 3, ok: true, none: null } }));
      const nested = { outer: { inner: text(3000 - 22, 'y') } }; // {"outer":{"inner":"…"}} is 22 characters
      expect(JSON.stringify(nested).length).to.equal(3000);
      accepted(operation, withBody(operation, { [field]: nested }));
      refusedAt(operation, withBody(operation, { [field]: { outer: { inner: text(3000 - 21, 'y') } } }), field);
      for (const notObject of [['a'], 'text', 3]) refusedAt(operation, withBody(operation, { [field]: notObject }), field);
    });
  }
});

describe('limits: long texts (0..511) and taxIdentificationNumber (0..255)', () => {
  for (const operation of ['createConsumer', 'patchConsumerProfile'] as const) {
    for (const field of ['externalId', 'otherSourceOfFunds', 'otherOccupation']) {
      it(`${operation} ${field}: 0 and 511 accepted, 512 refused`, () => {
        accepted(operation, withBody(operation, { [field]: '' }));
        accepted(operation, withBody(operation, { [field]: text(511) }));
        refusedAt(operation, withBody(operation, { [field]: text(512) }), field);
      });
    }
    it(`${operation} taxIdentificationNumber: 0 and 255 accepted, 256 refused`, () => {
      accepted(operation, withBody(operation, { taxIdentificationNumber: '' }));
      accepted(operation, withBody(operation, { taxIdentificationNumber: text(255, '9') }));
      refusedAt(operation, withBody(operation, { taxIdentificationNumber: text(256, '9') }), 'taxIdentificationNumber');
    });
  }
});

describe('limits: friendlyName (1..255)', () => {
  const operations: OperationName[] = ['createBeneficiary', 'patchBeneficiary', 'createCard', 'createLedger', 'uploadDocument', 'updateMandate'];
  for (const operation of operations) {
    it(`${operation}: 1 and 255 accepted, empty and 256 refused`, () => {
      accepted(operation, withBody(operation, { friendlyName: 'a' }));
      accepted(operation, withBody(operation, { friendlyName: text(255) }));
      refusedAt(operation, withBody(operation, { friendlyName: '' }), 'friendlyName');
      refusedAt(operation, withBody(operation, { friendlyName: text(256) }), 'friendlyName');
    });
  }
});

describe('limits: corporate-related person names (0..255)', () => {
  const info = (fields: Record<string, unknown>) => ({ firstName: 'Jeanne', lastName: 'Martin', ...fields });
  for (const field of ['firstName', 'lastName']) {
    it(`${field}: 0 and 255 accepted, 256 refused at info.${field}`, () => {
      accepted('declareCorporateRelated', withBody('declareCorporateRelated', { info: info({ [field]: '' }) }));
      accepted('declareCorporateRelated', withBody('declareCorporateRelated', { info: info({ [field]: text(255) }) }));
      refusedAt('declareCorporateRelated', withBody('declareCorporateRelated', { info: info({ [field]: text(256) }) }), `info.${field}`);
    });
    it(`${field}: missing is reported at info.${field}`, () => {
      const person = info({});
      delete (person as Record<string, unknown>)[field];
      refusedAt('declareCorporateRelated', withBody('declareCorporateRelated', { info: person }), `info.${field}`);
    });
  }
  it('a corporate (told by its name) is still accepted', () => {
    accepted('declareCorporateRelated', withBody('declareCorporateRelated', { info: { name: 'ACME SAS' } }));
  });
});

describe('limits: consumer phone number ^[0-9]{1,14}$', () => {
  const cases: [OperationName, (number: string) => Record<string, unknown>, string][] = [
    ['createConsumer', (number) => ({ phone: { countryCode: '33', number } }), 'phone.number'],
    ['patchConsumerContact', (number) => ({ phone: { countryCode: '33', number } }), 'phone.number'],
    ['declareCorporateRelated', (number) => ({ info: { firstName: 'A', lastName: 'B', phone: { countryCode: '33', number } } }), 'info.phone.number'],
  ];
  for (const [operation, body, path] of cases) {
    it(`${operation}: 1 and 14 digits accepted`, () => {
      accepted(operation, withBody(operation, body('6')));
      accepted(operation, withBody(operation, body('12345678901234')));
    });
    it(`${operation}: 15 digits, empty, letters, +33…, spaces refused at ${path}`, () => {
      for (const number of ['123456789012345', '', 'abc', '+33612345678', '06 12 34 56 78', '0612-345678']) {
        refusedAt(operation, withBody(operation, body(number)), path);
      }
    });
  }
  it('createConsumer requires both phone fields', () => {
    refusedAt('createConsumer', withBody('createConsumer', { phone: { countryCode: '33' } }), 'phone.number');
    refusedAt('createConsumer', withBody('createConsumer', { phone: { number: '612345678' } }), 'phone.countryCode');
    refusedAt('createConsumer', { body: {} }, 'phone');
  });
  it('the contact patch may send either phone field alone', () => {
    accepted('patchConsumerContact', withBody('patchConsumerContact', { phone: { number: '612345678' } }));
    accepted('patchConsumerContact', withBody('patchConsumerContact', { phone: { countryCode: '44' } }));
  });
});

describe('limits: consumer names in Latin-1 only', () => {
  for (const field of ['firstName', 'middleName', 'lastName']) {
    it(`${field}: é, ß, ñ accepted`, () => {
      for (const name of ['Émilie', 'Strauß', 'Muñoz', "O'Brien-Núñez", 'Zoë']) accepted('createConsumer', withBody('createConsumer', { [field]: name }));
    });
    it(`${field}: Ł, 中, emoji refused`, () => {
      for (const name of ['Łukasz', '中村', 'Jo😀', 'Œdipe']) refusedAt('createConsumer', withBody('createConsumer', { [field]: name }), field);
    });
  }
});

describe('limits: names on the card', () => {
  const card = (fields: Record<string, unknown>) => withBody('createCard', fields);
  it('nameOnCard: capitals and spaces up to 21 accepted', () => {
    accepted('createCard', card({ nameOnCard: 'A' }));
    accepted('createCard', card({ nameOnCard: 'JEANNE MARTIN' }));
    accepted('createCard', card({ nameOnCard: 'ABCDEFGHIJ KLMNOPQRST' }));
  });
  it('nameOnCard: 22 characters, empty, lower case, digits, accents refused', () => {
    for (const nameOnCard of ['ABCDEFGHIJK LMNOPQRSTU', '', 'Jeanne Martin', 'R2D2', 'JOSÉ', 'JEAN-PAUL']) {
      refusedAt('createCard', card({ nameOnCard }), 'nameOnCard');
    }
  });
  it('cardholderNameOnCard: capitals, digits and spaces up to 21 accepted', () => {
    accepted('createCard', card({ cardholderNameOnCard: 'ACME 2000' }));
    accepted('createCard', card({ cardholderNameOnCard: '123456789 123456789 1' }));
  });
  it('cardholderNameOnCard: 22 characters, empty, lower case refused', () => {
    for (const cardholderNameOnCard of ['123456789 123456789 12', '', 'Acme 2000']) {
      refusedAt('createCard', card({ cardholderNameOnCard }), 'cardholderNameOnCard');
    }
  });
});

describe('limits: card rule value, integer 1..999999999', () => {
  for (const operation of ['putCardRule', 'putCardProfileRule'] as const) {
    it(`${operation}: 1 and 999999999 accepted`, () => {
      accepted(operation, withBody(operation, { value: 1 }));
      accepted(operation, withBody(operation, { value: 999_999_999 }));
    });
    it(`${operation}: 0, 1000000000, 1.5, negative and text refused at value`, () => {
      for (const value of [0, 1_000_000_000, 1.5, -5, '100']) refusedAt(operation, withBody(operation, { value }), 'value');
    });
    it(`${operation}: rule kinds the spec does not show pass with their own fields; a spend limit needs its value`, () => {
      const base = minimal[operation]();
      const params = { ...base.params, ruleType: 'MCC_WHITELIST' };
      const input = { ...base, params, body: { name: 'No contactless', mccs: ['5411'] } };
      expect(validateInput(operation, input).body).to.deep.equal({ name: 'No contactless', mccs: ['5411'] });
      refusedAt(operation, { ...base, params: { ...base.params, ruleType: 'DAILY_MAX_SPEND' }, body: { name: 'No amount' } }, 'value');
    });
  }
  it('createCard: a spend limit needs its value, other rule kinds do not', () => {
    refusedAt('createCard', withBody('createCard', { rules: [{ type: 'MONTHLY_MAX_SPEND' }] }), 'rules.0.value');
    accepted('createCard', withBody('createCard', { rules: [{ type: 'DISABLE_CONTACTLESS' }] }));
  });
  it('createCard rules carry the same limit', () => {
    accepted('createCard', withBody('createCard', { rules: [{ type: 'DAILY_MAX_SPEND', value: 999_999_999 }] }));
    refusedAt('createCard', withBody('createCard', { rules: [{ type: 'DAILY_MAX_SPEND', value: 1_000_000_000 }] }), 'rules.0.value');
    refusedAt('createCard', withBody('createCard', { rules: [{ type: 'DAILY_MAX_SPEND', value: 0 }] }), 'rules.0.value');
  });
});

describe('limits: share percentage 0..100', () => {
  const share = (percentage: unknown) => withBody('createCorporateShare', { percentage });
  const declared = (percentage: unknown) => withBody('declareCorporateRelated', { sharesInfo: [{ percentage }] });
  it('share creation: 0, 100 and 33.3 accepted', () => {
    for (const percentage of [0, 100, 33.3]) accepted('createCorporateShare', share(percentage));
  });
  it('share creation: -0.01 and 100.01 refused at percentage', () => {
    for (const percentage of [-0.01, 100.01]) refusedAt('createCorporateShare', share(percentage), 'percentage');
  });
  it('related entity sharesInfo: 0, 100 and 33.3 accepted', () => {
    for (const percentage of [0, 100, 33.3]) accepted('declareCorporateRelated', declared(percentage));
  });
  it('related entity sharesInfo: -0.01 and 100.01 refused at sharesInfo.0.percentage', () => {
    for (const percentage of [-0.01, 100.01]) refusedAt('declareCorporateRelated', declared(percentage), 'sharesInfo.0.percentage');
  });
  it('an indirect share keeps its own fields', () => {
    const sent = accepted('declareCorporateRelated', withBody('declareCorporateRelated', { sharesInfo: [{ percentage: 12.5, viaCorporateId: ID2 }] }));
    expect((sent.body as { sharesInfo: unknown[] }).sharesInfo).to.deep.equal([{ percentage: 12.5, viaCorporateId: ID2 }]);
  });
});

describe('limits: document upload below 5 MB', () => {
  it('accepts a file of 4,999,999 bytes', () => {
    const sent = accepted('uploadDocument', withBody('uploadDocument', { file: fileOf(LIMITS.uploadBytesBelow - 1) }));
    expect((sent.body as { file: File }).file.size).to.equal(4_999_999);
  });
  it('refuses a file of 5,000,000 bytes at file', () => {
    refusedAt('uploadDocument', withBody('uploadDocument', { file: fileOf(LIMITS.uploadBytesBelow) }), 'file');
  });
  it('accepts a Blob, refuses anything else and a missing file', () => {
    accepted('uploadDocument', withBody('uploadDocument', { file: new Blob(['%PDF-1.7']) }));
    refusedAt('uploadDocument', withBody('uploadDocument', { file: 'a.pdf' }), 'file');
    refusedAt('uploadDocument', { body: { endUserId: ID, type: 'IDENTITY_CARD' } }, 'file');
  });
});

describe('limits: SEPA banking details', () => {
  const details = (bankingDetails: unknown) => withBody('createBeneficiary', { bankingDetails });
  it('normalises the IBAN (spaces removed, upper case) and the BIC in what is sent', () => {
    const sent = accepted('createBeneficiary', details({ iban: IBAN_TYPED.toLowerCase(), bic: ' bnpa frpp ' }));
    expect((sent.body as { bankingDetails: unknown }).bankingDetails).to.deep.equal({ iban: IBAN, bic: BIC });
  });
  it('requires the IBAN and the BIC, each reported on its own field', () => {
    refusedAt('createBeneficiary', details({ bic: BIC }), 'bankingDetails.iban');
    refusedAt('createBeneficiary', details({ iban: IBAN }), 'bankingDetails.bic');
    const issues = refusedAt('createBeneficiary', details({}), 'bankingDetails.iban', false);
    expect(issues.map((issue) => issue.path)).to.have.members(['bankingDetails.iban', 'bankingDetails.bic']);
    refusedAt('createBeneficiary', { body: { type: 'PERSON', name: 'Jeanne Martin' } }, 'bankingDetails');
  });
  it('refuses a bad IBAN (checksum, length, country, characters)', () => {
    for (const iban of ['FR15 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M0260', 'QQ1420041010050500013M02606', 'FR14-2004-1010-0505-0001-3M02-60!']) {
      refusedAt('createBeneficiary', details({ iban, bic: BIC }), 'bankingDetails.iban');
    }
  });
  it('refuses a bad BIC (length, country)', () => {
    for (const bic of ['BNPAFR', 'BNPAFRPP1', 'BNPAQQPP', 'BNPA FR PP XX YY']) {
      refusedAt('createBeneficiary', details({ iban: IBAN, bic }), 'bankingDetails.bic');
    }
  });
  it('GBP and USD details are reported on their own fields too', () => {
    accepted('createBeneficiary', details({ accountNumber: '31926819', sortCode: '601613' }));
    accepted('createBeneficiary', details({ accountNumber: '123456789', routingNumber: '021000021', bic: 'CHASUS33' }));
    refusedAt('createBeneficiary', details({ accountNumber: '31926819', sortCode: '60-16' }), 'bankingDetails.sortCode');
    refusedAt('createBeneficiary', details({ routingNumber: '021000021' }), 'bankingDetails.accountNumber');
  });
  it('mandate debtor IBAN is normalised and checked', () => {
    const sent = accepted('updateMandate', withBody('updateMandate', { debtor: { bankingDetails: { iban: IBAN_TYPED } } }));
    expect(sent.body).to.deep.equal({ debtor: { bankingDetails: { iban: IBAN } } });
    refusedAt('updateMandate', withBody('updateMandate', { debtor: { bankingDetails: { iban: 'FR00 0000' } } }), 'debtor.bankingDetails.iban');
  });
});

describe('limits: arrays whose items are unique', () => {
  for (const operation of ['createConsumer', 'patchConsumerProfile'] as const) {
    it(`${operation} accountPurposes`, () => {
      accepted(operation, withBody(operation, { accountPurposes: ['SAVINGS', 'PAY_BILLS'] }));
      refusedAt(operation, withBody(operation, { accountPurposes: ['SAVINGS', 'PAY_BILLS', 'SAVINGS'] }), 'accountPurposes');
    });
  }
  it('createPartnerUser roles', () => {
    accepted('createPartnerUser', withBody('createPartnerUser', { roles: ['ACCOUNT_CREATE', 'BENEFICIARY_LIST'] }));
    refusedAt('createPartnerUser', withBody('createPartnerUser', { roles: ['ACCOUNT_CREATE', 'ACCOUNT_CREATE'] }), 'roles');
  });
  it('declareCorporateRelated sharesInfo', () => {
    accepted('declareCorporateRelated', withBody('declareCorporateRelated', { sharesInfo: [{ percentage: 10 }, { percentage: 15 }] }));
    refusedAt('declareCorporateRelated', withBody('declareCorporateRelated', { sharesInfo: [{ percentage: 10 }, { percentage: 10 }] }), 'sharesInfo');
  });
});

describe('limits: card creation rules, at most one per type', () => {
  it('accepts one rule of each type', () => {
    accepted('createCard', withBody('createCard', { rules: [{ type: 'DAILY_MAX_SPEND', value: 200 }, { type: 'MONTHLY_MAX_SPEND', value: 2000 }] }));
  });
  it('refuses two rules of one type at rules', () => {
    refusedAt('createCard', withBody('createCard', { rules: [{ type: 'DAILY_MAX_SPEND', value: 200 }, { type: 'DAILY_MAX_SPEND', value: 300 }] }), 'rules');
  });
});

describe('limits: acquiring with a zero amount needs storeCard', () => {
  for (const operation of ['initiateAcquiringPayment', 'initiateAcquiringAccountLoad'] as const) {
    it(`${operation}`, () => {
      accepted(operation, withBody(operation, { amount: 0, storeCard: true }));
      accepted(operation, withBody(operation, { amount: 10 }));
      refusedAt(operation, withBody(operation, { amount: 0 }), 'storeCard');
      refusedAt(operation, withBody(operation, { amount: 0, storeCard: false }), 'storeCard');
      refusedAt(operation, withBody(operation, { amount: -1 }), 'amount');
    });
  }
});

describe('limits: identifiers are UUIDs', () => {
  const cases: [OperationName, Record<string, unknown>, string][] = [
    ['createCard', { ledgerId: 'ledger-1' }, 'ledgerId'],
    ['createCard', { profileId: '123' }, 'profileId'],
    ['createBeneficiary', { endUserId: 'me' }, 'endUserId'],
    ['createLedger', { endUserId: '3f1c2a9e8b7d4c6e9a5f1b2c3d4e5f60' }, 'endUserId'],
    ['uploadDocument', { documentId: 'doc-7' }, 'documentId'],
    ['uploadDocument', { transactionId: '' }, 'transactionId'],
    ['createDocumentRequest', { beneficiaryId: 'b' }, 'beneficiaryId'],
    ['initiateAcquiringPayment', { externalCardId: 'card' }, 'externalCardId'],
    ['initiateAcquiringAccountLoad', { targetLedgerId: 'x' }, 'targetLedgerId'],
    ['createCorporateShare', { corporateRelatedId: 42 }, 'corporateRelatedId'],
    ['putCardRule', { endUserId: 'z' }, 'endUserId'],
  ];
  for (const [operation, fields, path] of cases) {
    it(`${operation} ${path}`, () => {
      refusedAt(operation, withBody(operation, fields), path);
    });
  }
  it('query and path identifiers too', () => {
    refusedAt('listCards', withQuery('listCards', { endUserId: 'me' }), 'query.endUserId');
    refusedAt('listLedgers', withQuery('listLedgers', { parentId: 'p' }), 'query.parentId');
    refusedAt('getConsumer', withParams('getConsumer', { consumerId: '../admin' }), 'params.consumerId');
  });
});

describe('limits: required fields missing are reported with their path', () => {
  const cases: [OperationName, string][] = [
    ['createBeneficiary', 'type'],
    ['createBeneficiary', 'name'],
    ['createBeneficiary', 'bankingDetails'],
    ['createCard', 'deliveryMethod'],
    ['createCard', 'ledgerId'],
    ['createCard', 'profileId'],
    ['createLedger', 'type'],
    ['suspendLedger', 'reason'],
    ['suspendLedger', 'blockIncomingTransaction'],
    ['createDocumentRequest', 'endUserId'],
    ['createDocumentRequest', 'type'],
    ['initiateAcquiringPayment', 'amount'],
    ['initiateAcquiringAccountLoad', 'targetLedgerId'],
    ['declareCorporateRelated', 'isDirector'],
    ['declareCorporateRelated', 'sharesInfo'],
    ['declareCorporateRelated', 'info'],
    ['createCorporateShare', 'corporateRelatedId'],
    ['createCorporateShare', 'percentage'],
    ['createPartnerUser', 'email'],
  ];
  for (const [operation, field] of cases) {
    it(`${operation} without ${field}`, () => {
      const input = minimal[operation]();
      const body = { ...input.body };
      delete body[field];
      refusedAt(operation, { ...input, body }, field);
    });
  }
  it('a missing path parameter is reported under params', () => {
    refusedAt('getCardPin', {}, 'params.cardId');
    refusedAt('putCardRule', { params: { cardId: ID }, body: { value: 1 } }, 'params.ruleType');
  });
  it('a missing body reports every required field', () => {
    const issues = refusedAt('createCard', {}, 'ledgerId', false);
    expect(issues.map((issue) => issue.path)).to.have.members(['deliveryMethod', 'ledgerId', 'profileId']);
  });
  it('several problems are all reported at once', () => {
    const issues = refusedAt('createConsumer', withBody('createConsumer', { externalId: text(512), taxIdentificationNumber: text(256) }), 'externalId', false);
    expect(issues.map((issue) => issue.path)).to.have.members(['externalId', 'taxIdentificationNumber']);
  });
});

describe('limits: nothing is sent past a limit', () => {
  const baseUrl = 'https://partner.test';
  const sentJson = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

  it('createConsumer: externalId of 512 is refused unsent, 511 is sent once', async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const phone = { countryCode: '33', number: '612345678' };
    const error = await rejectionOf(adapter.request('createConsumer', { body: { phone, externalId: text(512) } }));
    expect(error).to.be.instanceOf(ServiceError);
    expect((error as ServiceError).kind).to.equal('validation');
    expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['externalId']);
    expect(spy.calls).to.have.length(0);

    const result = await adapter.request('createConsumer', { body: { phone, externalId: text(511) } });
    expect(result.id).to.equal(ID);
    expect(spy.calls).to.have.length(1);
    expect(spy.calls[0]!.url).to.equal(`${baseUrl}/consumers`);
    expect(sentJson(spy.calls[0]!.init).externalId).to.equal(text(511));
  });

  it('createCard: nameOnCard of 22 is refused unsent, 21 is sent once', async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const body = { deliveryMethod: 'FRENCH_MAIL', ledgerId: ID, profileId: ID2 } as const;
    const error = await rejectionOf(adapter.request('createCard', { body: { ...body, nameOnCard: 'ABCDEFGHIJK LMNOPQRSTU' } }));
    expect((error as ServiceError).kind).to.equal('validation');
    expect(spy.calls).to.have.length(0);

    await adapter.request('createCard', { body: { ...body, nameOnCard: 'ABCDEFGHIJ KLMNOPQRST' } });
    expect(spy.calls).to.have.length(1);
    expect(sentJson(spy.calls[0]!.init).nameOnCard).to.equal('ABCDEFGHIJ KLMNOPQRST');
  });

  it('putCardRule: value 1000000000 is refused unsent, 999999999 is sent once', async () => {
    const spy = spyFetch(() => new Response(null, { status: 204 }));
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const params = { cardId: ID, ruleType: 'DAILY_MAX_SPEND' };
    const error = await rejectionOf(adapter.request('putCardRule', { params, body: { value: 1_000_000_000 } }));
    expect((error as ServiceError).kind).to.equal('validation');
    expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['value']);
    expect(spy.calls).to.have.length(0);

    await adapter.request('putCardRule', { params, body: { value: 999_999_999 } });
    expect(spy.calls).to.have.length(1);
    expect(spy.calls[0]!.init.method).to.equal('PUT');
    expect(sentJson(spy.calls[0]!.init)).to.deep.equal({ value: 999_999_999 });
  });

  it('uploadDocument: 5,000,000 bytes is refused unsent, 4,999,999 is sent once', async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const error = await rejectionOf(adapter.request('uploadDocument', { body: { endUserId: ID, file: fileOf(5_000_000) } }));
    expect((error as ServiceError).kind).to.equal('validation');
    expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['file']);
    expect(spy.calls).to.have.length(0);

    await adapter.request('uploadDocument', { body: { endUserId: ID, file: fileOf(4_999_999) } });
    expect(spy.calls).to.have.length(1);
    const form = spy.calls[0]!.init.body as FormData;
    expect(form).to.be.instanceOf(FormData);
    expect((form.get('file') as File).size).to.equal(4_999_999);
    expect(form.get('endUserId')).to.equal(ID);
  });

  it('listLedgers: pageSize 101 is refused unsent, 100 is sent once', async () => {
    const spy = spyFetch(() => jsonResponse({ content: [], totalElements: 0, page: 0, pageSize: 100 }));
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const error = await rejectionOf(adapter.request('listLedgers', { query: { pageSize: 101 } }));
    expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['query.pageSize']);
    expect(spy.calls).to.have.length(0);

    await adapter.request('listLedgers', { query: { pageSize: 100, page: 500 } });
    expect(spy.calls).to.have.length(1);
    const url = new URL(spy.calls[0]!.url);
    expect(url.searchParams.get('pageSize')).to.equal('100');
    expect(url.searchParams.get('page')).to.equal('500');
  });

  it('createBeneficiary: a bad IBAN is refused unsent, a typed one is sent normalised', async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const base = { type: 'PERSON', name: 'Jeanne Martin' } as const;
    const error = await rejectionOf(adapter.request('createBeneficiary', { body: { ...base, bankingDetails: { iban: 'FR15 2004 1010 0505 0001 3M02 606', bic: BIC } } }));
    expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['bankingDetails.iban']);
    expect(spy.calls).to.have.length(0);

    await adapter.request('createBeneficiary', { body: { ...base, bankingDetails: { iban: IBAN_TYPED, bic: BIC } } });
    expect(spy.calls).to.have.length(1);
    expect(sentJson(spy.calls[0]!.init).bankingDetails).to.deep.equal({ iban: IBAN, bic: BIC });
  });
});

describe('limits: email addresses', () => {
  it('international addresses are accepted, malformed ones refused', () => {
    for (const email of ['jörg@example.de', 'anna@exämple.de', 'ada.lovelace+bank@example.com']) {
      accepted('createPartnerUser', withBody('createPartnerUser', { email }));
    }
    for (const email of ['no-at-sign', 'two@@example.com', 'spaces in@example.com', '@example.com']) {
      refusedAt('createPartnerUser', withBody('createPartnerUser', { email }), 'email');
    }
  });
});
