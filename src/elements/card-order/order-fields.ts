/** Field templates of <svc-card-order>: a printed name with its default offered, and the spending limits. */
import { html, nothing } from 'lit';
import { CARD_NAME_PATTERNS, embossed, maxChars, type CardName } from '../../api/formats/card-name.js';
import { LIMITS } from '../../api/limits.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { amountField } from '../form/amount.js';
import { textField } from '../form/fields.js';
import type { FormController } from '../form/form-controller.js';
import { SPEND_LIMITS } from './order-body.js';

interface PrintedNameOptions {
  which: CardName;
  /** The name the service prints by default, when the partner gave it. */
  known: string | undefined;
  texts: Catalog['cardOrder'];
  locale: string;
  body: Record<string, unknown>;
  /** The person chose the offered name. */
  use: (name: string) => void;
}

/** A printed name: capitals as typed, checked at once (every input touches it), its default explained and offered. */
export function printedNameField(form: FormController, { which, known, texts, locale, body, use }: PrintedNameOptions) {
  const maximum = maxChars(CARD_NAME_PATTERNS[which]);
  const shown = formatNumber(maximum, locale);
  const offered = known ? embossed(known, which) : '';
  const [defaultKnown, defaultUnknown] = which === 'nameOnCard' ? [texts.nameDefault, texts.nameDefaultUnknown] : [texts.cardholderDefault, texts.cardholderDefaultUnknown];
  const hint = format(which === 'nameOnCard' ? texts.nameOnCardHint : texts.cardholderNameOnCardHint, { maximum: shown });
  const fits = offered !== '' && offered.length <= maximum;
  const explained = !offered ? defaultUnknown : fits ? format(defaultKnown, { name: offered }) : format(texts.nameTooLongToOffer, { name: offered, maximum: shown });
  return html`<div class="printed-name" @input=${() => form.touch(which)}>
    ${textField(form, {
      path: which,
      label: texts[which],
      hint: `${hint} ${explained}`,
      autocomplete: 'off',
      spellcheck: false,
      parse: (text) => text.toUpperCase(),
      format: (value) => (typeof value === 'string' ? value : ''),
      body,
    })}
    ${fits && form.get(which) !== offered
      ? html`<button type="button" class="secondary" part="use-name-button" @click=${() => use(offered)}>${format(texts.useName, { name: offered })}</button>`
      : nothing}
  </div>`;
}

/** The spending limits: whole amounts in the chosen account's currency, within the card rule limits. */
export function spendLimitFields(form: FormController, texts: Catalog['cardOrder'], locale: string, currency: string | undefined, body: Record<string, unknown>) {
  const bounds = { minimum: formatNumber(LIMITS.cardRuleValue.min, locale), maximum: formatNumber(LIMITS.cardRuleValue.max, locale) };
  const hint = currency ? format(texts.limitsHint, { ...bounds, currency }) : format(texts.limitsHintNoCurrency, bounds);
  return html`<fieldset class="section" part="section" aria-describedby="limits-hint">
    <legend part="legend">${texts.limitsSection}</legend>
    <p class="hint" id="limits-hint">${hint}</p>
    <div class="row">
      ${SPEND_LIMITS.map((type) => amountField(form, locale, { path: `limits.${type}`, label: currency ? `${texts[type]} (${currency})` : texts[type], body }))}
    </div>
  </fieldset>`;
}
