/**
 * The groups of fields of <svc-consumer-form>, shared by its modes. Each is a fieldset with a
 * legend (`section` helper); `body` is what its fields are judged on (undefined: everything typed).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import { checkboxField, choiceGroup, selectField, textField } from '../form/fields.js';
import { countryChoices, currencyChoices } from '../form/choices.js';
import { format } from '../../i18n/catalog.js';
import { ownsAccount } from './values.js';
import { phoneNumberInput } from '../form/phone-national.js';
import type { ConsumerModel, ModeContext } from './mode.js';
import type { PathIn } from '../form/paths.js';

type FormTexts = ModeContext['messages']['consumerForm'];

/**
 * A group of fields: a fieldset with an optional hint that describes it. Its name is both its part
 * (`section-<name>`) and the key of its legend in the catalog, so the two cannot drift apart.
 */
export function section(texts: FormTexts, name: keyof FormTexts['sections'], content: unknown, hint?: string): TemplateResult {
  const hintId = `section-${name}-hint`;
  const legend = texts.sections[name];
  return html`<fieldset class="section" part="section section-${name}" aria-describedby=${ifDefined(hint ? hintId : undefined)}>
    <legend part="legend">${legend}</legend>
    ${hint ? html`<p class="hint section-hint" part="form-control-help-text" id=${hintId}>${hint}</p>` : nothing} ${content}
  </fieldset>`;
}

export function identitySection({ form, messages }: ModeContext) {
  const texts = messages.consumerForm;
  const name = (path: 'firstName' | 'middleName' | 'lastName', autocomplete: string) =>
    textField(form, { path, label: texts.fields[path], autocomplete, spellcheck: false });
  return section(texts, 'identity',
    html`<div class="row">${name('firstName', 'given-name')} ${name('middleName', 'additional-name')} ${name('lastName', 'family-name')}</div>`,
    texts.hints.identity,
  );
}

/**
 * Email and phone. On creation the phone group is required and every field is judged on what is
 * typed; an edit judges the email on what would be sent and says that a new number needs a code.
 * An account owner's number is shown with the spec's notice instead of its fields.
 */
export function contactSection({ form, messages, consumer, edit }: ModeContext, body: unknown, editing: boolean) {
  const texts = messages.consumerForm;
  const fields = texts.fields;
  const required = !editing;
  const operatorOnly = editing && ownsAccount(consumer);
  return section(texts, 'contact',
    html`${textField(form, {
        path: 'emailAddress',
        label: fields.emailAddress,
        type: 'email',
        autocomplete: 'email',
        inputmode: 'email',
        spellcheck: false,
        body: editing ? body : undefined,
      })}
      ${operatorOnly ? html`<p class="message info" part="notice">${format(texts.hints.phoneOperatorOnly, { phone: edit?.phoneText(consumer?.phone) ?? '' })}</p>` : phoneFields(form, texts, required, body)}`,
    editing && !operatorOnly ? texts.hints.contactPhone : undefined,
  );
}

function phoneFields(form: ModeContext['form'], texts: ModeContext['messages']['consumerForm'], required: boolean, body: unknown) {
  const fields = texts.fields;
  return html`<div class="row phone">
    ${textField(form, {
      path: 'phone.countryCode',
      label: fields.phoneCountryCode,
      hint: fields.phoneCountryCodeHint,
      type: 'tel',
      autocomplete: 'tel-country-code',
      inputmode: 'tel',
      maxlength: KIT_LIMITS.phoneCountryCodeChars.max,
      required,
      body,
    })}
    ${textField(form, {
      path: 'phone.number',
      label: fields.phoneNumber,
      hint: fields.phoneNumberHint,
      type: 'tel',
      autocomplete: 'tel-national',
      inputmode: 'numeric',
      required,
      body,
      ...phoneNumberInput,
    })}
  </div>`;
}

export function addressSection({ form, messages, locale }: ModeContext, body: unknown) {
  const texts = messages.consumerForm;
  const fields = texts.fields;
  const field = (path: PathIn<ConsumerModel, 'address'>, label: string, autocomplete?: string, hint?: string) =>
    textField(form, { path: `address.${path}`, label, autocomplete, hint, body });
  return section(texts, 'address',
    html`${selectField(form, {
        path: 'address.isoCountryCode',
        label: fields.isoCountryCode,
        choices: countryChoices(locale),
        placeholder: texts.countryPlaceholder,
        autocomplete: 'country',
        body,
      })}
      <div class="row street">${field('street', fields.street, 'address-line1')} ${field('number', fields.number)}</div>
      ${field('refinement', fields.refinement, 'address-line2', fields.refinementHint)}
      <div class="row city">${field('postalCode', fields.postalCode, 'postal-code')} ${field('city', fields.city, 'address-level2')}</div>
      ${field('stateOrProvince', fields.stateOrProvince, 'address-level1')}`,
    texts.hints.address,
  );
}

/** Sources of funds, occupation, sector and account purposes; their choices come a moment after the fields (`choices`). */
export function activitySection({ form, messages, choices }: ModeContext, body: unknown) {
  const texts = messages.consumerForm;
  const fields = texts.fields;
  const select = (path: 'sourceOfFunds' | 'occupation' | 'occupationSector') =>
    selectField(form, { path, label: fields[path], choices: choices(path), placeholder: messages.common.choose, body });
  const other = (path: 'otherSourceOfFunds' | 'otherOccupation', hint: string) =>
    textField(form, { path, label: fields[path], hint, maxlength: LIMITS.longText.max, body });
  return section(texts, 'activity',
    html`${select('sourceOfFunds')} ${other('otherSourceOfFunds', fields.otherSourceOfFundsHint)}
    ${select('occupation')} ${other('otherOccupation', fields.otherOccupationHint)}
    ${select('occupationSector')}
    ${choiceGroup(form, {
      path: 'accountPurposes',
      label: fields.accountPurposes,
      hint: fields.accountPurposesHint,
      choices: choices('accountPurposes'),
      multiple: true,
      body,
    })}`,
  );
}

export function taxSection({ form, messages, locale }: ModeContext, body: unknown) {
  const texts = messages.consumerForm;
  const fields = texts.fields;
  return section(texts, 'tax',
    html`${checkboxField(form, { path: 'isUsPerson', label: fields.isUsPerson, body })}
    ${textField(form, {
      path: 'taxIdentificationNumber',
      label: fields.taxIdentificationNumber,
      maxlength: LIMITS.taxIdentificationNumber.max,
      autocomplete: 'off',
      spellcheck: false,
      body,
    })}
    ${selectField(form, { path: 'taxCountry', label: fields.taxCountry, choices: countryChoices(locale), placeholder: texts.countryPlaceholder, body })}`,
  );
}

/** Income and expected volumes; `group` is where the body holds them (creation and profile name it differently). */
export function financialSection({ form, messages, locale }: ModeContext, group: 'financialInformation' | 'financialInformationRequestDto', body: unknown) {
  const texts = messages.consumerForm;
  const fields = texts.fields;
  type Amount = 'monthlyNetIncome' | 'expectedMonthlyIncomingVolume' | 'expectedMonthlyOutgoingVolume' | 'expectedMonthlyIncomingTransferFrequency';
  const field = (name: Amount) => textField(form, { path: `${group}.${name}`, label: fields[name], body });
  return section(texts, 'financial',
    html`<div class="row">
        ${field('monthlyNetIncome')}
        ${selectField(form, { path: `${group}.currency`, label: fields.currency, choices: currencyChoices(locale), placeholder: texts.currencyPlaceholder, body })}
      </div>
      <div class="row">${field('expectedMonthlyIncomingVolume')} ${field('expectedMonthlyOutgoingVolume')}</div>
      ${field('expectedMonthlyIncomingTransferFrequency')}`,
    texts.hints.financial,
  );
}

export function referenceSection({ form, messages }: ModeContext, body: unknown) {
  const texts = messages.consumerForm;
  return section(texts, 'reference',
    textField(form, {
      path: 'externalId',
      label: texts.fields.externalId,
      hint: texts.fields.externalIdHint,
      maxlength: LIMITS.longText.max,
      autocomplete: 'off',
      spellcheck: false,
      body,
    }),
  );
}
