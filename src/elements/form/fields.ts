/**
 * Field templates shared by every form: a label tied to its control, a hint, and the field's
 * message tied by `aria-describedby` with `aria-invalid`. They render into the form's own shadow
 * root, so ids stay unique per element. Nothing here renders HTML from strings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import type { FormModel } from './form-model.js';
import type { FieldPath } from './paths.js';
import { selectOptions } from './select-options.js';

export interface Choice {
  value: string;
  label: string;
}

/** A form model of any parsed type: the fields only read and write its values by path. */
export type AnyForm<M extends object> = FormModel<M, unknown>;

export interface FieldBase<M extends object = Record<string, unknown>> {
  /** Dotted path of the value in the body (`address.city`): one of the model's paths. */
  path: FieldPath<M>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The body the field's feedback is judged on, when it is not the whole form (PATCH modes). */
  body?: unknown;
  /** Ids of more text about the control shown beside the field (a notice), read after its hint and message. */
  describedBy?: string;
}

export interface TextFieldOptions<M extends object = Record<string, unknown>> extends FieldBase<M> {
  type?: 'text' | 'email' | 'tel' | 'date' | 'url' | 'number';
  autocomplete?: string;
  inputmode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  maxlength?: number;
  placeholder?: string;
  spellcheck?: boolean;
  /** How the model value is shown (e.g. an IBAN in groups of four). */
  format?: (value: unknown) => string;
  /** How typed text becomes the model value (e.g. upper case). */
  parse?: (text: string) => unknown;
}

/** Element id for a path: stable, unique within one element's shadow root. */
export const fieldId = (path: string) => `field-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;

export function describedBy(id: string, hint: boolean, message: boolean, more?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', message ? `${id}-message` : '', more ?? ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function labelText(label: unknown, required?: boolean) {
  return html`${label}${required ? html`<span class="required" aria-hidden="true"> *</span>` : nothing}`;
}

/** The help text (`hint`, then any `extra` template) and the field's message. */
function after(id: string, hint: string | undefined, message: string | undefined, extra?: unknown) {
  const help = hint || extra;
  return html`${help ? html`<div class="hint" part="form-control-help-text" id="${id}-hint">${hint}${hint && extra ? ' ' : ''}${extra}</div>` : nothing}
    ${message ? html`<div class="field-message" part="form-control-error" id="${id}-message">${message}</div>` : nothing}`;
}

/** What every one-control field shares: its label above, its help and its message below. */
export function fieldFrame({ path, label, hint, required }: { path: string; label: string; hint?: string; required?: boolean }, id: string, message: string | undefined, control: TemplateResult) {
  return html`<div class="field" part="form-control" data-path=${path}>
    <label for=${id} part="form-control-label">${labelText(label, required)}</label>
    ${control}
    ${after(id, hint, message)}
  </div>`;
}

/** What a field the partner hid draws: nothing (its value, if the partner gave one, is still sent). */
export const hiddenField = html``;

export const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The control an event came from, when it is of the kind the field drew. */
export const control = <T extends Element>(event: Event, kind: new () => T): T | undefined => (event.target instanceof kind ? event.target : undefined);

/**
 * Keeps the caret after the same typed characters when formatting inserts or removes
 * separators (an IBAN regrouped by four while typing).
 */
function showFormatted(input: HTMLInputElement, shown: string): void {
  if (shown === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const typedBefore = input.value.slice(0, caret).replace(/\s/g, '').length;
  input.value = shown;
  let position = 0;
  for (let seen = 0; position < shown.length && seen < typedBefore; position++) {
    if (!/\s/.test(shown[position])) seen++;
  }
  input.setSelectionRange(position, position);
}

export function textField<M extends object>(form: AnyForm<M>, options: TextFieldOptions<M>): TemplateResult {
  const { path, hint, required, type = 'text' } = options;
  if (form.hidden(path)) return hiddenField;
  const id = fieldId(path);
  const value = form.get(path);
  const shown = options.format ? options.format(value) : asText(value);
  const message = form.feedback(path, options.body);
  const onInput = (event: Event) => {
    const input = control(event, HTMLInputElement);
    if (!input) return;
    const parsed = options.parse ? options.parse(input.value) : input.value;
    form.set(path, parsed);
    if (options.format) showFormatted(input, options.format(parsed));
  };
  return fieldFrame(options, id, message, html`<input
      id=${id}
      part="form-control-input"
      name=${path}
      type=${type === 'number' ? 'text' : type}
      .value=${live(shown)}
      inputmode=${ifDefined(type === 'number' ? 'decimal' : options.inputmode)}
      autocomplete=${ifDefined(options.autocomplete)}
      maxlength=${ifDefined(options.maxlength)}
      placeholder=${ifDefined(options.placeholder)}
      spellcheck=${ifDefined(options.spellcheck)}
      ?disabled=${options.disabled}
      ?readonly=${form.locked(path)}
      aria-required=${!!required}
      aria-invalid=${!!message}
      aria-describedby=${ifDefined(describedBy(id, !!hint, !!message, options.describedBy))}
      @input=${onInput}
      @blur=${() => form.touch(path)}
    />`);
}

/**
 * A date, the same control in every form (a mandate's expiration, a director's appointment): the
 * browser's date picker, `<input type="date">`. It shows the date as the person's locale writes it
 * (01/03/2024) and holds the ISO date the service takes (`2024-03-01`), so nothing is refused for
 * its format; the schema still checks the date.
 */
export function dateField<M extends object>(form: AnyForm<M>, options: FieldBase<M> & { autocomplete?: string }): TemplateResult {
  return textField(form, { ...options, type: 'date' });
}

/**
 * The `friendlyName` a card, a ledger, a beneficiary and a document carry: its `hint` says the limit
 * (its `{maximum}`, in the person's number format) and `maxlength` holds it, the same in every form.
 */
export function friendlyNameField<M extends { friendlyName?: unknown }>(form: AnyForm<M>, options: Pick<FieldBase, 'label' | 'body'> & { hint: string; locale: string }): TemplateResult {
  const { max } = LIMITS.friendlyName;
  const hint = format(options.hint, { maximum: formatNumber(max, options.locale) });
  return textField<{ friendlyName?: unknown }>(form, { path: 'friendlyName', label: options.label, hint, autocomplete: 'off', maxlength: max, body: options.body });
}

export function selectField<M extends object>(
  form: AnyForm<M>,
  options: FieldBase<M> & { choices: readonly Choice[]; placeholder: string; autocomplete?: string },
): TemplateResult {
  const { path, hint, required } = options;
  if (form.hidden(path)) return hiddenField;
  const id = fieldId(path);
  const value = asText(form.get(path));
  const message = form.feedback(path, options.body);
  // A value set by the partner that is not among the choices is still shown, not dropped.
  // Options are selected through the property: once a choice was made, Firefox ignores the
  // `selected` attribute of the options it deselected, so a reset would leave the old choice shown.
  const choices = value && !options.choices.some((choice) => choice.value === value) ? [...options.choices, { value, label: value }] : options.choices;
  return fieldFrame(options, id, message, html`<select
      id=${id}
      part="form-control-input"
      name=${path}
      autocomplete=${ifDefined(options.autocomplete)}
      ?disabled=${options.disabled || form.locked(path)}
      aria-required=${!!required}
      aria-invalid=${!!message}
      aria-describedby=${ifDefined(describedBy(id, !!hint, !!message, options.describedBy))}
      @change=${(event: Event) => {
        form.set(path, control(event, HTMLSelectElement)?.value || undefined);
        form.touch(path);
      }}
    >
      <option value="">${options.placeholder}</option>
      ${selectOptions(choices, value)}
    </select>`);
}

export interface CheckboxFieldOptions<M extends object = Record<string, unknown>> extends FieldBase<M> {
  /** The value a checked box stands for (default `true`, unchecked `false`). */
  checkedValue?: unknown;
  /** With `checkedValue`: the value of an unchecked box (default: no value). */
  uncheckedValue?: unknown;
  /** A slot in the label, with `label` as its fallback: a partner's own words (and links) for the box. */
  labelSlot?: string;
  /** More help after `hint`, when it is more than text (a link). Undefined: none. */
  hintContent?: TemplateResult;
  /** What any problem with the field says, instead of the schema's own text. */
  problem?: string;
}

export function checkboxField<M extends object>(form: AnyForm<M>, options: CheckboxFieldOptions<M>): TemplateResult {
  const { path, label, hint, required, labelSlot, hintContent } = options;
  if (form.hidden(path)) return hiddenField;
  const id = fieldId(path);
  const feedback = form.feedback(path, options.body);
  const message = feedback && (options.problem ?? feedback);
  const custom = 'checkedValue' in options;
  const checkedValue = custom ? options.checkedValue : true;
  const uncheckedValue = custom ? options.uncheckedValue : false;
  return html`<div class="field checkbox" part="form-control" data-path=${path}>
    <input
      id=${id}
      part="form-control-input"
      type="checkbox"
      name=${path}
      .checked=${live(form.get(path) === checkedValue)}
      ?disabled=${options.disabled || form.locked(path)}
      aria-required=${ifDefined(required ? 'true' : undefined)}
      aria-invalid=${!!message}
      aria-describedby=${ifDefined(describedBy(id, !!(hint || hintContent), !!message, options.describedBy))}
      @change=${(event: Event) => {
        form.set(path, control(event, HTMLInputElement)?.checked ? checkedValue : uncheckedValue);
        form.touch(path);
      }}
    />
    <label for=${id} part="form-control-label">${labelText(labelSlot ? html`<slot name=${labelSlot}>${label}</slot>` : label, required)}</label>
    ${after(id, hint, message, hintContent)}
  </div>`;
}

/** A group of radio buttons (one value) or checkboxes (`multiple`: an array of values). */
export function choiceGroup<M extends object>(
  form: AnyForm<M>,
  options: FieldBase<M> & { choices: readonly Choice[]; multiple?: boolean },
): TemplateResult {
  const { path, label, hint, required, multiple } = options;
  if (form.hidden(path)) return hiddenField;
  const id = fieldId(path);
  const current = form.get(path);
  // A value of the wrong shape (set by a partner) selects nothing here; the form says what is wrong with it.
  const selected = new Set(multiple ? (Array.isArray(current) ? current.map(String) : []) : current === undefined ? [] : [String(current)]);
  const message = form.feedback(path, options.body);
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return form.set(path, value);
    // What is chosen now, not at the last render: two clicks in one task both count.
    const now = form.get(path);
    const chosen = new Set(Array.isArray(now) ? now.map(String) : []);
    const next = options.choices.map((choice) => choice.value).filter((choice) => (choice === value ? checked : chosen.has(choice)));
    form.set(path, next);
  };
  return html`<fieldset
    class="field group"
    part="form-control form-control-group"
    data-path=${path}
    id=${id}
    role=${ifDefined(multiple ? undefined : 'radiogroup')}
    aria-describedby=${ifDefined(describedBy(id, !!hint, !!message, options.describedBy))}
    aria-required=${ifDefined(required && !multiple ? 'true' : undefined)}
  >
    <legend part="form-control-label">${labelText(label, required)}</legend>
    <div class="choices">
      ${options.choices.map(
        (choice, index) => html`<label class="choice">
          <input
            type=${multiple ? 'checkbox' : 'radio'}
            name=${path}
            value=${choice.value}
            id=${index === 0 ? `${id}-first` : `${id}-${index}`}
            .checked=${live(selected.has(choice.value))}
            ?disabled=${options.disabled || form.locked(path)}
            @change=${(event: Event) => toggle(choice.value, !!control(event, HTMLInputElement)?.checked)}
            @blur=${() => form.touch(path)}
          />
          ${choice.label}
        </label>`,
      )}
    </div>
    ${after(id, hint, message)}
  </fieldset>`;
}
