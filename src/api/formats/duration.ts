// Durations as the service sends them: ISO 8601 strings (`PT1M`, `PT0.5S`, `P1DT2H`) or objects, which is how a
// java.time.Duration comes out when serialised field by field (`{ seconds, nano, negative, zero, units… }`).
// This module holds the pattern the schemas check strings with (every page that reads data has it);
// duration-ms.ts converts either form to milliseconds, for the few elements that count down.

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
