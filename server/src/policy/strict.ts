/**
 * The contract's request schemas, made strict: every object of an operation's params, query and
 * body refuses a key it does not list (zod's plain `z.object` drops them silently). Objects the
 * contract leaves open on purpose (`z.looseObject`: the worldwide address, GBP/USD details, a
 * corporate's info, share items, metadata) stay open; what they may hold is capped by
 * `withinCaps` (limits.ts), which runs over every body whatever its schema.
 *
 * Derived from src/api's schemas: no field is listed here.
 */
import * as z from 'zod/mini';
import { keyedUnion, keyedUnionParts } from 'svc-elements/operations';
import { POLICY_LIMITS } from './limits.js';

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & {
  shape?: Record<string, AnySchema>;
  catchall?: AnySchema;
  innerType?: AnySchema;
  element?: AnySchema;
  options?: readonly AnySchema[];
  in?: AnySchema;
  out?: AnySchema;
  left?: AnySchema;
  right?: AnySchema;
  format?: string;
};
const defOf = (schema: AnySchema): Def => schema._zod.def as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

const strictCache = new WeakMap<AnySchema, AnySchema>();

/** The same schema, with every closed object refusing unknown keys. */
export function strictOf<S extends AnySchema>(schema: S): S {
  const cached = strictCache.get(schema);
  if (cached) return cached as S;
  // A keyed union (SEPA or GBP details, a person or a company) hides its shapes behind a transform:
  // rebuilt from its strict shapes, so an unknown key inside it is refused, not dropped.
  const parts = keyedUnionParts.get(schema);
  if (parts) {
    const options = parts.options.map((option) => strictOf(option));
    const rebuilt = keyedUnion(options as unknown as [z.ZodMiniType, z.ZodMiniType], parts.keys as unknown as [readonly string[], readonly string[]]);
    strictCache.set(schema, rebuilt);
    return rebuilt as unknown as S;
  }
  const def = defOf(schema);
  let next: Def | undefined;
  if (def.type === 'object') {
    const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, inner]) => [key, strictOf(inner)]));
    next = { ...def, shape, catchall: def.catchall ?? z.never() };
  } else if (WRAPPERS.has(def.type) && def.innerType) next = { ...def, innerType: strictOf(def.innerType) };
  else if (def.type === 'array' && def.element) next = { ...def, element: strictOf(def.element) };
  else if (def.type === 'union' && def.options) next = { ...def, options: def.options.map(strictOf) };
  else if (def.type === 'pipe' && def.in && def.out) next = { ...def, in: strictOf(def.in), out: strictOf(def.out) };
  else if (def.type === 'intersection' && def.left && def.right) next = { ...def, left: strictOf(def.left), right: strictOf(def.right) };
  const result = next ? (z.core.clone(schema, next as never) as S) : schema;
  strictCache.set(schema, result);
  return result;
}

/** The schema under optional/nullable/default wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  while (WRAPPERS.has(defOf(current).type) && defOf(current).innerType) current = defOf(current).innerType!;
  return current;
}

export const isArraySchema = (schema: AnySchema): AnySchema | undefined => {
  const inner = unwrap(schema);
  return defOf(inner).type === 'array' ? defOf(inner).element : undefined;
};
export const scalarType = (schema: AnySchema): string => defOf(unwrap(schema)).type;
export const shapeOf = (schema: AnySchema | undefined): Record<string, AnySchema> => (schema ? (defOf(unwrap(schema)).shape ?? {}) : {});

/** An identifier (UUID) field, as `id()` in src/api/primitives.ts makes them. */
const isIdSchema = (schema: AnySchema): boolean => {
  const def = defOf(unwrap(schema));
  return def.type === 'string' && (def.format === 'guid' || def.format === 'uuid');
};

/**
 * Where a schema holds record ids: `ledgerId`, `rules[].endUserId`. Only the schema's own fields
 * count, so an id-looking key inside an open object is never looked up (nor, from an end user,
 * forwarded unless the contract leaves that object open).
 */
export function idPaths(schema: AnySchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'array' && def.element) return idPaths(def.element, `${prefix}[]`);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isIdSchema(field) ? [path] : idPaths(field, path);
  });
}

/** Every field path a schema names (`address.bypassVerification`, `rules[].creatorType`), objects and leaves. */
export function fieldPaths(schema: AnySchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type === 'array' && def.element) return fieldPaths(def.element, `${prefix}[]`);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(field, path)];
  });
}

/** The values at a path such as `rules[].endUserId` (each array item's). */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    const next: unknown[] = [];
    for (const at of current) {
      if (!at || typeof at !== 'object' || Array.isArray(at)) continue;
      const inner = (at as Record<string, unknown>)[key];
      if (inner === undefined) continue;
      if (part.endsWith('[]')) {
        if (Array.isArray(inner)) next.push(...inner);
      } else next.push(inner);
    }
    current = next;
  }
  return current;
}

/**
 * The deepest nesting of a JSON text, counted without parsing it (brackets inside strings left out),
 * so that a body nested thousands deep is refused before anything recurses over it. Stops counting
 * once past `limit`.
 */
export function jsonDepth(text: string, limit: number = POLICY_LIMITS.jsonDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** Where a value goes past the caps of limits.ts (array items, string length, object keys), or undefined. */
export function beyondCaps(value: unknown, path: string[] = []): { path: string; rule: string } | undefined {
  const stack: [unknown, string[]][] = [[value, path]];
  while (stack.length > 0) {
    const [at, where] = stack.pop()!;
    if (typeof at === 'string' && at.length > POLICY_LIMITS.stringChars) return { path: where.join('.'), rule: 'string-chars' };
    if (Array.isArray(at)) {
      if (at.length > POLICY_LIMITS.arrayItems) return { path: where.join('.'), rule: 'array-items' };
      at.forEach((item, i) => stack.push([item, [...where, String(i)]]));
    } else if (at && typeof at === 'object' && !(at instanceof Blob)) {
      const entries = Object.entries(at);
      if (entries.length > POLICY_LIMITS.objectKeys) return { path: where.join('.'), rule: 'object-keys' };
      for (const [key, inner] of entries) stack.push([inner, [...where, key]]);
    }
  }
  return undefined;
}
