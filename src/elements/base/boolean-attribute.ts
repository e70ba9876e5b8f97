/**
 * A kit boolean attribute that reads the text "false" as off. A framework that writes a bound false
 * as text (Vue's `:all-pages="false"` writes `all-pages="false"`) would otherwise switch the feature
 * on, since a boolean attribute that is present is on whatever its text. Said once in the console:
 * the HTML way is to leave the attribute out.
 */
import type { ComplexAttributeConverter } from 'lit';

let warned = false;

export const booleanAttribute: ComplexAttributeConverter<boolean> = {
  fromAttribute(value: string | null): boolean {
    if (value !== 'false') return value !== null;
    if (!warned) {
      warned = true;
      console.warn('svc-elements: a boolean attribute set to "false" is read as off; leave the attribute out instead (in Vue, bind the property: :allPages="false").');
    }
    return false;
  },
  toAttribute(value: boolean): string | null {
    return value ? '' : null;
  },
};
