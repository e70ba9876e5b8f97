/** Corporates: their related persons and entities, and their shares (partner administration: partner.ts). */
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import { boundedText, id, isoDate, requiredName } from '../primitives.js';
import { email, uniqueArray } from '../field-checks.js';
import { keyedUnion } from '../keyed-union.js';
import { countryEnum } from '../open-enum.js';
import { CountryCode } from '../enums.js';
import { phonePatch, worldwideAddressRequest } from './contact.js';

export const sharePercentage = () => z.number().check(z.gte(LIMITS.sharePercentage.min), z.lte(LIMITS.sharePercentage.max));

const physicalPersonInfo = z.object({
  firstName: boundedText(LIMITS.relatedPersonName),
  lastName: boundedText(LIMITS.relatedPersonName),
  address: z.optional(worldwideAddressRequest),
  nationalityCode: z.optional(countryEnum(CountryCode)),
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
