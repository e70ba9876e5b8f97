/** SCA types and helpers shared by the adapter and the elements. */
import type { ScaStrategyValue } from '../api/enums.js';
import type { OperationName } from '../api/operations.js';
import { waitingSca, type WaitingSca } from '../api/schemas/common.js';
import { durationToMs } from '../api/formats/index.js';
import type { ServiceError } from '../api/errors.js';

export type ScaState = 'required' | 'pending' | 'approved' | 'expired' | 'failed';

/** One change of an operation's SCA state. */
export interface ScaUpdate {
  operation: OperationName;
  state: ScaState;
  strategy: ScaStrategyValue;
  scaId?: string;
  /** The device that must approve (Waiting SCA `scaDeviceId`). */
  scaDeviceId?: string;
  /** Join code to show to the person (JOIN_CODE strategy). */
  joinCode?: string;
  /** When the SCA runs out, as `Date.now()` milliseconds. */
  expiresAt?: number;
  /** Why it failed or expired. */
  error?: ServiceError;
}

/** What `sign()` receives: exactly what will be sent, right before each attempt. */
export interface SignRequest {
  operation: OperationName;
  method: string;
  url: string;
  /** The serialised JSON body, if any. */
  body?: string;
  scaId?: string;
}

export interface ScaOptions {
  /** Default PUSH_NOTIFICATION. BY_PASS is refused outside sandbox mode. */
  strategy?: ScaStrategyValue;
  /** DATA_SIGNING: produces the `Service-SCA-Signature` for one attempt (a signature lives 30 s). */
  sign?: (request: SignRequest) => Promise<string>;
  /** Wait between two attempts while an SCA is pending. Default 2000 ms. */
  pollIntervalMs?: number;
  /** How long to wait for approval when the service gives no TTL. Default 5 minutes. */
  timeoutMs?: number;
  /**
   * Headers that tie a retry to the pending SCA. Default: `Service-SCA-Id: <scaId>`, as the
   * kit's route table specifies; a partner backend may want something else.
   */
  retryHeaders?: (pending: { scaId: string }) => Record<string, string>;
}

export const defaultRetryHeaders = ({ scaId }: { scaId: string }): Record<string, string> => ({ 'Service-SCA-Id': scaId });

/** A success body that is in fact a Waiting SCA answer (whatever its success status). */
export function asWaitingSca(body: unknown): WaitingSca | undefined {
  const result = waitingSca.safeParse(body);
  return result.success ? result.data : undefined;
}

/** The SCA's expiry from a Waiting SCA `ttl` (or an error body's `ttl`), or the fallback. */
export function expiryFrom(ttl: unknown, fallbackMs: number, now = Date.now()): number {
  const ms = ttl && (typeof ttl === 'string' || typeof ttl === 'object') ? durationToMs(ttl as string) : null;
  // A TTL of zero or less means the SCA has already run out; no TTL at all means the fallback.
  return now + (ms !== null ? ms : fallbackMs);
}
