/**
 * Reads a record by a key that came from outside (a backend's error code, a status): own
 * properties only, so that `constructor` or `__proto__` never reach the object's prototype.
 */
export function ownValue<V>(record: Readonly<Record<string, V>> | object, key: string | undefined): V | undefined {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- `object` lets catalog parts in (no index signature): the caller names their values' type V
  return key !== undefined && Object.hasOwn(record, key) ? (record as Record<string, V>)[key] : undefined;
}
