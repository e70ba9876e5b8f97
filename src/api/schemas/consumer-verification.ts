/**
 * A consumer's phone verification, its body and answer: apart from the consumer as read
 * (consumer.ts), since only what follows a contact change sends it, fetched on demand by the
 * consumer elements; the pages that show or edit a consumer do not carry it.
 */
import * as z from 'zod/mini';
import { KIT_LIMITS } from '../limits.js';
import { pattern, record } from '../primitives.js';

/**
 * Phone verification (referred to by the spec, shape not shown). Without `code` the backend sends
 * a verification code to the consumer's phone; with `code` it validates the phone.
 */
const { min: codeMin, max: codeMax } = KIT_LIMITS.verificationCode;
export const verifyConsumerPhoneBody = z.object({
  code: z.optional(z.string().check(pattern(new RegExp(`^[0-9A-Za-z]{${codeMin},${codeMax}}$`), 'Enter the code you received', 'code'))),
});
export const verifyConsumerPhoneResult = record({ verified: z.boolean() });
