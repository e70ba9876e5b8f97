import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS } from '../limits.js';
import {
  boundedText, freeText, id, longText, pattern, record, requiredName, responseEnum, shown, timestamp, upperSnakeEnum,
} from '../primitives.js';
import { email, metadata, uniqueArray } from '../field-checks.js';
import { openEnum } from '../open-enum.js';
import {
  AccountPurpose, BankingStatus, ComplianceStatus, CountryCode, Gender, KycStatus, KycType, Occupation, OccupationSector,
  OverallStatus, ScaDeviceStatus, ServiceStatus, SourceOfFunds, SuspensionValue, TaxCountry,
} from '../enums.js';
import {
  address, europeanAddressRequest, financialInformation, phone, phonePatch, phoneRequired, personName,
} from './contact.js';

const taxIdentificationNumber = () => boundedText(LIMITS.taxIdentificationNumber);
const accountPurposes = () => uniqueArray(upperSnakeEnum(AccountPurpose));

/** Fields the create body and the profile patch share. */
const profileFields = {
  externalId: z.optional(longText()),
  sourceOfFunds: z.optional(upperSnakeEnum(SourceOfFunds)),
  otherSourceOfFunds: z.optional(longText()),
  occupation: z.optional(upperSnakeEnum(Occupation)),
  otherOccupation: z.optional(longText()),
  occupationSector: z.optional(upperSnakeEnum(OccupationSector)),
  isUsPerson: z.optional(z.boolean()),
  lastTermsAccepted: z.optional(freeText()),
  taxIdentificationNumber: z.optional(taxIdentificationNumber()),
  taxCountry: z.optional(openEnum(TaxCountry, 'country')),
  accountPurposes: z.optional(accountPurposes()),
};

/** Create consumer. `partnerName` is required only for anonymous callers: see `createConsumerAnonymousBody`. */
export const createConsumerBody = z.object({
  partnerName: z.optional(requiredName()),
  firstName: z.optional(personName()),
  middleName: z.optional(personName()),
  lastName: z.optional(personName()),
  phone: phoneRequired,
  address: z.optional(europeanAddressRequest),
  emailAddress: z.optional(email()),
  financialInformation: z.optional(financialInformation),
  metadata: z.optional(metadata()),
  ...profileFields,
});
export type CreateConsumerBody = z.infer<typeof createConsumerBody>;

/** Create consumer as an anonymous caller: `partnerName` is mandatory. */
export const createConsumerAnonymousBody = z.extend(createConsumerBody, {
  partnerName: requiredName(),
});

export const patchConsumerProfileBody = z.object({
  ...profileFields,
  financialInformationRequestDto: z.optional(financialInformation),
  userMetadata: z.optional(metadata()),
  /** Partner only: an end-user caller receives Forbidden. */
  partnerMetadata: z.optional(metadata()),
});
export type PatchConsumerProfileBody = z.infer<typeof patchConsumerProfileBody>;

export const patchConsumerContactBody = z.object({
  address: z.optional(europeanAddressRequest),
  emailAddress: z.optional(email()),
  phone: z.optional(phonePatch),
});
export type PatchConsumerContactBody = z.infer<typeof patchConsumerContactBody>;

const statusPart = <T extends readonly string[]>(values: T) =>
  record({ value: shown(responseEnum(values)), reason: z.optional(z.string()) });

/** The consumer's statuses: shown, none of them gates an action of the kit. */
export const consumerStatus = record({
  banking: shown(statusPart(BankingStatus)),
  kyc: shown(statusPart(KycStatus)),
  suspension: shown(record({ value: shown(responseEnum(SuspensionValue)), operator: z.optional(z.string()), reason: z.optional(z.string()) })),
  service: shown(statusPart(ServiceStatus)),
  compliance: shown(statusPart(ComplianceStatus)),
  overall: shown(record({ value: shown(responseEnum(OverallStatus)) })),
});

/**
 * A consumer. Its id, and whether the phone and the email address are verified (which decides
 * whether to offer their verification), are needed; the rest is shown.
 */
export const consumer = record({
  id: id(),
  externalId: z.optional(z.string()),
  phone: shown(phone),
  kycInfo: shown(record({
    kycApplicationId: z.optional(id()),
    status: shown(responseEnum(KycStatus)),
    statusReason: z.optional(z.string()),
    type: shown(responseEnum(KycType)),
    updateDate: z.optional(timestamp()),
  })),
  status: shown(consumerStatus),
  termsAccepted: shown(z.boolean()),
  address: z.optional(address),
  firstName: z.optional(z.string()),
  middleName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: shown(record({ address: z.optional(z.string()), verified: z.boolean(), verificationDate: z.optional(timestamp()) })),
  gender: z.optional(responseEnum(Gender)),
  birthCity: z.optional(z.string()),
  birthIsoCountryCode: z.optional(responseEnum(CountryCode, 'partial')),
  nationalityCode: z.optional(responseEnum(CountryCode, 'partial')),
  taxCountry: z.optional(responseEnum(CountryCode, 'partial')),
  birthDate: z.optional(z.string()),
  sourceOfFunds: z.optional(responseEnum(SourceOfFunds, 'partial')),
  otherSourceOfFunds: z.optional(z.string()),
  occupation: z.optional(responseEnum(Occupation, 'partial')),
  otherOccupation: z.optional(z.string()),
  notes: z.optional(z.string()),
  creationDate: shown(timestamp()),
  updateDate: shown(timestamp()),
  taxIdentificationNumber: z.optional(z.string()),
  accountPurposes: shown(z.array(responseEnum(AccountPurpose, 'partial'))),
  strongAuthentication: shown(record({
    id: shown(z.string()),
    endpointId: shown(z.string()),
    creationDate: shown(timestamp()),
    pinStatus: shown(z.string()),
    biometryStatus: shown(z.string()),
  })),
  scaDevices: shown(z.array(
    record({
      id: shown(z.string()),
      status: shown(responseEnum(ScaDeviceStatus)),
      creationDate: shown(timestamp()),
      name: z.optional(z.string()),
      platform: z.optional(z.string()),
      deviceInfo: z.optional(z.string()),
    }),
  )),
  financialInformation: z.optional(record({})),
  partnerMetadata: z.optional(record({})),
  userMetadata: z.optional(record({})),
  // The kit's sandbox also keeps the version of the terms last accepted, as the sign-up sent it.
}, 'ignored', ['lastTermsAccepted']);
export type Consumer = z.infer<typeof consumer>;

/**
 * Phone verification (referred to by the spec, shape not shown). Without `code` the backend sends
 * a verification code to the consumer's phone; with `code` it validates the phone.
 */
const { min: codeMin, max: codeMax } = KIT_LIMITS.verificationCode;
export const verifyConsumerPhoneBody = z.object({
  code: z.optional(z.string().check(pattern(new RegExp(`^[0-9A-Za-z]{${codeMin},${codeMax}}$`), 'Enter the code you received', 'code'))),
});
export const verifyConsumerPhoneResult = record({ verified: z.boolean() });
