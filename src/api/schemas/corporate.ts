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
import { phonePatch, worldwideAddressRequest } from './contact.js';
import { address } from './contact-records.js';

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
/**
 * Corporate info: its fields are not shown in the spec (a guessed shape). A corporate is known by its
 * name, given as `name` or `legalName` (or both), each within the kit's bound for names; every other
 * field is sent as given. The one check kept, a name, is what tells a corporate from the physical
 * person the spec shows: a value with neither is read as a person, so a person missing a field is
 * told so instead of going out as a nameless corporate.
 */
const corporateInfo = z.looseObject({ name: z.optional(requiredName()), legalName: z.optional(requiredName()) }).check(
  z.refine((info) => info.name !== undefined || info.legalName !== undefined, {
    message: 'A corporate needs its name or legal name',
    path: ['name'],
  }),
);

/**
 * How the kit marks an indirect share (held through another company): `type: 'INDIRECT'`. The spec
 * lists direct and indirect shares but shows no field of the indirect one, so this is the kit's
 * guess (marked "kit's own" in the route table); a direct share is sent as the spec shows it,
 * `{ percentage }`, and any further field a partner gives a share is sent as given.
 */
export const INDIRECT_SHARE = { key: 'type', value: 'INDIRECT' } as const;

export const declareCorporateRelatedBody = z.object({
  isDirector: z.boolean(),
  directorAppointmentDate: z.optional(isoDate()),
  /** A direct or an indirect share; the indirect share's other fields are not shown and pass through. */
  sharesInfo: uniqueArray(z.looseObject({ percentage: sharePercentage() })),
  /** A physical person (told by `firstName` / `lastName`, the default) or a corporate (told by `name` or `legalName`). */
  info: keyedUnion([physicalPersonInfo, corporateInfo], [['firstName', 'lastName'], ['name', 'legalName']]),
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

/**
 * Roles: a partial enumeration, so any UPPER_SNAKE_CASE role beyond the spec's list is sent. The spec
 * marks neither field required; the kit needs the email (it names the account) and sends roles only
 * when given. Each role at most once: the spec's account holds unique roles.
 */
export const createPartnerUserBody = z.object({
  email: email(),
  roles: z.optional(uniqueArray(upperSnakeEnum(PartnerUserRole))),
});
/** The one-time password comes back once: show it to the admin, never store it. */
export const createPartnerUserResult = record({ id: id(), otp: z.string() });

/** The partner's configuration; the fields the kit does not know, here and among the contacts and limits, are shown as given. */
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
  }, 'shown')),
  limits: shown(record({ ledger: z.optional(z.unknown()), sctInst: z.optional(z.unknown()), limitedStatus: z.optional(z.unknown()) }, 'shown')),
  creationDate: shown(timestamp()),
  updateDate: shown(timestamp()),
}, 'shown');
export type PartnerConfiguration = z.infer<typeof partnerConfiguration>;
