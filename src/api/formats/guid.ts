/**
 * Identifiers as the service writes them: 8-4-4-4-12 hexadecimal digits (the same form as the
 * schemas' `id()`, which is zod's GUID check). For code that must not carry zod: the adapter,
 * and elements checking an attribute before they send anything.
 */
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID.test(value);
}
