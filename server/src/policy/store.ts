/**
 * The policy's short-lived memory: ownership answers (cached briefly per session's end user) and the
 * ids an end user's own creations returned. Behind this small interface so that several instances
 * can share it (Redis `SET key value PX ttl` / `GET key`); the default lives in one process's memory.
 */
export interface PolicyStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** In memory, at most `maxEntries` (the oldest dropped first), each gone after its time. */
export function memoryPolicyStore({ maxEntries = 50_000, now = Date.now }: { maxEntries?: number; now?: () => number } = {}): PolicyStore {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
