/** Registers one element unless its tag is taken already, so loading the kit twice does not throw. */
export function defineElement(tag: string, constructor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (!registry.get(tag)) registry.define(tag, constructor);
}
