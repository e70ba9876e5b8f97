/**
 * The partner's control over a form's fields (`fields` on every form, and each step's part of a
 * journey's `fields`): a value to start with, a field locked (shown, not editable) or an optional
 * one hidden. The values pass the form's schema like typed ones; a locked value refused (by the
 * schema or by the service) is said to the partner in the console and to the person as "contact
 * us"; hiding a field the schema requires is said in the console and ignored (`control-lines.ts`).
 * `FormModel` applies it.
 */
import type { FieldPath } from './paths.js';

/** How the partner controls one field. */
export interface FieldControl {
  /** The value the field starts with: checked by the form's schema like a typed one, and sent. */
  value?: unknown;
  /** Shown, not editable: the value is the partner's (a refusal of it asks the person to contact you). */
  locked?: boolean;
  /** Not shown (optional fields only: hiding a required one is said in the console and ignored). Its value, if given, is still sent. */
  hidden?: boolean;
}

/** A form's field control, keyed by the paths of the body it edits (`firstName`, `address.city`). */
export type FieldControls<Model extends object = Record<string, unknown>> = { readonly [P in FieldPath<Model>]?: FieldControl };

