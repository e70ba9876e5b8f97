/** The beneficiary form's larger template: the account details of each kind (a stored beneficiary read-only is the edit mode's, `edit-mode.ts`). */
import { html, type TemplateResult } from 'lit';
import { normalizeBic } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { FormModel } from '../form/form-model.js';
import { textField } from '../form/fields.js';
import { ibanField } from '../form/iban.js';
import { shownSortCode, shownText, withoutSeparators, type AccountKind } from './banking-details.js';

/** The chosen kind's fields; each kind its own template, so no input is reused for another kind. */
export function accountDetailsFields(form: FormModel, texts: Catalog['beneficiaryForm'], kind: AccountKind, body: Record<string, unknown>): TemplateResult {
  const common = { autocomplete: 'off', spellcheck: false, body } as const;
  const optionalBic = () =>
    textField(form, { ...common, path: 'bankingDetails.bic', label: texts.bicOptional, hint: texts.bicOptionalHint, parse: normalizeBic, format: shownText });
  // Account numbers, sort codes and routing numbers: digits, typed with or without separators.
  const digits = { ...common, required: true, inputmode: 'numeric', parse: withoutSeparators, format: shownText } as const;
  switch (kind) {
    case 'GBP':
      return html`<div class="row">
          ${textField(form, { ...digits, path: 'bankingDetails.accountNumber', label: texts.gbpAccountNumber, hint: texts.gbpAccountNumberHint })}
          ${textField(form, { ...digits, path: 'bankingDetails.sortCode', label: texts.sortCode, hint: texts.sortCodeHint, format: shownSortCode })}
        </div>
        ${optionalBic()}`;
    case 'USD':
      return html`<div class="row">
          ${textField(form, { ...digits, path: 'bankingDetails.accountNumber', label: texts.usdAccountNumber, hint: texts.usdAccountNumberHint })}
          ${textField(form, { ...digits, path: 'bankingDetails.routingNumber', label: texts.routingNumber, hint: texts.routingNumberHint })}
        </div>
        ${optionalBic()}`;
    default:
      return html`${ibanField(form, { path: 'bankingDetails.iban', label: texts.iban, hint: texts.ibanHint, required: true, body })}
      ${textField(form, {
        ...common,
        path: 'bankingDetails.bic',
        label: texts.bic,
        hint: texts.bicHint,
        required: true,
        parse: normalizeBic,
        format: shownText,
      })}`;
  }
}
