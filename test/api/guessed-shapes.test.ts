/**
 * Shapes the spec does not define (the phone's country code, GBP and USD banking details, a
 * corporate's info, a partner user's roles) never refuse what the spec allows. What the kit still
 * checks, at the edge accepted, one past refused, and then nothing is sent.
 */
import { expect } from '@open-wc/testing';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { ServiceError } from '../../src/api/errors.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { phoneText } from '../../src/elements/consumer/phone-text.js';
import { ID, accepted, jsonResponse, refusedAt, rejectionOf, spyFetch, text, withBody } from './helpers.js';

const baseUrl = 'https://partner.test';
const sentJson = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const code = KIT_LIMITS.phoneCountryCodeChars;

describe('guessed shapes: the phone’s country code (the spec says "string")', () => {
  it('is sent however it is written: +33, 0033, +1-684, 1 684, FR', () => {
    for (const countryCode of ['+33', '0033', '+1-684', '1 684', 'FR']) {
      const sent = accepted('createConsumer', withBody('createConsumer', { phone: { countryCode, number: '612345678' } }));
      expect((sent.body as { phone: { countryCode: string } }).phone.countryCode).to.equal(countryCode);
      accepted('patchConsumerContact', withBody('patchConsumerContact', { phone: { countryCode } }));
      accepted('declareCorporateRelated', withBody('declareCorporateRelated', { info: { firstName: 'Ann', lastName: 'Lee', phone: { countryCode } } }));
    }
  });

  it(`within the kit's bound: ${code.min} to ${code.max} characters; one past is refused unsent`, async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const phone = (countryCode: string) => ({ body: { phone: { countryCode, number: '612345678' } } });
    for (const past of ['', text(code.max + 1, '1')]) {
      const error = await rejectionOf(adapter.request('createConsumer', phone(past)));
      expect((error as ServiceError).issues.map((issue) => issue.path)).to.deep.equal(['phone.countryCode']);
    }
    expect(spy.calls).to.have.length(0);
    await adapter.request('createConsumer', phone(text(code.max, '1')));
    expect((sentJson(spy.calls[0]!.init).phone as { countryCode: string }).countryCode).to.equal(text(code.max, '1'));
  });

  it('is shown as a person reads it: + before a code in digits, any other code as sent', () => {
    expect(phoneText({ countryCode: '0033', number: '612345678' })).to.equal('+33 612345678');
    expect(phoneText({ countryCode: '+1-684', number: '6331234' })).to.equal('+1-684 6331234');
    expect(phoneText({ countryCode: 'FR', number: '612345678' })).to.equal('FR 612345678');
  });

  it('the deprecated pattern says the same as the bound', () => {
    expect(KIT_LIMITS.phoneCountryCode.test(text(code.max, '1'))).to.equal(true);
    expect(KIT_LIMITS.phoneCountryCode.test('+1-684')).to.equal(true);
    expect(KIT_LIMITS.phoneCountryCode.test(text(code.max + 1, '1'))).to.equal(false);
    expect(KIT_LIMITS.phoneCountryCode.test('')).to.equal(false);
  });
});

describe('guessed shapes: GBP and USD banking details', () => {
  const gbp = (fields: Record<string, unknown>) => withBody('createBeneficiary', { bankingDetails: { accountNumber: '31926819', sortCode: '601613', ...fields } });
  const usd = (fields: Record<string, unknown>) => withBody('createBeneficiary', { bankingDetails: { accountNumber: '123456789', routingNumber: '021000021', ...fields } });
  const details = (sent: { body?: unknown }) => (sent.body as { bankingDetails: Record<string, unknown> }).bankingDetails;

  it('fields the kit does not name (the service’s own) are sent as given', () => {
    expect(details(accepted('createBeneficiary', gbp({ bankName: 'NatWest', accountHolderAddress: { city: 'Leeds' } })))).to.deep.equal({
      accountNumber: '31926819', sortCode: '601613', bankName: 'NatWest', accountHolderAddress: { city: 'Leeds' },
    });
    expect(details(accepted('createBeneficiary', usd({ accountKind: 'CHECKING' })))).to.deep.include({ accountKind: 'CHECKING' });
  });

  it('a BIC is optional for them (the spec requires it for IBAN only), and checked when given', () => {
    accepted('createBeneficiary', gbp({}));
    expect(details(accepted('createBeneficiary', gbp({ bic: 'nwbkgb2l' }))).bic).to.equal('NWBKGB2L');
    refusedAt('createBeneficiary', usd({ bic: 'NOTABIC' }), 'bankingDetails.bic');
  });

  it('UK sort code: 6 digits accepted, 5 and 7 refused', () => {
    refusedAt('createBeneficiary', gbp({ sortCode: '60161' }), 'bankingDetails.sortCode');
    refusedAt('createBeneficiary', gbp({ sortCode: '6016130' }), 'bankingDetails.sortCode');
  });

  it('UK account number: 8 digits accepted, 7 and 9 refused', () => {
    refusedAt('createBeneficiary', gbp({ accountNumber: '3192681' }), 'bankingDetails.accountNumber');
    refusedAt('createBeneficiary', gbp({ accountNumber: '319268190' }), 'bankingDetails.accountNumber');
  });

  it('US account number: 1 and 17 digits accepted, none and 18 refused', () => {
    accepted('createBeneficiary', usd({ accountNumber: '1' }));
    accepted('createBeneficiary', usd({ accountNumber: text(17, '9') }));
    refusedAt('createBeneficiary', usd({ accountNumber: '' }), 'bankingDetails.accountNumber');
    refusedAt('createBeneficiary', usd({ accountNumber: text(18, '9') }), 'bankingDetails.accountNumber');
  });

  it('ABA routing number: 9 digits accepted, 8 and 10 refused', () => {
    refusedAt('createBeneficiary', usd({ routingNumber: '02100002' }), 'bankingDetails.routingNumber');
    refusedAt('createBeneficiary', usd({ routingNumber: '0210000210' }), 'bankingDetails.routingNumber');
  });

  it('refused details are not sent', async () => {
    const spy = spyFetch();
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    const error = await rejectionOf(adapter.request('createBeneficiary', gbp({ sortCode: '60161' }) as never));
    expect((error as ServiceError).kind).to.equal('validation');
    expect(spy.calls).to.have.length(0);
  });
});

describe('guessed shapes: a corporate’s info', () => {
  const corporate = (info: Record<string, unknown>) => withBody('declareCorporateRelated', { info });
  const info = (sent: { body?: unknown }) => (sent.body as { info: Record<string, unknown> }).info;

  it('a corporate given by legalName is sent as given, with its other fields', () => {
    const given = { legalName: 'Nordwind Logistik GmbH', registrationNumber: 'HRB 12345', country: 'DEU' };
    expect(info(accepted('declareCorporateRelated', corporate(given)))).to.deep.equal(given);
    expect(info(accepted('declareCorporateRelated', corporate({ name: 'Nordwind', legalName: 'Nordwind Logistik GmbH' })))).to.deep.include({ name: 'Nordwind' });
  });

  it(`legalName: 1 and ${KIT_LIMITS.name.max} characters accepted, empty and ${KIT_LIMITS.name.max + 1} refused`, () => {
    accepted('declareCorporateRelated', corporate({ legalName: 'A' }));
    accepted('declareCorporateRelated', corporate({ legalName: text(KIT_LIMITS.name.max) }));
    refusedAt('declareCorporateRelated', corporate({ legalName: '' }), 'info.legalName');
    refusedAt('declareCorporateRelated', corporate({ legalName: text(KIT_LIMITS.name.max + 1) }), 'info.legalName');
  });

  it('without a name or legal name, the value is read as the person the spec shows, and refused there', () => {
    refusedAt('declareCorporateRelated', corporate({ registrationNumber: 'HRB 12345' }), 'info.firstName', false);
    refusedAt('declareCorporateRelated', corporate({ name: undefined, legalName: undefined }), 'info.name');
  });
});

describe('guessed shapes: a partner user’s roles', () => {
  const body = (fields: Record<string, unknown>) => ({ body: { email: 'ops@partner.example', ...fields } });
  const roles = (sent: { body?: unknown }) => (sent.body as { roles?: unknown }).roles;

  it('are not required (the spec marks neither field): an account with an email alone is sent without roles', () => {
    expect(roles(accepted('createPartnerUser', body({})))).to.equal(undefined);
    expect(roles(accepted('createPartnerUser', body({ roles: [] })))).to.deep.equal([]);
  });

  it('a role beyond the spec’s list (a partial enumeration) is sent; 100 characters accepted, 101 refused', () => {
    const role = (length: number) => `A_${text(length - 2, 'B')}`;
    expect(roles(accepted('createPartnerUser', body({ roles: ['PARTNER_CONFIGURATION_READ', role(KIT_LIMITS.enumValueChars)] })))).to.deep.equal([
      'PARTNER_CONFIGURATION_READ', role(KIT_LIMITS.enumValueChars),
    ]);
    refusedAt('createPartnerUser', body({ roles: [role(KIT_LIMITS.enumValueChars + 1)] }), 'roles.0');
  });

  it('each role at most once (the account’s roles are unique)', () => {
    refusedAt('createPartnerUser', body({ roles: ['ACCOUNT_CREATE', 'ACCOUNT_CREATE'] }), 'roles');
  });

  it('an email alone goes out as it is', async () => {
    const spy = spyFetch(() => jsonResponse({ id: ID, otp: '12345678' }, 201));
    const adapter = createFetchAdapter({ baseUrl, fetch: spy.fetch });
    expect((await adapter.request('createPartnerUser', body({}))).otp).to.equal('12345678');
    expect(sentJson(spy.calls[0]!.init)).to.deep.equal({ email: 'ops@partner.example' });
  });
});
