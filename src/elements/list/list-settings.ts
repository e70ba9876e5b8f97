/**
 * What the list elements' attributes and queries share: the sort direction, numbers kept within a
 * limit, and the query checked before it is sent.
 */
export type SortDirection = 'ASC' | 'DESC';

/** A whole number within `limit`; `fallback` for what is not a number (an attribute typed wrong). */
export const clampInt = (value: number, limit: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, Math.trunc(value))) : fallback;

/** `query` when it keeps the list operation's own query rules (`schema`), else undefined: nothing is sent. */
export function checkedQuery<Q>(schema: { safeParse(value: unknown): { success: boolean } }, query: Q): Q | undefined {
  return schema.safeParse(query).success ? query : undefined;
}
