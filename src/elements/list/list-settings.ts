/** What the list elements' attributes share: the sort direction, and numbers kept within a limit. */
export type SortDirection = 'ASC' | 'DESC';

/** A whole number within `limit`; `fallback` for what is not a number (an attribute typed wrong). */
export const clampInt = (value: number, limit: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, Math.trunc(value))) : fallback;
