/**
 * Reading a request as the service would: the body (JSON or multipart), the query (with the
 * `key[]` arrays the client sends) and validation with the operation's own schemas, so the
 * sandbox refuses exactly what the contract refuses.
 */
import type * as z from 'zod/mini';
import { LIMITS } from '../api/limits.js';
import { issuesFromZod } from '../api/zod-issues.js';
import type { OperationDef } from '../api/operations.js';
import { HttpError } from './http.js';

export interface ReceivedBody {
  /** What the handlers get: parsed JSON, or the form's fields (files as File). */
  value: unknown;
  /** The raw JSON text, for signatures and SCA fingerprints. */
  text?: string;
  /** What the request log shows: files as `{ name, size, type }`. */
  logged: unknown;
  /** Why the body cannot be used; reported after authentication, as a server would. */
  problem?: HttpError;
}

/** `sent`: the body as the caller passed it to fetch, when there is one. */
export async function readBody(request: Request, sent?: BodyInit | null): Promise<ReceivedBody> {
  // Not `request.body`: Firefox has no body stream on a Request, so it would read every body as absent.
  if (request.method === 'GET' || request.method === 'HEAD') return { value: undefined, logged: undefined };
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    // The caller's own FormData when there is one: WebKit cannot read a file back out of a Request.
    const form = sent instanceof FormData ? sent : await request.formData();
    const value: Record<string, unknown> = {};
    const logged: Record<string, unknown> = {};
    let problem: HttpError | undefined;
    for (const [key, entry] of form) {
      value[key] = entry;
      if (typeof entry === 'string') {
        logged[key] = entry;
        continue;
      }
      logged[key] = { name: entry.name, size: entry.size, type: entry.type };
      // Checked before the schemas: the service refuses an oversized upload as a whole (413), not as a field value.
      if (entry.size >= LIMITS.uploadBytesBelow) {
        problem = new HttpError('upload-too-large-413', 413, 'FILE_TOO_LARGE', `The file must be smaller than ${LIMITS.uploadBytesBelow} bytes.`, key);
      }
    }
    return { value, logged, problem };
  }
  const text = await request.text();
  if (text.trim() === '') return { value: undefined, text, logged: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { value, text, logged: value };
  } catch {
    return { value: undefined, text, logged: text, problem: new HttpError('spec:validation', 400, 'INVALID_REQUEST', 'The body is not valid JSON.') };
  }
}

type Def = z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; element?: z.core.$ZodType };
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def;

/** The schema under optional/nullable/default wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let inner = defOf(current).innerType; inner; inner = defOf(current).innerType) current = inner;
  return current;
}

/** A query value converted to what the schema expects; anything unconvertible is left for the schema to refuse. */
function coerce(schema: z.core.$ZodType, text: string): unknown {
  const type = defOf(unwrap(schema)).type;
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The query as an object for the operation's query schema: `status[]=A&status[]=B` → `status: ['A', 'B']`,
 * numbers and booleans converted where the schema wants them. Unknown parameters are kept as text (the schema drops them).
 */
export function parseQuery(search: URLSearchParams, schema: z.ZodMiniObject | undefined): Record<string, unknown> {
  const shape: Readonly<Record<string, z.core.$ZodType>> = schema?._zod.def.shape ?? {};
  const query: Record<string, unknown> = {};
  const lists: Record<string, unknown[]> = {};
  for (const [rawKey, text] of search) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const fieldSchema = shape[key];
    const arrayElement = fieldSchema ? defOf(unwrap(fieldSchema)).element : undefined;
    if (arrayElement) {
      const list = (lists[key] ??= []);
      list.push(coerce(arrayElement, text));
      query[key] = list;
    } else {
      query[key] = fieldSchema ? coerce(fieldSchema, text) : text;
    }
  }
  return query;
}

export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Validates path, query and body against the operation's schemas; all problems in one 400. */
export function validate(def: OperationDef, raw: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }): ParsedInput {
  const issues: ReturnType<typeof issuesFromZod> = [];
  const check = (schema: z.ZodMiniType | undefined, value: unknown, prefix: string) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    issues.push(...issuesFromZod(result.error.issues, prefix));
    return undefined;
  };
  const parsed = {
    params: check(def.params, raw.params, 'params'),
    query: check(def.query, raw.query, 'query'),
    // Like the client, an absent body is an empty one: operations whose fields are all optional accept it.
    body: check(def.body, raw.body ?? {}, ''),
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the params schema accepted them: path parameters are text
  if (issues.length === 0 && def.crossCheck) issues.push(...def.crossCheck({ params: parsed.params as Record<string, string>, body: parsed.body }));
  if (issues.length > 0) {
    const errors = issues.map((issue) => ({ field: issue.path || 'body', message: issue.message, code: issue.code }));
    const fields = errors.map((error) => error.field).join(', ');
    throw new HttpError('kit-limits-as-spec', 400, 'INVALID_REQUEST', `Invalid values: ${fields}.`, undefined, { errors });
  }
  return parsed;
}
