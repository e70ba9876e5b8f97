/**
 * Reading the service's answers tolerantly, as a browser reads HTML. Requests stay strict; an
 * answer is refused only when a field an element needs to act (an id, a status that gates an
 * action) is missing or of the wrong type. A display field the spec shows may be missing
 * (`shown`), an enumeration may carry a value the kit does not know (`responseEnum`), an object
 * may carry fields the kit does not know (`record`): each such deviation is read and reported.
 *
 * Deviations are found by a probing parse: the same schema, with each record's check reporting
 * what it tolerated as an issue that does not stop the parse, so that zod gives each its full path.
 * The answer itself is read by a plain parse, where those checks say nothing. The reading is
 * `tolerant-read.ts`, apart from the schemas' building blocks, so that the adapter (every page's
 * provider) imports no schema code.
 */
import * as z from 'zod/mini';
import { tolerance } from './tolerance.js';

/**
 * What the kit tolerated in an answer. An extra field is one the kit does not know: ignored, or
 * (`extra-field-shown`) shown as given where the record's element lists the rest of it.
 */
type DeviationKind = 'missing' | 'unknown-value' | 'extra-field' | 'extra-field-shown';

export interface Deviation {
  kind: DeviationKind;
  /** Dotted path in the answer (`content.3.firstName`). */
  path: string;
  /** The unknown enumeration value, for `unknown-value`. */
  value?: string;
}

/** Display fields (`shown`) and the known values of response enumerations (`responseEnum`). */
const displayFields = new WeakSet<object>();
const knownValues = new WeakMap<object, readonly string[]>();

/** An enumeration value: one of the known values, or any other string. */
type OpenEnumValue<T extends readonly string[]> = T[number] | (string & {});

/**
 * An enumeration in an answer: typed by the known values, but any string is read (and shown as
 * its code); a value the kit does not know is a deviation, except in an enumeration the spec marks
 * partial (`partial`), whose other values are expected.
 */
export function responseEnum<const T extends readonly string[]>(values: T, partial?: 'partial') {
  const schema = z.string();
  if (!partial) knownValues.set(schema, values);
  const typed: z.ZodMiniType<OpenEnumValue<T>, OpenEnumValue<T>> = schema;
  return typed;
}

/**
 * A field the spec shows but that only displays something: read as absent when missing (shown as
 * "not given"), a deviation. Fields an element acts on are not wrapped.
 */
export function shown<T extends z.ZodMiniType>(schema: T) {
  const optional = z.optional(schema);
  displayFields.add(optional);
  // Typed as a key that is always there, possibly undefined: the service sends it, the kit copes when it does not.
  const typed: z.ZodMiniType<z.output<T> | undefined, z.input<T> | undefined> = optional;
  return typed;
}

/**
 * A record as the service means to send it, every display field there: what the sandbox keeps.
 * Keys the schema marks optional stay optional.
 */
export type Whole<T> = T extends string | number | boolean | Blob
  ? T
  : T extends readonly (infer I)[]
    ? Whole<I>[]
    : T extends object
      ? { [K in keyof T]: Whole<Exclude<T[K], undefined>> }
      : T;

type Inner = { _zod: { def: { innerType?: Inner; element?: Inner; type?: string } } };

/** The enumeration's known values, looking through `optional` (`z.optional(responseEnum(...))`). */
function knownOf(schema: Inner | undefined): readonly string[] | undefined {
  for (let current = schema, depth = 0; current && depth < 3; current = current._zod.def.innerType, depth += 1) {
    const values = knownValues.get(current);
    if (values) return values;
  }
  return undefined;
}

/** The array's items, looking through `optional`. */
function itemsOf(schema: Inner | undefined): Inner | undefined {
  for (let current = schema, depth = 0; current && depth < 3; current = current._zod.def.innerType, depth += 1) {
    if (current._zod.def.type === 'array') return current._zod.def.element;
  }
  return undefined;
}

function report(issues: z.core.$ZodRawIssue[], kind: DeviationKind, path: PropertyKey[], input: unknown, value?: string): void {
  issues.push({ code: 'custom', message: `tolerated: ${kind}`, path, input, continue: true, params: { deviation: kind, value } });
}

/**
 * An object of an answer: its fields as declared, any other field kept but not checked, and
 * ignored, unless `rest` is `'shown'`: the element that shows this record lists its other fields
 * as given (a transaction of another variant). An empty shape is a free-form object (metadata),
 * whose fields are never deviations. `sandboxFields` names the fields beyond the spec that the
 * kit's own sandbox sends in this object: read like any other field the kit does not know (kept,
 * unchecked, shown where the rest is shown), but the kit knows them, so they are no deviation.
 */
export function record<const S extends z.core.$ZodLooseShape>(shape: S, rest: 'ignored' | 'shown' = 'ignored', sandboxFields: readonly string[] = []) {
  const keys = Object.keys(shape);
  const known = new Set(sandboxFields);
  const extra: DeviationKind = rest === 'shown' ? 'extra-field-shown' : 'extra-field';
  return z.looseObject(shape).check(
    z.check((ctx) => {
      if (!tolerance.probing) return;
      const value: Readonly<Record<string, unknown>> = ctx.value;
      for (const key of keys) {
        const field: Inner = shape[key];
        const got = value[key];
        if (got === undefined) {
          if (displayFields.has(field)) report(ctx.issues, 'missing', [key], value);
          continue;
        }
        const known = knownOf(field);
        if (known && typeof got === 'string' && !known.includes(got)) report(ctx.issues, 'unknown-value', [key], value, got);
        const itemsKnown = knownOf(itemsOf(field));
        if (itemsKnown && Array.isArray(got)) {
          got.forEach((item, index) => {
            if (typeof item === 'string' && !itemsKnown.includes(item)) report(ctx.issues, 'unknown-value', [key, index], value, item);
          });
        }
      }
      if (keys.length === 0) return;
      for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key) && !known.has(key)) report(ctx.issues, extra, [key], value);
    }),
  );
}
