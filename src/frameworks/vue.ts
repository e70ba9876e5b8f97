/**
 * Vue 3 types for the kit's elements: `import type {} from 'svc-elements/vue'` once in an app adds
 * every `svc-*` element to Vue's `GlobalComponents`, so that vue-tsc checks its props (properties;
 * `end-user-id` and `endUserId` alike) and its events (`@svc-success` gets a typed `detail`).
 * Vue must also be told these are custom elements (`compilerOptions.isCustomElement`, see README).
 * Built from the table the manifest generates (./elements.ts).
 */
import type { AllowedComponentProps, ComponentCustomProps, HTMLAttributes, VNodeProps } from 'vue';
import type { SvcElementTypes, SvcTagName } from './elements.js';

type Of<T extends SvcTagName> = SvcElementTypes[T];
type ValueOf<E, K> = K extends keyof E ? E[K] : never;
/** `svc-ledger-select` → `svcLedgerSelect`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Head}${Capitalize<Camel<Rest>>}` : S;

/** An element's own props: its properties, and `onSvcXxx` (`@svc-xxx`) for each of its events. */
export type SvcVueOwnProps<T extends SvcTagName> = {
  [P in Of<T>['properties']]?: ValueOf<Of<T>['element'], P>;
} & {
  [E in keyof Of<T>['events'] & string as `on${Capitalize<Camel<E>>}`]?: (event: Of<T>['events'][E]) => void;
};

/**
 * How Vue's type checker sees a kit element: a component whose props are the element's, and whose
 * instance (what a template ref holds) is the element.
 */
export type SvcVueComponent<T extends SvcTagName> = new () => Of<T>['element'] & {
  $props: SvcVueOwnProps<T> & Omit<HTMLAttributes, keyof SvcVueOwnProps<T>> & VNodeProps & AllowedComponentProps & ComponentCustomProps;
};

/** Every kit element as Vue's type checker sees it, by tag name. */
export type SvcVueComponents = { [T in SvcTagName]: SvcVueComponent<T> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends SvcVueComponents {}
}
