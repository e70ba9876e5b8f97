/**
 * An IBAN's field, for every form that takes one (a beneficiary's account, a mandate debtor's). The
 * words that say what exactly is wrong with an IBAN are `iban-explained.ts`, said only once one was
 * typed.
 */
import type { TemplateResult } from 'lit';
import { formatIban, normalizeIban } from '../../api/formats/index.js';
import type { FormModel } from './form-model.js';
import { textField, type TextFieldOptions } from './fields.js';

/**
 * An IBAN's field: shown in groups of four while it is typed (the caret stays after the same
 * character), kept and sent without spaces, in upper case.
 */
export function ibanField<M extends object>(form: FormModel<M, unknown>, options: Pick<TextFieldOptions<M>, 'path' | 'label' | 'hint' | 'required' | 'body'>): TemplateResult {
  return textField(form, {
    ...options,
    autocomplete: 'off',
    spellcheck: false,
    parse: normalizeIban,
    format: (value) => formatIban(value === undefined || value === null ? '' : String(value)),
  });
}
