/**
 * Type guards the forms read loosely typed values with (what a person typed, what a partner set,
 * a record's fields the spec does not list): a check that TypeScript follows, instead of a cast.
 */

/** A plain group of fields (not a list, a file or nothing). */
export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob);

/** One of a closed list of words (`ACCOUNT_KINDS`, `RULE_CREATORS`). */
export const isOneOf = <const T extends string>(list: readonly T[], value: unknown): value is T => list.some((item) => item === value);

/** A group's fields, or none when the value is no group. */
export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A field of a record that is text, when it holds some. */
export const textAt = (record: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
