import { getCardPin, getPanCredentials } from '../../api/operations/cards.js';
import type { OperationController } from '../base/operation.js';
import { panCredentials } from './display-reveal.js';
import type { PanDisplayCredentials } from './pan-display.js';

// The secret is taken out of the result before the request path sees it: events and the
// controller's state keep only `{ revealed: true }` (and the credentials' expiry).

/** Asks for the card's PIN, run under the key `pin`. */
export async function requestPin(ops: OperationController, cardId: string) {
  let pin: string | undefined;
  const outcome = await ops.run(getCardPin, { params: { cardId } }, {
    key: 'pin',
    redact: (result) => {
      pin = result.pin;
      return { revealed: true } as const;
    },
  });
  return { outcome, pin: outcome.status === 'success' ? pin : undefined };
}

/** Asks for the temporary PAN credentials, run under the key `pan`. */
export async function requestPanCredentials(ops: OperationController, cardId: string) {
  let credentials: PanDisplayCredentials | undefined;
  const outcome = await ops.run(getPanCredentials, { params: { cardId } }, {
    key: 'pan',
    redact: (result) => {
      credentials = panCredentials(result, cardId);
      return { revealed: true, expiresAt: credentials.expiresAt };
    },
  });
  return { outcome, credentials: outcome.status === 'success' ? credentials : undefined };
}
