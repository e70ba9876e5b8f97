/**
 * Turning an operation definition and its input into the parts of a request: route, path
 * parameters, query, body and validation against the definition's schemas. No network here, and
 * no operations table: a caller that holds one definition loads only that definition's schemas.
 */
import type * as z from 'zod/mini';
import type { HttpMethod, OperationDef } from '../api/operations/define.js';
import type { FieldIssue } from '../api/errors.js';
import { issuesFromZod } from '../api/zod-issues.js';
import { isRecord } from '../api/guards.js';
import { serviceError } from '../i18n/service-errors.js';

export interface Route {
  method: HttpMethod;
  path: string;
}

export interface PreparedInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Route overrides, keyed by operation name. */
export type RouteOverrides = Partial<Record<string, Partial<Route>>>;

/** The definition's route, or the partner's override of it. */
export function routeFor(def: OperationDef, overrides?: RouteOverrides): Route {
  const override = overrides?.[def.name];
  return { method: override?.method ?? def.method, path: override?.path ?? def.path };
}

function check(schema: z.ZodMiniType | undefined, value: unknown, prefix: string, issues: FieldIssue[], required: boolean): unknown {
  if (!schema) return undefined;
  if (value === undefined && !required) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  issues.push(...issuesFromZod(result.error.issues, prefix));
  return undefined;
}

/**
 * Validates an operation's input against its schemas and returns the parsed values (normalised,
 * e.g. an IBAN without spaces). Throws a `validation` ServiceError listing every field issue;
 * body issues carry the field's own path (`phone.number`), path and query issues are prefixed.
 */
export function validateAgainst(def: OperationDef, input: PreparedInput | undefined): PreparedInput {
  const issues: FieldIssue[] = [];
  const params = stringFields(check(def.params, input?.params, 'params', issues, true));
  const query = check(def.query, input?.query, 'query', issues, false);
  const body = check(def.body, input?.body, '', issues, true);
  if (issues.length === 0 && def.crossCheck) issues.push(...def.crossCheck({ params, body }));
  if (issues.length > 0) {
    throw serviceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation: def.name });
  }
  return { params, query: isRecord(query) ? query : undefined, body };
}

/** The path parameters as parsed: their schemas give strings (ids, rule types). */
function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const strings: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) if (typeof field === 'string') strings[key] = field;
  return strings;
}

/** Fills `{name}` placeholders, each value URI-encoded. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/**
 * Query serialisation: scalars as `key=value`; arrays as repeated `key[]=value`, the spec's names
 * for array filters (`status[]`, `kycStatus[]`). Undefined and empty values are left out.
 */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

/** A JSON request body and its content type; a multipart one is encoded with the upload checks (`upload-check.ts`). */
export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  return body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
}
