/**
 * The document's JSON Schemas as fast-check arbitraries (the small mapping the fuzzer owns):
 *
 * - `valid(schema)`: values the schema accepts, boundaries included (a string at its `maxLength`);
 *   ids (`format: uuid`) drawn from a pool, mostly the sandbox's own records, so that valid requests
 *   get past the ownership checks and reach the service.
 * - `broken(schema)`: a value valid everywhere but at one place, broken there one way: a wrong type,
 *   an extra key, a key spelled otherwise (case, camel/snake), a required key missing, a string or an
 *   array one past its limit, a number out of its range, a value outside its enum, a pattern missed,
 *   nesting far deeper than any schema has. Each says where and how (`how`).
 *
 * Whether a broken value is really invalid is not this module's word: the document's validator
 * (document.ts) judges every request (an extra key in an open object, say, is valid).
 * Covers the keywords the generator writes (document.ts `Schema`); anything else is "any value".
 */
import fc from 'fast-check';
import type { Schema } from './document.js';

/** Nesting written out as text when sent (`[[[…]]]`, `depth` deep): 20,000 levels would not survive a recursive stringify. */
export interface Deep {
  $deep: number;
}
export const isDeep = (value: unknown): value is Deep => !!value && typeof value === 'object' && Object.hasOwn(value, '$deep');
/** One past the server's own cap (POLICY_LIMITS.jsonDepth is 10), and far past it. */
const DEPTHS = [12, 64, 30_000];

export interface Broken {
  value: unknown;
  /** Where (a dotted path under the part) and how the value was broken. */
  how: string;
}

export interface Pools {
  /** Values of `format: uuid`. */
  id: fc.Arbitrary<string>;
}

const upperFirst = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** A key spelled otherwise: as another language's client, a typo of case or a proxy might write it. */
export const respellings = (key: string): string[] =>
  [...new Set([upperFirst(key), key.toUpperCase(), key.toLowerCase(), snake(key), key.replace(/Id$/, 'ID'), key.replace(/Id$/, '_id')])].filter((spelt) => spelt !== key);
/** Keys no schema of the contract has. */
const EXTRA_KEYS = ['extra', 'isAdmin', 'endUserID', 'creator_type', 'constructor', '__proto__'];

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);
const setKey = (object: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

/** Per pools, per schema: each arbitrary built once. */
const validCaches = new WeakMap<Pools, WeakMap<Schema, fc.Arbitrary<unknown>>>();
const brokenCaches = new WeakMap<Pools, WeakMap<Schema, fc.Arbitrary<Broken> | null>>();
function cacheOf<V>(caches: WeakMap<Pools, WeakMap<Schema, V>>, pools: Pools): WeakMap<Schema, V> {
  let cache = caches.get(pools);
  if (!cache) caches.set(pools, (cache = new WeakMap()));
  return cache;
}

/** A value the schema accepts. */
export function valid(schema: Schema, pools: Pools): fc.Arbitrary<unknown> {
  const cache = cacheOf(validCaches, pools);
  let arbitrary = cache.get(schema);
  if (!arbitrary) cache.set(schema, (arbitrary = validOf(schema, pools)));
  return arbitrary;
}

function validOf(schema: Schema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((option) => valid(option, pools)));
  // An open enumeration: its listed values mostly, any string now and then.
  if (schema.anyOf) return fc.oneof({ arbitrary: valid(schema.anyOf[0]!, pools), weight: 4 }, ...schema.anyOf.slice(1).map((option) => valid(option, pools)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, pools);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number': {
      const range = { min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 };
      return fc.oneof(fc.integer({ min: Math.ceil(range.min), max: Math.floor(range.max) }), fc.double({ ...range, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(range.min, range.max));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = schema.minItems ?? 0;
      return fc.array(valid(schema.items ?? {}, pools), { minLength: min, maxLength: Math.min(schema.maxItems ?? min + 3, min + 3) });
    }
    case 'object':
      return validObject(schema, pools);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema, pools: Pools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return pools.id;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const fits = (text: string) => text.length >= min && (max === undefined || text.length <= max);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const short = Math.min(max ?? min + 16, min + 16);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: short }), weight: 3 },
    fc.string({ minLength: min, maxLength: short, unit: 'binary' }),
    // At the limit exactly.
    ...(max !== undefined && max <= 5000 ? [fc.string({ minLength: max, maxLength: max })] : []),
  );
}

/** Required keys always, the others now and then; `withKey` forced in. */
function validObject(schema: Schema, pools: Pools, withKey?: string): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, valid(inner, pools)]));
  const requiredKeys = [...new Set([...(schema.required ?? []), ...(withKey ? [withKey] : [])])].filter((key) => key in properties);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value broken at one place, or null when the schema accepts anything. */
export function broken(schema: Schema, pools: Pools, at = ''): fc.Arbitrary<Broken> | null {
  // Memoised for the top of a part only (`at` is part of the answer).
  const cache = cacheOf(brokenCaches, pools);
  if (at === '' && cache.has(schema)) return cache.get(schema)!;
  const options = brokenOptions(schema, pools, at);
  const arbitrary = options.length > 0 ? fc.oneof(...options) : null;
  if (at === '') cache.set(schema, arbitrary);
  return arbitrary;
}

/** Values of every JSON type but the schema's own, and deep nesting. */
function wrongType(schema: Schema, at: string): fc.Arbitrary<Broken> {
  const type = schema.type ?? (schema.enum ? 'string' : schema.anyOf ? 'string' : undefined);
  const others: unknown[] = [];
  if (type !== 'string') others.push('text', '1', 'true');
  if (type !== 'number' && type !== 'integer') others.push(0, 1.5, -1);
  if (type !== 'boolean') others.push(true, false);
  if (type !== 'object') others.push({});
  if (type !== 'array') others.push([], ['text']);
  others.push(null);
  return fc.oneof(
    fc.constantFrom(...others).map((value) => ({ value, how: `${at || 'the body'}: wrong type (${JSON.stringify(value)})` })),
    fc.constantFrom(...DEPTHS).map((depth) => ({ value: { $deep: depth } satisfies Deep, how: `${at || 'the body'}: nested ${depth} deep` })),
  );
}

function brokenOptions(schema: Schema, pools: Pools, at: string): fc.Arbitrary<Broken>[] {
  if (schema.oneOf) return schema.oneOf.map((option) => broken(option, pools, at)).filter((option) => option !== null);
  // Any string of the right form is valid (an open enumeration): only another type is wrong.
  if (schema.anyOf) return [wrongType(schema, at)];
  if (!schema.type && !schema.enum) return [];
  const options = [wrongType(schema, at)];
  const said = (how: string) => (value: unknown): Broken => ({ value, how: `${at}: ${how}` });
  if (schema.enum) {
    const strings = schema.enum.filter((value): value is string => typeof value === 'string');
    if (strings.length > 0) options.push(fc.constantFrom(...strings).chain((value) => fc.constantFrom(value.toLowerCase(), `${value}_`, ` ${value}`)).map(said('outside the enum')));
    return options;
  }
  switch (schema.type) {
    case 'string': {
      const text = valid(schema, pools) as fc.Arbitrary<string>;
      const max = schema.maxLength;
      if (max !== undefined) options.push(text.map((value) => value.padEnd(max + 1, value.slice(-1) || 'a')).map(said(`${max + 1} characters, one past the limit`)));
      if (schema.minLength) options.push(text.map((value) => value.slice(0, schema.minLength! - 1)).map(said(`${schema.minLength! - 1} characters, one short`)));
      if (schema.pattern) options.push(fc.tuple(text, fc.constantFrom('\n', '"', '<', 'é', '\u{1F600}', ' ', '%00')).map(([value, odd]) => `${value}${odd}`).map(said('pattern missed')));
      break;
    }
    case 'integer':
    case 'number': {
      if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1).map(said('one past the maximum')));
      if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1).map(said('one under the minimum')));
      if (schema.type === 'integer') options.push(fc.constant((schema.minimum ?? 0) + 0.5).map(said('not a whole number')));
      break;
    }
    case 'array': {
      const items = schema.items ?? {};
      if (schema.maxItems !== undefined) options.push(fc.array(valid(items, pools), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }).map(said(`${schema.maxItems + 1} items, one past the limit`)));
      const item = broken(items, pools, `${at}[]`);
      if (item) options.push(fc.tuple(fc.array(valid(items, pools), { maxLength: 2 }), item).map(([others, bad]) => ({ value: [...others, bad.value], how: bad.how })));
      break;
    }
    case 'object':
      options.push(...brokenObject(schema, pools, at));
      break;
  }
  return options;
}

function brokenObject(schema: Schema, pools: Pools, at: string): fc.Arbitrary<Broken>[] {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const closed = schema.additionalProperties === false;
  const options: fc.Arbitrary<Broken>[] = [];
  const base = validObject(schema, pools);
  if (closed) {
    const extras = EXTRA_KEYS.filter((key) => !keys.includes(key));
    options.push(fc.tuple(base, fc.constantFrom(...extras), fc.jsonValue({ maxDepth: 1 })).map(([object, key, value]) => ({ value: setKey({ ...object }, key, value), how: `${join(at, key)}: an extra key` })));
    const spelt = keys.flatMap((key) => respellings(key).filter((other) => !keys.includes(other)).map((other) => [key, other] as const));
    if (spelt.length > 0) {
      options.push(
        fc.constantFrom(...spelt).chain(([key, other]) =>
          validObject(schema, pools, key).map((object) => {
            const value = { ...object };
            setKey(value, other, value[key]);
            delete value[key];
            return { value, how: `${join(at, key)}: spelt ${other}` };
          }),
        ),
      );
    }
  }
  for (const key of schema.required ?? []) {
    options.push(base.map((object) => {
      const value = { ...object };
      delete value[key];
      return { value, how: `${join(at, key)}: required, missing` };
    }));
  }
  for (const key of keys) {
    const inner = broken(properties[key]!, pools, join(at, key));
    if (inner) options.push(fc.tuple(validObject(schema, pools, key), inner).map(([object, bad]) => ({ value: setKey({ ...object }, key, bad.value), how: bad.how })));
  }
  return options;
}

/** JSON text of a value, its `Deep` markers written out. */
export function jsonText(value: unknown): string {
  if (isDeep(value)) return `${'['.repeat(value.$deep)}${']'.repeat(value.$deep)}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The value as a validator reads it: `Deep` markers as nesting 64 deep at most (the verdict on their type is the same). */
export function expanded(value: unknown): unknown {
  if (isDeep(value)) return JSON.parse(jsonText({ $deep: Math.min(value.$deep, 64) }));
  if (Array.isArray(value)) return value.map(expanded);
  if (value && typeof value === 'object') {
    const copy = {};
    for (const [key, inner] of Object.entries(value)) setKey(copy, key, expanded(inner));
    return copy;
  }
  return value;
}
