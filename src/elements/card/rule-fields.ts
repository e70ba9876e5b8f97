/**
 * The fields of a chosen rule's kind and what a change will do, fetched on demand (part `'rule
 * fields'`): by the rule editors (<svc-card-rules>, <svc-card-profile-rules>) when a person comes to
 * the form or chooses a rule's type, and by a card order's initial rules' module. With them come the
 * amount field (a spend limit's value, read in the element's locale) and the editor's later words
 * (`src/i18n/rule-editor/en-later.ts`), loaded in the element's locale before the module is handed
 * over. A page that only shows the rules in force never downloads them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { laterWords } from '../../i18n/later-words.js';
import { formatNumber } from '../../i18n/plural.js';
import { ruleEditorLater } from '../../i18n/rule-editor/en-later.js';
import { amountField, amountValue } from '../form/amount.js';
import { choiceGroup, textField, type Choice } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';
import type { RuleModel } from './rule-form.js';
import { TARGETS, WEEKDAYS, parseList, ruleChange, ruleKind, showList, type CardRuleRecord } from './rule-kinds.js';
import { describeRule, renderNameField, ruleWithCreator, weekday, type RuleEditorContext } from './rule-editor.js';

/** The words said once a rule is chosen, in a locale: its loader waits for them in the element's before it takes this module in. */
export const words = laterWords('ruleEditor', ruleEditorLater);

/** The body's value for a rule's typed amount (a number, the text refused as is, or nothing). */
export { amountValue };

/** Whoever draws the fields: drawn again when the later words of a locale chosen since arrive. */
type Host = { requestUpdate(): void };

const weekdayChoices = (locale: string): Choice[] => WEEKDAYS.map((day) => ({ value: day, label: weekday(locale, day) }));

export interface KindFieldsOptions {
  /** Where the rule's values live in the form (`''`, or `rules.MCC_BLACKLIST.` for a rule in a list). */
  prefix?: string;
  /** The chosen account's currency, named on a spend limit's value. */
  currency?: string;
  /** Draw the rule's name too (default); the editor draws it itself. */
  withName?: boolean;
}

/**
 * The fields of a rule type's kind: a spend limit's value, a payment disable rule's explanation,
 * the codes, merchants or days of a list rule, and the rule's name (drawn by the editor itself,
 * which shows it before this module is here). Used by the editor (`withName: false`) and by any
 * form that holds rules of its own (a card's initial rules).
 */
export function renderKindFields(form: FormModel, host: Host, messages: Catalog, locale: string, type: unknown, body: unknown, options: KindFieldsOptions = {}): TemplateResult {
  const texts = words.in(locale, host);
  const prefix = options.prefix ?? '';
  const kind = ruleKind(type);
  const list = TARGETS[kind];
  const targetsMax = formatNumber(KIT_LIMITS.ruleTargets.max, locale);
  return html`${kind === 'spend' || kind === 'other'
      ? amountField(form, locale, {
          path: `${prefix}${'value' satisfies keyof RuleModel}`,
          label: options.currency ? `${texts.value} (${options.currency})` : texts.value,
          required: kind === 'spend',
          hint: format(texts.valueHint, { minimum: formatNumber(LIMITS.cardRuleValue.min, locale), maximum: formatNumber(LIMITS.cardRuleValue.max, locale) }),
          body,
        })
      : nothing}
    ${kind === 'disable' ? html`<p class="hint kind-hint">${texts.disableHint}</p>` : nothing}
    ${list === 'days'
      ? choiceGroup(form, { path: `${prefix}${'days' satisfies keyof RuleModel}`, label: texts.days, required: true, multiple: true, choices: weekdayChoices(locale), body })
      : list
        ? textField(form, {
            path: `${prefix}${list}`,
            label: texts[list],
            hint: format(texts[`${list}Hint`], { maximum: targetsMax }),
            required: true,
            autocomplete: 'off',
            spellcheck: false,
            inputmode: list === 'mccs' ? 'numeric' : undefined,
            parse: parseList,
            format: showList,
            body,
          })
        : nothing}
    ${options.withName === false ? nothing : renderNameField(form, messages, locale, body, prefix)}`;
}

/** What the change will do, once the values pass: added, replaced, removed, or nothing. */
export function renderChange(ctx: RuleEditorContext, host: Host, rule: CardRuleRecord | undefined): TemplateResult | typeof nothing {
  if (!rule) return nothing;
  const { messages, locale } = ctx;
  const texts = words.in(locale, host);
  const change = ruleChange(ctx.rules, ctx.action, rule, ctx.onePerType);
  const say = (r: CardRuleRecord) => describeRule(messages, locale, r);
  const line =
    change.kind === 'add'
      ? format(texts.changeAdd, { rule: say(rule) })
      : change.kind === 'replace'
        ? format(texts.changeReplace, { before: change.before ? say(change.before) : '', after: say(rule) })
        : change.kind === 'remove'
          ? format(texts.changeRemove, { rule: change.before ? say(change.before) : '' })
          : change.kind === 'same'
            ? texts.changeSame
            : texts.changeAbsent;
  const others = change.others.map((r) => ruleWithCreator(messages, locale, r)).join('; ');
  return html`<section class="panel change" part="section section-change" aria-labelledby="change-title">
    <h3 class="legend" part="legend" id="change-title">${texts.change}</h3>
    <p>${line}</p>
    ${others ? html`<p>${format(texts.changeOthers, { rules: others })}</p>` : nothing}
  </section>`;
}
