/**
 * Field checks that only some areas use (consumers, corporates): Latin-1 names, email addresses,
 * metadata, lists of unique values. Apart from primitives.ts so that other elements do not carry them.
 */
import * as z from 'zod/mini';
import { KIT_LIMITS, LATIN1_TEXT, LIMITS } from './limits.js';
import { EMAIL_PATTERN } from './formats/email.js';
import { pattern } from './primitives.js';

/** Latin-1 only (the service's rule for consumer names). */
export const latin1Text = () => z.string().check(pattern(LATIN1_TEXT, 'Only Latin-1 characters are accepted', 'latin1'));

/** An email address; international ones (`jörg@exämple.de`) are addresses too. */
export const email = () => z.email({ pattern: EMAIL_PATTERN, message: 'Expected an email address' }).check(z.maxLength(KIT_LIMITS.emailChars));

/** A free-form JSON object whose serialised form stays within the metadata limit. */
export const metadata = () =>
  z.looseObject({}).check(
    z.refine((value) => JSON.stringify(value).length <= LIMITS.metadataChars, {
      message: `At most ${LIMITS.metadataChars} characters once serialised`,
      params: { rule: 'metadata', maximum: LIMITS.metadataChars },
    }),
  );

/** An array whose items must be unique (compared as JSON). */
export function uniqueArray<T extends z.ZodMiniType>(item: T) {
  return z.array(item).check(
    z.refine((items) => new Set(items.map((entry) => JSON.stringify(entry))).size === items.length, {
      message: 'Each value may appear once',
      params: { rule: 'unique' },
    }),
  );
}
