/**
 * The SCA wait: once an answer says an SCA is pending, try again every poll interval, tied to
 * that SCA, until an attempt is final or the SCA runs out. Reports each SCA state change.
 */
import type { ScaStrategyValue } from '../api/enums.js';
import type { OperationName } from '../api/operations.js';
import { ServiceError } from '../api/errors.js';
import { abortError } from './abort-error.js';
import { delay as realDelay } from './delay.js';
import type { PendingSca } from './pending-sca.js';
// The reading of an answer as a pending SCA comes in the same file: the adapter fetches this module
// as an [SCA] operation's first attempt is sent, and no other operation needs either.
export { pendingScaOf } from './pending-sca.js';
import type { ScaUpdate } from './sca.js';
import { durationToMs } from '../api/formats/duration-ms.js';
import { serviceError } from '../i18n/service-errors.js';

/** What one attempt tied to the SCA came to. */
export type ScaOutcome<T> =
  /** Still waiting; possibly a new SCA (another `scaId`). */
  | { status: 'pending'; sca: PendingSca }
  /** Approved, and the operation's result. */
  | { status: 'done'; value: T }
  /** The backend refused: this error ends the wait. */
  | { status: 'failed'; error: ServiceError };

export interface ScaWait<T> {
  operation: OperationName;
  strategy: ScaStrategyValue;
  /** The pending SCA the first answer named. */
  first: PendingSca;
  /**
   * When the request that `first` answers was sent (the clock's milliseconds): its TTL counts from
   * then, since the service's clock started no earlier. Counted from the answer's reading instead,
   * a slow answer would let the last tries land after the service's expiry, which starts a new SCA.
   */
  sent?: number;
  /** One attempt tied to an SCA. May throw a ServiceError (abort, timeout, network, wrong shape): that ends the wait. */
  send: (scaId: string | undefined) => Promise<ScaOutcome<T>>;
  /** Wait between two attempts. */
  pollMs: number;
  /** The longest wait for one SCA; a shorter TTL shortens it, and it never exceeds MAX_SCA_WAIT_MS. */
  timeoutMs: number;
  /** Cancels the wait. */
  signal?: AbortSignal;
  onSca?: (update: ScaUpdate) => void;
  /** The clock, `Date.now` milliseconds. */
  now?: () => number;
  /** How to wait; rejects when the signal aborts. */
  delay?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The SCA's expiry from a Waiting SCA `ttl` (or an error body's `ttl`), or the fallback. */
function expiryFrom(ttl: unknown, fallbackMs: number, now = Date.now()): number {
  const ms = durationToMs(ttl);
  // A TTL of zero or less means the SCA has already run out; no TTL at all means the fallback.
  return now + (ms !== null ? ms : fallbackMs);
}

/** No SCA retry closer than this to its deadline. */
const DEADLINE_MARGIN_MS = 1_000;

/** However long a TTL the backend gives, no SCA is waited for longer than this. */
const MAX_SCA_WAIT_MS = 15 * 60_000;

/**
 * How many times a request follows the backend to a new SCA (another `scaId`): none. Each new SCA
 * may push to the person's device again, so one action of a person sends at most one automatic
 * re-send that a new SCA can answer; that answer ends the wait (SCA_RESTARTED), said as such.
 */
const MAX_SCA_CHANGES = 0;

type ScaDetails = Pick<ScaUpdate, 'scaId' | 'scaDeviceId' | 'joinCode'> & { expiresAt: number };

/**
 * Waits for the SCA to be approved and resolves with the operation's result; rejects with the
 * refusal, SCA_EXPIRED at the deadline, SCA_RESTARTED when a re-send is answered with a new SCA,
 * or the error that ended an attempt. `onSca` hears `required` (a 409 SCA_REQUIRED only),
 * `pending`, then exactly one of `approved`, `expired` or `failed`.
 */
export async function waitForSca<T>(wait: ScaWait<T>): Promise<T> {
  const { operation, strategy, first, send, pollMs, timeoutMs, signal, onSca } = wait;
  const now = wait.now ?? Date.now;
  const pause = wait.delay ?? realDelay;
  const notify = (update: Omit<ScaUpdate, 'operation' | 'strategy'>) => onSca?.({ operation, strategy, ...update });
  const detailsOf = (sca: PendingSca, expiresAt: number): ScaDetails => ({ scaId: sca.scaId, scaDeviceId: sca.scaDeviceId, joinCode: sca.joinCode, expiresAt });
  // The smallest of the TTL, the adapter's SCA timeout and the hard maximum; a TTL that is no
  // number at all counts as none.
  const deadlineOf = (sca: PendingSca, start = now()): number => {
    const cap = start + Math.min(timeoutMs, MAX_SCA_WAIT_MS);
    const byTtl = expiryFrom(sca.ttl, timeoutMs, start);
    return Number.isNaN(byTtl) ? cap : Math.min(byTtl, cap);
  };

  let details = detailsOf(first, deadlineOf(first, wait.sent));
  let changes = 0;
  if (first.required) notify({ state: 'required', ...details });
  notify({ state: 'pending', ...details });
  let settled = false;
  const settle = (update: Omit<ScaUpdate, 'operation' | 'strategy'>) => {
    settled = true;
    notify(update);
  };
  const expire = (): never => {
    const error = serviceError({ kind: 'sca', code: 'SCA_EXPIRED', operation });
    settle({ state: 'expired', ...details, error });
    throw error;
  };
  try {
    for (;;) {
      const left = details.expiresAt - now();
      if (left <= 0) expire();
      await pause(Math.min(pollMs, left), signal).catch((reason) => {
        throw abortError(operation, reason);
      });
      // No attempt at or near the deadline: the backend's SCA may be gone, and a retry would
      // start a new one on the device that nobody waits for.
      if (details.expiresAt - now() < Math.min(pollMs, DEADLINE_MARGIN_MS)) expire();
      const outcome = await send(details.scaId);
      if (outcome.status === 'pending') {
        // The service started a new SCA: followed at most MAX_SCA_CHANGES times (none), never past
        // the first deadline, or an SCA nobody approves would be renewed (and pushed) forever.
        const next = outcome.sca;
        if (next.scaId && next.scaId !== details.scaId) {
          if (++changes > MAX_SCA_CHANGES) {
            const error = serviceError({ kind: 'sca', code: 'SCA_RESTARTED', operation });
            settle({ state: 'failed', ...details, error });
            throw error;
          }
          details = detailsOf(next, Math.min(details.expiresAt, deadlineOf(next)));
          notify({ state: 'pending', ...details });
        }
        continue;
      }
      if (outcome.status === 'failed') {
        settle({ state: 'failed', ...details, error: outcome.error });
        throw outcome.error;
      }
      settle({ state: 'approved', ...details });
      return outcome.value;
    }
  } catch (error) {
    // Cancelled, timed out or unreachable while waiting: the SCA did not complete.
    if (!settled && error instanceof ServiceError) notify({ state: 'failed', ...details, error });
    throw error;
  }
}
