/** The body a ledger is suspended with (Suspend ledger), which only the ledger suspension sends. */
import * as z from 'zod/mini';
import { closedEnum, requiredName } from '../primitives.js';
import { Operator } from '../enums.js';

export const suspendLedgerBody = z.object({
  operator: z.optional(closedEnum(Operator)),
  reason: requiredName(),
  blockIncomingTransaction: z.boolean(),
});
