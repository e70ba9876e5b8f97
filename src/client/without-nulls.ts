/**
 * Drops null-valued object fields: backends often send `null` for an absent optional field, which
 * the schemas treat as absent. Array items are kept as they are.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}
