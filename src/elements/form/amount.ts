/**
 * Amounts as people type them, kept apart from the number sent. The form holds the text typed;
 * the body holds the number. Reading follows the element's locale (`1 234,56` in French,
 * `1,234.56` in English) and refuses rather than guesses: a group separator must be followed by
 * groups of three digits, so `1,5` in English is not read as 15. Text that is not an amount stays
 * text, and the schema then refuses it on its field.
 */
import { textField, type TextFieldOptions } from './fields.js';
import type { FormModel } from './form-model.js';

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

const SPACES = /[\s\u00a0\u202f'’]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The number an amount text stands for, undefined for blank text, or the text itself when it is
 * not an amount. A leading minus is read (the schema then refuses a negative amount by its limit).
 */
export function parseAmount(text: string, locale: string): number | string | undefined {
  const compact = text.replace(SPACES, '').replace(/^−/, '-');
  if (compact === '') return undefined;
  const { decimal, group } = separatorsOf(locale);
  // A group separator that is a space was taken out with the spaces.
  const grouping = group.replace(SPACES, '');
  // The other of `.` and `,`, when the locale does not use it for groups: a decimal point too (`12.50` in French).
  const alternative = decimal === ',' ? '.' : ',';
  const decimals = alternative === grouping ? [decimal] : [decimal, alternative];
  const groups = grouping ? `(?:${escape(grouping)}\\d{3})*` : '';
  const pattern = new RegExp(`^(-?)(\\d{1,3}${groups}|\\d+)(?:(?:${decimals.map(escape).join('|')})(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match) return text;
  const [, sign = '', whole = '', fraction] = match;
  const value = Number(`${sign}${whole.split(grouping || ' ').join('')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : text;
}

/** A number as the locale writes it, with its decimals (at most `maximumDecimals`); anything else as given. */
export function shownAmount(value: unknown, locale: string, maximumDecimals = 2): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(20, Math.max(maximumDecimals, decimalsOf(value))) }).format(value);
  }
  return value === undefined || value === null ? '' : String(value);
}

/** How many digits follow the point in a number as JavaScript writes it (so that no digit is hidden). */
function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point < 0 || text.includes('e') ? 0 : Math.min(20, text.length - point - 1);
}

/** The body's value for what the form holds at an amount field: a number, the text refused as is, or nothing. */
export function amountValue(held: unknown, locale: string): unknown {
  return typeof held === 'string' ? parseAmount(held, locale) : held;
}

/**
 * An amount field: a text input with a decimal keyboard. The form keeps what was typed (so a
 * half-typed `12,` stays as typed); the partner's numbers are shown in the locale's own way.
 */
export function amountField<M extends object>(form: FormModel<M, unknown>, locale: string, options: Omit<TextFieldOptions<M>, 'type' | 'format' | 'parse' | 'inputmode'>) {
  return textField(form, {
    autocomplete: 'off',
    ...options,
    inputmode: 'decimal',
    format: (value) => shownAmount(value, locale),
    parse: (text) => text,
  });
}
