/** Small schemas several areas share: the SCA wait, patch results, operators and end-user references. */
import * as z from 'zod/mini';
import { duration, id, record, responseEnum, timestamp } from '../primitives.js';
import { Operator } from '../enums/common.js';

/** The SCA wait response ("Waiting SCA"). */
export const waitingSca = record({
  scaId: id(),
  joinCode: z.optional(id()),
  ttl: duration(),
  scaDeviceId: z.string(),
});
export type WaitingSca = z.infer<typeof waitingSca>;

/** `{ id, updateDate }`: the OK result of patches. */
export const updatedResult = record({ id: id(), updateDate: z.optional(timestamp()) });

export const operatorValue = responseEnum(Operator);
export const endUserRef = record({ id: id() });
