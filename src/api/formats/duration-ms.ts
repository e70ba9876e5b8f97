// Durations in either form the service sends them (see duration.ts), converted to milliseconds: kept apart
// from the pattern, which every page that reads data has, since only the elements that count down use it.
import { ISO_DURATION_PATTERN } from './duration.js';
import { isRecord } from '../guards.js';

/** A duration object as the service sends it. Only `seconds`, `nano` and `negative` are read. */
export interface DurationObject {
  seconds: number;
  /** Nanoseconds added to `seconds`, 0–999 999 999. */
  nano?: number;
  negative?: boolean;
  zero?: boolean;
  positive?: boolean;
  units?: unknown[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const UNIT_MS = [WEEK, DAY, HOUR, MINUTE, SECOND];

// The fraction is computed from its digits (5 / 10^1 × unit) rather than by parsing `0.5` as a float, so that
// e.g. `PT0.3S` gives exactly 300 and not 299.99999999999997.
function componentMs(value: string, unitMs: number): number {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = value.replace(/^[-+]/, '').split(/[.,]/);
  const ms = Number(whole) * unitMs + (Number(fraction) * unitMs) / 10 ** fraction.length;
  return negative ? -ms : ms;
}

/**
 * Milliseconds in an ISO 8601 duration (`'PT1M'` → 60000, `'PT0.5S'` → 500, `'-PT1M'` → -60000), or null when
 * the text is not one (see ISO_DURATION_PATTERN for what is accepted). Sub-millisecond parts are kept as a
 * fraction.
 */
export function parseIsoDuration(text: string): number | null {
  const match = ISO_DURATION_PATTERN.exec(text);
  if (!match) return null;
  let total = 0;
  UNIT_MS.forEach((unitMs, i) => {
    const component = match[i + 2];
    if (component !== undefined) total += componentMs(component, unitMs);
  });
  if (match[1] === '-') total = -total;
  // `+ 0` turns -0 (from `-PT0S`) into 0.
  return Number.isFinite(total) ? total + 0 : null;
}

/**
 * Milliseconds in a duration object (`{ seconds: 60, nano: 500000000 }` → 60500).
 *
 * java.time.Duration keeps the sign in `seconds` and adds `nano` as a positive adjustment, so -0.5 s is
 * `{ seconds: -1, nano: 500000000, negative: true }`: there `negative` only repeats what `seconds` says. A sender
 * that instead writes a magnitude with `negative: true` (`{ seconds: 60, negative: true }`) is honoured too: the
 * flag makes a positive result negative, never the other way round.
 */
export function durationObjectToMs(obj: DurationObject): number {
  const ms = obj.seconds * SECOND + (obj.nano ?? 0) / 1e6;
  return (obj.negative === true && ms > 0 ? -ms : ms) + 0;
}

/**
 * Milliseconds in a duration in either form the service uses, or null when it is neither a valid ISO 8601
 * duration nor an object with a finite `seconds` (and `nano`, when present).
 */
export function durationToMs(value: unknown): number | null {
  if (typeof value === 'string') return parseIsoDuration(value);
  // The value comes off the network: its shape is checked here, whatever the caller's type says.
  if (!isRecord(value)) return null;
  const { seconds, nano, negative } = value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  if (nano != null && (typeof nano !== 'number' || !Number.isFinite(nano))) return null;
  const ms = durationObjectToMs({ seconds, nano: nano ?? undefined, negative: negative === true });
  return Number.isFinite(ms) ? ms : null;
}
