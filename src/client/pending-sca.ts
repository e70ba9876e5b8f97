/** Reading an answer as "SCA still needed", and what it tells of that SCA. */
import { isRecord } from '../api/guards.js';
import type { Answer } from './attempt.js';
import { asWaitingSca } from './sca.js';

/** A pending SCA as an answer describes it. */
export interface PendingSca {
  scaId?: string;
  /** The Waiting SCA or error body's `ttl`, as sent (an ISO 8601 string or a duration object). */
  ttl?: unknown;
  scaDeviceId?: string;
  joinCode?: string;
  /** True when the answer was a 409 SCA_REQUIRED (the SCA just started), false for a Waiting SCA body. */
  required: boolean;
}

/**
 * The pending SCA an answer names, or undefined when the answer is final (a result or a failure).
 * `sca`: the operation is [SCA]; `signed`: the attempt carried a DATA_SIGNING signature.
 */
export function pendingScaOf(answer: Answer, { sca, signed }: { sca: boolean; signed: boolean }): PendingSca | undefined {
  if (!sca) return undefined;
  if (answer.response.ok) {
    // A Waiting SCA body, whatever its success status (an older contract used 202).
    const waiting = asWaitingSca(answer.body);
    return waiting ? { ...waiting, required: false } : undefined;
  }
  const { code, scaId, ttl, scaDeviceId } = isRecord(answer.body) ? answer.body : {};
  // Only an SCA the backend names can be waited for: retrying blindly would start a new one
  // (and a new push) at every attempt. A signature that did not do is not waited for either.
  if (answer.response.status === 409 && code === 'SCA_REQUIRED' && typeof scaId === 'string' && scaId && !signed) {
    return { scaId, ttl, scaDeviceId: typeof scaDeviceId === 'string' ? scaDeviceId : undefined, required: true };
  }
  return undefined;
}
