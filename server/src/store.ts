/**
 * The server's state, behind one interface: rate-limit counters and session versions (sign-out
 * revokes by moving a person's version on). One instance: the memory store. Several instances
 * behind a load balancer: a store they share (Redis `INCR` + `PEXPIRE` for `hit`, `GET`/`INCR` for
 * versions), or every instance counts on its own and a signed-out cookie still works on the others.
 */
export interface Store {
  /** Counts one hit on `key` in the current window and answers how many hits the window now holds. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The current value of a version counter (0 when never moved). */
  version(key: string): Promise<number>;
  /** Moves a version counter on by one and answers the new value. */
  bump(key: string): Promise<number>;
}

/** Fixed windows and counters in this process's memory; windows past their end are dropped as keys are hit. */
export function memoryStore(now: () => number = Date.now): Store {
  const windows = new Map<string, { count: number; ends: number }>();
  const versions = new Map<string, number>();
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
    async version(key) {
      return versions.get(key) ?? 0;
    },
    async bump(key) {
      const next = (versions.get(key) ?? 0) + 1;
      versions.set(key, next);
      return next;
    },
  };
}
