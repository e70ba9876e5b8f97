/**
 * Whose record a form creates, for forms that a partner or the signed-in end-user may use: with
 * `end-user` nothing is asked (the adapter's credentials say who); with `end-user-id` the partner
 * has pinned one, and only a problem with it is shown; otherwise the form asks for it.
 */
import { html, nothing } from 'lit';
import type { FormModel } from './form-model.js';
import { textField } from './fields.js';

export interface EndUserFieldOptions {
  /** The element acts for the signed-in end-user. */
  endUser: boolean;
  /** The end-user pinned by the partner. */
  endUserId?: string;
  texts: { endUserId: string; endUserIdHint: string; endUserIdInvalid: string };
  /** The body the field's feedback is judged against. */
  body: Record<string, unknown>;
  parse?: (text: string) => unknown;
  format?: (value: unknown) => string;
  /** The operation may go without one (a partner acting for nobody in particular): the field is not marked required. */
  optional?: boolean;
}

export function endUserField<M extends { endUserId?: unknown }>(model: FormModel<M, unknown>, options: EndUserFieldOptions) {
  const form: FormModel<{ endUserId?: unknown }, unknown> = model;
  const { texts, body } = options;
  if (options.endUser) return nothing;
  if (options.endUserId) {
    return form.feedback('endUserId', body) ? html`<p class="message error" part="error" role="alert">${texts.endUserIdInvalid}</p>` : nothing;
  }
  return textField(form, {
    path: 'endUserId',
    label: texts.endUserId,
    hint: texts.endUserIdHint,
    required: !options.optional,
    autocomplete: 'off',
    spellcheck: false,
    parse: options.parse,
    format: options.format,
    body,
  });
}
