/**
 * Countdowns in the locale's words, by Intl: `1 min 30 sec` (en), `1 min 30 s` (fr), `1 min. 30 sek.` (lt);
 * `long` spells the units out for announcements (`30 seconds`, `30 sekundžių`).
 */
import { localeCached } from './locale-cache.js';
import { unitText } from './plural.js';

type Style = 'short' | 'long';

const lists = new Map<string, Intl.ListFormat>();

const unit = (value: number, name: 'minute' | 'second', locale: string, style: Style): string => unitText(value, name, locale, style);

/** Whole seconds as minutes and seconds: `2 min`, `45 sec`, `1 min 30 sec`. */
export function durationText(totalSeconds: number, locale: string, style: Style = 'short'): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(unit(minutes, 'minute', locale, style));
  if (rest > 0 || minutes === 0) parts.push(unit(rest, 'second', locale, style));
  if (parts.length === 1) return parts[0];
  return localeCached(lists, `${locale} ${style}`, locale, (tag) => new Intl.ListFormat(tag, { type: 'unit', style: style === 'long' ? 'long' : 'narrow' })).format(parts);
}
