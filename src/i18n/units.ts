/**
 * Quantities with their units, by Intl: sizes and countdowns (a module of its own, not plural.ts's:
 * only the elements that show them carry it, not every page).
 */
import { localeCached } from './locale-cache.js';

const units = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();

/** How a unit is written: `short` (`2 min`, `1.2 kB`), `long` (`2 minutes`), `narrow` (`2m`). */
export type UnitDisplay = 'short' | 'long' | 'narrow';

/**
 * A quantity with its unit, by Intl: the unit's plural form, abbreviation and number format in the
 * locale (`45 bytes`, `1,5 ko`, `2 minutes`). Fractions are cut, not rounded, to `digits` places.
 */
export function unitText(value: number, unit: string, locale: string, display: UnitDisplay = 'short', digits = 0): string {
  const key = `${locale} ${unit} ${display} ${digits}`;
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: digits, roundingMode: 'trunc' };
  return localeCached(units, key, locale, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * A size in decimal units (1 MB = 1,000,000 bytes, the reading of the service's "5 MB"), cut rather
 * than rounded, so that a file just under the limit never reads as the limit itself. Bytes are
 * spelled out: Intl's short byte takes no plural in English ("45 byte").
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (bytes < 1000) return unitText(bytes, 'byte', locale, 'long');
  if (bytes < 1_000_000) return unitText(bytes / 1000, 'kilobyte', locale, 'short', 1);
  return unitText(bytes / 1_000_000, 'megabyte', locale, 'short', 2);
}

type Style = 'short' | 'long';

/**
 * Whole seconds as minutes and seconds, a countdown in the locale's words: `1 min 30 sec` (en),
 * `1 min 30 s` (fr), `1 min. 30 sek.` (lt); `long` spells the units out for announcements
 * (`30 seconds`, `30 sekundžių`).
 */
export function durationText(totalSeconds: number, locale: string, style: Style = 'short'): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(unitText(minutes, 'minute', locale, style));
  if (rest > 0 || minutes === 0) parts.push(unitText(rest, 'second', locale, style));
  if (parts.length === 1) return parts[0];
  return localeCached(lists, `${locale} ${style}`, locale, (tag) => new Intl.ListFormat(tag, { type: 'unit', style: style === 'long' ? 'long' : 'narrow' })).format(parts);
}
