// Durations as the service sends them: ISO 8601 strings (`PT1M`, `PT0.5S`, `P1DT2H`) or objects, which is how a
// java.time.Duration comes out when serialised field by field (`{ seconds, nano, negative, zero, units… }`).
// Everything is converted to milliseconds.

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

// One component: a whole number, optionally signed, with a decimal fraction (',' or '.') only on the last
// component, as ISO 8601 requires; the look-ahead checks that a unit letter and the end follow the fraction.
const N = String.raw`[-+]?\d+(?:[.,]\d+(?=[A-Z]$))?`;

/**
 * ISO 8601 durations made of weeks, days, hours, minutes and seconds, for schema checks
 * (`z.string().check(z.regex(ISO_DURATION_PATTERN))`).
 *
 * - Years and months (`P1Y`, `P1M`) are refused: their length depends on the date they start from, so they
 *   have no fixed number of milliseconds. `PT1M` (a minute) is fine.
 * - A day is taken as 24 hours and a week as 7 days (as java.time.Duration does), ignoring daylight-saving shifts.
 * - At least one component is required: `P` and `PT` are refused.
 * - A leading sign is accepted (`-PT1M`, ISO 8601-2), and so is a sign per component (`PT-1M-30S`), because that
 *   is how java.time.Duration writes negative durations.
 * - Designators must be upper case.
 *
 * Groups: 1 overall sign, 2 weeks, 3 days, 4 hours, 5 minutes, 6 seconds.
 */
export const ISO_DURATION_PATTERN = new RegExp(
  String.raw`^([-+])?P(?=[-+\d]|T)(?:(${N})W)?(?:(${N})D)?(?:T(?=[-+\d])(?:(${N})H)?(?:(${N})M)?(?:(${N})S)?)?$`,
);

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
export function durationToMs(value: string | DurationObject): number | null {
  if (typeof value === 'string') return parseIsoDuration(value);
  // The value comes off the network: check the shape at run time, whatever the type says.
  if (typeof value !== 'object' || value === null) return null;
  if (!Number.isFinite(value.seconds) || !(value.nano == null || Number.isFinite(value.nano))) return null;
  const ms = durationObjectToMs(value);
  return Number.isFinite(ms) ? ms : null;
}
