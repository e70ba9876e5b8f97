/**
 * An address and a phone as the service returns them: read by the pages that show a consumer or a
 * related person, without the requests' country check and its ISO code list (contact.ts).
 */
import * as z from 'zod/mini';
import { id, optionalFields, record, timestamp } from '../primitives.js';

/** Address as the service returns it. */
export const address = record({
  id: z.optional(id()),
  ...optionalFields(z.string, 'isoCountryCode', 'city', 'postalCode', 'street', 'number', 'refinement', 'stateOrProvince', 'status'),
});

/** Phone as the service returns it. */
export const phone = record({
  countryCode: z.optional(z.string()),
  number: z.optional(z.string()),
  verified: z.boolean(),
  verificationDate: z.optional(timestamp()),
});
