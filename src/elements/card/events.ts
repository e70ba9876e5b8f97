/**
 * `svc-card-select`, fired by more than one card element (the card list, and the card order for a
 * newly ordered card). The rule elements' `svc-rule-change` is ./rule-events.ts, so that each page
 * carries only the events it fires.
 */
import type { Card } from '../../api/schemas/card.js';

export interface SvcCardSelectDetail {
  /** The card as the service listed it: give it to `<svc-card-view>` as its `card`. */
  card: Card;
}

/** A person chose a card (click, Enter or Space). */
export class SvcCardSelectEvent extends CustomEvent<SvcCardSelectDetail> {
  constructor(card: Card) {
    super('svc-card-select', { bubbles: true, composed: true, detail: { card } });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-card-select': SvcCardSelectEvent;
  }
}
