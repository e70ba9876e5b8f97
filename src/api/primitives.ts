/**
 * Building blocks shared by every resource schema. Each limit comes from limits.ts, each format
 * check from formats/.
 */
import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS } from './limits.js';
import { ISO_DURATION_PATTERN } from './formats/duration.js';
import { record } from './tolerant.js';

/** An enumeration value: one of the known values, or (open enums, responses) any other string. */
type OpenEnumValue<T extends readonly string[]> = T[number] | (string & {});

/** What a form needs to offer choices for an enumeration schema. */
export interface EnumChoices {
  values: readonly string[];
  /** true when values outside `values` are accepted (partial enumerations). */
  open: boolean;
  /** The form that open values must have. */
  form?: ValueForm;
}

const enumChoices = new WeakMap<object, EnumChoices>();

/**
 * The choices an enumeration schema offers, for forms. Looks through `z.optional` / `z.nullable` / defaults
 * and arrays, so that the field schema itself (`body.shape.sourceOfFunds`, `body.shape.accountPurposes`)
 * can be asked, not only the bare enumeration.
 */
export function choicesOf(schema: object): EnumChoices | undefined {
  type Wrapper = { _zod?: { def?: { innerType?: Wrapper; element?: Wrapper } } };
  let current: Wrapper | undefined = schema;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const found = enumChoices.get(current);
    if (found) return found;
    const def: { innerType?: Wrapper; element?: Wrapper } | undefined = current._zod?.def;
    current = def?.innerType ?? def?.element;
  }
  return undefined;
}

export type ValueForm = 'country' | 'currency' | 'upper-snake';

/** A complete enumeration: only the listed values. */
export function closedEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const schema = z.enum(values);
  enumChoices.set(schema, { values, open: false });
  return schema;
}

/**
 * A partial enumeration: the listed values and any other value that passes `check`, because the
 * real service knows more values than the spec shows. `openEnum` (open-enum.ts) picks the check by
 * the values' form; this takes it directly, so a schema carries only the checks it uses.
 */
export function openEnumOf<const T extends readonly string[]>(values: T, form: ValueForm, check: (value: string) => boolean, message: string) {
  const schema = z.string().check(z.refine((value) => values.includes(value) || check(value), { message, params: { rule: form } }));
  enumChoices.set(schema, { values, open: true, form });
  const typed: z.ZodMiniType<OpenEnumValue<T>, OpenEnumValue<T>> = schema;
  return typed;
}

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** A partial enumeration whose other values are UPPER_SNAKE_CASE: `openEnum(values, 'upper-snake')`. */
export const upperSnakeEnum = <const T extends readonly string[]>(values: T) =>
  openEnumOf(values, 'upper-snake', (value) => value.length <= KIT_LIMITS.enumValueChars && UPPER_SNAKE.test(value), 'Expected an UPPER_SNAKE_CASE value');

/** Responses are read tolerantly: their builders live in tolerant.ts. */
export { record, responseEnum, shown } from './tolerant.js';

export const id = () => z.guid({ message: 'Expected an identifier (UUID)' });

/** One optional field of the schema S for each of the keys K, in their order. */
type OptionalShape<K extends readonly string[], S extends z.ZodMiniType> = K extends readonly [infer Key extends string, ...infer Rest extends readonly string[]]
  ? { [P in Key]: z.ZodMiniOptional<S> } & OptionalShape<Rest, S>
  : unknown;

/**
 * Fields that are each optional and of one kind, in the order named, each with a schema of its own:
 * `optionalFields(z.string, 'city', 'street')` is `{ city: z.optional(z.string()), street: z.optional(z.string()) }`.
 */
export function optionalFields<S extends z.ZodMiniType, const K extends readonly string[]>(
  schema: () => S,
  ...keys: K
): { [P in keyof OptionalShape<K, S>]: OptionalShape<K, S>[P] } {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one entry for each of the keys K, in their order, which TypeScript cannot follow through map/fromEntries
  return Object.fromEntries(keys.map((key) => [key, z.optional(schema())])) as { [P in keyof OptionalShape<K, S>]: OptionalShape<K, S>[P] };
}

export function boundedText(limit: { readonly min: number; readonly max: number }) {
  return z.string().check(z.minLength(limit.min), z.maxLength(limit.max));
}

export const friendlyName = () => boundedText(LIMITS.friendlyName);
export const longText = () => boundedText(LIMITS.longText);
/** The kit's own bounds (limits.ts, KIT_LIMITS) for text the spec leaves unbounded. */
export const requiredName = () => boundedText(KIT_LIMITS.name);
export const freeText = () => boundedText(KIT_LIMITS.freeText);

/** Whether `value` has at most `decimals` digits after the point, as written in JSON. */
const hasDecimalsAtMost = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value;

/** An amount: from 0 up to the kit's maximum, with at most 2 decimals (the kit's own bound). */
export const amount = () =>
  z.number().check(
    z.gte(KIT_LIMITS.amount.min),
    z.lte(KIT_LIMITS.amount.max),
    z.refine((value) => hasDecimalsAtMost(value, KIT_LIMITS.amount.decimals), {
      message: `At most ${KIT_LIMITS.amount.decimals} decimals`,
      params: { rule: 'decimals', maximum: KIT_LIMITS.amount.decimals },
    }),
  );

/** A string check by regular expression, reported under a stable rule name (`regex` rides along for the OpenAPI document). */
export function pattern(regex: RegExp, message: string, rule: string) {
  return z.refine<string>((value) => regex.test(value), { message, params: { rule, regex } });
}

export const isoDate = () => z.iso.date({ message: 'Expected a date (YYYY-MM-DD)' });

/** The message of a whole-number field given something that is not a number at all. */
export const WHOLE_NUMBER_EXPECTED = 'Expected a whole number';

/**
 * A whole number, refused exactly as zod's `int()` refuses (a fraction: "expected int", which stops
 * further checks; beyond the safe integer range: too big or too small), without its number-format
 * schema. `checks` run after, as they would on `int()`.
 */
export function integer(...checks: z.core.$ZodCheck<number>[]) {
  // Text where the number belongs ("ten") is refused as "expected int" too: a whole number is what is missing.
  return z.number({ error: (issue) => (issue.code === 'invalid_type' && typeof issue.input !== 'number' ? WHOLE_NUMBER_EXPECTED : undefined) }).check(
    z.check<number>((ctx) => {
      const input = ctx.value;
      if (!Number.isInteger(input)) {
        ctx.issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', input, continue: false });
      } else if (!Number.isSafeInteger(input)) {
        const bound = input > 0 ? ({ code: 'too_big', maximum: Number.MAX_SAFE_INTEGER } as const) : ({ code: 'too_small', minimum: Number.MIN_SAFE_INTEGER } as const);
        ctx.issues.push({ ...bound, origin: 'int', inclusive: true, note: 'Integers must be within the safe integer range.', input, continue: true });
      }
    }),
    ...checks,
  );
}

const pageSize = () => integer(z.gte(LIMITS.pageSize.min), z.lte(LIMITS.pageSize.max));
const page = () => integer(z.gte(LIMITS.page.min), z.lte(LIMITS.page.max));

/** The query parameters every list operation shares, plus its own sort attributes and filters. */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.core.$ZodLooseShape>(
  sortAttributes: S,
  filters: F,
) {
  return z.object({
    sortAttribute: z.optional(closedEnum(sortAttributes)),
    sortDirection: z.optional(closedEnum(['ASC', 'DESC'])),
    pageSize: z.optional(pageSize()),
    page: z.optional(page()),
    ...filters,
  });
}

/** The paginated envelope of every list response. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return record({
    content: z.array(item),
    totalElements: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

/** A duration as the service sends it in objects: seconds and nanoseconds. */
export const durationObject = () =>
  z.looseObject({
    seconds: z.number(),
    nano: z.optional(z.number()),
    zero: z.optional(z.boolean()),
    negative: z.optional(z.boolean()),
    positive: z.optional(z.boolean()),
    units: z.optional(z.array(z.unknown())),
  });

/** A duration either as an ISO 8601 string (`PT1M`) or as a seconds/nano object. */
export const duration = () => z.union([z.string().check(z.regex(ISO_DURATION_PATTERN)), durationObject()]);

/** Response timestamps: shown as sent; a format the kit does not expect is not a crash. */
export const timestamp = () => z.string();
