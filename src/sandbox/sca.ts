/**
 * Strong customer authentication as the sandbox plays it. PUSH_NOTIFICATION creates a pending SCA
 * that is approved after `approvalDelayMs` (the user tapping "approve" on their phone) or by
 * `approve()`; the client retries with `Service-SCA-Id` until then. Time is read from `now()` on
 * each request, so no timer runs and nothing needs cleaning up.
 */
import { ScaStrategy, type ScaStrategyValue } from '../api/enums.js';
import { isOneOf } from '../api/guards.js';
import { answersWaitingSca, type OperationName } from '../api/operations.js';
import { decide } from './decisions.js';
import { HttpError, json } from './http.js';
import { checkSignature, requestDigest, type SigningDevice } from './signature.js';
import { newId } from './store.js';

export interface ScaSettings {
  now: () => number;
  ttlMs: number;
  /** null: approved only by approve(). */
  approvalDelayMs: number | null;
  /** `'with-id'`: a pending SCA's 409 names it (`scaId`, `ttl`); `'spec'`: a plain 409, and the same request sent again is matched to it. */
  answer?: 'with-id' | 'spec';
}

interface ScaRecord {
  scaId: string;
  operation: OperationName;
  /** The request it authorises: a retry must be the same request. */
  digest: string;
  scaDeviceId: string;
  createdAt: number;
  expiresAt: number;
  approvedAt?: number;
  declined?: boolean;
}

export interface PendingSca {
  scaId: string;
  operation: OperationName;
  expiresAt: number;
}

/** What an SCA operation's request brings to the check. */
export interface ScaRequest {
  operation: OperationName;
  method: string;
  url: string;
  body?: string;
  headers: Headers;
  /** The SCA devices of the end-user who must approve (none for an unknown subject). */
  devices: () => readonly SigningDevice[];
}

/** A duration as the service serialises one (java.time.Duration, field by field). */
function ttlObject(ms: number) {
  const whole = Math.max(0, Math.ceil(ms));
  return { seconds: Math.floor(whole / 1000), nano: (whole % 1000) * 1_000_000, zero: whole === 0, negative: false, positive: whole > 0, units: [] };
}

export function createScaBook(settings: ScaSettings) {
  const records = new Map<string, ScaRecord>();

  const stateOf = (record: ScaRecord, now: number) => {
    if (now >= record.expiresAt) return 'expired';
    if (record.declined) return 'declined';
    const approvedAt = record.approvedAt ?? (settings.approvalDelayMs === null ? undefined : record.createdAt + settings.approvalDelayMs);
    return approvedAt !== undefined && approvedAt <= now ? 'approved' : 'pending';
  };

  /**
   * The answer while an SCA is pending: Waiting SCA for card rules (spec rule 2), 409 SCA_REQUIRED
   * otherwise, and also when a retry's SCA was unknown or expired: the caller must learn that the
   * SCA it waited for is gone and a new one started.
   */
  const pendingAnswer = (record: ScaRecord, now: number, replacesAnother = false): Response => {
    const waiting = { scaId: record.scaId, ttl: ttlObject(record.expiresAt - now), scaDeviceId: record.scaDeviceId };
    if (answersWaitingSca.has(record.operation) && !replacesAnother) return decide('waiting-sca-202', json(202, waiting));
    const message = 'Strong customer authentication is required (strategy PUSH_NOTIFICATION): approve the notification on the registered device.';
    return json(409, settings.answer === 'spec' ? { code: 'SCA_REQUIRED', message } : decide('sca-409-with-id', { code: 'SCA_REQUIRED', message, ...waiting }));
  };

  const matching = (scaId?: string) =>
    [...records.values()].filter((record) => (scaId === undefined || record.scaId === scaId) && stateOf(record, settings.now()) === 'pending');

  return {
    /**
     * Lets the request through (undefined) or answers it: pending, refused or failed. Throws the
     * service's refusals (no device, signature problems).
     */
    authorize(request: ScaRequest): Response | undefined {
      const now = settings.now();
      for (const [id, record] of records) if (stateOf(record, now) === 'expired') records.delete(id);

      const header = request.headers.get('service-sca-strategy') ?? 'PUSH_NOTIFICATION';
      if (!isOneOf(ScaStrategy, header)) {
        throw new HttpError('sca-timing', 400, 'INVALID_REQUEST', `Unknown SCA strategy ${header}.`, 'Service-SCA-Strategy');
      }
      const strategy: ScaStrategyValue = header;
      if (strategy === 'BY_PASS') return undefined; // sandbox only: any SCA is ignored
      if (strategy === 'DATA_SIGNING') {
        checkSignature(request.headers.get('service-sca-signature'), request, now, request.devices());
        return undefined;
      }

      const digest = requestDigest(request.method, request.url, request.body);
      const retriedId = request.headers.get('service-sca-id');
      // As the spec has it, the caller cannot name the SCA: the same request sent again is its retry.
      const resent = settings.answer === 'spec' && retriedId === null ? [...records.values()].find((record) => record.digest === digest) : undefined;
      const retried = resent ?? records.get(retriedId ?? '');
      if (retried && retried.digest === digest && retried.operation === request.operation) {
        const state = stateOf(retried, now);
        if (state === 'approved' || state === 'declined') records.delete(retried.scaId); // used once
        if (state === 'approved') return undefined;
        if (state === 'declined') return decide('sca-declined-500', json(500, { code: 'SCA_UNEXPECTED_ERROR', message: 'The SCA was declined on the device.' }));
        return pendingAnswer(retried, now);
      }
      // No SCA yet, or an unknown or expired one: start a new one.
      // The push goes to the end-user's first ACTIVE device.
      const scaDeviceId = decide('sca-timing', request.devices().find((device) => device.status === 'ACTIVE')?.id);
      if (!scaDeviceId) throw new HttpError('spec:sca', 404, 'NO_ACTIVE_SCA_DEVICE_FOUND', 'The end-user has no active SCA device.');
      const record: ScaRecord = {
        scaId: newId(), operation: request.operation, digest, scaDeviceId, createdAt: now, expiresAt: now + settings.ttlMs,
      };
      records.set(record.scaId, record);
      return pendingAnswer(record, now, retriedId !== null);
    },

    approve(scaId?: string): void {
      const now = settings.now();
      for (const record of matching(scaId)) record.approvedAt = now;
    },

    decline(scaId?: string): void {
      for (const record of matching(scaId)) record.declined = true;
    },

    pending(): readonly PendingSca[] {
      return matching().map(({ scaId, operation, expiresAt }) => ({ scaId, operation, expiresAt }));
    },

    clear(): void {
      records.clear();
    },
  };
}
