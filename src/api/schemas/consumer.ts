import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS } from '../limits.js';
import {
  boundedText, freeText, id, longText, pattern, requiredName, responseEnum, timestamp, upperSnakeEnum,
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
  z.looseObject({ value: responseEnum(values), reason: z.optional(z.string()) });

export const consumerStatus = z.looseObject({
  banking: statusPart(BankingStatus),
  kyc: statusPart(KycStatus),
  suspension: z.looseObject({ value: responseEnum(SuspensionValue), operator: z.optional(z.string()), reason: z.optional(z.string()) }),
  service: statusPart(ServiceStatus),
  compliance: statusPart(ComplianceStatus),
  overall: z.looseObject({ value: responseEnum(OverallStatus) }),
});

export const consumer = z.looseObject({
  id: id(),
  externalId: z.optional(z.string()),
  phone,
  kycInfo: z.looseObject({
    kycApplicationId: z.optional(id()),
    status: responseEnum(KycStatus),
    statusReason: z.optional(z.string()),
    type: responseEnum(KycType),
    updateDate: z.optional(timestamp()),
  }),
  status: consumerStatus,
  termsAccepted: z.boolean(),
  address: z.optional(address),
  firstName: z.optional(z.string()),
  middleName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.looseObject({ address: z.optional(z.string()), verified: z.boolean(), verificationDate: z.optional(timestamp()) }),
  gender: z.optional(responseEnum(Gender)),
  birthCity: z.optional(z.string()),
  birthIsoCountryCode: z.optional(responseEnum(CountryCode)),
  nationalityCode: z.optional(responseEnum(CountryCode)),
  taxCountry: z.optional(responseEnum(CountryCode)),
  birthDate: z.optional(z.string()),
  sourceOfFunds: z.optional(responseEnum(SourceOfFunds)),
  otherSourceOfFunds: z.optional(z.string()),
  occupation: z.optional(responseEnum(Occupation)),
  otherOccupation: z.optional(z.string()),
  notes: z.optional(z.string()),
  creationDate: timestamp(),
  updateDate: timestamp(),
  taxIdentificationNumber: z.optional(z.string()),
  accountPurposes: z.array(responseEnum(AccountPurpose)),
  strongAuthentication: z.looseObject({
    id: id(),
    endpointId: z.string(),
    creationDate: timestamp(),
    pinStatus: z.string(),
    biometryStatus: z.string(),
  }),
  scaDevices: z.array(
    z.looseObject({
      id: id(),
      status: responseEnum(ScaDeviceStatus),
      creationDate: timestamp(),
      name: z.optional(z.string()),
      platform: z.optional(z.string()),
      deviceInfo: z.optional(z.string()),
    }),
  ),
  financialInformation: z.optional(z.looseObject({})),
  partnerMetadata: z.optional(z.looseObject({})),
  userMetadata: z.optional(z.looseObject({})),
});
export type Consumer = z.infer<typeof consumer>;

/**
 * Phone verification (referred to by the spec, shape not shown). Without `code` the backend sends
 * a verification code to the consumer's phone; with `code` it validates the phone.
 */
const { min: codeMin, max: codeMax } = KIT_LIMITS.verificationCode;
export const verifyConsumerPhoneBody = z.object({
  code: z.optional(z.string().check(pattern(new RegExp(`^[0-9A-Za-z]{${codeMin},${codeMax}}$`), 'Enter the code you received', 'code'))),
});
export const verifyConsumerPhoneResult = z.looseObject({ verified: z.boolean() });
