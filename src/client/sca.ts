/** SCA types and helpers shared by the adapter and the elements. */
import type { ScaStrategyValue } from '../api/enums.js';
import type { OperationName } from '../api/operations.js';
import type { ServiceError } from '../api/errors.js';

export type ScaState = 'required' | 'pending' | 'approved' | 'expired' | 'failed';

/** One change of an operation's SCA state. */
export interface ScaUpdate {
  operation: OperationName;
  state: ScaState;
  strategy: ScaStrategyValue;
  scaId?: string;
  /** The device that must approve (Waiting SCA `scaDeviceId`): an id, never shown to the person. */
  scaDeviceId?: string;
  /**
   * The device's name as the person knows it (`scaDevices[].name` of the consumer). The service's
   * answer carries only the id: a partner's adapter may add the name here, and the SCA panel shows it.
   */
  scaDeviceName?: string;
  /** Join code to show to the person (JOIN_CODE strategy). */
  joinCode?: string;
  /** When the SCA runs out, as `Date.now()` milliseconds. */
  expiresAt?: number;
  /** Why it failed or expired. */
  error?: ServiceError;
  /** Continue was pressed and the action sent again, and the service still asks for the approval: the panel says it is not approved yet. */
  notApprovedYet?: boolean;
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
  /**
   * Wait between two attempts while an SCA is pending. Default 2000 ms; a value that is not a
   * finite number of at least 500 ms is refused when the adapter is created (`POLL_INTERVAL_INVALID`).
   */
  pollIntervalMs?: number;
  /**
   * The longest wait for one approval. The SCA's TTL shortens it; neither goes past 15 minutes.
   * Default 5 minutes.
   */
  timeoutMs?: number;
  /**
   * Headers that tie a retry to the pending SCA. Default: `Service-SCA-Id: <scaId>`, as the
   * kit's route table specifies; a partner backend may want something else. They pass the same
   * guards as `headers()`: `Service-Auth` never leaves (refused), and of the SCA headers only `Service-SCA-Id`
   * is kept (strategy and signature are the adapter's).
   */
  retryHeaders?: (pending: { scaId: string }) => Record<string, string>;
}

export const defaultRetryHeaders = ({ scaId }: { scaId: string }): Record<string, string> => ({ 'Service-SCA-Id': scaId });
