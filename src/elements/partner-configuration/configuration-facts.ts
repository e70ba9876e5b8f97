/**
 * The partner configuration's facts as definition lists. The spec leaves some contents unshown
 * (the default limits) and an answer may carry fields the kit does not know: those are shown as
 * sent, each key with the catalog's label when it has one, nested objects as nested lists.
 */
import { isRecord } from '../../api/guards.js';
import { html, type TemplateResult } from 'lit';
import { ownString } from '../../api/own.js';
import { countryName } from '../../api/formats/iso-lists.js';
import type { Catalog } from '../../i18n/catalog.js';
import { recordFact } from '../record/record-parts.js';
import type { ListFormat } from '../list/list-format.js';

/** One fact: its label, and its value or "not given". */
export function fact(label: string, value: unknown, notGiven: string, className?: string): TemplateResult {
  const given = value !== undefined && value !== null && value !== '';
  return recordFact(label, given ? value : notGiven, { valueClass: given ? className : 'not-given' });
}

/** Any value as text: a number in the person's format, yes or no, a list, or nested facts. */
export function anyValue(value: unknown, messages: Catalog, formats: ListFormat, labels: object = {}): unknown {
  if (typeof value === 'number') return formats.count(value);
  if (typeof value === 'boolean') return value ? messages.common.yes : messages.common.no;
  if (Array.isArray(value)) return value.map((item) => anyValue(item, messages, formats, labels)).join(', ');
  if (isRecord(value)) return facts(value, messages, formats, labels);
  return value === undefined || value === null ? undefined : String(value);
}

/** Every field of an object, labelled from `labels` or by its key. */
export function facts(value: Record<string, unknown>, messages: Catalog, formats: ListFormat, labels: object = {}): TemplateResult {
  const entries = Object.entries(value);
  if (entries.length === 0) return html`${messages.common.notGiven}`;
  return html`<dl class="nested">
    ${entries.map(([key, item]) => fact(ownString(labels, key) ?? key, anyValue(item, messages, formats, labels), messages.common.notGiven))}
  </dl>`;
}

/** An address as it is written on an envelope, one line per part; undefined ("not given") when it has none. */
export function addressLines(address: Record<string, unknown> | undefined, formats: ListFormat): TemplateResult | undefined {
  if (!address) return undefined;
  const text = (key: string) => {
    const part = address[key];
    return typeof part === 'string' && part !== '' ? part : undefined;
  };
  const country = text('isoCountryCode');
  const lines = [
    [text('number'), text('street')].filter(Boolean).join(' '),
    text('refinement'),
    [text('postalCode'), text('city')].filter(Boolean).join(' '),
    text('stateOrProvince'),
    country && countryName(country, formats.locale),
  ].filter((line): line is string => !!line);
  return lines.length === 0 ? undefined : html`<span class="lines">${lines.map((line) => html`<span>${line}</span>`)}</span>`;
}
