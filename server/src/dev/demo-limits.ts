/**
 * The demo's rate limits (demo-server.ts: `npm start`, `npm run check:demo`, `npm run picture`): the
 * production limits (limits.ts), class by class and bucket by bucket, with the same windows, each
 * number multiplied by `DEMO_LIMIT_FACTOR`. A walk through the demo signs up at three widths,
 * reveals a PIN and a card number several times, verifies phones, sends KYB requests and reloads
 * pages, often more than once an hour from one address: with the production numbers (five sign-ups
 * an hour per address, five PIN reveals in a quarter of an hour) a second walk would be refused.
 *
 * Development only: dev/ is never packaged (tsconfig.build.json) nor bundled in the image (which
 * builds main.ts alone), and the production entry passes no limits to `createServer`, which then
 * counts the production ones.
 */
import { productionLimits, type ClassLimits, type LimitClass, type RateLimits, type SecretLimits, type Window } from '../limits.js';

/** How many times the production numbers the demo allows: the one place its limits come from. */
export const DEMO_LIMIT_FACTOR = 10;

const scaled = <W extends Window>(window: W): W => ({ ...window, limit: window.limit * DEMO_LIMIT_FACTOR });

const scaledClass = ({ session, address, global }: ClassLimits[LimitClass]): ClassLimits[LimitClass] => ({
  address: scaled(address),
  ...(session ? { session: scaled(session) } : {}),
  ...(global ? { global: scaled(global) } : {}),
});

const { classes, secrets } = productionLimits;

/** The production limits, every number times `DEMO_LIMIT_FACTOR`, the windows and buckets as they are. */
export const demoLimits: RateLimits = {
  // Every class named: one added to production fails the type check here until the demo scales it too.
  classes: {
    read: scaledClass(classes.read),
    write: scaledClass(classes.write),
    'sca-poll': scaledClass(classes['sca-poll']),
    'sign-up': scaledClass(classes['sign-up']),
    'partner-user': scaledClass(classes['partner-user']),
  },
  secrets: Object.fromEntries(Object.entries(secrets).map(([operation, bucket]) => [operation, scaled(bucket)])) satisfies SecretLimits,
};
