/**
 * Type guards the forms read loosely typed values with (what a person typed, what a partner set,
 * a record's fields the spec does not list): a check that TypeScript follows, instead of a cast.
 */

import { isRecord } from '../../api/guards.js';

/** A plain group of fields (not a list, a file or nothing). */
export const isFieldGroup = (value: unknown): value is Record<string, unknown> => isRecord(value) && !(value instanceof Blob);

/** A group's fields, or none when the value is no group. */
export const recordOf = (value: unknown): Record<string, unknown> => (isFieldGroup(value) ? value : {});

/** A field of a record that is text, when it holds some. */
export const textAt = (record: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
