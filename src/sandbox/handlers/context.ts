/** What every handler receives, and the access rules they share. */
import type * as z from 'zod/mini';
import type { OperationName, Operations } from '../../api/operations.js';
import type { Caller } from '../callers.js';
import { decide } from '../decisions.js';
import { fail, forbidden, notFound } from '../http.js';
import { isEndUser, type Store } from '../store.js';

type Parsed<N extends OperationName, K extends string> = Operations[N] extends { [P in K]: infer S }
  ? S extends z.ZodMiniType
    ? z.output<S>
    : never
  : undefined;

export interface Ctx<N extends OperationName = OperationName> {
  operation: N;
  params: Parsed<N, 'params'>;
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  caller: Caller;
  store: Store;
  /** This request's time, from the sandbox's clock. */
  now: number;
  /** The same as an ISO timestamp, for records. */
  iso: string;
  baseUrl: string;
  /** Where the sandbox serves its hosted payment pages, when it runs behind a server; unset: `blob:` pages. */
  hostedPageBase?: string;
  /** A `blob:` URL for a file, made once per key and revoked on reset. */
  link: (key: string, make: () => Blob) => string;
}

interface HandlerBase<N extends OperationName> {
  /** Who may call: default partner and end-users; 'partner' only the partner; 'public' also anonymous callers. */
  access?: 'partner' | 'public';
  run: (ctx: Ctx<N>) => Response | Promise<Response>;
}

/**
 * SCA operations must say whose device approves: `scaSubject` checks the request without changing
 * anything (so nobody approves a request that must fail) and names that end-user.
 */
type Handler<N extends OperationName> = HandlerBase<N> &
  (Operations[N]['sca'] extends true ? { scaSubject: (ctx: Ctx<N>) => string } : { scaSubject?: undefined });

/** A handler as the sandbox calls it, whatever its operation. */
export interface AnyHandler extends HandlerBase<OperationName> {
  scaSubject?: (ctx: Ctx) => string;
}

export type Handlers<K extends OperationName> = { [N in K]: Handler<N> };

/** End-users see only their own objects; others' look like unknown identifiers (no leak of existence). */
export function own(ctx: Ctx, endUserId: string | undefined, what: string, field?: string): void {
  if (ctx.caller.kind === 'end-user' && ctx.caller.id !== endUserId) notFound('ownership-as-unknown', what, field);
}

/**
 * The end-user an operation acts for. "Mandatory if not authenticated as end-user": a partner must
 * name one; an end-user acts on itself and may not name someone else.
 */
export function actingEndUser(ctx: Ctx, given: string | undefined, field = 'endUserId'): string {
  if (ctx.caller.kind === 'end-user') {
    if (given !== undefined && given !== ctx.caller.id) forbidden('end-user-acts-on-itself', 'An end-user acts only on itself.', field);
    return ctx.caller.id;
  }
  if (given === undefined) fail('spec:validation', 400, 'INVALID_REQUEST', `${field} is mandatory when not authenticated as end-user.`, field);
  if (!isEndUser(ctx.store, given)) notFound('spec:unknown-id', 'end-user', field);
  return given;
}

/** The endUserId filter of a list: an end-user always lists its own objects. */
export function listedEndUser(ctx: Ctx, given: string | undefined): string | undefined {
  return ctx.caller.kind === 'end-user' ? decide('end-user-acts-on-itself', ctx.caller.id) : given;
}
