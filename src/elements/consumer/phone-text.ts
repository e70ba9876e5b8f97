/** A consumer's phone number as a person reads it, for the consumer elements. */

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** `+33 612345678`, as a person reads a phone number; a code not written in digits (`FR`) as sent. */
export function phoneText(phone: { countryCode?: unknown; number?: unknown } | undefined): string {
  if (!phone) return '';
  const code = text(phone.countryCode)?.replace(/^(\+|00)/, '');
  const number = text(phone.number) ?? '';
  if (!code) return number;
  return `${/^[0-9]/.test(code) ? '+' : ''}${code} ${number}`.trim();
}
