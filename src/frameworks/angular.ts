/**
 * Angular types for the kit's events: `import type { SvcEvent } from 'svc-elements/angular'`.
 * With `strictTemplates` Angular types `$event` of `(svc-success)="created($event)"` on a kit tag
 * from the DOM's event map, which the kit extends; a handler declared with `SvcEvent<tag, event>`
 * then takes it as it is, with a typed `detail`, and no cast:
 *
 *     protected created(event: SvcEvent<'svc-consumer-form', 'svc-success'>): void {
 *       const consumer = successResult(event.detail, 'createConsumer'); // typed, or undefined
 *     }
 *
 * Built from the table the manifest generates (./elements.ts), so every element and event the
 * manifest lists is here.
 */
import type { SvcElementTypes, SvcTagName } from './elements.js';

/** The names of the events an element fires (`'svc-success' | 'svc-error' | …`). */
export type SvcEventName<T extends SvcTagName> = keyof SvcElementTypes[T]['events'] & string;

/** The type of the event `E` of the element `T`, for an Angular handler's parameter. */
export type SvcEvent<T extends SvcTagName, E extends SvcEventName<T>> = SvcElementTypes[T]['events'][E];

/** The element class behind a tag, for `@ViewChild` and template references. */
export type SvcElementOf<T extends SvcTagName> = SvcElementTypes[T]['element'];
