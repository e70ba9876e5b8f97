/**
 * The groups of fields of <svc-corporate-related-form>: the role, the holder (a person or a company)
 * and the share. Each is a fieldset with its legend; the texts say what the spec asks of each.
 */
import { phoneNumberInput } from '../form/phone-national.js';
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import type { Catalog } from '../../i18n/catalog.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { countryChoices } from '../form/choices.js';
import { amountField } from '../form/amount.js';
import { checkboxField, choiceGroup, dateField, selectField, textField } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';

export interface FieldsContext {
  form: FormModel;
  texts: Catalog['corporateRelatedForm'];
  locale: string;
  /** The body the fields are judged on. */
  body: Record<string, unknown>;
}

/** A group of fields: a fieldset with its legend and an optional hint that describes it. */
function section(name: string, legend: string, content: unknown, hint?: unknown): TemplateResult {
  const hintId = `section-${name}-hint`;
  return html`<fieldset class="section" part="section section-${name}" aria-describedby=${ifDefined(hint ? hintId : undefined)}>
    <legend part="legend">${legend}</legend>
    ${hint ? html`<p class="hint section-hint" id=${hintId}>${hint}</p>` : nothing} ${content}
  </fieldset>`;
}

export function roleSection({ form, texts, body }: FieldsContext, director: boolean) {
  return section(
    'role',
    texts.roleSection,
    html`<div class="row">
        ${checkboxField(form, { path: 'isDirector', label: texts.isDirector, body })}
        ${checkboxField(form, { path: 'shareholder', label: texts.shareholder, body })}
      </div>
      ${director
        ? dateField(form, { path: 'directorAppointmentDate', label: texts.directorAppointmentDate, required: true, body })
        : nothing}`,
    texts.roleHint,
  );
}

export function kindChoice({ form, texts, body }: FieldsContext) {
  return choiceGroup(form, { path: 'kind', label: texts.kind, required: true, choices: [{ value: 'PERSON', label: texts.PERSON }, { value: 'COMPANY', label: texts.COMPANY }], body });
}

export function personSection({ form, texts, locale, body }: FieldsContext) {
  const maximum = formatNumber(LIMITS.relatedPersonName.max, locale);
  const name = (path: 'firstName' | 'lastName', autocomplete: string) =>
    textField(form, { path: `info.${path}`, label: texts[path], autocomplete, spellcheck: false, required: true, maxlength: LIMITS.relatedPersonName.max, body });
  const countries = countryChoices(locale);
  const address = (path: 'street' | 'number' | 'refinement' | 'postalCode' | 'city' | 'stateOrProvince', autocomplete: string) =>
    textField(form, { path: `info.address.${path}`, label: texts[path], autocomplete, body });
  return html`${section(
      'person',
      texts.personSection,
      html`<div class="row">${name('firstName', 'off')} ${name('lastName', 'off')}</div>
        <p class="hint">${format(texts.namesHint, { maximum })}</p>
        ${selectField(form, { path: 'info.nationalityCode', label: texts.nationalityCode, placeholder: texts.countryPlaceholder, choices: countries, body })}
        ${textField(form, { path: 'info.emailAddress', label: texts.emailAddress, type: 'email', inputmode: 'email', autocomplete: 'off', spellcheck: false, body })}
        <div class="row phone">
          ${textField(form, { path: 'info.phone.countryCode', label: texts.phoneCountryCode, hint: texts.phoneCountryCodeHint, type: 'tel', inputmode: 'tel', maxlength: KIT_LIMITS.phoneCountryCodeChars.max, body })}
          ${textField(form, { path: 'info.phone.number', label: texts.phoneNumber, hint: texts.phoneNumberHint, type: 'tel', inputmode: 'numeric', ...phoneNumberInput, body })}
        </div>
        ${checkboxField(form, { path: 'info.isSpecialUbo', label: texts.isSpecialUbo, hint: texts.isSpecialUboHint, body })}`,
      texts.kycNotice,
    )}
    ${section(
      'address',
      texts.addressSection,
      html`<div class="row">${address('street', 'off')} ${address('number', 'off')}</div>
        ${address('refinement', 'off')}
        <div class="row">${address('postalCode', 'off')} ${address('city', 'off')}</div>
        <div class="row">
          ${address('stateOrProvince', 'off')}
          ${selectField(form, { path: 'info.address.isoCountryCode', label: texts.isoCountryCode, placeholder: texts.countryPlaceholder, choices: countries, body })}
        </div>`,
      texts.addressHint,
    )}`;
}

export function companySection({ form, texts, locale, body }: FieldsContext) {
  const hint = format(texts.legalNameHint, { maximum: formatNumber(KIT_LIMITS.name.max, locale) });
  return section(
    'company',
    texts.companySection,
    textField(form, { path: 'info.legalName', label: texts.legalName, hint, required: true, autocomplete: 'off', maxlength: KIT_LIMITS.name.max, body }),
  );
}

/** The share: its percentage (at `path`), with what makes a UBO. */
export function shareSection({ form, texts, locale, body }: FieldsContext, path: string, threshold: number) {
  const example = new Intl.NumberFormat(locale).format(12.5);
  return section(
    'share',
    texts.shareSection,
    amountField(form, locale, { path, label: texts.percentage, hint: format(texts.percentageHint, { example }), required: true, body }),
    format(texts.ubo, { threshold: formatNumber(threshold, locale) }),
  );
}

interface ShareRowActions {
  add: () => void;
  remove: (index: number) => void;
  /** Said when two shares are the same (the schema's one rule across rows). */
  problem?: string;
}

/**
 * A declaration's shares, direct and indirect: one group per share with its percentage and whether
 * it is held through another company, a button to remove it (when there are several), and one to
 * add another. Each group's legend numbers it, so every field and button says which share it is.
 */
export function sharesSection({ form, texts, locale, body }: FieldsContext, count: number, threshold: number, actions: ShareRowActions) {
  const example = new Intl.NumberFormat(locale).format(12.5);
  const rows = Array.from({ length: count }, (_, index) => {
    const number = formatNumber(index + 1, locale);
    return html`<fieldset class="share-row" part="row row-share" data-share=${index}>
      <legend part="legend">${format(texts.shareNumber, { number })}</legend>
      ${amountField(form, locale, { path: `sharesInfo.${index}.percentage`, label: texts.percentage, hint: format(texts.rowPercentageHint, { example }), required: true, body })}
      ${checkboxField(form, { path: `sharesInfo.${index}.indirect`, label: texts.indirect, hint: texts.indirectHint, body })}
      ${count > 1
        ? html`<button type="button" class="secondary" part="remove-share-button" @click=${() => actions.remove(index)}>
            ${format(texts.removeShare, { number })}
          </button>`
        : nothing}
    </fieldset>`;
  });
  return section(
    'share',
    texts.sharesSection,
    html`${rows}
      ${actions.problem ? html`<p class="message error" part="error" role="alert">${actions.problem}</p>` : nothing}
      <button type="button" class="secondary" part="add-share-button" @click=${actions.add}>${texts.addShare}</button>`,
    format(texts.ubo, { threshold: formatNumber(threshold, locale) }),
  );
}
