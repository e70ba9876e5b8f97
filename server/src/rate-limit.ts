/**
 * Rate-limit counters: the only state the server keeps. One instance: the memory store. Several
 * instances behind a load balancer: a store they share (Redis `INCR` + `PEXPIRE`, a database row
 * per key), or every instance counts on its own and a person gets that many times the limit.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in the current window and answers how many hits the window now holds. */
  hit(key: string, windowMs: number): Promise<number>;
}

/** Fixed windows in this process's memory; windows past their end are dropped as keys are hit. */
export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; ends: number }>();
  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.ends <= time) windows.delete(k);
      const current = windows.get(key);
      if (!current || current.ends <= time) {
        windows.set(key, { count: 1, ends: time + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}
