/**
 * Lit's `property` and `state` decorators as the kit compiles them: TypeScript's legacy decorators
 * (`experimentalDecorators`, and the bundler's `decorator.legacy`). Lit's own take either kind and
 * carry the standard decorators' path (class metadata, accessors, setters), which no kit class runs.
 * The script tag's build resolves `lit/decorators.js` here (vite.config.ts); elements import Lit's.
 * test/elements/decorators.test.ts holds both to the same behaviour.
 */
import type { PropertyDeclaration, ReactiveElement } from 'lit';

/** A reactive property: declared on the class when the decorator runs, as Lit's legacy path does. */
export const property =
  (options?: PropertyDeclaration) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Lit's legacy decorator: TypeScript takes a descriptor from a decorator of `any`, none from one of `void`
  (proto: object, name: PropertyKey): any => {
    // A decorated accessor is wrapped by `createProperty`; handing back the wrapper keeps TypeScript's
    // decorate helper from putting the original accessor back.
    const own = Object.hasOwn(proto, name);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a legacy decorator gets the prototype, whose constructor is the element's class
    (proto.constructor as typeof ReactiveElement).createProperty(name, options);
    return own ? Object.getOwnPropertyDescriptor(proto, name) : undefined;
  };

/** Internal reactive state: a property with no attribute. */
export const state = (options?: Pick<PropertyDeclaration, 'hasChanged'>) => property({ ...options, state: true, attribute: false });
