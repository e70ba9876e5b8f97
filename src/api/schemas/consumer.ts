/** A consumer as the service returns it (the phone verification's body and answer: consumer-verification.ts). */
import * as z from 'zod/mini';
import { id, record, responseEnum, shown, timestamp } from '../primitives.js';
import {
  AccountPurpose, BankingStatus, ComplianceStatus, CountryCode, Gender, KycStatus, KycType, Occupation,
  OverallStatus, ScaDeviceStatus, ServiceStatus, SourceOfFunds, SuspensionValue,
} from '../enums.js';
import { address, phone } from './contact-records.js';

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
