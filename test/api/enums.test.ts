/**
 * Enumerations in requests. Complete ones (every value listed in the spec) are closed: each listed value is
 * accepted, anything else refused. Partial ones (marked "(partial)" in the spec) accept the listed values and
 * any value of the right form: an ISO 3166-1 alpha-3 code for countries, UPPER_SNAKE_CASE otherwise.
 * The value lists below are copied from the spec, not from the kit, so the two readings are compared.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import * as enums from '../../src/api/enums.js';
import { choicesOf, closedEnum, responseEnum } from '../../src/api/primitives.js';
import { countryEnum, openEnum } from '../../src/api/open-enum.js';
import { operations, type OperationName } from '../../src/api/operations.js';
import { createConsumerBody, patchConsumerProfileBody } from '../../src/api/schemas/consumer-bodies.js';
import { listConsumersQuery } from '../../src/api/schemas/consumer-list.js';
import { createCardBody } from '../../src/api/schemas/card-management.js';
import { listCardDesignsQuery } from '../../src/api/schemas/card-designs.js';
import { RULE_CREATORS, WEEKDAYS } from '../../src/api/schemas/card-rules.js';
import { createPartnerUserBody } from '../../src/api/schemas/partner.js';
import { accepted, refusedAt, withBody, withParams, withQuery } from './helpers.js';

type Input = ReturnType<typeof withBody>;

// The spec's enumerations (section "Enumerations").
const SPEC = {
  KycStatus: ['NOT_STARTED', 'CREATED', 'PROCESSING', 'ABORTED', 'PENDING_REVIEW', 'VALIDATED', 'DECLINED'],
  BankingStatus: ['VALIDATED', 'PENDING', 'MISSING_DATA', 'BLOCKED', 'NOT_CREATED'],
  SuspensionValue: ['SUSPENDED', 'NOT_SUSPENDED'],
  Operator: ['END_USER', 'PARTNER', 'SERVICE'],
  ServiceStatus: ['PENDING', 'FORBIDDEN', 'MISSING_DATA', 'VALIDATED', 'LIMITED', 'CLOSING', 'CLOSED'],
  ComplianceStatus: ['PENDING', 'DECLINED', 'PENDING_REVIEW', 'VALIDATED'],
  OverallStatus: ['ACTIVE', 'INACTIVE'],
  CountryCode: ['ABW', 'AFG', 'AGO', 'AIA', 'ALA', 'ALB', 'AND', 'ARE', 'ARG', 'ARM'],
  TaxCountry: ['AUT', 'AND', 'BEL', 'BGR', 'CHE', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP'],
  SourceOfFunds: ['COMPENSATION_PAYOUT', 'COMPANY_PROFITS', 'COMPANY_SALE', 'DIVIDEND_PAYMENTS', 'DIVORCE_SETTLEMENT', 'FIXED_DEPOSITS', 'GIFT', 'INHERITANCE', 'INSURANCE_PAYOUT', 'LOAN'],
  Occupation: ['BUSINESS_OWNER', 'CLERGY', 'CRAFTSMAN', 'ENGINEER', 'EXECUTIVE', 'FARMER', 'FREELANCE', 'LIBERAL_PROFESSION', 'POLITICIAN', 'PROFESSOR'],
  OccupationSector: ['ACCOUNTING_AUDIT', 'E_MONEY_SERVICES', 'CURRENCY_EXCHANGE', 'TRADES_ON_OTC_MARKET', 'PRECIOUS_METALS_OR_STONES', 'PAWNSHOPS', 'CROSS_BORDER_CASH_OR_PRECIOUS_MATERIALS', 'MINING_EXTRACTIVE_INDUSTRIES', 'ENERGY', 'TRADE_IN_PETROL_PRODUCTS'],
  AccountPurpose: ['PAY_BILLS', 'MONEY_TO_FROM_FAMILY', 'DIVIDENDS', 'SAVINGS', 'PERSONAL_BUSINESS_PURPOSES', 'PENSION', 'CRYPTO', 'SALARY', 'LOTTERY_GAMING', 'RECONCILIATION'],
  Currency: ['EUR', 'GBP', 'USD', 'PLN', 'AUD', 'CHF', 'CAD', 'SEK', 'NOK', 'JPY'],
  LedgerTypeOnCreation: ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_BG'],
  LedgerType: ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_ESTONIA', 'EUR_LITHUANIA', 'USD_USA', 'GBP_GREAT_BRITAIN', 'EUR_BG'],
  LedgerStatus: ['PENDING', 'ACTIVE', 'CLOSING', 'CLOSED', 'SUSPENDED', 'FAILED'],
  BeneficiaryType: ['PERSON', 'COMPANY'],
  CardStatus: ['CREATING', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'ACTIVE', 'SUSPENDING', 'SUSPENDED', 'CLOSING', 'CLOSED', 'EXPIRED'],
  CardType: ['PHYSICAL', 'VIRTUAL'],
  CardDeliveryMethod: ['FRENCH_MAIL', 'FRENCH_MAIL_TRACKING', 'INTERNATIONAL_MAIL'],
  CardRuleType: ['DAILY_MAX_SPEND', 'MONTHLY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'DISABLE_CONTACTLESS', 'DISABLE_ONLINE', 'DISABLE_RECURRING', 'MCC_WHITELIST', 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'MERCHANT_BLACKLIST'],
  CardDesignUserType: ['CORPORATE', 'CONSUMER'],
  DocumentStatus: ['UPLOADED', 'REQUESTED', 'DECLINED', 'VALIDATED'],
  DocumentType: ['ARTICLE_OF_ASSOCIATION', 'BANK_ACCOUNT_DETAILS', 'BANK_ACCOUNT_STATEMENT', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT', 'DILIGENCE_REVIEW', 'DIRECT_DEBIT_MANDATE', 'DRIVING_LICENCE', 'FAMILY_RECORD_BOOK', 'HEALTH_INSURANCE'],
  DocumentTypeForUpload: ['ARTICLE_OF_ASSOCIATION', 'BANK_ACCOUNT_DETAILS', 'BANK_ACCOUNT_STATEMENT', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT', 'DIRECT_DEBIT_MANDATE', 'DRIVING_LICENCE', 'FAMILY_RECORD_BOOK', 'HEALTH_INSURANCE', 'IDENTITY_CARD'],
  PartnerUserRole: ['ACCOUNT_CREATE', 'BANKING_DETAILS_DOCUMENT_EXPORT', 'BENEFICIARY_CREATE', 'BENEFICIARY_INFO', 'BENEFICIARY_LIST', 'BENEFICIARY_UPDATE', 'DIRECT_DEBIT_MANDATE_CREATE', 'DIRECT_DEBIT_MANDATE_UPDATE', 'DIRECT_DEBIT_MANDATE_ACTIVATE', 'DIRECT_DEBIT_MANDATE_CANCEL'],
  SortDirection: ['ASC', 'DESC'],
} as const;

describe('enums: the kit’s lists are the spec’s', () => {
  for (const [name, values] of Object.entries(SPEC)) {
    it(name, () => {
      expect([...(enums as unknown as Record<string, readonly string[]>)[name]!]).to.deep.equal([...values]);
    });
  }
  it('CardScheme names no value (the spec only says "two values")', () => {
    expect(enums.CardScheme).to.deep.equal([]);
  });
});

/** One enumeration field of one operation: how to put a value there, and where the issue is reported. */
interface Field {
  operation: OperationName;
  path: string;
  put: (value: string) => Input;
}
const bodyField = (operation: OperationName, field: string): Field => ({ operation, path: field, put: (value) => withBody(operation, { [field]: value }) });
const queryField = (operation: OperationName, field: string): Field => ({ operation, path: `query.${field}`, put: (value) => withQuery(operation, { [field]: value }) });
/** An array filter: the value under test follows a known-good one, so its issue is at index 1. */
const queryArray = (operation: OperationName, field: string, first: string): Field => ({
  operation, path: `query.${field}.1`, put: (value) => withQuery(operation, { [field]: [first, value] }),
});
const paramField = (operation: OperationName, field: string): Field => ({ operation, path: `params.${field}`, put: (value) => withParams(operation, { [field]: value }) });

const LISTS: [OperationName, readonly string[]][] = [
  ['listConsumers', ['UPDATE_DATE', 'LAST_NAME', 'CREATION_DATE']],
  ['listCards', ['CREATION_DATE']],
  ['listCardDesigns', ['FRIENDLY_NAME']],
  ['listLedgers', ['CREATION_DATE']],
  ['listDocuments', ['TYPE', 'FRIENDLY_NAME', 'FILENAME', 'CREATION_DATE']],
  ['listExternalCards', ['CREATION_DATE']],
  ['listPartnerUsers', ['EMAIL']],
];

const COMPLETE: [string, readonly string[], Field[]][] = [
  ['BeneficiaryType', SPEC.BeneficiaryType, [bodyField('createBeneficiary', 'type')]],
  ['LedgerTypeOnCreation', SPEC.LedgerTypeOnCreation, [bodyField('createLedger', 'type')]],
  ['CardDeliveryMethod', SPEC.CardDeliveryMethod, [bodyField('createCard', 'deliveryMethod')]],
  ['Operator', SPEC.Operator, [bodyField('suspendLedger', 'operator')]],
  // A rule's creator in a request: SERVICE rules are the service's alone, so the kit never sends it.
  ['CreatorType (END_USER, PARTNER)', RULE_CREATORS, [
    bodyField('putCardRule', 'creatorType'), bodyField('putCardProfileRule', 'creatorType'),
    queryField('removeCardRule', 'creatorType'),
  ]],
  ['KycStatus', SPEC.KycStatus, [queryArray('listConsumers', 'kycStatus', 'VALIDATED')]],
  ['BankingStatus', SPEC.BankingStatus, [queryArray('listConsumers', 'bankingStatus', 'PENDING')]],
  ['SuspensionValue', SPEC.SuspensionValue, [queryArray('listConsumers', 'suspensionStatus', 'SUSPENDED')]],
  ['ServiceStatus', SPEC.ServiceStatus, [queryArray('listConsumers', 'serviceStatus', 'LIMITED')]],
  ['ComplianceStatus', SPEC.ComplianceStatus, [queryArray('listConsumers', 'complianceStatus', 'PENDING')]],
  ['OverallStatus', SPEC.OverallStatus, [queryField('listConsumers', 'overallStatus')]],
  ['CardStatus', SPEC.CardStatus, [queryArray('listCards', 'status', 'ACTIVE')]],
  ['CardType', SPEC.CardType, [queryArray('listCards', 'types', 'PHYSICAL'), queryField('listCardDesigns', 'cardType')]],
  ['LedgerType (card designs)', SPEC.LedgerType, [queryField('listCardDesigns', 'ledgerType')]],
  ['CardDesignUserType', SPEC.CardDesignUserType, [queryField('listCardDesigns', 'userType')]],
  ['LedgerStatus', SPEC.LedgerStatus, [queryArray('listLedgers', 'status', 'ACTIVE')]],
  ['DocumentStatus', SPEC.DocumentStatus, [queryArray('listDocuments', 'status', 'UPLOADED')]],
  ['SortDirection', SPEC.SortDirection, LISTS.map(([operation]) => queryField(operation, 'sortDirection'))],
  ...LISTS.map(([operation, values]): [string, readonly string[], Field[]] => [`${operation} sortAttribute`, values, [queryField(operation, 'sortAttribute')]]),
];

describe('enums: complete enumerations are closed in requests', () => {
  for (const [name, values, fields] of COMPLETE) {
    describe(name, () => {
      for (const field of fields) {
        it(`${field.operation} ${field.path}: every listed value accepted`, () => {
          for (const value of values) accepted(field.operation, field.put(value));
        });
        it(`${field.operation} ${field.path}: an unlisted value refused`, () => {
          for (const value of ['UNLISTED_VALUE', values[0]!.toLowerCase(), '', ` ${values[0]}`]) refusedAt(field.operation, field.put(value), field.path);
        });
      }
    });
  }
  it('a ledger type of card designs is not a ledger type on creation', () => {
    for (const type of ['EUR_ESTONIA', 'EUR_LITHUANIA', 'USD_USA', 'GBP_GREAT_BRITAIN']) refusedAt('createLedger', withBody('createLedger', { type }), 'type');
  });
  it('one list’s sort attribute is not another’s', () => {
    refusedAt('listCards', withQuery('listCards', { sortAttribute: 'LAST_NAME' }), 'query.sortAttribute');
    refusedAt('listPartnerUsers', withQuery('listPartnerUsers', { sortAttribute: 'CREATION_DATE' }), 'query.sortAttribute');
    refusedAt('listConsumers', withQuery('listConsumers', { sortAttribute: 'EMAIL' }), 'query.sortAttribute');
  });
  it('array filters refuse a single value that is not an array', () => {
    refusedAt('listConsumers', withQuery('listConsumers', { kycStatus: 'VALIDATED' }), 'query.kycStatus');
  });
});

const COUNTRY_FIELDS: [string, readonly string[], Field[]][] = [
  ['TaxCountry', SPEC.TaxCountry, [bodyField('createConsumer', 'taxCountry'), bodyField('patchConsumerProfile', 'taxCountry')]],
  ['CountryCode (nationality, address country)', SPEC.CountryCode, [
    { operation: 'declareCorporateRelated', path: 'info.nationalityCode', put: (value) => withBody('declareCorporateRelated', { info: { firstName: 'A', lastName: 'B', nationalityCode: value } }) },
    { operation: 'declareCorporateRelated', path: 'info.address.isoCountryCode', put: (value) => withBody('declareCorporateRelated', { info: { firstName: 'A', lastName: 'B', address: { isoCountryCode: value } } }) },
    { operation: 'createConsumer', path: 'address.isoCountryCode', put: (value) => withBody('createConsumer', { address: { city: 'Paris', isoCountryCode: value } }) },
    { operation: 'patchConsumerContact', path: 'address.isoCountryCode', put: (value) => withBody('patchConsumerContact', { address: { isoCountryCode: value } }) },
  ]],
];

describe('enums: partial country enumerations accept any ISO 3166-1 alpha-3 code', () => {
  for (const [name, values, fields] of COUNTRY_FIELDS) {
    describe(name, () => {
      for (const field of fields) {
        it(`${field.operation} ${field.path}: listed values, FRA, USA, GBR and the user-assigned XKX (Kosovo), XAA, QMA, ZZZ accepted`, () => {
          for (const value of [...values, 'FRA', 'USA', 'GBR', 'JPN', 'XKX', 'XAA', 'QMA', 'AAA', 'ZZZ']) accepted(field.operation, field.put(value));
        });
        it(`${field.operation} ${field.path}: FR, ABC, QLZ (one before a user-assigned range), EUR, fra, FRAN, empty refused`, () => {
          for (const value of ['FR', 'ABC', 'QLZ', 'ZYZ', 'EUR', 'fra', 'FRAN', '', 'France']) refusedAt(field.operation, field.put(value), field.path);
        });
      }
    });
  }
});

const SNAKE_FIELDS: [string, readonly string[], Field[]][] = [
  ['SourceOfFunds', SPEC.SourceOfFunds, [bodyField('createConsumer', 'sourceOfFunds'), bodyField('patchConsumerProfile', 'sourceOfFunds')]],
  ['Occupation', SPEC.Occupation, [bodyField('createConsumer', 'occupation'), bodyField('patchConsumerProfile', 'occupation')]],
  ['OccupationSector', SPEC.OccupationSector, [bodyField('createConsumer', 'occupationSector'), bodyField('patchConsumerProfile', 'occupationSector')]],
  ['AccountPurpose', SPEC.AccountPurpose, [
    { operation: 'createConsumer', path: 'accountPurposes.0', put: (value) => withBody('createConsumer', { accountPurposes: [value] }) },
    { operation: 'patchConsumerProfile', path: 'accountPurposes.0', put: (value) => withBody('patchConsumerProfile', { accountPurposes: [value] }) },
  ]],
  ['DocumentType (upload and request bodies)', SPEC.DocumentTypeForUpload, [bodyField('uploadDocument', 'type'), bodyField('createDocumentRequest', 'type')]],
  ['DocumentType (list filter)', SPEC.DocumentType, [queryField('listDocuments', 'type')]],
  ['CardRuleType', SPEC.CardRuleType, [
    paramField('putCardRule', 'ruleType'), paramField('removeCardRule', 'ruleType'),
    paramField('putCardProfileRule', 'ruleType'), paramField('removeCardProfileRule', 'ruleType'),
    { operation: 'createCard', path: 'rules.0.type', put: (value) => withBody('createCard', { rules: [{ type: value, value: 100 }] }) },
  ]],
  ['PartnerUserRole', SPEC.PartnerUserRole, [
    { operation: 'createPartnerUser', path: 'roles.0', put: (value) => withBody('createPartnerUser', { roles: [value] }) },
  ]],
  ['CardScheme (values not shown)', [], [queryField('listCardDesigns', 'scheme')]],
];

describe('enums: other partial enumerations accept any UPPER_SNAKE_CASE value', () => {
  for (const [name, values, fields] of SNAKE_FIELDS) {
    describe(name, () => {
      for (const field of fields) {
        it(`${field.operation} ${field.path}: listed values and SALARY_ADVANCE accepted`, () => {
          for (const value of [...values, 'SALARY_ADVANCE', 'VISA', 'E_WALLET2']) accepted(field.operation, field.put(value));
        });
        it(`${field.operation} ${field.path}: lower_case, With Space, empty and odd underscores refused`, () => {
          for (const value of ['lower_case', 'With Space', '', 'SALARY ADVANCE', '_LEADING', 'TRAILING_', 'DOUBLE__UNDERSCORE', 'Salary_Advance']) {
            refusedAt(field.operation, field.put(value), field.path);
          }
        });
      }
    });
  }
  it('all listed account purposes together are accepted (and unique)', () => {
    const sent = accepted('createConsumer', withBody('createConsumer', { accountPurposes: [...SPEC.AccountPurpose] }));
    expect((sent.body as { accountPurposes: string[] }).accountPurposes).to.deep.equal([...SPEC.AccountPurpose]);
  });
});

describe('enums: no currency enumeration in requests', () => {
  it('financialInformation.currency takes the service’s own values (not shown), any string', () => {
    accepted('createConsumer', withBody('createConsumer', { financialInformation: { currency: 'EUR', monthlyNetIncome: 'BETWEEN_2000_AND_3000' } }));
    accepted('patchConsumerProfile', withBody('patchConsumerProfile', { financialInformationRequestDto: { currency: 'XAU' } }));
  });
});

/** Every enumeration field of every request schema, as `choicesOf` sees it: `operation part.path → kind`. */
function inventory(): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (schema: unknown, path: string) => {
    if (!schema || typeof schema !== 'object') return;
    const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, path ? `${path}.${key}` : key);
    } else if (def.type === 'optional' || def.type === 'nullable') {
      walk(def.innerType, path);
    } else if (def.type === 'array') {
      walk(def.element, `${path}[]`);
    } else if (def.type === 'union') {
      for (const option of def.options as unknown[]) walk(option, path);
    } else {
      const choices = choicesOf(schema);
      if (choices) found[path] = choices.open ? `open:${choices.form}` : `closed:${choices.values.join(',')}`;
    }
  };
  for (const [name, def] of Object.entries(operations)) {
    const parts = def as { params?: unknown; query?: unknown; body?: unknown };
    walk(parts.params, `${name} params`);
    walk(parts.query, `${name} query`);
    walk(parts.body, `${name} body`);
  }
  return found;
}

describe('enums: inventory of request enumerations', () => {
  const closed = (values: readonly string[]) => `closed:${values.join(',')}`;
  const sorting = (operation: string, attributes: readonly string[]) => ({
    [`${operation} query.sortAttribute`]: closed(attributes),
    [`${operation} query.sortDirection`]: closed(SPEC.SortDirection),
  });
  const profile = (operation: string) => ({
    [`${operation} body.sourceOfFunds`]: 'open:upper-snake',
    [`${operation} body.occupation`]: 'open:upper-snake',
    [`${operation} body.occupationSector`]: 'open:upper-snake',
    [`${operation} body.taxCountry`]: 'open:country',
    [`${operation} body.accountPurposes[]`]: 'open:upper-snake',
  });
  it('every enumeration field is closed or open as the spec marks it, and none is missed', () => {
    expect(inventory()).to.deep.equal({
      ...Object.assign({}, ...LISTS.map(([operation, attributes]) => sorting(operation, attributes))),
      'listConsumers query.kycStatus[]': closed(SPEC.KycStatus),
      'listConsumers query.bankingStatus[]': closed(SPEC.BankingStatus),
      'listConsumers query.suspensionStatus[]': closed(SPEC.SuspensionValue),
      'listConsumers query.serviceStatus[]': closed(SPEC.ServiceStatus),
      'listConsumers query.complianceStatus[]': closed(SPEC.ComplianceStatus),
      'listConsumers query.overallStatus': closed(SPEC.OverallStatus),
      ...profile('createConsumer'),
      'createConsumer body.address.isoCountryCode': 'open:country',
      ...profile('patchConsumerProfile'),
      'patchConsumerContact body.address.isoCountryCode': 'open:country',
      'createBeneficiary body.type': closed(SPEC.BeneficiaryType),
      'putCardRule params.ruleType': 'open:upper-snake',
      'putCardRule body.creatorType': closed(RULE_CREATORS),
      // The day rules' targets are the kit's own (the spec shows no rule body beyond value and name).
      'putCardRule body.days[]': closed(WEEKDAYS),
      'removeCardRule params.ruleType': 'open:upper-snake',
      'removeCardRule query.creatorType': closed(RULE_CREATORS),
      'putCardProfileRule params.ruleType': 'open:upper-snake',
      'putCardProfileRule body.creatorType': closed(RULE_CREATORS),
      'putCardProfileRule body.days[]': closed(WEEKDAYS),
      'removeCardProfileRule params.ruleType': 'open:upper-snake',
      'listCards query.status[]': closed(SPEC.CardStatus),
      'listCards query.types[]': closed(SPEC.CardType),
      'createCard body.deliveryMethod': closed(SPEC.CardDeliveryMethod),
      'createCard body.rules[].type': 'open:upper-snake',
      'createCard body.rules[].creatorType': closed(RULE_CREATORS),
      'createCard body.rules[].days[]': closed(WEEKDAYS),
      'listCardDesigns query.scheme': 'open:upper-snake',
      'listCardDesigns query.ledgerType': closed(SPEC.LedgerType),
      'listCardDesigns query.cardType': closed(SPEC.CardType),
      'listCardDesigns query.userType': closed(SPEC.CardDesignUserType),
      'listLedgers query.status[]': closed(SPEC.LedgerStatus),
      'createLedger body.type': closed(SPEC.LedgerTypeOnCreation),
      'suspendLedger body.operator': closed(SPEC.Operator),
      'listDocuments query.type': 'open:upper-snake',
      'listDocuments query.status[]': closed(SPEC.DocumentStatus),
      'uploadDocument body.type': 'open:upper-snake',
      'createDocumentRequest body.type': 'open:upper-snake',
      // declareCorporateRelated info.* is a keyed union, tested field by field above.
      'createPartnerUser body.roles[]': 'open:upper-snake',
    });
  });
});

describe('enums: choicesOf', () => {
  it('reports a closed enumeration with its values', () => {
    expect(choicesOf(closedEnum(['A', 'B']))).to.deep.equal({ values: ['A', 'B'], open: false });
  });
  it('reports an open enumeration with its values and form', () => {
    expect(choicesOf(openEnum(['FRA'], 'country'))).to.deep.equal({ values: ['FRA'], open: true, form: 'country' });
    expect(choicesOf(openEnum(['EUR'], 'currency'))).to.deep.equal({ values: ['EUR'], open: true, form: 'currency' });
  });
  it('reports the fields of the request schemas, through optional and arrays', () => {
    expect(choicesOf(createConsumerBody.shape.sourceOfFunds)).to.deep.equal({ values: SPEC.SourceOfFunds, open: true, form: 'upper-snake' });
    expect(choicesOf(createConsumerBody.shape.taxCountry)).to.deep.equal({ values: SPEC.TaxCountry, open: true, form: 'country' });
    expect(choicesOf(patchConsumerProfileBody.shape.accountPurposes)).to.deep.equal({ values: SPEC.AccountPurpose, open: true, form: 'upper-snake' });
    expect(choicesOf(createPartnerUserBody.shape.roles)).to.deep.equal({ values: SPEC.PartnerUserRole, open: true, form: 'upper-snake' });
    expect(choicesOf(createCardBody.shape.deliveryMethod)).to.deep.equal({ values: SPEC.CardDeliveryMethod, open: false });
    expect(choicesOf(listConsumersQuery.shape.sortAttribute)).to.deep.equal({ values: ['UPDATE_DATE', 'LAST_NAME', 'CREATION_DATE'], open: false });
    expect(choicesOf(listConsumersQuery.shape.kycStatus)).to.deep.equal({ values: SPEC.KycStatus, open: false });
    expect(choicesOf(listCardDesignsQuery.shape.scheme)).to.deep.equal({ values: [], open: true, form: 'upper-snake' });
  });
  it('reports nothing for what is not an enumeration', () => {
    expect(choicesOf(z.string())).to.equal(undefined);
    expect(choicesOf(createConsumerBody.shape.firstName)).to.equal(undefined);
    expect(choicesOf(createConsumerBody.shape.phone)).to.equal(undefined);
    expect(choicesOf(responseEnum(SPEC.CardStatus))).to.equal(undefined);
  });
  it('an open country enumeration refuses a currency and vice versa', () => {
    expect(openEnum([], 'country').safeParse('EUR').success).to.equal(false);
    expect(openEnum([], 'currency').safeParse('EUR').success).to.equal(true);
    expect(openEnum([], 'currency').safeParse('XAU').success).to.equal(true);
    expect(openEnum([], 'currency').safeParse('EURO').success).to.equal(false);
    expect(openEnum([], 'currency').safeParse('eur').success).to.equal(false);
  });
  it('the country enumeration of the schemas takes what the open country form takes', () => {
    for (const value of ['FRA', 'XKX', 'EUR', 'FR', 'fra']) {
      expect(countryEnum([]).safeParse(value).success, value).to.equal(openEnum([], 'country').safeParse(value).success);
    }
    expect(choicesOf(countryEnum(['FRA']))).to.deep.equal({ values: ['FRA'], open: true, form: 'country' });
  });
});

describe('enums: responses accept any string', () => {
  it('responseEnum takes values the kit has never seen', () => {
    const status = responseEnum(SPEC.CardStatus);
    for (const value of [...SPEC.CardStatus, 'FROZEN', 'lower', '']) expect(status.safeParse(value).success).to.equal(true);
    expect(status.safeParse(3).success).to.equal(false);
  });
  it('the same value is refused in a request and shown in a response', () => {
    refusedAt('listCards', withQuery('listCards', { status: ['FROZEN'] }), 'query.status.0');
  });
});
