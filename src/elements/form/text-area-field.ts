/**
 * A text of several lines, in its own module: one form has it (the document request's note), so
 * that the other forms' shared field templates do not carry it.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { asText, control, describedBy, fieldFrame, fieldId, hiddenField, type AnyForm, type FieldBase } from './fields.js';

/**
 * A text of several lines. It has no `maxlength`: a longer text pasted in stays whole, and the
 * field says by how much it is too long, instead of the browser cutting it silently.
 */
export function textAreaField<M extends object>(form: AnyForm<M>, options: FieldBase<M> & { rows?: number }): TemplateResult {
  const { path, hint, required } = options;
  if (form.hidden(path)) return hiddenField;
  const id = fieldId(path);
  const message = form.feedback(path, options.body);
  return fieldFrame(options, id, message, html`<textarea
      id=${id}
      part="form-control-input"
      name=${path}
      rows=${options.rows ?? 3}
      .value=${live(asText(form.get(path)))}
      ?disabled=${options.disabled}
      ?readonly=${form.locked(path)}
      aria-required=${!!required}
      aria-invalid=${!!message}
      aria-describedby=${ifDefined(describedBy(id, !!hint, !!message, options.describedBy))}
      @input=${(event: Event) => form.set(path, control(event, HTMLTextAreaElement)?.value)}
      @blur=${() => form.touch(path)}
    ></textarea>`);
}

