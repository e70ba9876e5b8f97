/**
 * The kit's own limits (KIT_LIMITS): fields the spec leaves unbounded. At the edge accepted, one past refused
 * before anything is sent, on the field's own path, and a form shows a readable text for the refusal.
 */
import { expect } from '@open-wc/testing';
import { KIT_LIMITS } from '../../src/api/limits.js';
import type { OperationName } from '../../src/api/operations.js';
import { operations } from '../../src/api/operations.js';
import type { OperationDef } from '../../src/api/operations/define.js';
import { issueText, type SchemaIssue } from '../../src/elements/form/messages.js';
import { en } from '../../src/i18n/en.js';
import type { Catalog } from '../../src/i18n/catalog.js';
import { accepted, refusedAt, text, withBody, withQuery } from './helpers.js';

const texts = en.common.validation;

/** What a form shows for the refusal of `body` at `path` (the catalog text the issue maps to). */
function formText(operation: OperationName, body: Record<string, unknown>, path: string): string {
  const schema = (operations[operation] as OperationDef).body!;
  const result = schema['~standard'].validate(body) as { issues?: SchemaIssue[] };
  const issue = result.issues?.find((entry) => entry.path.join('.') === path);
  expect(issue, `${operation} issue at ${path}`).to.not.equal(undefined);
  return issueText(en as unknown as Catalog, issue!);
}

/** [operation, body path, value at the edge, value one past, what the form says one past]. */
type Case = [OperationName, string, unknown, unknown, string];

const tooLong = (maximum: number) => texts.tooLong.replace('{maximum}', String(maximum));
/** Limits are written as the locale writes numbers: `999,999,999.99` in English. */
const written = (value: number) => new Intl.NumberFormat('en').format(value);
const nested = (path: string, value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path.split('.');
  return { [head!]: rest.length ? nested(rest.join('.'), value) : value };
};
/** Minimal body with `path` set; nested objects of the minimal body are merged one level deep. */
function bodyWith(operation: OperationName, path: string, value: unknown): Record<string, unknown> {
  const base = withBody(operation, {}).body ?? {};
  const patch = nested(path, value);
  const [head] = path.split('.');
  const merged = typeof base[head!] === 'object' && base[head!] !== null && path.includes('.')
    ? { ...(base[head!] as object), ...(patch[head!] as object) }
    : patch[head!];
  return { ...base, [head!]: merged };
}

/** An address of `length` characters: a 64-character local part and a domain of 60-character labels. */
function emailOf(length: number): string {
  const domainLength = length - 65;
  const last = domainLength - 3 * 61 - 4; // three labels and their dots, then `.com`
  const address = `${text(64)}@${text(60, 'b')}.${text(60, 'c')}.${text(60, 'd')}.${text(last, 'e')}.com`;
  expect(address.length).to.equal(length);
  return address;
}

const name = KIT_LIMITS.name.max;
const code = KIT_LIMITS.phoneCountryCodeChars;
const countryCodeText = texts.phoneCountryCode.replace('{maximum}', String(code.max));
const free = KIT_LIMITS.freeText.max;
const cases: Case[] = [
  ['createBeneficiary', 'name', text(name), text(name + 1), tooLong(name)],
  ['createConsumer', 'partnerName', text(name), text(name + 1), tooLong(name)],
  ['suspendLedger', 'reason', text(name), text(name + 1), tooLong(name)],
  ['createConsumer', 'firstName', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'middleName', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'lastName', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'lastTermsAccepted', text(free), text(free + 1), tooLong(free)],
  ['patchConsumerProfile', 'lastTermsAccepted', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.city', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.postalCode', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.street', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.number', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.refinement', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'address.stateOrProvince', text(free), text(free + 1), tooLong(free)],
  ['patchConsumerContact', 'address.street', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'financialInformation.monthlyNetIncome', text(free), text(free + 1), tooLong(free)],
  ['createConsumer', 'financialInformation.currency', text(free), text(free + 1), tooLong(free)],
  ['patchConsumerProfile', 'financialInformationRequestDto.expectedMonthlyIncomingTransferFrequency', text(free), text(free + 1), tooLong(free)],
  ['initiateAcquiringPayment', 'reference', text(free), text(free + 1), tooLong(free)],
  ['initiateAcquiringAccountLoad', 'reference', text(free), text(free + 1), tooLong(free)],
  ['putCardRule', 'name', text(free), text(free + 1), tooLong(free)],
  ['createDocumentRequest', 'note', text(KIT_LIMITS.note.max), text(KIT_LIMITS.note.max + 1), tooLong(KIT_LIMITS.note.max)],
  ['createPartnerUser', 'email', emailOf(254), emailOf(255), tooLong(KIT_LIMITS.emailChars)],
  ['createConsumer', 'emailAddress', emailOf(254), emailOf(255), tooLong(KIT_LIMITS.emailChars)],
  // The spec says "string": any way of writing a calling code within the kit's bound is sent as given.
  ['createConsumer', 'phone.countryCode', text(code.max, '1'), text(code.max + 1, '1'), countryCodeText],
  ['createConsumer', 'phone.countryCode', '+1-684', '', countryCodeText],
  ['patchConsumerContact', 'phone.countryCode', '0033', text(code.max + 1, '3'), countryCodeText],
  ['patchConsumerContact', 'phone.countryCode', `+${text(code.max - 1, '4')}`, `+${text(code.max, '4')}`, countryCodeText],
  ['declareCorporateRelated', 'info.phone.countryCode', 'GB', '', countryCodeText],
  ['initiateAcquiringPayment', 'amount', 10.01, 0.0001, texts.decimals.replace('{maximum}', '2')],
  ['initiateAcquiringPayment', 'amount', KIT_LIMITS.amount.max, 1_000_000_000, texts.tooBig.replace('{maximum}', written(KIT_LIMITS.amount.max))],
  ['initiateAcquiringAccountLoad', 'amount', 0.99, 0.999, texts.decimals.replace('{maximum}', '2')],
  ['createLedger', 'limits.transactionLimit', 1500.5, 1500.505, texts.decimals.replace('{maximum}', '2')],
  ['createLedger', 'limits.ddMonthlyLimit', KIT_LIMITS.amount.max, KIT_LIMITS.amount.max + 0.01, texts.tooBig.replace('{maximum}', written(KIT_LIMITS.amount.max))],
];

describe('kit limits: the spec gives none, the kit bounds them', () => {
  it('are the kit’s numbers', () => {
    expect(KIT_LIMITS.name).to.deep.equal({ min: 1, max: 255 });
    expect(KIT_LIMITS.freeText).to.deep.equal({ min: 0, max: 255 });
    expect(KIT_LIMITS.note).to.deep.equal({ min: 0, max: 511 });
    expect(KIT_LIMITS.emailChars).to.equal(254);
    expect(KIT_LIMITS.phoneCountryCodeChars).to.deep.equal({ min: 1, max: 16 });
    expect(KIT_LIMITS.amount).to.deep.equal({ min: 0, max: 999_999_999.99, decimals: 2 });
    expect(KIT_LIMITS.ibanFilterChars).to.equal(34);
    expect(KIT_LIMITS.enumValueChars).to.equal(100);
  });

  for (const [operation, path, edge, past, shown] of cases) {
    it(`${operation} ${path}: ${JSON.stringify(edge).slice(0, 12)} accepted, ${JSON.stringify(past).slice(0, 16)} refused`, () => {
      const sent = accepted(operation, { ...withBody(operation, {}), body: bodyWith(operation, path, edge) });
      expect(path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], sent.body)).to.equal(edge);
      refusedAt(operation, { ...withBody(operation, {}), body: bodyWith(operation, path, past) }, path);
      expect(formText(operation, bodyWith(operation, path, past), path)).to.equal(shown);
    });
  }

  it('listConsumers filters: 255 accepted, 256 refused', () => {
    for (const filter of ['lastName', 'phone', 'emailAddress']) {
      accepted('listConsumers', withQuery('listConsumers', { [filter]: text(free) }));
      refusedAt('listConsumers', withQuery('listConsumers', { [filter]: text(free + 1) }), `query.${filter}`);
    }
  });

  it('values of partial enumerations beyond the listed ones: 100 characters accepted, 101 refused', () => {
    const value = (length: number) => `A_${text(length - 2, 'B')}`;
    accepted('createConsumer', withBody('createConsumer', { occupation: value(100), accountPurposes: [value(100)] }));
    refusedAt('createConsumer', withBody('createConsumer', { occupation: value(101) }), 'occupation');
    refusedAt('createConsumer', withBody('createConsumer', { accountPurposes: [value(101)] }), 'accountPurposes.0');
    refusedAt('createDocumentRequest', withBody('createDocumentRequest', { type: value(101) }), 'type');
    refusedAt('listDocuments', withQuery('listDocuments', { type: value(101) }), 'query.type');
    expect(formText('createConsumer', { ...withBody('createConsumer', {}).body, occupation: value(101) }, 'occupation')).to.equal(texts.choice);
  });

  it('listLedgers iban filter: 34 accepted, 35 refused', () => {
    accepted('listLedgers', withQuery('listLedgers', { iban: text(34, 'A') }));
    refusedAt('listLedgers', withQuery('listLedgers', { iban: text(35, 'A') }), 'query.iban');
  });

  it('amounts: 0 and whole numbers pass, negative and non-finite values do not', () => {
    accepted('initiateAcquiringPayment', withBody('initiateAcquiringPayment', { amount: 0, storeCard: true }));
    accepted('initiateAcquiringPayment', withBody('initiateAcquiringPayment', { amount: 125 }));
    for (const amount of [-0.01, Number.POSITIVE_INFINITY, Number.NaN]) {
      refusedAt('initiateAcquiringPayment', withBody('initiateAcquiringPayment', { amount }), 'amount');
    }
  });

  it('declareCorporateRelated a corporate’s name: 255 accepted, 256 refused', () => {
    const withName = (length: number) => withBody('declareCorporateRelated', { info: { name: text(length) } });
    expect((accepted('declareCorporateRelated', withName(name)).body as { info: { name: string } }).info.name).to.equal(text(name));
    refusedAt('declareCorporateRelated', withName(name + 1), 'info.name');
    expect(formText('declareCorporateRelated', withName(name + 1).body!, 'info.name')).to.equal(tooLong(name));
  });
});

describe('acquiring redirectUrl: https only, as its message says', () => {
  for (const operation of ['initiateAcquiringPayment', 'initiateAcquiringAccountLoad'] as const) {
    it(`${operation}: https:// accepted, http:// refused with the https message`, () => {
      const sent = accepted(operation, withBody(operation, { redirectUrl: 'https://shop.example/done' }));
      expect((sent.body as { redirectUrl: string }).redirectUrl).to.equal('https://shop.example/done');
      const issues = refusedAt(operation, withBody(operation, { redirectUrl: 'http://shop.example/done' }), 'redirectUrl');
      expect(issues[0]!.message).to.equal('Enter a full address starting with https://');
      expect(formText(operation, { ...withBody(operation, {}).body, redirectUrl: 'http://shop.example/done' }, 'redirectUrl')).to.equal(texts.url);
    });
  }
});

describe('kit limits: docs/errors.md lists them', () => {
  it('names each KIT_LIMITS value in its table of the kit’s own limits', async () => {
    const readme = await (await fetch('/docs/errors.md')).text();
    const section = readme.slice(readme.indexOf('## The kit\'s own limits'));
    const amountMax = KIT_LIMITS.amount.max.toLocaleString('en', { minimumFractionDigits: 2 });
    for (const shown of [
      `1 to ${KIT_LIMITS.name.max} characters`, `at most ${KIT_LIMITS.freeText.max} characters`, `at most ${KIT_LIMITS.note.max} characters`,
      `at most ${KIT_LIMITS.emailChars} characters`, `${code.min} to ${code.max} characters`, `0 to ${amountMax}, at most ${KIT_LIMITS.amount.decimals} decimals`,
      `at most ${KIT_LIMITS.ibanFilterChars} characters`, `at most ${KIT_LIMITS.enumValueChars} characters`,
    ]) {
      expect(section, shown).to.include(shown);
    }
  });
});
