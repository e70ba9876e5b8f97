/**
 * The edit mode of <svc-beneficiary-form>, fetched on demand (part `'edit mode'`) beside the
 * beneficiary's load, when `beneficiary-id` is given: the stored beneficiary read-only, the fields
 * that may change, and their words. A page that creates beneficiaries never downloads it. The patch operation and its body schema stay with the form (synchronous, as every
 * body schema).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Beneficiary } from '../../api/schemas/beneficiary.js';
import { formatIban } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { laterWords } from '../../i18n/later-words.js';
import { labelIn } from '../../i18n/labels.js';
import type { FormModel } from '../form/form-model.js';
import { checkboxField, friendlyNameField } from '../form/fields.js';
import { textAt } from '../form/guards.js';
import { printedSortCode } from './sort-codes.js';
import { editTexts } from './texts/edit.js';

type Words = typeof editTexts;

/**
 * The edit mode's words: the part `beneficiaryForm` of each language's file, over their English, loaded (once a
 * locale) before the module is handed over; read through the kit's one `laterWords`.
 */
const words = laterWords('beneficiaryForm', editTexts);

/** Loads the edit mode's words in `locale` (once a locale); never rejects (English where the locale has none). */
export const wordsReady = (locale: string): Promise<Words> => words.ready(locale);

/** The edit mode's words in `locale`: English until that locale's are in, and `host` draws again when they are. */
export const wordsIn = (locale: string, host: { requestUpdate(): void }): Words => words.in(locale, host);

/** The beneficiary's name, type and account, read-only; values the kit does not know are shown as sent. */
function beneficiarySummary(messages: Catalog, words: Words, beneficiary: Beneficiary): TemplateResult {
  const text = (key: string) => textAt(beneficiary, key);
  const row = (label: string, value: string | undefined, identifier = false) =>
    value === undefined
      ? nothing
      : html`<div>
          <dt>${label}</dt>
          <dd class=${identifier ? 'identifier' : ''}>${value}</dd>
        </div>`;
  const labels = { ...messages.beneficiaryForm.labels, ...words.labels };
  const label = (value: string | undefined) => (value === undefined ? messages.common.notGiven : labelIn(labels, value));
  const iban = text('iban');
  const sortCode = text('sortCode');
  return html`<div class="facts" part="details">
    <p class="facts-title">${words.summary}</p>
    <dl>
      ${row(words.summaryName, beneficiary.name)} ${row(words.summaryType, label(beneficiary.type))}
      ${row(words.summaryAccountType, label(beneficiary.accountType))}
      ${row(words.summaryIban, iban === undefined ? undefined : formatIban(iban), true)}
      ${row(words.summaryAccountNumber, text('accountNumber'), true)}
      ${row(words.summarySortCode, sortCode === undefined ? undefined : printedSortCode(sortCode), true)}
      ${row(words.summaryRoutingNumber, text('routingNumber'), true)} ${row(words.summaryBic, text('bic'), true)}
      ${row(words.summaryStatus, label(beneficiary.status))}
    </dl>
  </div>`;
}

/** What the service holds once a change is saved: the stored beneficiary with the values the schema passed (a nickname trimmed, two flags). */
export function savedBeneficiary(stored: Beneficiary, form: FormModel): Beneficiary {
  const friendlyName = form.get('friendlyName');
  const active = form.get('active');
  const display = form.get('display');
  return {
    ...stored,
    ...(typeof friendlyName === 'string' ? { friendlyName: friendlyName.trim() } : {}),
    ...(typeof active === 'boolean' ? { active } : {}),
    ...(typeof display === 'boolean' ? { display } : {}),
  };
}

export interface EditFieldsOptions {
  messages: Catalog;
  words: Words;
  locale: string;
  body: Record<string, unknown>;
  /** The element acts for the end-user: no `display` choice. */
  endUser: boolean;
}

/** The stored beneficiary read-only, then what may change: its nickname, whether it is active and (partners only) shown to the customer. */
export function editFields(form: FormModel, beneficiary: Beneficiary, { messages, words, locale, body, endUser }: EditFieldsOptions): TemplateResult {
  const texts = messages.beneficiaryForm;
  return html`${beneficiarySummary(messages, words, beneficiary)}
    <fieldset class="section" part="section">
      <legend part="legend">${words.editSection}</legend>
      ${friendlyNameField(form, { label: texts.friendlyName, hint: beneficiary.friendlyName ? words.friendlyNameEditHint : texts.friendlyNameHint, locale, body })}
      ${checkboxField(form, { path: 'active', label: texts.active, hint: texts.activeHint, body })}
      ${endUser ? nothing : checkboxField(form, { path: 'display', label: texts.display, hint: texts.displayHint, body })}
    </fieldset>`;
}
