/** Building a request body from what a person typed: one home for the small rules every form shares. */

/** Text as sent: surrounding spaces dropped; any other value as it is. */
export const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The fields that have a value, in the order given: `undefined` means "not given" and is left out. */
export function givenFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
