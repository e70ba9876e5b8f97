/**
 * React 19 types for the kit's elements: `import type {} from 'svc-elements/react'` once in an app
 * adds every `svc-*` element to `JSX.IntrinsicElements`, with its properties (camelCase, set as
 * properties by React 19), its attributes (kebab-case), its `onsvc-*` events with a typed `detail`,
 * and the usual HTML props. A misspelt attribute without a dash (`pagesize`) is a type error;
 * TypeScript lets any name with a dash through (as for `data-*`), unless it is the kit's and has the
 * wrong type. Built from the table the manifest generates (./elements.ts).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SvcElementTypes, SvcTagName } from './elements.js';

type Of<T extends SvcTagName> = SvcElementTypes[T];
type ValueOf<E, K> = K extends keyof E ? E[K] : never;

/** An element's own props: its properties, its attributes, and `onsvc-*` for each of its events. */
export type SvcReactOwnProps<T extends SvcTagName> = {
  [P in Of<T>['properties']]?: ValueOf<Of<T>['element'], P>;
} & {
  [A in keyof Of<T>['attributes']]?: ValueOf<Of<T>['element'], Of<T>['attributes'][A]>;
} & {
  [E in keyof Of<T>['events'] & string as `on${E}`]?: (event: Of<T>['events'][E]) => void;
};

/** All the props of an element in JSX: its own, then `key`, `ref`, `children`, `className`, `slot`, ARIA... */
export type SvcReactProps<T extends SvcTagName> = SvcReactOwnProps<T> &
  Omit<DetailedHTMLProps<HTMLAttributes<Of<T>['element']>, Of<T>['element']>, keyof SvcReactOwnProps<T>>;

/** Every kit element's JSX props, by tag name. */
export type SvcReactElements = { [T in SvcTagName]: SvcReactProps<T> };

declare module 'react' {
  // React 19 reads intrinsic elements from the `JSX` namespace of the `react` module.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends SvcReactElements {}
  }
}
