/** `pin-timeout`: how long the PIN stays shown. */

/** Default and bounds of `pin-timeout`, in seconds (the operator advises about 30). */
export const PIN_TIMEOUT = { default: 30, min: 1, max: 120 } as const;

/** `pin-timeout` in milliseconds, within its bounds; the default for anything that is not a positive number. */
export function pinTimeoutMs(value: unknown): number {
  const seconds = Number(value);
  const bounded = Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.max(seconds, PIN_TIMEOUT.min), PIN_TIMEOUT.max) : PIN_TIMEOUT.default;
  return bounded * 1000;
}
