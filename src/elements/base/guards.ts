/**
 * Type guards the elements narrow with, so that types flow from checks rather than assertions
 * (`as` and `!` are refused by the lint in the elements).
 */

/** A plain object read as a record of unknown values (what a tolerant read of an answer needs). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The object's own fields as a record of unknown values; `{}` for anything else. */
export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Whether `value` is one of `choices` (a union of string literals). */
export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return choices.some((choice) => choice === value);
}

/** Whether `key` names a field of `object`. */
export function hasKey<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return key in object;
}

/** The element an event started at, when it is one (an event from text or a window is not). */
export function targetElement(event: Event): Element | undefined {
  const { target } = event;
  return target instanceof Element ? target : undefined;
}

/** The value of the `<select>` or `<input>` an event started at, or undefined. */
export function targetValue(event: Event): string | undefined {
  const { target } = event;
  return target instanceof HTMLSelectElement || target instanceof HTMLInputElement ? target.value : undefined;
}
