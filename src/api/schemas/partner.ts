/**
 * Partner administration: the partner's users and its configuration. Apart from the corporates'
 * schemas (corporate.ts), whose related persons' addresses and phones carry the country checks and
 * the ISO code lists, which no page of the partner's own needs.
 */
import * as z from 'zod/mini';
import { id, listQuery, pageOf, record, responseEnum, shown, timestamp, upperSnakeEnum } from '../primitives.js';
import { email, uniqueArray } from '../field-checks.js';
import { PartnerUserRole } from '../enums.js';
import { address } from './contact-records.js';

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
