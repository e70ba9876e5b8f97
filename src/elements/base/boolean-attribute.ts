/**
 * A kit boolean attribute that reads the text "false" as off. A framework that writes a bound false
 * as text (Vue's `:all-pages="false"` writes `all-pages="false"`) would otherwise switch the feature
 * on, since a boolean attribute that is present is on whatever its text. Said once in the console
 * (its words fetched then, `client/contract-notes.ts`): the HTML way is to leave the attribute out.
 */
import type { ComplexAttributeConverter } from 'lit';
import { note } from '../../client/adapter-contract.js';

let warned = false;

export const booleanAttribute: ComplexAttributeConverter<boolean> = {
  fromAttribute(value: string | null): boolean {
    if (value !== 'false') return value !== null;
    if (!warned) {
      warned = true;
      note((notes) => notes.sayFalseAttribute());
    }
    return false;
  },
  toAttribute(value: boolean): string | null {
    return value ? '' : null;
  },
};
