import type { Consumer as Answer } from '../../api/schemas/consumer.js';
import type { Whole } from '../../api/tolerant.js';

/** The sandbox keeps every record whole. */
type Consumer = Whole<Answer>;
import { SANDBOX_PHONE_CODE } from '../ids.js';
import { decide } from '../decisions.js';
import { created, fail, forbidden, noContent, ok } from '../http.js';
import { containing, listPage, where } from '../list.js';
import { find, newId, type Store } from '../store.js';
import { own, type Ctx, type Handlers } from './context.js';

type Phone = { countryCode?: string; number?: string };
type AddressInput = { bypassVerification?: boolean; street?: string; city?: string; postalCode?: string; isoCountryCode?: string } & Record<string, unknown>;

/** `+33`, `0033`, `33` and `+1-684`, `1 684` are each one country code: compared by their digits, else as written (`FR`). */
function countryCodeKey(code = ''): string {
  const digits = code.replace(/[^0-9]/g, '').replace(/^00/, '');
  return decide('phone-by-digits', digits || code.trim().toUpperCase());
}

const phoneKey = (phone: Phone) => `${countryCodeKey(phone.countryCode)} ${phone.number ?? ''}`;

/** Two consumers cannot share a phone number. */
function assertPhoneFree(store: Store, phone: Phone, exceptId?: string): void {
  const key = phoneKey(phone);
  for (const other of store.consumers.values()) {
    if (other.id !== exceptId && phoneKey(other.phone) === key) {
      fail('spec:phone-unique', 409, 'PHONE_ALREADY_USED', 'This phone number is already used by another consumer.', 'phone.number');
    }
  }
}

/**
 * The service checks every new address. The sandbox's check: complete (street, city, postal code,
 * country) is VALID, anything else INVALID; bypassVerification skips the check.
 */
function checkedAddress(input: AddressInput) {
  const { bypassVerification, ...address } = input;
  const complete = Boolean(address.street && address.city && address.postalCode && address.isoCountryCode);
  return { id: newId(), ...address, status: decide('address-check', bypassVerification || complete ? 'VALID' : 'INVALID') };
}

const consumerOf = (ctx: Ctx, id: string): Consumer => {
  const consumer = find(ctx.store.consumers, id, 'consumer');
  own(ctx, consumer.id, 'consumer');
  return consumer;
};

const listItem = (consumer: Consumer) => ({
  id: consumer.id, phone: consumer.phone, firstName: consumer.firstName, lastName: consumer.lastName, emailAddress: consumer.email.address,
  status: consumer.status, updateDate: consumer.updateDate, creationDate: consumer.creationDate,
});

export const consumerHandlers: Handlers<
  'getConsumer' | 'listConsumers' | 'createConsumer' | 'patchConsumerProfile' | 'patchConsumerContact' | 'verifyConsumerPhone' | 'sendConsumerVerificationEmail'
> = {
  getConsumer: { run: (ctx) => ok(consumerOf(ctx, ctx.params.consumerId)) },

  listConsumers: {
    access: 'partner',
    run: ({ store, query: q }) =>
      ok(listPage(store.consumers.values(), q, {
        UPDATE_DATE: (c) => c.updateDate, LAST_NAME: (c) => c.lastName, CREATION_DATE: (c) => c.creationDate,
      }, [
        containing(q.lastName, (c) => c.lastName),
        containing(q.phone, (c) => `${c.phone.countryCode ?? ''}${c.phone.number ?? ''}`),
        containing(q.emailAddress, (c) => c.email.address),
        where(q.kycStatus, (c) => c.status.kyc.value),
        where(q.bankingStatus, (c) => c.status.banking.value),
        where(q.suspensionStatus, (c) => c.status.suspension.value),
        where(q.serviceStatus, (c) => c.status.service.value),
        where(q.complianceStatus, (c) => c.status.compliance.value),
        where(q.overallStatus, (c) => c.status.overall.value),
      ], listItem)),
  },

  createConsumer: {
    access: 'public',
    run: ({ store, body, caller, iso }) => {
      if (caller.kind === 'end-user') forbidden('partner-only-operations', 'An end-user cannot create consumers.');
      if (caller.kind === 'anonymous' && !body.partnerName) {
        fail('spec:anonymous-partner-name', 400, 'INVALID_REQUEST', 'partnerName is mandatory when creating a consumer anonymously.', 'partnerName');
      }
      assertPhoneFree(store, body.phone);
      const { partnerName: _ignored, phone, emailAddress, address, metadata, financialInformation, lastTermsAccepted, ...profile } = body;
      const id = newId();
      store.consumers.set(id, {
        ...profile,
        id,
        phone: { ...phone, verified: false },
        email: { address: emailAddress, verified: false },
        ...(address ? { address: checkedAddress(address) } : {}),
        ...(financialInformation ? { financialInformation } : {}),
        // The creator's metadata: the partner's, or the person's own when they sign up anonymously.
        ...(metadata ? { [decide('metadata-by-caller', caller.kind === 'partner' ? 'partnerMetadata' : 'userMetadata')]: metadata } : {}),
        lastTermsAccepted,
        termsAccepted: lastTermsAccepted !== undefined,
        kycInfo: { status: 'NOT_STARTED', type: 'FULL_KYC', updateDate: iso },
        status: decide('new-consumer-statuses', {
          banking: { value: 'NOT_CREATED' }, kyc: { value: 'NOT_STARTED' }, suspension: { value: 'NOT_SUSPENDED' },
          service: { value: 'MISSING_DATA' }, compliance: { value: 'PENDING' }, overall: { value: 'INACTIVE' },
        }),
        accountPurposes: profile.accountPurposes ?? [],
        strongAuthentication: { id: newId(), endpointId: `sbx-endpoint-${id.slice(0, 8)}`, creationDate: iso, ...decide('pin-biometry-not-set', { pinStatus: 'NOT_SET', biometryStatus: 'NOT_SET' }) },
        // A new consumer has registered no device yet: its SCA operations answer NO_ACTIVE_SCA_DEVICE_FOUND.
        scaDevices: decide('new-consumer-statuses', []),
        creationDate: iso,
        updateDate: iso,
      });
      return created({ id });
    },
  },

  patchConsumerProfile: {
    run: (ctx) => {
      const consumer = consumerOf(ctx, ctx.params.consumerId);
      const { financialInformationRequestDto, partnerMetadata, lastTermsAccepted, ...fields } = ctx.body;
      if (partnerMetadata !== undefined && ctx.caller.kind === 'end-user') {
        fail('spec:partner-metadata', 403, 'PARTNER_METADATA_FORBIDDEN', 'Only the partner may change partner metadata.', 'partnerMetadata');
      }
      Object.assign(consumer, fields, { updateDate: ctx.iso });
      if (partnerMetadata !== undefined) consumer.partnerMetadata = partnerMetadata;
      if (financialInformationRequestDto) consumer.financialInformation = financialInformationRequestDto;
      if (lastTermsAccepted !== undefined) Object.assign(consumer, { lastTermsAccepted, termsAccepted: true });
      return ok({ id: consumer.id, updateDate: consumer.updateDate });
    },
  },

  patchConsumerContact: {
    scaSubject: (ctx) => {
      const consumer = consumerOf(ctx, ctx.params.consumerId);
      if (ctx.body.phone) assertPhoneFree(ctx.store, { ...consumer.phone, ...ctx.body.phone }, consumer.id);
      return consumer.id;
    },
    // Follow-ups of the spec's States and transitions: a changed email or phone must be verified again, an address is checked.
    run: (ctx) => {
      const consumer = consumerOf(ctx, ctx.params.consumerId);
      const { emailAddress, phone, address } = ctx.body;
      // Every consumer's phone may be changed here, an account owner's too.
      if (phone) {
        const next = decide('owner-phone-change', { countryCode: phone.countryCode ?? consumer.phone.countryCode, number: phone.number ?? consumer.phone.number });
        assertPhoneFree(ctx.store, next, consumer.id);
        consumer.phone = { ...next, verified: false };
      }
      if (emailAddress !== undefined) consumer.email = { address: emailAddress, verified: false };
      if (address) consumer.address = checkedAddress(address);
      consumer.updateDate = ctx.iso;
      return ok({ id: consumer.id, updateDate: consumer.updateDate });
    },
  },

  verifyConsumerPhone: {
    run: (ctx) => {
      const consumer = consumerOf(ctx, ctx.params.consumerId);
      const to = `+${phoneKey(consumer.phone).replace(' ', '')}`;
      if (ctx.body.code === undefined) {
        decide('phone-code', ctx.store.outbox).push({ channel: 'SMS', endUserId: consumer.id, to, text: `Your verification code is ${SANDBOX_PHONE_CODE}.`, date: ctx.iso });
        return ok({ verified: false });
      }
      if (ctx.body.code !== SANDBOX_PHONE_CODE) fail('phone-code', 400, 'VERIFICATION_CODE_INVALID', 'This code is not the one sent.', 'code');
      consumer.phone = { ...consumer.phone, verified: true, verificationDate: ctx.iso };
      return ok({ verified: true });
    },
  },

  sendConsumerVerificationEmail: {
    run: (ctx) => {
      const consumer = consumerOf(ctx, ctx.params.consumerId);
      const to = consumer.email.address;
      if (!to) fail('phone-code', 409, 'EMAIL_MISSING', 'The consumer has no email address to verify.', 'emailAddress');
      ctx.store.outbox.push({ channel: 'EMAIL', endUserId: consumer.id, to, text: 'Please confirm your email address.', date: ctx.iso });
      return noContent();
    },
  },
};
