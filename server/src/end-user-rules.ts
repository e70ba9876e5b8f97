/**
 * What an end user may send: no partner-only field, and ids of their own records only. The
 * `endUserId` an operation takes is filled from the session, whatever the caller sent.
 */
import type { OperationDef } from '../../src/api/operations.js';
import { idFields, notIds, type OwnershipHook } from './ownership.js';

/**
 * Fields only the partner sets: who created a rule, who suspended, the partner's own metadata. The
 * one value an end user may give is the one that is true of them: a rule of their own is created
 * by `END_USER` (the card rules form says so); any other value would act as the partner.
 */
const partnerOnlyFields: ReadonlySet<string> = new Set(['creatorType', 'operator', 'partnerMetadata']);
/** The one value of a partner-only field an end user may send, because it names them. */
const trueOfAnEndUser: Readonly<Record<string, unknown>> = { creatorType: 'END_USER' };

export interface Refusal {
  status: number;
  code: string;
  message: string;
  field?: string;
}

export interface Sent {
  params: Record<string, string>;
  search: URLSearchParams;
  /** Parsed JSON, or the multipart form; undefined without a body. */
  body?: unknown;
}

/** Every field name and value sent, at any depth of a JSON body (array filters as `status[]` count as `status`). */
function* fieldsOf(sent: Sent): Generator<[string, unknown]> {
  yield* Object.entries(sent.params);
  for (const [key, value] of sent.search) yield [key.replace(/\[\]$/, ''), value];
  if (sent.body instanceof FormData) {
    for (const [key, value] of sent.body) yield [key, value];
    return;
  }
  const stack: unknown[] = [sent.body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        yield [key, inner];
        stack.push(inner);
      }
    }
  }
}

/** The first reason to refuse this end user's request, or undefined. */
export async function refusalFor(sent: Sent, endUserId: string, owns: OwnershipHook): Promise<Refusal | undefined> {
  for (const [key, value] of fieldsOf(sent)) {
    if (partnerOnlyFields.has(key) && value !== trueOfAnEndUser[key]) return { status: 403, code: 'FORBIDDEN', message: `${key} is set by the partner only.`, field: key };
    if (!key.endsWith('Id') || notIds.has(key) || value === undefined || value === null) continue;
    const kind = idFields[key];
    const id = String(value);
    if (kind === undefined) return { status: 403, code: 'FORBIDDEN', message: `${key} is not accepted from an end user.`, field: key };
    if (kind === 'catalogue') continue;
    const theirs = kind === 'self' ? id === endUserId : await owns(kind, id, endUserId);
    // Someone else's record reads as an unknown one: nothing about it leaks.
    if (!theirs) return { status: 404, code: 'NOT_FOUND', message: `No record with this ${key}.`, field: key };
  }
  return undefined;
}

const shapeOf = (schema: unknown): Record<string, unknown> =>
  ((schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape) ?? {};

/** Sets `endUserId` wherever the operation takes one (query or body) to the session's end user. */
export function fillEndUser(def: OperationDef, sent: Sent, endUserId: string): void {
  if ('endUserId' in shapeOf(def.query)) sent.search.set('endUserId', endUserId);
  if (!('endUserId' in shapeOf(def.body))) return;
  if (sent.body instanceof FormData) sent.body.set('endUserId', endUserId);
  else if (sent.body && typeof sent.body === 'object' && !Array.isArray(sent.body)) (sent.body as Record<string, unknown>).endUserId = endUserId;
}
