/**
 * The rule editor shared by <svc-card-rules> and <svc-card-profile-rules>: the rules in force (given
 * by the partner, since no operation reads them), set or remove, the rule's type and who sets it.
 * The fields of the chosen rule's kind and what the change will do come with the rule fields'
 * module (`rule-fields.ts`), fetched on demand.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { KIT_LIMITS } from '../../api/limits.js';
import { selectField, textField } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';
import type { RuleModel } from './rule-form.js';
import { TARGETS, WEEKDAYS, ruleKind, type CardRuleRecord, type RuleAction } from './rule-kinds.js';
import { OFFERED_RULE_TYPES, typeLabel } from './rule-types.js';

/** The rule fields' module (`rule-fields.ts`): the fields of a chosen rule's kind and what a change will do, fetched on demand. */
export type RuleFieldsPart = typeof import('./rule-fields.js');

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
  /** The rule fields' module, once it is here. */
  fields: RuleFieldsPart | undefined;
  /** Its fetch failed: said with Try again. */
  fieldsFailed: boolean;
  /** Fetches it (Try again). */
  fetchFields: () => void;
  /** Draws again when the later words of a locale chosen since arrive. */
  host: { requestUpdate(): void };
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The body (with its `type`) that the typed values stand for: only the fields of the rule's kind.
 * A value typed is read by `amount` (the rule fields' module's, which draws the field); without it,
 * the value goes as held (a partner's number; a submit waits for the module).
 */
export function ruleBody(
  raw: Record<string, unknown>,
  action: RuleAction,
  locale: string,
  pinned: { creatorType?: string; endUserId?: string; withCreator?: boolean } = {},
  amount?: (held: unknown, locale: string) => unknown,
) {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') body[key] = value;
  };
  put('type', raw.type);
  if (pinned.withCreator !== false) put('creatorType', pinned.creatorType || raw.creatorType);
  if (action === 'remove') return body;
  const kind = ruleKind(raw.type);
  if (kind === 'spend' || kind === 'other') put('value', amount ? amount(raw.value, locale) : raw.value);
  const list = TARGETS[kind];
  if (list) put(list, raw[list]);
  put('name', trimmed(raw.name));
  put('endUserId', pinned.endUserId || raw.endUserId);
  return body;
}

/** A day of the week by name, in the locale; a day the kit does not know, as sent. */
export const weekday = (locale: string, day: string) => {
  const index = WEEKDAYS.findIndex((weekday) => weekday === day);
  if (index < 0) return day;
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index));
};

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
export const ruleWithCreator = (messages: Catalog, locale: string, rule: CardRuleRecord) =>
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

/** A rule's name (optional), in every kind; `prefix` where the rule's values live in the form. */
export function renderNameField(form: FormModel, messages: Catalog, locale: string, body: unknown, prefix = ''): TemplateResult {
  const texts = messages.ruleEditor;
  return textField(form, {
    path: `${prefix}${'name' satisfies keyof RuleModel}`,
    label: texts.name,
    hint: format(texts.nameHint, { maximum: formatNumber(KIT_LIMITS.freeText.max, locale) }),
    autocomplete: 'off',
    maxlength: KIT_LIMITS.freeText.max,
    body,
  });
}

/** The fields: the action, the rule's type, the fields of its kind, its name and creator type. */
export function renderRuleFields(ctx: RuleEditorContext, body: Record<string, unknown>): TemplateResult {
  const { form, messages } = ctx;
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
    ${ctx.action === 'remove' ? creatorField : html`${renderKindFieldsOf(ctx, body)} ${renderNameField(form, messages, ctx.locale, body)} ${creatorField}`}`;
}

/** The chosen type's fields but its name, once their module is here (said while it comes, a failure with Try again); none before a type is chosen. */
function renderKindFieldsOf(ctx: RuleEditorContext, body: Record<string, unknown>): TemplateResult | typeof nothing {
  const { form, messages, locale, fields } = ctx;
  const type = form.get('type');
  if (fields) return type === undefined || type === '' ? nothing : fields.renderKindFields(form, ctx.host, messages, locale, type, body, { withName: false });
  if (!ctx.fieldsFailed && (type === undefined || type === '')) return nothing;
  return ctx.fieldsFailed
    ? html`<div class="message error" part="error" role="alert">
        <span>${messages.ruleEditor.fieldsFailed}</span>
        <button type="button" class="secondary" part="retry-button" @click=${ctx.fetchFields}>${messages.common.retry}</button>
      </div>`
    : html`<p class="message info" part="loading" role="status">${messages.common.loading}</p>`;
}
