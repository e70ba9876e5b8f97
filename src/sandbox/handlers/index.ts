/** Every operation's handler. The type makes a missing one a compile error. */
import type { OperationName } from '../../api/operations.js';
import type { AnyHandler, Handlers } from './context.js';
import { consumerHandlers } from './consumers.js';
import { beneficiaryHandlers } from './beneficiaries.js';
import { cardHandlers } from './cards.js';
import { ledgerHandlers } from './ledgers.js';
import { documentHandlers } from './documents.js';
import { paymentHandlers } from './payments.js';
import { corporateHandlers } from './corporates.js';

const handlers: Handlers<OperationName> = {
  ...consumerHandlers,
  ...beneficiaryHandlers,
  ...cardHandlers,
  ...ledgerHandlers,
  ...documentHandlers,
  ...paymentHandlers,
  ...corporateHandlers,
};

/** The router gives each handler the context of its own operation, which is what makes this cast hold. */
export function handlerOf(operation: OperationName): AnyHandler {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the handlers' contexts differ by operation, which TypeScript cannot correlate
  return handlers[operation] as unknown as AnyHandler;
}
