/**
 * The fields of a transaction the kit does not know (another variant than INTER_LEDGER, or fields
 * added later), listed for the partner's staff only (`staff`), read tolerantly: each shown as given under its own name, nested objects by their
 * path (`merchant.city`). An identifier is never written as a word: it is shown as code, under its
 * field's name, for a person who has to quote it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isGuid } from '../../api/formats/guid.js';
import { recordFact } from '../record/record-parts.js';

/** The fields the view shows in its own sections. */
const KNOWN = new Set(['id', 'type', 'paymentType', 'status', 'creationDate', 'amount', 'currency', 'information', 'sender', 'receiver']);
const KNOWN_INFORMATION = new Set(['originalAmount', 'originalCurrency', 'conversionRate', 'declineReason', 'note', 'clearingDate', 'reference']);
/** Nested fields the view shows in its own sections (the merchant's name and city). */
const KNOWN_PATHS = new Set(['merchant.name', 'merchant.city']);
/** Deeper than this, an object is shown as its JSON text. */
const MAX_DEPTH = 3;

export interface OtherField {
  path: string;
  value: string;
  /** The value is an identifier: shown as code. */
  id: boolean;
}

function flatten(value: unknown, path: string, depth: number, into: OtherField[], yesNo: (value: boolean) => string): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, depth + 1, into, yesNo);
    return;
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    into.push({ path, value: value.join(', '), id: false });
    return;
  }
  const text = typeof value === 'boolean' ? yesNo(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  into.push({ path, value: text, id: typeof value === 'string' && isGuid(value) });
}

/** The fields of `record` outside what the view knows, in the order given. */
export function otherFields(record: Record<string, unknown>, yesNo: (value: boolean) => string): OtherField[] {
  const found: OtherField[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'information' && value && typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) if (!KNOWN_INFORMATION.has(inner)) flatten(innerValue, `information.${inner}`, 1, found, yesNo);
    } else if (!KNOWN.has(key)) {
      flatten(value, key, 0, found, yesNo);
    }
  }
  return found.filter((field) => !KNOWN_PATHS.has(field.path));
}

export function otherFieldList(fields: readonly OtherField[]): TemplateResult | typeof nothing {
  if (fields.length === 0) return nothing;
  return html`<dl class="facts" part="details">
    ${fields.map((field) => recordFact(field.path, field.id ? html`<code class="id">${field.value}</code>` : field.value, { part: 'row' }))}
  </dl>`;
}
