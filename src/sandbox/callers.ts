/**
 * Who is calling. The sandbox stands in for the partner backend *and* the service, so it reads
 * the caller from a sandbox-only bearer token (the partner key never reaches a browser, nor this):
 *   `Bearer sandbox-end-user:<endUserId>` → that end-user (consumer or corporate)
 *   `Bearer sandbox-anonymous`            → anonymous (may only create a consumer)
 *   anything else, or nothing             → the partner (its backend forwards as partner)
 */
import { decide } from './decisions.js';
import type { CreatorType } from './store.js';

export type Caller = { kind: 'partner' } | { kind: 'end-user'; id: string } | { kind: 'anonymous' };

export function callerOf(headers: Headers): Caller {
  const token = decide('callers-by-token', /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? '');
  if (token === 'sandbox-anonymous') return { kind: 'anonymous' };
  const endUser = /^sandbox-end-user:(.+)$/.exec(token);
  return endUser?.[1] ? { kind: 'end-user', id: endUser[1] } : { kind: 'partner' };
}

/** The creator type of what this caller sets (card rules) or does (suspensions). */
export const creatorTypeOf = (caller: Caller): CreatorType => (caller.kind === 'end-user' ? 'END_USER' : 'PARTNER');

/** `sandbox-end-user:<id>` headers for `createSandboxAdapter({ headers })`. */
export const endUserHeaders = (endUserId: string) => () => ({ Authorization: `Bearer sandbox-end-user:${endUserId}` });
/** Headers of an anonymous caller. */
export const anonymousHeaders = () => ({ Authorization: 'Bearer sandbox-anonymous' });
