/**
 * Reads a record by a key that came from outside (a backend's error code, a status): own
 * properties only, so that `constructor` or `__proto__` never reach the object's prototype.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string | undefined): V | undefined {
  return key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The text under an outside key, in a record whose values are not all texts (a catalog part with
 * groups of words in it): own properties only, and anything but a string is undefined.
 */
export function ownString(record: object, key: string | undefined): string | undefined {
  if (key === undefined || !Object.hasOwn(record, key)) return undefined;
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' ? value : undefined;
}
