/** Field templates of <svc-card-order>: a printed name with its default offered, and the initial rules. */
import { html, nothing, type ReactiveElement } from 'lit';
import { CARD_NAME_PATTERNS, embossed, maxChars, type CardName } from '../../api/formats/card-name.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { textField } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';
import { OFFERED_RULE_TYPES, typeLabel } from '../card/rule-types.js';
import type { RulesPart } from './order-body.js';

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
export function printedNameField(form: FormModel, { which, known, texts, locale, body, use }: PrintedNameOptions) {
  const maximum = maxChars(CARD_NAME_PATTERNS[which]);
  const shown = formatNumber(maximum, locale);
  const offered = known ? embossed(known, which) : '';
  const [defaultKnown, defaultUnknown] = which === 'nameOnCard' ? [texts.nameDefault, texts.nameDefaultUnknown] : [texts.cardholderDefault, texts.cardholderDefaultUnknown];
  const hint = format(texts[`${which}Hint`], { maximum: shown });
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

interface InitialRulesOptions {
  messages: Catalog;
  locale: string;
  /** The chosen account's currency, named on a spend limit's value. */
  currency: string | undefined;
  body: Record<string, unknown>;
  disabled: boolean;
  add: (type: string) => void;
  /** The added rules' fields, once their module is here. */
  part: RulesPart | undefined;
  /** Their module could not be fetched: said, with Try again, while rules wait for it. */
  failed: boolean;
  /** Fetches their module: a person is about to add a rule, or presses Try again. */
  fetch: () => void;
  /** The element: draws again when the rule editor's later words of a locale chosen since arrive; the rules' module removes a rule in it. */
  host: ReactiveElement;
}

/** The rule types added so far, in the order added (each is a key of `rules`). */
export const addedRules = (form: FormModel): string[] => {
  const held = form.get('rules');
  return held && typeof held === 'object' && !Array.isArray(held) ? Object.keys(held) : [];
};

/**
 * The initial rules: each added rule with the rule editor's fields for its kind and a Remove
 * button, then the types not added yet, offered one at a time (at most one rule per type). The
 * added rules' fields come with their module, fetched when a person points at or focuses the
 * section (or adds a rule before that); until then an added rule is said to be loading.
 */
export function initialRuleFields(form: FormModel, { messages, locale, currency, body, disabled, add, part, failed, fetch, host }: InitialRulesOptions) {
  const texts = messages.cardOrder;
  const ruleTexts = messages.ruleEditor;
  const added = addedRules(form);
  const offered = OFFERED_RULE_TYPES.filter((type) => !added.includes(type));
  const chosen = (event: Event) => (event.target instanceof Element ? event.target.closest('.add-rule')?.querySelector('select')?.value : undefined);
  const waiting = added.length > 0 && !part;
  return html`<fieldset class="section" part="section section-rules" aria-describedby="rules-hint" @pointerenter=${fetch} @focusin=${fetch}>
    <legend part="legend">${texts.rulesSection}</legend>
    <p class="hint" id="rules-hint">${texts.rulesHint}</p>
    ${part ? part.addedRuleFields(form, { messages, locale, added, currency, body, disabled, host }) : nothing}
    ${waiting && !failed ? html`<p class="message info" part="loading" role="status">${messages.common.loading}</p>` : nothing}
    ${waiting && failed
      ? html`<div class="message error" part="error" role="alert">
          <span>${texts.rulesFailed}</span>
          <button type="button" class="secondary" part="retry-button" @click=${fetch}>${messages.common.retry}</button>
        </div>`
      : nothing}
    ${offered.length === 0
      ? html`<p class="hint">${texts.rulesAllAdded}</p>`
      : html`<div class="field add-rule" part="form-control">
          <label for="add-rule" part="form-control-label">${texts.addRule}</label>
          <div class="row">
            <select id="add-rule" part="form-control-input" ?disabled=${disabled}>
              <option value="">${ruleTexts.typeChoose}</option>
              ${offered.map((type) => html`<option value=${type}>${typeLabel(messages, type)}</option>`)}
            </select>
            <button type="button" class="secondary" part="add-rule-button" ?disabled=${disabled} @click=${(event: Event) => {
              const type = chosen(event);
              if (type) add(type);
            }}>${texts.addRuleButton}</button>
          </div>
        </div>`}
  </fieldset>`;
}
