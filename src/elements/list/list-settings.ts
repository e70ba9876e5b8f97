/**
 * What the list elements' attributes and queries share: the sort direction, numbers kept within a
 * limit, the ids a partner pins a list to, and the query checked before it is sent.
 */
export type SortDirection = 'ASC' | 'DESC';

/** A whole number within `limit`; `fallback` for what is not a number (an attribute typed wrong). */
export const clampInt = (value: number, limit: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, Math.trunc(value))) : fallback;

/** `query` when it keeps the list operation's own query rules (`schema`), else undefined: nothing is sent. */
export function checkedQuery<Q>(schema: { safeParse(value: unknown): { success: boolean } }, query: Q): Q | undefined {
  return schema.safeParse(query).success ? query : undefined;
}

/**
 * The ids a partner pins a list to by attribute (`end-user-id`, `ledger-id`): trimmed (an empty
 * one is none), always sent, and not offered as filters. A malformed one stops the list: nothing
 * is sent, the list says so in its own words (`refusal`, shown by the list base) and the console
 * says which attribute.
 */
export class ListPins<K extends string> {
  /** The ids in force, ready to go into the query. */
  values: Partial<Record<K, string>> = {};
  /** A pinned id breaks the list query's rules: nothing may be sent. */
  invalid = false;

  /** `refusal`: what the list says instead of its frame while a pinned id is malformed. */
  constructor(readonly refusal: () => string) {}

  /**
   * Takes the ids the attributes give (call it when one of them changed); `valid` judges them by
   * the list query's own rules, and `complaint` goes to the console when they break them.
   */
  set(ids: readonly (readonly [K, string | undefined])[], valid: (values: Partial<Record<K, string>>) => boolean, complaint: string): void {
    const values: Partial<Record<K, string>> = {};
    for (const [key, id] of ids) {
      const trimmed = id?.trim();
      if (trimmed) values[key] = trimmed;
    }
    this.values = values;
    this.invalid = this.any && !valid(values);
    if (this.invalid) console.error(complaint);
  }

  /** Whether `key` is pinned (then its filter is not offered). */
  has(key: K): boolean {
    return this.values[key] !== undefined;
  }

  /** Whether any id is pinned. */
  get any(): boolean {
    return Object.keys(this.values).length > 0;
  }
}
