/**
 * Checks of the numbers among an adapter's options (the SCA poll interval and time limit, the
 * largest answer read), made when a partner's adapter (`createFetchAdapter`) or the sandbox's is
 * created: a number that cannot work is refused at once, as a `config` ServiceError. `<svc-provider>`
 * gives none of them (its adapter runs on the defaults), so its chunk does not carry these checks.
 */
import { serviceError } from '../i18n/service-errors.js';
import type { FetchAdapterOptions } from './adapter.js';

/** The shortest wait between two SCA attempts to a partner backend. */
export const MIN_POLL_INTERVAL_MS = 500;

/** The in-memory sandbox sends nothing over a network: a fast poll there costs nobody anything. */
export const SANDBOX_MIN_POLL_INTERVAL_MS = 10;

/** A poll interval must be a finite number of at least `min` ms: 0 or NaN would flood the backend. */
function checkPollInterval(value: number, min: number): void {
  // Number.isFinite is false for anything that is not a number, as for NaN and the infinities.
  if (!Number.isFinite(value) || value < min) {
    throw serviceError({
      kind: 'config',
      code: 'POLL_INTERVAL_INVALID',
      message: `The SCA poll interval (sca.pollIntervalMs: ${String(value)}) must be a number of milliseconds, at least ${min}.`,
    });
  }
}

/** A positive, finite number (a time limit, a size limit); `name` is the option as a partner writes it. */
function checkPositive(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw serviceError({ kind: 'config', code: 'OPTION_INVALID', message: `${name} must be a positive number (got ${String(value)}).` });
  }
}

/** Refuses the numbers given among `options` that cannot work (one left out takes its default, which can); the poll interval at least `minPollMs`. */
export function checkOptionNumbers(options: Pick<FetchAdapterOptions, 'sca' | 'maxResponseBytes'>, minPollMs: number): void {
  const { sca, maxResponseBytes } = options;
  if (sca?.pollIntervalMs != null) checkPollInterval(sca.pollIntervalMs, minPollMs);
  if (sca?.timeoutMs != null) checkPositive(sca.timeoutMs, 'sca.timeoutMs');
  if (maxResponseBytes != null) checkPositive(maxResponseBytes, 'maxResponseBytes');
}
