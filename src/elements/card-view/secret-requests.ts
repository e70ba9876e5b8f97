import { durationToMs } from '../../api/formats/index.js';
import { LIMITS } from '../../api/limits.js';
import { getCardPin, getPanCredentials } from '../../api/operations/cards.js';
import type { OperationResult } from '../../api/operations.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import type { CardAction } from './card-actions.js';
import type { CardReveals } from './card-reveals.js';
import type { PanDisplayCredentials } from '../card/pan-display.js';

/** What the display receives: the credentials, living for their own TTL but never longer than the documented 60 s. */
function panCredentials({ token, secret, ttl }: OperationResult<'getPanCredentials'>, cardId: string): PanDisplayCredentials {
  const ttlMs = durationToMs(ttl);
  const lifeMs = ttlMs !== null && ttlMs > 0 ? Math.min(ttlMs, LIMITS.panCredentialsLifetimeMs) : LIMITS.panCredentialsLifetimeMs;
  return { token, secret, expiresAt: Date.now() + lifeMs, cardId };
}

export interface SecretAnswer {
  status: RunOutcome<'getCardPin'>['status'];
  /** Hands what arrived to the reveals; there only when it arrived. Dropped unused, it takes the secret with it. */
  show?: (reveals: CardReveals) => void;
}

/**
 * Asks for the card's PIN, or the temporary PAN credentials, run under the key of the action. The
 * secret is taken out of the result before the request path sees it: events and the controller's
 * state keep only `{ revealed: true }` (and the credentials' expiry).
 */
export async function requestSecret(ops: OperationController, action: CardAction, cardId: string): Promise<SecretAnswer> {
  let show: SecretAnswer['show'];
  const input = { params: { cardId } };
  const { status } =
    action === 'pin'
      ? await ops.run(getCardPin, input, {
          key: action,
          redact: ({ pin }) => {
            show = (reveals) => reveals.pinInPage.take(pin);
            return { revealed: true } as const;
          },
        })
      : await ops.run(getPanCredentials, input, {
          key: action,
          redact: (result) => {
            const credentials = panCredentials(result, cardId);
            show = (reveals) => reveals.pan.take(credentials);
            return { revealed: true, expiresAt: credentials.expiresAt };
          },
        });
  return { status, show: status === 'success' ? show : undefined };
}
