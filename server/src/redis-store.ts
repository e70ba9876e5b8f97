/**
 * The server's state in Redis, for several instances behind a load balancer: every instance counts
 * the same limit windows, sees the same session versions (a sign-out on one is a sign-out on all)
 * and the same ownership answers and remembered ids. One instance needs none of this: the memory
 * stores are the default (store.ts, policy/store.ts).
 *
 * ```ts
 * import { Redis } from 'ioredis';
 * import { redisStores } from 'svc-elements-server/redis';
 * const { store, policyStore } = redisStores(new Redis(process.env.REDIS_URL));
 * const sessions = cookieSessions({ secret, store });
 * const app = createServer({ ..., store, policyStore });
 * ```
 */
import type { Redis } from 'ioredis';
import type { PolicyStore } from './policy/store.js';
import type { Store } from './store.js';

/**
 * One hit in a fixed window, atomically: the first hit of a window starts its expiry, so a window
 * never outlives its time even when an instance stops between the two steps.
 */
const HIT = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";

export interface RedisStoreOptions {
  /** Put before every key, so that several applications can share one Redis. Default `svc:`. */
  prefix?: string;
}

/** The limits and session versions (`store`) and the policy's memory (`policyStore`), shared through `redis`. */
export function redisStores(redis: Redis, { prefix = 'svc:' }: RedisStoreOptions = {}): { store: Store; policyStore: PolicyStore } {
  const store: Store = {
    async hit(key, windowMs) {
      return Number(await redis.eval(HIT, 1, `${prefix}hit:${key}`, Math.max(1, Math.ceil(windowMs))));
    },
    async version(key) {
      return Number((await redis.get(`${prefix}version:${key}`)) ?? 0);
    },
    async bump(key) {
      return redis.incr(`${prefix}version:${key}`);
    },
  };
  const policyStore: PolicyStore = {
    async get(key) {
      return (await redis.get(`${prefix}policy:${key}`)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(`${prefix}policy:${key}`, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
  };
  return { store, policyStore };
}
