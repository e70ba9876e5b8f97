/**
 * Reading an answer as "SCA still needed", and what it tells of that SCA. Only [SCA] operations
 * need it: the adapter fetches it, with the SCA wait (`sca-wait.ts`), as their first attempt is sent.
 */
import type { WaitingSca } from '../api/schemas/common.js';
import { ISO_DURATION_PATTERN } from '../api/formats/duration.js';
import { isGuid } from '../api/formats/guid.js';
import { isRecord } from '../api/guards.js';
import type { Answer } from './attempt.js';

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

/**
 * A success body that is in fact a Waiting SCA answer (whatever its success status). Checked
 * field by field rather than with the `waitingSca` schema, so that the adapter, and a page holding
 * only `<svc-provider>`, carry no schema code; a test holds the two to the same verdicts.
 */
export function asWaitingSca(body: unknown): WaitingSca | undefined {
  if (!isRecord(body)) return undefined;
  const { scaId, joinCode, ttl, scaDeviceId } = body;
  if (!isGuid(scaId) || !(joinCode === undefined || isGuid(joinCode)) || !isDuration(ttl) || typeof scaDeviceId !== 'string') return undefined;
  return { ...body, scaId, joinCode, ttl, scaDeviceId };
}

const absentOr = (value: unknown, type: string) => value === undefined || typeof value === type;

/** An ISO 8601 duration, or a duration object (`seconds`, and optionally `nano`, `zero`, `negative`, `positive`, `units`). */
function isDuration(value: unknown): value is WaitingSca['ttl'] {
  if (typeof value === 'string') return ISO_DURATION_PATTERN.test(value);
  if (!isRecord(value)) return false;
  const { seconds, nano, zero, negative, positive, units } = value;
  return (
    typeof seconds === 'number' &&
    absentOr(nano, 'number') &&
    absentOr(zero, 'boolean') &&
    absentOr(negative, 'boolean') &&
    absentOr(positive, 'boolean') &&
    (units === undefined || Array.isArray(units))
  );
}
