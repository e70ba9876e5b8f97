/**
 * The groups of fields of <svc-corporate-related-form>: the role and the holder (a person or a
 * company); the shares' are in `shares.ts`, fetched on demand. Each is a fieldset with its legend;
 * the texts say what the spec asks of each.
 */
import { phoneNumberInput } from '../form/phone-national.js';
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import type { Catalog } from '../../i18n/catalog.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { countryChoices } from '../form/country-choices.js';
import { checkboxField, choiceGroup, dateField, selectField, textField } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';

export interface FieldsContext {
  form: FormModel;
  texts: Catalog['corporateRelatedForm'];
  locale: string;
  /** The body the fields are judged on. */
  body: Record<string, unknown>;
}

/** A group of fields: a fieldset with its legend, an optional hint that describes it, and what a person coming to it starts. */
export function section(name: string, legend: string, content: unknown, hint?: unknown, approach?: () => void): TemplateResult {
  const hintId = `section-${name}-hint`;
  return html`<fieldset class="section" part="section section-${name}" aria-describedby=${ifDefined(hint ? hintId : undefined)} @focusin=${approach} @pointerenter=${approach}>
    <legend part="legend">${legend}</legend>
    ${hint ? html`<p class="hint section-hint" id=${hintId}>${hint}</p>` : nothing} ${content}
  </fieldset>`;
}

/** The role; a person coming to it (pointing at or focusing it) has the shares' fields fetched (`approach`). */
export function roleSection({ form, texts, body }: FieldsContext, director: boolean, approach: () => void) {
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
    approach,
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
