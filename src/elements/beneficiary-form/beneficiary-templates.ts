/** The beneficiary form's larger templates: the account details of each kind, and a stored beneficiary read-only. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Beneficiary } from '../../api/schemas/beneficiary.js';
import { formatIban, normalizeBic } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import type { FormModel } from '../form/form-model.js';
import { textField } from '../form/fields.js';
import { ibanField } from '../form/iban.js';
import { printedSortCode, shownSortCode, shownText, withoutSeparators, type AccountKind } from './banking-details.js';
import { textAt } from '../form/guards.js';

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

/** The beneficiary's name, type and account, read-only; values the kit does not know are shown as sent. */
export function beneficiarySummary(messages: Catalog, beneficiary: Beneficiary): TemplateResult {
  const texts = messages.beneficiaryForm;
  const text = (key: string) => textAt(beneficiary, key);
  const row = (label: string, value: string | undefined, identifier = false) =>
    value === undefined
      ? nothing
      : html`<div>
          <dt>${label}</dt>
          <dd class=${identifier ? 'identifier' : ''}>${value}</dd>
        </div>`;
  const label = (value: string | undefined) => (value === undefined ? messages.common.notGiven : labelIn(texts.labels, value));
  const iban = text('iban');
  const sortCode = text('sortCode');
  return html`<div class="facts" part="details">
    <p class="facts-title">${texts.summary}</p>
    <dl>
      ${row(texts.summaryName, beneficiary.name)} ${row(texts.summaryType, label(beneficiary.type))}
      ${row(texts.summaryAccountType, label(beneficiary.accountType))}
      ${row(texts.summaryIban, iban === undefined ? undefined : formatIban(iban), true)}
      ${row(texts.summaryAccountNumber, text('accountNumber'), true)}
      ${row(texts.summarySortCode, sortCode === undefined ? undefined : printedSortCode(sortCode), true)}
      ${row(texts.summaryRoutingNumber, text('routingNumber'), true)} ${row(texts.summaryBic, text('bic'), true)}
      ${row(texts.summaryStatus, label(beneficiary.status))}
    </dl>
  </div>`;
}
