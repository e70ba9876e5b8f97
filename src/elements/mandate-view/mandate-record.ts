/**
 * What <svc-mandate-view> shows once a mandate is loaded, fetched on demand (part `'edit mode'`)
 * beside the mandate's load: its facts, the fields that change it with their rules (the IBAN's and
 * BIC's among them), the update operation, and the later words (`mandateViewLater`, loaded in the
 * locale in force before the module is handed over). The first paint keeps the load and its words.
 */
import { html, type TemplateResult } from 'lit';
import type { Mandate } from '../../api/schemas/mandates.js';
import { updateMandate } from '../../api/operations/mandate-update.js';
import { normalizeBic } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { laterWords } from '../../i18n/later-words.js';
import { iban as ibanEnglish } from '../../i18n/iban/en.js';
import type { FormModel } from '../form/form-model.js';
import type { FormBody } from '../form/svc-form-element.js';
import { checkboxField, dateField, friendlyNameField, textField } from '../form/fields.js';
import { ibanField } from '../form/iban.js';
import { listFormat } from '../list/list-format.js';
import { mandateFacts, type MandateWords } from './mandate-facts.js';
import { mandateViewLater } from './texts/en-later.js';

export { bicFollowingIban, changes, editableOf, editSchema, editValues, localToday } from './mandate-edit.js';
export type { MandateWords } from './mandate-facts.js';
/** The operation the view sends (the element reads it from here: it is not on the first paint). */
export { updateMandate };

/** The BIC's path in the body (the IBAN's field empties it: `bicFollowingIban`). */
export const BIC_PATH = 'debtor.bankingDetails.bic';

/** The later words, read through the kit's one `laterWords`. */
export const words = laterWords<MandateWords>('mandateView', mandateViewLater);

/**
 * What exactly is wrong with a debtor's IBAN, in words (the shared part `iban`): only the edit
 * schema says them, so they come with this module, loaded in the locale with the later words; the
 * element lists the part without words so that its languages are registered with its own.
 */
export const ibanWords = laterWords('iban', ibanEnglish);

/** The mandate's facts, then the fields that may change, in `texts`; `body` is the body worked out for this render. */
export function mandateRecord(
  form: FormModel<FormBody<'updateMandate'>, FormBody<'updateMandate'>>,
  context: { messages: Catalog; texts: MandateWords; mandate: Mandate; locale: string; body: Record<string, unknown> },
): TemplateResult {
  const { messages, texts, mandate, locale, body } = context;
  return html`${mandateFacts(messages, texts, mandate, listFormat(locale))}
    <fieldset class="section" part="section">
      <legend part="legend">${texts.editSection}</legend>
      ${friendlyNameField(form, { label: texts.friendlyName, hint: texts.friendlyNameHint, locale, body })}
      ${ibanField(form, { path: 'debtor.bankingDetails.iban', label: texts.iban, hint: texts.ibanHint, body })}
      ${textField(form, {
        path: BIC_PATH,
        label: texts.bic,
        hint: texts.bicHint,
        autocomplete: 'off',
        spellcheck: false,
        parse: normalizeBic,
        format: (value) => (value === undefined || value === null ? '' : String(value)),
        body,
      })}
      ${checkboxField(form, { path: 'recurring', label: texts.recurringField, hint: texts.recurringHint, body })}
      ${dateField(form, { path: 'expirationDate', label: texts.expiration, hint: texts.expirationHint, body })}
    </fieldset>`;
}
