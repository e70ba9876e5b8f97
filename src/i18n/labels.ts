/** Readable labels for enumeration values, from the catalog or humanised. */
import type { Catalog } from './catalog.js';

export function humanize(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function enumLabel(messages: Catalog, value: string): string {
  return (messages.enums as Record<string, string>)[value] ?? humanize(value);
}
