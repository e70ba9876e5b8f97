/**
 * What a consumer's creation and its profile and contact changes send: apart from the consumer as
 * read (consumer.ts), because their country and currency checks carry the ISO code lists, which a
 * page that only shows a consumer does not need.
 */
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import { boundedText, freeText, longText, requiredName, upperSnakeEnum } from '../primitives.js';
import { email, metadata, uniqueArray } from '../field-checks.js';
import { countryEnum } from '../open-enum.js';
import { AccountPurpose, Occupation, OccupationSector, SourceOfFunds, TaxCountry } from '../enums.js';
import { europeanAddressRequest, financialInformation, phonePatch, phoneRequired, personName } from './contact.js';

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
  taxCountry: z.optional(countryEnum(TaxCountry)),
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
