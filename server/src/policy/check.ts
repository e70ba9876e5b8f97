/**
 * The policy, applied: `checkRequest` before a request is forwarded, `answered` on what comes back.
 *
 *   1. who may call (access.ts; the restricted session after a sign-up: table.ts `onboarding`);
 *   2. the request parsed with its operation's strict schemas (parse.ts): 400 otherwise;
 *   3. what this caller may send (table.ts): forbidden fields 403, pinned values set;
 *   4. an end user's ids: `endUserId`/`consumerId`/`corporateId` are the session's (another: 404,
 *      missing: filled), every other id the schema names is theirs (ownership.ts; deduplicated,
 *      at most `idsPerRequest` look-ups, each answer cached briefly per end user);
 *   5. what is forwarded is the parsed request, re-encoded.
 *
 * Pure of HTTP framework: the app hands in the matched operation, the caller and the raw request
 * parts, and gets back the parts to forward or a `PolicyRefusal`.
 */
import { operations, type OperationDef, type OperationName } from 'svc-elements/operations';
import { access as defaultAccess, type Access } from '../access.js';
import { kindOfId, type IdKind, type OwnershipHook } from '../ownership.js';
import { isEndUser, isStaff, type Caller, type EndUserCaller } from './caller.js';
import { POLICY_LIMITS } from './limits.js';
import { parseRequest, type ParsedRequest, type RawRequest } from './parse.js';
import { projectFor } from './project.js';
import { refuse } from './refusal.js';
import type { PolicyStore } from './store.js';
import { idPaths, valuesAt } from './strict.js';
import { onboardingOperations, policy as defaultPolicy, type FieldPath, type OperationPolicy, type SendRule } from './table.js';

export interface PolicyOptions {
  /** Whose record an id is (ownership.ts). */
  owns: OwnershipHook;
  store: PolicyStore;
  /** The partner's name the anonymous sign-up carries (the spec's `partnerName`); a browser's value is never used. */
  partnerName?: () => Promise<string | undefined>;
  access?: Readonly<Record<OperationName, Access>>;
  /** Distinct ids one request may have looked up. Default `POLICY_LIMITS.idsPerRequest`. */
  idsPerRequest?: number;
}

export interface CheckInput extends RawRequest {
  operation: OperationName;
  caller: Caller;
}

export interface Checked {
  params: Record<string, string>;
  search: URLSearchParams;
  /** JSON text, a multipart form, or nothing. */
  body?: string | FormData;
}

type Part = 'params' | 'query' | 'body';
const split = (path: FieldPath): [Part, string] => {
  const dot = path.indexOf('.');
  return [path.slice(0, dot) as Part, path.slice(dot + 1)];
};
/** How a field is named in errors: body fields by their own path, as the kit's forms name them. */
const shown = (part: Part, path: string) => (part === 'body' ? path : `${part}.${path}`).replace(/\[\]/g, '');

/** Sets `value` at `path` (each array item's, for `rules[].creatorType`) where the parent exists; the top level always. */
function setAt(target: Record<string, unknown>, path: string, value: string) {
  const parts = path.split('.');
  const last = parts.pop()!;
  const parents = parts.length === 0 ? [target] : valuesAt(target, parts.join('.'));
  for (const parent of parents) {
    if (parent && typeof parent === 'object' && !Array.isArray(parent)) (parent as Record<string, unknown>)[last] = value;
  }
}

function whoMayCall(rule: Access, caller: Caller, operation: OperationName) {
  if (rule === 'sign-up') return;
  if (rule === 'none') refuse(403, 'FORBIDDEN', 'This operation is not available from a browser.');
  if (!caller) refuse(401, 'SESSION_EXPIRED', 'Sign in again to continue.');
  if (isEndUser(caller)) {
    if (rule !== 'end-user' && rule !== 'end-user+back-office') refuse(403, 'FORBIDDEN', 'This operation is for the partner’s staff.');
    if (caller.onboarding && !onboardingOperations.has(operation)) refuse(403, 'FORBIDDEN', 'Verify your phone number first.');
    return;
  }
  const roles = isStaff(caller) ? caller.staff : [];
  const needed = rule === 'end-user+back-office' ? 'back-office' : rule.startsWith('staff:') ? rule.slice('staff:'.length) : undefined;
  if (!needed || !roles.some((role) => role === needed)) refuse(403, 'FORBIDDEN', 'This operation needs another role.');
}

/** Forbidden fields refused, pinned values checked and set. */
function applySendRule(rule: SendRule, parsed: ParsedRequest) {
  const partOf = (part: Part): Record<string, unknown> => (part === 'body' ? (parsed.body ??= {}) : parsed[part]);
  for (const path of rule.forbidden ?? []) {
    const [part, inner] = split(path);
    if (valuesAt(parsed[part], inner).length > 0) refuse(403, 'FORBIDDEN', 'This field is set by the partner only.', shown(part, inner));
  }
  for (const [path, value] of Object.entries(rule.pinned ?? {}) as [FieldPath, string][]) {
    const [part, inner] = split(path);
    if (valuesAt(parsed[part], inner).some((sent) => sent !== value)) refuse(403, 'FORBIDDEN', 'This field is set by the partner only.', shown(part, inner));
    setAt(partOf(part), inner, value);
  }
}

/** The operation's id fields, by part, from its schemas (memoised). */
const idsCache = new Map<OperationName, [Part, string][]>();
function idFieldsOf(operation: OperationName): [Part, string][] {
  let found = idsCache.get(operation);
  if (!found) {
    const def: OperationDef = operations[operation];
    found = [
      ...idPaths(def.params).map((path) => ['params', path] as [Part, string]),
      ...idPaths(def.query).map((path) => ['query', path] as [Part, string]),
      ...idPaths(def.body).map((path) => ['body', path] as [Part, string]),
    ];
    idsCache.set(operation, found);
  }
  return found;
}

const lastName = (path: string) => path.slice(path.lastIndexOf('.') + 1).replace(/\[\]$/, '');

export function createPolicy(options: PolicyOptions) {
  const accessOf = options.access ?? defaultAccess;
  const { store } = options;

  async function owned(kind: IdKind, id: string, endUserId: string): Promise<boolean> {
    const key = `own:${endUserId}:${kind}:${id}`;
    const cached = await store.get(key);
    if (cached !== undefined) return cached === '1';
    const answer = await options.owns(kind, id, endUserId);
    await store.set(key, answer ? '1' : '0', POLICY_LIMITS.ownershipCacheMs);
    return answer;
  }

  /** The session's own ids set; every other id the schema names checked, bounded. */
  async function checkIds(operation: OperationName, parsed: ParsedRequest, caller: EndUserCaller) {
    const toCheck = new Map<string, { kind: IdKind; id: string; field: string }>();
    for (const [part, path] of idFieldsOf(operation)) {
      const kind = kindOfId(lastName(path));
      const shownAs = shown(part, path);
      const values = valuesAt(parsed[part], path);
      if (kind === undefined) refuse(403, 'FORBIDDEN', 'This field is not accepted from an end user.', shownAs);
      if (kind === 'catalogue') continue;
      if (kind === 'self') {
        if (values.some((value) => value !== caller.endUserId)) refuse(404, 'NOT_FOUND', 'No such record.', shownAs);
        if (part !== 'params') setAt(part === 'body' ? (parsed.body ??= {}) : parsed.query, path, caller.endUserId);
        continue;
      }
      for (const value of values) toCheck.set(`${kind}:${String(value)}`, { kind: kind!, id: String(value), field: shownAs });
    }
    if (toCheck.size > (options.idsPerRequest ?? POLICY_LIMITS.idsPerRequest)) refuse(400, 'TOO_MANY_IDS', 'The request names too many records.');
    for (const { kind, id, field } of toCheck.values()) {
      // Someone else's record reads as an unknown one: nothing about it leaks.
      if (!(await owned(kind, id, caller.endUserId))) refuse(404, 'NOT_FOUND', 'No such record.', field);
    }
  }

  return {
    /** Step 1 alone, who may call: throws a `PolicyRefusal` before anything of the request is read. */
    checkCaller(operation: OperationName, caller: Caller): void {
      whoMayCall(accessOf[operation], caller, operation);
    },

    /** Checks a request for its caller; throws a `PolicyRefusal`, or answers what to forward. */
    async checkRequest({ operation, caller, params, search, body }: CheckInput): Promise<Checked> {
      const rule = accessOf[operation];
      whoMayCall(rule, caller, operation);
      const def: OperationDef = operations[operation];
      const parsed = parseRequest(def, { params, search, body });
      const line = defaultPolicy[operation] as OperationPolicy;

      if (rule === 'sign-up') {
        // Anyone may sign up, with nobody's rights: the same rule for every caller.
        const signUp = line.signUp!;
        applySendRule(signUp, parsed);
        const [, inner] = split(signUp.partnerName);
        const target = (parsed.body ??= {});
        const name = await options.partnerName?.();
        if (name === undefined) delete target[inner];
        else setAt(target, inner, name);
      } else if (isEndUser(caller)) {
        applySendRule(line.endUser!, parsed);
        await checkIds(operation, parsed, caller);
      } else {
        applySendRule(line.staff!, parsed);
      }
      return encode(def, parsed);
    },

    /**
     * The service's answer as this caller may see it (project.ts), and the ids an end user's own
     * creations returned remembered (corporate-related entities, which the spec gives no read for).
     */
    async answered(operation: OperationName, caller: Caller, answer: Response): Promise<Response> {
      const project = projectFor(operation, caller);
      const remember = isEndUser(caller) && operation === 'declareCorporateRelated';
      if ((!project && !remember) || !answer.ok || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
      const text = await answer.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return new Response(text, answer);
      }
      if (remember && isEndUser(caller)) {
        const id = (json as { id?: unknown } | null)?.id;
        if (typeof id === 'string') await store.set(`made:${caller.endUserId}:corporate-related:${id}`, '1', POLICY_LIMITS.rememberedMs);
      }
      const shownJson = project ? project(json) : json;
      const headers = new Headers(answer.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(shownJson), { status: answer.status, statusText: answer.statusText, headers });
    },

  };
}

/** For ownership.ts (`serviceOwnership(read, rememberedIn(store))`): whether the end user's own creation returned this id. */
export const rememberedIn = (store: PolicyStore) => async (kind: IdKind, id: string, endUserId: string): Promise<boolean> =>
  (await store.get(`made:${endUserId}:${kind}:${id}`)) === '1';

/** The parsed request as it is forwarded: path parameters as text, the query as the kit writes it, the body as JSON or a form. */
function encode(def: OperationDef, parsed: ParsedRequest): Checked {
  const params = Object.fromEntries(Object.entries(parsed.params).map(([key, value]) => [key, String(value)]));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parsed.query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  if (parsed.body === undefined) return { params, search };
  if (def.bodyType !== 'multipart') return { params, search, body: JSON.stringify(parsed.body) };
  const form = new FormData();
  for (const [key, value] of Object.entries(parsed.body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
    else form.append(key, String(value));
  }
  return { params, search, body: form };
}
