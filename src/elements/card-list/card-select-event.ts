/** `svc-card-select`: a card was chosen, from the card list or from a newly ordered card. */
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
  interface HTMLElementEventMap {
    'svc-card-select': SvcCardSelectEvent;
  }
}
