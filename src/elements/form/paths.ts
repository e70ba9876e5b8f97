/** Reading and writing nested values by dotted path (`address.city`, `bankingDetails.iban`). */

export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `source` with `value` at `path`, creating objects on the way. */
export function setPath<T extends object>(source: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  copy[head] = rest.length === 0 ? value : setPath((copy[head] as object | undefined) ?? {}, rest.join('.'), value);
  return copy as T;
}

/**
 * What is sent: empty strings and empty groups left out, so an optional field left blank is
 * absent rather than invalid. Booleans, numbers, files and non-empty arrays stay.
 */
export function compact(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => [key, compact(field)] as const)
      .filter(([, field]) => field !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/** The entries of `values` whose value is defined (an object, possibly empty). */
export function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Whether `issuePath` is about the field at `fieldPath` (itself or something inside it). */
export function concerns(fieldPath: string, issuePath: string): boolean {
  return issuePath === fieldPath || issuePath.startsWith(`${fieldPath}.`);
}
