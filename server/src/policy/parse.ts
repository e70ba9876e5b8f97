/**
 * Step one of the policy: the request read with its operation's input schemas, made strict
 * (strict.ts), before anything is looked up or forwarded. Path parameters, query and JSON body, or
 * a multipart form's fields (the file included, checked by the schema's own `uploadFile`). What
 * fails is a 400 `INVALID_REQUEST` naming each field; what passes is the *parsed* value, the only
 * thing forwarded.
 */
import type * as z from 'zod/mini';
import type { OperationDef } from 'svc-elements/operations';
import { POLICY_LIMITS } from './limits.js';
import { refuse, type Refusal } from './refusal.js';
import { beyondCaps, isArraySchema, jsonDepth, scalarType, shapeOf, strictOf } from './strict.js';

export interface RawRequest {
  /** Path parameters, decoded. */
  params: Record<string, string>;
  search: URLSearchParams;
  /** JSON text, a multipart form, or nothing. */
  body?: string | FormData;
}

export interface ParsedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Undefined when the request had no body. */
  body?: Record<string, unknown>;
}

type Issue = { path: readonly PropertyKey[]; code: string; message: string; keys?: string[]; params?: { rule?: string } };

/** zod's issues as `errors[]`: an unknown key is named at its own path. */
function errorsOf(issues: readonly Issue[], prefix: string): NonNullable<Refusal['errors']> {
  const join = (path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.');
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((key) => ({ field: join([...issue.path, key]), code: 'unknown-field' }))
      : [{ field: join(issue.path) || prefix || 'body', code: issue.params?.rule ?? issue.code }],
  );
}

const invalid = (errors: NonNullable<Refusal['errors']>): never =>
  refuse(400, 'INVALID_REQUEST', 'The request does not match the operation.', errors[0]?.field, errors);

/** A query or form text converted to what the field's schema expects; anything else is left for the schema to refuse. */
function coerce(schema: z.core.$ZodType | undefined, text: string): unknown {
  const type = schema ? scalarType(schema) : undefined;
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * Entries (query or form) as an object for the schema: `status[]=A&status[]=B` → `status: ['A','B']`
 * where the schema has an array; a key given twice otherwise, or `key[]` for a single value, is refused.
 */
function entriesToObject(entries: Iterable<[string, string | File]>, schema: z.ZodMiniType | undefined, prefix: string): Record<string, unknown> {
  const shape = shapeOf(schema);
  const value: Record<string, unknown> = {};
  const errors: NonNullable<Refusal['errors']> = [];
  for (const [rawKey, entry] of entries) {
    const listed = rawKey.endsWith('[]');
    const key = listed ? rawKey.slice(0, -2) : rawKey;
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    const element = field ? isArraySchema(field) : undefined;
    if (element) {
      const list = (value[key] as unknown[] | undefined) ?? [];
      if (list.length >= POLICY_LIMITS.arrayItems) errors.push({ field: `${prefix}.${key}`, code: 'array-items' });
      else list.push(typeof entry === 'string' ? coerce(element, entry) : entry);
      Object.defineProperty(value, key, { value: list, enumerable: true, writable: true, configurable: true });
      continue;
    }
    // Unknown keys keep their spelling (`key[]` included), for the strict schema to name.
    const name = field && !listed ? key : rawKey;
    if (Object.hasOwn(value, name)) {
      errors.push({ field: `${prefix}.${name}`, code: 'repeated' });
      continue;
    }
    Object.defineProperty(value, name, { value: typeof entry === 'string' ? coerce(field, entry) : entry, enumerable: true, writable: true, configurable: true });
  }
  if (errors.length > 0) invalid(errors);
  return value;
}

function readJson(text: string): unknown {
  if (jsonDepth(text) > POLICY_LIMITS.jsonDepth) refuse(400, 'INVALID_REQUEST', 'The body is nested too deeply.', undefined, [{ field: 'body', code: 'json-depth' }]);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse(400, 'INVALID_REQUEST', 'The body is not JSON.', undefined, [{ field: 'body', code: 'json' }]);
  }
}

/** Parses a request with the operation's strict schemas; throws a `PolicyRefusal` (400) when it does not match. */
export function parseRequest(def: OperationDef, raw: RawRequest): ParsedRequest {
  const errors: NonNullable<Refusal['errors']> = [];
  const check = (schema: z.ZodMiniType | undefined, value: unknown, prefix: string): unknown => {
    if (!schema) {
      const extra = value && typeof value === 'object' ? Object.keys(value) : [];
      for (const key of extra) errors.push({ field: prefix ? `${prefix}.${key}` : key, code: 'unknown-field' });
      return extra.length > 0 ? undefined : {};
    }
    const result = strictOf(schema).safeParse(value);
    if (result.success) return result.data;
    errors.push(...errorsOf(result.error.issues as readonly Issue[], prefix));
    return undefined;
  };

  const query = entriesToObject(raw.search, def.query, 'query');
  let body: unknown;
  const multipart = def.bodyType === 'multipart';
  if (raw.body instanceof FormData) {
    if (!multipart) refuse(400, 'INVALID_REQUEST', 'This operation takes a JSON body.', undefined, [{ field: 'body', code: 'content-type' }]);
    body = entriesToObject(raw.body as unknown as Iterable<[string, string | File]>, def.body, '');
  } else if (raw.body !== undefined && raw.body.trim() !== '') {
    if (multipart) refuse(400, 'INVALID_REQUEST', 'This operation takes a multipart form.', undefined, [{ field: 'body', code: 'content-type' }]);
    body = readJson(raw.body);
  }
  if (!def.body && body !== undefined) invalid([{ field: 'body', code: 'unknown-field' }]);
  for (const [part, value] of [['query', query], ['', body]] as const) {
    const over = beyondCaps(value);
    if (over) invalid([{ field: [part, over.path].filter(Boolean).join('.') || 'body', code: over.rule }]);
  }

  const parsed = {
    params: check(def.params, raw.params, 'params') as Record<string, unknown> | undefined,
    query: check(def.query, query, 'query') as Record<string, unknown> | undefined,
    // Like the client and the sandbox, an absent body is an empty one: operations whose fields are all optional accept it.
    // A JSON `null` is no absent body: the schema refuses it (found by the fuzzer, server/test/fuzz/seeds.json).
    body: def.body ? (check(def.body, body === undefined ? {} : body, '') as Record<string, unknown> | undefined) : undefined,
  };
  if (errors.length === 0 && def.crossCheck) {
    for (const issue of def.crossCheck({ params: parsed.params as Record<string, string>, body: parsed.body })) errors.push({ field: issue.path, code: issue.code ?? 'invalid' });
  }
  if (errors.length > 0) invalid(errors);
  return { params: parsed.params ?? {}, query: parsed.query ?? {}, body: body === undefined ? undefined : parsed.body };
}
