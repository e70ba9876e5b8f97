/**
 * The beneficiary form's larger template: an IBAN account's details, the kind a new beneficiary
 * starts with (a UK or US account's are `later.ts`'s, fetched on demand; a stored beneficiary
 * read-only is the edit mode's, `edit-mode.ts`).
 */
import { html, type TemplateResult } from 'lit';
import { normalizeBic } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { FormModel } from '../form/form-model.js';
import { textField } from '../form/fields.js';
import { ibanField } from '../form/iban.js';
import { shownText } from './banking-details.js';

/** An IBAN account's fields: its IBAN, then its BIC. */
export function ibanAccountFields(form: FormModel, texts: Catalog['beneficiaryForm'], body: Record<string, unknown>): TemplateResult {
  return html`${ibanField(form, { path: 'bankingDetails.iban', label: texts.iban, hint: texts.ibanHint, required: true, body })}
    ${textField(form, {
      path: 'bankingDetails.bic',
      label: texts.bic,
      hint: texts.bicHint,
      required: true,
      autocomplete: 'off',
      spellcheck: false,
      parse: normalizeBic,
      format: shownText,
      body,
    })}`;
}
