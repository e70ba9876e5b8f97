/**
 * The options of a `<select>`, made once as plain nodes and kept while the choices stay the same.
 * A Lit template per option costs some 0.15 ms per option on a first render, and the country and
 * currency selects hold about 250 each: cloning a prepared list is a small fraction of that.
 * Labels are set as text.
 */
import { noChange } from 'lit';
import { Directive, directive, type ChildPart } from 'lit/directive.js';
import type { Choice } from './fields.js';

/** A prepared list per choices array (the country and currency lists are shared, per locale). */
const prepared = new WeakMap<readonly Choice[], HTMLTemplateElement>();

function optionsOf(choices: readonly Choice[]): DocumentFragment {
  let template = prepared.get(choices);
  if (!template) {
    template = document.createElement('template');
    for (const { value, label } of choices) {
      const option = document.createElement('option');
      option.value = value;
      option.text = label;
      template.content.append(option);
    }
    prepared.set(choices, template);
  }
  return document.importNode(template.content, true);
}

const sameChoices = (a: readonly Choice[], b: readonly Choice[]) =>
  a === b || (a.length === b.length && a.every((choice, index) => choice.value === b[index]?.value && choice.label === b[index]?.label));

class SelectOptions extends Directive {
  #choices?: readonly Choice[];

  render(_choices: readonly Choice[], _selected: string): unknown {
    return noChange;
  }

  override update(part: ChildPart, [choices, selected]: [readonly Choice[], string]): unknown {
    // Anywhere else (an attribute, a child of another element) it has no select to fill.
    const select = part.parentNode;
    if (!(select instanceof HTMLSelectElement)) throw new Error('selectOptions() belongs inside a <select>');
    if (this.#choices && sameChoices(this.#choices, choices)) {
      // The same options: only a value set from outside (prefill, reset) is applied.
      if (select.value !== selected) select.value = selected;
      return noChange;
    }
    this.#choices = choices;
    const fresh = optionsOf(choices);
    // Selected before it is inserted: the select takes the selected option as it arrives.
    for (const option of fresh.children) if (option instanceof HTMLOptionElement) option.selected = option.value === selected;
    return fresh;
  }
}

/** `<select>${selectOptions(choices, value)}</select>`: the choices as options, `value` selected. */
export const selectOptions = directive(SelectOptions);
