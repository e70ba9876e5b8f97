/**
 * The kit's elements by tag. The element table (`elementModules`: each tag and the module that
 * defines it, loaded on first use by the script-tag loader) and the classes by tag are generated from
 * the element folders (`npm run generate`, into src/generated/); this module defines them.
 */
import { defineElement } from './define-element.js';
import { elementClasses } from '../generated/element-classes.js';
import type { ElementTag } from '../generated/elements.js';

export type { ElementTag };

/** The classes by tag, for bundlers. */
export const elements = elementClasses;

export { defineElement };

/** Defines every element of the kit that is not defined yet. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, constructor] of Object.entries(elements)) defineElement(tag, constructor, registry);
}
