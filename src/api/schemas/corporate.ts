/** Corporates and partner administration. */
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import {
  boundedText, id, isoDate, requiredName, listQuery, pageOf, record, responseEnum, shown, timestamp, upperSnakeEnum,
} from '../primitives.js';
import { email, uniqueArray } from '../field-checks.js';
import { keyedUnion } from '../keyed-union.js';
import { openEnum } from '../open-enum.js';
import { CountryCode, PartnerUserRole } from '../enums.js';
import { address, phonePatch, worldwideAddressRequest } from './contact.js';

export const sharePercentage = () => z.number().check(z.gte(LIMITS.sharePercentage.min), z.lte(LIMITS.sharePercentage.max));

const physicalPersonInfo = z.object({
  firstName: boundedText(LIMITS.relatedPersonName),
  lastName: boundedText(LIMITS.relatedPersonName),
  address: z.optional(worldwideAddressRequest),
  nationalityCode: z.optional(openEnum(CountryCode, 'country')),
  emailAddress: z.optional(email()),
  phone: z.optional(phonePatch),
  isSpecialUbo: z.optional(z.boolean()),
});
/** Corporate info: its fields are not shown in the spec; the kit requires a name and passes the rest. */
const corporateInfo = z.looseObject({ name: requiredName() });

export const declareCorporateRelatedBody = z.object({
  isDirector: z.boolean(),
  directorAppointmentDate: z.optional(isoDate()),
  /** A direct or an indirect share; the indirect share's other fields are not shown and pass through. */
  sharesInfo: uniqueArray(z.looseObject({ percentage: sharePercentage() })),
  /** A physical person (told by `firstName` / `lastName`, the default) or a corporate (told by `name`). */
  info: keyedUnion([physicalPersonInfo, corporateInfo], [['firstName', 'lastName'], ['name']]),
});

export const createCorporateShareBody = z.object({ corporateRelatedId: id(), percentage: sharePercentage() });

export const partnerUser = record({
  id: id(),
  email: shown(z.string()),
  roles: z.optional(z.array(responseEnum(PartnerUserRole, 'partial'))),
  creationDate: shown(timestamp()),
  updateDate: shown(timestamp()),
});
export const listPartnerUsersQuery = listQuery(['EMAIL'], {});
export const partnerUserPage = pageOf(partnerUser);

export const createPartnerUserBody = z.object({
  email: email(),
  roles: uniqueArray(upperSnakeEnum(PartnerUserRole)),
});
/** The one-time password comes back once: show it to the admin, never store it. */
export const createPartnerUserResult = record({ id: id(), otp: z.string() });

export const partnerConfiguration = record({
  name: shown(z.string()),
  displayName: z.optional(z.string()),
  logoUrl: z.optional(z.string()),
  address: z.optional(address),
  consumerOtpMessage: z.optional(z.string()),
  corporateOtpMessage: z.optional(z.string()),
  emailProperties: z.optional(record({ senderEmailAddress: z.optional(z.string()), senderEmailName: z.optional(z.string()) })),
  contactInformation: shown(record({
    adminEmail: z.optional(z.string()),
    billingEmail: z.optional(z.string()),
    commercialEmail: z.optional(z.string()),
    techEmail: z.optional(z.string()),
    complianceEmail: z.optional(z.string()),
  })),
  limits: shown(record({ ledger: z.optional(z.unknown()), sctInst: z.optional(z.unknown()), limitedStatus: z.optional(z.unknown()) })),
  creationDate: shown(timestamp()),
  updateDate: shown(timestamp()),
});
export type PartnerConfiguration = z.infer<typeof partnerConfiguration>;
