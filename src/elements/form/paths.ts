/** Reading and writing nested values by dotted path (`address.city`, `bankingDetails.iban`), and the small rules every form shares for building a request body from them. */
import { isFieldGroup } from './guards.js';

/** What a path stops at: values a field holds whole (a file, a date). */
export type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

/**
 * The dotted paths of a form's model (`address.city`, `sharesInfo.0.percentage`): each key, and
 * the keys inside a group or a list's items, a few levels down. A union of bodies (one per kind of
 * account) gives the paths of every member. A path that is not in the model (a renamed field)
 * fails the type check where a field names it. An open record (`Record<string, unknown>`) takes
 * any path.
 */
export type FieldPath<T> = PathsOf<T, []> & string;

export type PathsOf<T, Depth extends readonly unknown[]> = T extends Leaf
  ? never
  : Depth['length'] extends 4
    ? never
    : T extends readonly (infer Item)[]
      ? `${number}` | `${number}.${PathsOf<NonNullable<Item>, [...Depth, unknown]>}`
      : T extends object
        ? { [K in keyof T & string]-?: K | `${K}.${PathsOf<NonNullable<T[K]>, [...Depth, unknown]>}` }[keyof T & string]
        : never;

/** The paths inside the group `Group` of a model, without its name (`city` of `address.city`). */
export type PathIn<Model, Group extends string> = FieldPath<Model> extends infer P ? (P extends `${Group}.${infer Rest}` ? Rest : never) : never;


export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/** A copy of `source` with `value` at `path`, creating objects on the way. */
export function setPath(source: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy: Record<string, unknown> = { ...source };
  const inner = copy[head];
  copy[head] = rest.length === 0 ? value : setPath(isFieldGroup(inner) ? inner : {}, rest.join('.'), value);
  return copy;
}

/**
 * What is sent: empty strings and empty groups left out, so an optional field left blank is
 * absent rather than invalid. Booleans, numbers, files and non-empty arrays stay.
 */
function compact(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    const entries = Object.entries(value)
      .map(([key, field]) => [key, compact(field)] as const)
      .filter(([, field]) => field !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/** `compact` of a group: what is sent of it, an empty group when nothing is. */
export function compactRecord(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compacted = compact(values);
  return isFieldGroup(compacted) ? compacted : {};
}

/** Text as sent: surrounding spaces dropped; any other value as it is. */
export const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The entries of `values` whose value is defined (an object, possibly empty), in their order: `undefined` means "not given" and is left out of a body. */
export function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Whether `issuePath` is about the field at `fieldPath` (itself or something inside it). */
export function concerns(fieldPath: string, issuePath: string): boolean {
  return issuePath === fieldPath || issuePath.startsWith(`${fieldPath}.`);
}
