/**
 * Type guards the elements narrow with, so that types flow from checks rather than assertions
 * (`as` and `!` are refused by the lint in the elements).
 */
import { isRecord } from '../../api/guards.js';

/** The object's own fields as a record of unknown values; `{}` for anything else. */
export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
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
