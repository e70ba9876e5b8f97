/**
 * What each caller may see of an answer: the projections, one per operation and caller where the
 * service's answer holds more than this caller may know. Pure functions of the parsed JSON.
 *
 * - An end user sees `partnerMetadata` nowhere: dropped at any depth of every answer to them.
 * - An end user sees their own party of a transaction whole, and of the other party only its
 *   `name` (never its balances, ledger or end-user ids), unless the other party is the same end
 *   user (a transfer between their own accounts).
 * - Staff see answers as the service gives them.
 */
import type { OperationName } from 'svc-elements/operations';
import { isEndUser, type Caller } from './caller.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Keys an end user never sees, at any depth. */
export const HIDDEN_FROM_END_USERS = ['partnerMetadata'] as const;

/** A copy of `value` without the given keys at any depth (iterative: an answer nested deep is no stack risk). */
export function withoutKeys(value: unknown, keys: readonly string[]): unknown {
  const hidden = new Set(keys);
  const copy = (at: unknown): unknown => (Array.isArray(at) ? [...at] : isObject(at) ? { ...at } : at);
  const root = copy(value);
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const at = stack.pop();
    if (Array.isArray(at)) {
      at.forEach((item, i) => {
        at[i] = copy(item);
        stack.push(at[i]);
      });
    } else if (isObject(at)) {
      for (const key of Object.keys(at)) {
        if (hidden.has(key)) delete at[key];
        else {
          at[key] = copy(at[key]);
          stack.push(at[key]);
        }
      }
    }
  }
  return root;
}

/** What an end user sees of a party that is not theirs. */
const OTHER_PARTY_SHOWN = ['name'] as const;

/** A transaction as one end user sees it: their own party whole, the other's name only. */
export function transactionFor(endUserId: string, transaction: unknown): unknown {
  if (!isObject(transaction)) return transaction;
  const shown: Json = { ...transaction };
  for (const side of ['sender', 'receiver'] as const) {
    const party = transaction[side];
    if (!isObject(party) || party.endUserId === endUserId) continue;
    shown[side] = Object.fromEntries(OTHER_PARTY_SHOWN.filter((key) => key in party).map((key) => [key, party[key]]));
  }
  return shown;
}

export type Projection = (json: unknown) => unknown;

/** Each projection in words, for docs/backend.md (`npm run routes`: scripts/doc-section.mjs). */
export const projectionText: Partial<Record<OperationName, string>> = {
  getTransaction: 'their own party whole; of the other party its `name` only (both whole when both are theirs)',
};

/** Per operation, what an end user sees beyond the keys hidden from them everywhere. */
const forEndUsers: Partial<Record<OperationName, (endUserId: string, json: unknown) => unknown>> = {
  getTransaction: transactionFor,
};

/** The projection of an operation's answer for a caller, or undefined when they see it whole. */
export function projectFor(operation: OperationName, caller: Caller): Projection | undefined {
  if (!isEndUser(caller)) return undefined;
  const own = forEndUsers[operation];
  return (json) => withoutKeys(own ? own(caller.endUserId, json) : json, HIDDEN_FROM_END_USERS);
}

/** The same, applied: `projectAnswer(operation, caller, json)`. */
export const projectAnswer = (operation: OperationName, caller: Caller, json: unknown): unknown => projectFor(operation, caller)?.(json) ?? json;
