/**
 * Rate limits on every route, each counted per session and per client address, by class: reads
 * generous enough for the ledger list's `all-pages` mode (up to 501 pages one after the other),
 * writes tighter, SCA polls (a request carrying `Service-SCA-Id`, which reveals nothing unless the
 * person approved) in a class of their own, sign-up and creating partner users tight. On top, the
 * operations that reveal secrets or push to a person have their own bucket per caller: PIN, card
 * number, verification codes, KYB; those count reveals and SCA starts, never the polls, so a slow
 * approval does not lock the person out. State sits behind the `Store` interface (store.ts).
 */
import type { OperationName } from 'svc-elements/operations';

export interface Window {
  limit: number;
  windowMs: number;
}

export type LimitClass = 'read' | 'write' | 'sca-poll' | 'sign-up' | 'partner-user';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each class's windows: per session, per client address, and for some across everyone. */
export type ClassLimits = Readonly<Record<LimitClass, { session?: Window; address: Window; global?: Window }>>;

/** The buckets of the operations that reveal secrets or push to a person. */
export type SecretLimits = Partial<Record<OperationName, Window & { bucket: string }>>;

/**
 * Each class: per session (end user or staff member; nobody for sign-up), per client address, and
 * for sign-up also across everyone (a ceiling that holds when addresses are many).
 */
export const limitClasses: ClassLimits = {
  read: { session: { limit: 1200, windowMs: MINUTE }, address: { limit: 2400, windowMs: MINUTE } },
  write: { session: { limit: 60, windowMs: MINUTE }, address: { limit: 240, windowMs: MINUTE } },
  'sca-poll': { session: { limit: 240, windowMs: MINUTE }, address: { limit: 480, windowMs: MINUTE } },
  'sign-up': { address: { limit: 5, windowMs: HOUR }, global: { limit: 200, windowMs: HOUR } },
  'partner-user': { session: { limit: 10, windowMs: HOUR }, address: { limit: 20, windowMs: HOUR } },
};

/** The class of a request: its operation, its method, and whether it polls an SCA. */
export function limitClassOf(operation: OperationName, method: string, polling: boolean): LimitClass {
  if (operation === 'createConsumer') return 'sign-up';
  if (operation === 'createPartnerUser') return 'partner-user';
  if (method === 'GET') return 'read';
  return polling ? 'sca-poll' : 'write';
}

/**
 * Per caller, the operations that reveal secrets or push to a person, each bucket counted in its
 * own window (SCA polls not counted).
 */
const secretLimits: SecretLimits = {
  getCardPin: { bucket: 'pin', limit: 5, windowMs: 15 * MINUTE },
  getPanCredentials: { bucket: 'pan', limit: 10, windowMs: 15 * MINUTE },
  verifyConsumerPhone: { bucket: 'verification', limit: 5, windowMs: 15 * MINUTE },
  sendConsumerVerificationEmail: { bucket: 'verification', limit: 5, windowMs: 15 * MINUTE },
  requestKybVerification: { bucket: 'kyb', limit: 3, windowMs: HOUR },
};

/** The limits an app counts against: the classes and the secrets' buckets. */
export interface RateLimits {
  classes: ClassLimits;
  secrets: SecretLimits;
}

/**
 * The limits above, the ones `createServer` counts against unless given others: the production
 * entry (main.ts) gives none. Only the demo's server (dev/demo-limits.ts, never packaged nor in the
 * image) runs with higher ones, derived from these.
 */
export const productionLimits: RateLimits = { classes: limitClasses, secrets: secretLimits };

/**
 * The client's address: the socket's peer, or behind `trustedProxies` reverse proxies the entry
 * they appended to `X-Forwarded-For` (counted from the right; entries further left are the
 * client's own word and never trusted).
 */
export function clientAddress(forwardedFor: string | undefined, peer: string | undefined, trustedProxies: number): string {
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((part) => part.trim()).filter(Boolean);
    const address = hops[hops.length - trustedProxies];
    if (address) return address;
  }
  return peer ?? 'unknown';
}
