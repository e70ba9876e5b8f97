/** The kit's elements by tag, and an idempotent way to register them. */
import { SvcProvider } from './provider/svc-provider.js';
import { SvcScaPending } from './sca-pending/svc-sca-pending.js';

export const elements = {
  'svc-provider': SvcProvider,
  'svc-sca-pending': SvcScaPending,
} as const;

/** Defines one element unless its tag is taken already, so loading the kit twice does not throw. */
export function defineElement(tag: string, constructor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (!registry.get(tag)) registry.define(tag, constructor);
}

/** Defines every element of the kit that is not defined yet. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, constructor] of Object.entries(elements)) defineElement(tag, constructor, registry);
}
