/** `keyedUnion`: in a module of its own, for the few schemas with alternative shapes (banking details, related persons). */
import * as z from 'zod/mini';

/**
 * One of several object shapes, told apart by a key only that shape has (`iban` for SEPA details, `sortCode`
 * for GBP ones). Accepts exactly what `z.union(options)` accepts, but when nothing matches it reports the
 * problems of the shape the value was meant to be (`bankingDetails.bic` missing) instead of a bare
 * `invalid_union` on the whole object, which no form can tie to a field. `keys[i]` lists the keys that select
 * `options[i]`; a value carrying none of them is checked as `options[0]`, the shape the spec shows.
 */
/**
 * Each keyed union's shapes and keys, for the OpenAPI document (scripts/openapi.mjs), which cannot see through the pipe.
 * @public
 */
export const keyedUnionParts = /* @__PURE__ */ new WeakMap<object, { options: readonly z.ZodMiniType[]; keys: readonly (readonly string[])[] }>();

export function keyedUnion<const T extends readonly [z.ZodMiniType, z.ZodMiniType, ...z.ZodMiniType[]]>(
  options: T,
  keys: { readonly [K in keyof T]: readonly string[] },
) {
  const union = z.union(options);
  const chosen = z.pipe(
    z.looseObject({}),
    z.transform((value: Record<string, unknown>, ctx) => {
      const result = union.safeParse(value);
      if (result.success) return result.data;
      const index = keys.findIndex((list) => list.some((key) => key in value));
      const issues = options[Math.max(index, 0)]?.safeParse(value).error?.issues ?? result.error.issues;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the chosen shape's issues, re-reported on the whole value: zod types each issue's input by its code
      for (const issue of issues) ctx.issues.push({ ...issue, input: value } as (typeof ctx.issues)[number]);
      return z.NEVER;
    }),
  );
  keyedUnionParts.set(chosen, { options, keys });
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the pipe reads any object, then gives exactly what the union gives: typed as the union it stands for
  return chosen as unknown as z.ZodMiniType<z.output<typeof union>, z.input<typeof union>>;
}
