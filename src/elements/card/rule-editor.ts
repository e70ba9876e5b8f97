/**
 * The rule editor shared by <svc-card-rules> and <svc-card-profile-rules>: the rules in force (given
 * by the partner, since no operation reads them), set or remove, the fields of the chosen rule's
 * kind, and what the change will do before anything is sent.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import { ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { amountField, amountValue } from '../form/amount.js';
import { choiceGroup, selectField, textField, type Choice } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';
import type { RuleModel } from './rule-form.js';
import {
  TARGETS, WEEKDAYS, parseList, ruleChange, ruleKind, showList,
  type CardRuleRecord, type RuleAction,
} from './rule-kinds.js';
import { OFFERED_RULE_TYPES, typeLabel } from './rule-types.js';

export interface RuleEditorContext {
  form: FormModel<RuleModel>;
  messages: Catalog;
  locale: string;
  action: RuleAction;
  /** The rules in force, as the partner gave them. */
  rules: readonly CardRuleRecord[];
  /** The types offered in the choice. */
  types?: readonly string[];
  /** Creator type pinned by the partner: not asked for. */
  creatorType?: string;
  /** Whether a person may choose the creator type (card rules; profile defaults are the partner's). */
  creatorChoice: boolean;
  /** The creator types offered (never SERVICE; PARTNER on staff pages only). */
  creators: readonly string[];
  /** The target keeps one rule per type whoever set it (a card profile). */
  onePerType: boolean;
  disabled: boolean;
  /** A rule's Remove button was pressed. */
  onRemove: (rule: CardRuleRecord) => void;
  onAction: (action: RuleAction) => void;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** The body (with its `type`) that the typed values stand for: only the fields of the rule's kind. */
export function ruleBody(
  raw: Record<string, unknown>,
  action: RuleAction,
  locale: string,
  pinned: { creatorType?: string; endUserId?: string; withCreator?: boolean } = {},
) {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') body[key] = value;
  };
  put('type', raw.type);
  if (pinned.withCreator !== false) put('creatorType', pinned.creatorType || raw.creatorType);
  if (action === 'remove') return body;
  const kind = ruleKind(raw.type);
  if (kind === 'spend' || kind === 'other') put('value', amountValue(raw.value, locale));
  const list = TARGETS[kind];
  if (list) put(list, raw[list]);
  put('name', trimmed(raw.name));
  put('endUserId', pinned.endUserId || raw.endUserId);
  return body;
}

const weekday = (locale: string, day: string) => {
  const index = WEEKDAYS.findIndex((weekday) => weekday === day);
  if (index < 0) return day;
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
};

const weekdayChoices = (locale: string): Choice[] => WEEKDAYS.map((day) => ({ value: day, label: weekday(locale, day) }));

/** A rule in words: its type, its value or targets, and its name. */
export function describeRule(messages: Catalog, locale: string, rule: CardRuleRecord): string {
  const detail =
    typeof rule.value === 'number' && ruleKind(rule.type) !== 'disable'
      ? formatNumber(rule.value, locale)
      : rule.days
        ? rule.days.map((day) => weekday(locale, day)).join(', ')
        : (rule.mccs ?? rule.merchantIds)?.join(', ');
  const name = rule.name ? ` (${rule.name})` : '';
  const label = typeLabel(messages, rule.type);
  return `${detail ? format(messages.ruleEditor.ruleDetail, { rule: label, detail }) : label}${name}`;
}

const creatorText = (messages: Catalog, creator: string) => ownString(messages.ruleEditor, creator) ?? creator;

/** A rule in words with who set it. */
const ruleWithCreator = (messages: Catalog, locale: string, rule: CardRuleRecord) =>
  rule.creatorType ? `${describeRule(messages, locale, rule)}, ${format(messages.ruleEditor.setBy, { creator: creatorText(messages, rule.creatorType) })}` : describeRule(messages, locale, rule);

export function renderCurrentRules(ctx: RuleEditorContext): TemplateResult {
  const texts = ctx.messages.ruleEditor;
  return html`<section class="panel rules" part="section section-rules" aria-labelledby="rules-title">
    <h3 class="legend" part="legend" id="rules-title">${texts.current}</h3>
    ${ctx.rules.length === 0
      ? html`<p class="none" part="empty">${texts.none}</p>`
      : html`<ul part="details">
          ${ctx.rules.map(
            (rule) => html`<li>
              <span>${ruleWithCreator(ctx.messages, ctx.locale, rule)}</span>
              ${rule.creatorType === 'SERVICE'
                ? nothing
                : html`<button
                    type="button"
                    class="secondary"
                    part="remove-button"
                    aria-label=${format(texts.removeRule, { rule: describeRule(ctx.messages, ctx.locale, rule) })}
                    ?disabled=${ctx.disabled}
                    @click=${() => ctx.onRemove(rule)}
                  >
                    ${texts.remove}
                  </button>`}
            </li>`,
          )}
        </ul>`}
  </section>`;
}

function renderActionChoice(ctx: RuleEditorContext): TemplateResult {
  const texts = ctx.messages.ruleEditor;
  const choices: [RuleAction, string][] = [['set', texts.actionSet], ['remove', texts.actionRemove]];
  return html`<fieldset class="field group" part="form-control form-control-group" role="radiogroup">
    <legend part="form-control-label">${texts.action}</legend>
    <div class="choices">
      ${choices.map(
        ([action, label]) => html`<label class="choice">
          <input type="radio" name="action" value=${action} .checked=${live(ctx.action === action)} ?disabled=${ctx.disabled} @change=${() => ctx.onAction(action)} />
          ${label}
        </label>`,
      )}
    </div>
  </fieldset>`;
}

export interface KindFieldsOptions {
  /** Where the rule's values live in the form (`''`, or `rules.MCC_BLACKLIST.` for a rule in a list). */
  prefix?: string;
  /** The value's label, when it says more than the editor's (a currency). */
  valueLabel?: string;
}

/**
 * The fields of a rule type's kind: a spend limit's value, a payment disable rule's explanation,
 * the codes, merchants or days of a list rule, and the rule's name. Used by the editor and by any
 * form that holds rules of its own (a card's initial rules).
 */
export function renderKindFields(form: FormModel, messages: Catalog, locale: string, type: unknown, body: unknown, options: KindFieldsOptions = {}): TemplateResult {
  const texts = messages.ruleEditor;
  const prefix = options.prefix ?? '';
  const kind = ruleKind(type);
  const list = TARGETS[kind];
  const targetsMax = formatNumber(KIT_LIMITS.ruleTargets.max, locale);
  return html`${kind === 'spend' || kind === 'other'
      ? amountField(form, locale, {
          path: `${prefix}${'value' satisfies keyof RuleModel}`,
          label: options.valueLabel ?? texts.value,
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
    ${textField(form, {
      path: `${prefix}${'name' satisfies keyof RuleModel}`,
      label: texts.name,
      hint: format(texts.nameHint, { maximum: formatNumber(KIT_LIMITS.freeText.max, locale) }),
      autocomplete: 'off',
      maxlength: KIT_LIMITS.freeText.max,
      body,
    })}`;
}

/** The fields: the action, the rule's type, the fields of its kind, its name and creator type. */
export function renderRuleFields(ctx: RuleEditorContext, body: Record<string, unknown>): TemplateResult {
  const { form, messages, locale } = ctx;
  const texts = messages.ruleEditor;
  const offered = ctx.types?.length ? ctx.types : OFFERED_RULE_TYPES;
  const creatorField =
    ctx.creatorChoice && !ctx.creatorType
      ? selectField(form, {
          path: 'creatorType',
          label: texts.creatorType,
          hint: texts.creatorTypeHint,
          placeholder: texts.creatorNone,
          choices: ctx.creators.map((value) => ({ value, label: creatorText(messages, value) })),
          body,
        })
      : nothing;
  return html`${renderActionChoice(ctx)}
    ${selectField(form, {
      path: 'type',
      label: texts.type,
      required: true,
      placeholder: texts.typeChoose,
      choices: offered.map((value) => ({ value, label: typeLabel(messages, value) })),
      body,
    })}
    ${ctx.action === 'remove' ? creatorField : html`${renderKindFields(form, messages, locale, form.get('type'), body)} ${creatorField}`}`;
}

/** What the change will do, once the values pass: added, replaced, removed, or nothing. */
export function renderChange(ctx: RuleEditorContext, rule: CardRuleRecord | undefined): TemplateResult | typeof nothing {
  if (!rule) return nothing;
  const { messages, locale } = ctx;
  const texts = messages.ruleEditor;
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
