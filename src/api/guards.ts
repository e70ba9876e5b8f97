/**
 * Type guards: what the kit reads from outside (a body, a header, a module) is proved to be of a
 * type, never asserted to be.
 */

/** A plain object's properties, readable one by one (arrays and null are not records). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is one of a list's items (`isOneOf(ScaStrategy, header)` narrows the header to a strategy). */
export const isOneOf = <T>(list: readonly T[], value: unknown): value is T => list.some((item) => item === value);
