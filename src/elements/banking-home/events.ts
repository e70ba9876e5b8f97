/**
 * `svc-navigate`: `<svc-banking-home>` is about to show another view. Cancelable: a host app that
 * routes by itself cancels it, puts the view in its own address and sets the element's `view`.
 * The detail carries view and section names and the path, never a name, an IBAN or anything a
 * person typed; the path holds an id (a UUID the service gave) only for a view that needs one.
 */

export interface SvcNavigateDetail {
  /** The view shown now (`null` before the first), e.g. `cards`, `card/<id>`. */
  from: string | null;
  /** The view about to be shown, e.g. `card/<id>`. */
  to: string;
  /** The view's name alone (`card`). */
  view: string;
  /** The section it belongs to (`cards`). */
  section: string;
  /**
   * What asked for it: the section navigation, or a link or a choice inside a view (a row chosen,
   * Order a card). A change of the address (Back, Forward) is not asked: it has happened.
   */
  trigger: 'navigation' | 'view';
}

export class SvcNavigateEvent extends CustomEvent<SvcNavigateDetail> {
  constructor(detail: SvcNavigateDetail) {
    super('svc-navigate', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-navigate': SvcNavigateEvent;
  }
}
