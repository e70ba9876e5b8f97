/** The events <svc-external-card-list> fires besides the kit's shared ones. */
import type { ExternalCard } from '../../api/schemas/acquiring.js';

export interface SvcExternalCardSelectDetail {
  /**
   * The card exactly as the service listed it (its id, masked number, holder, network, type and
   * dates): give `card.id` to a payment as its `externalCardId`. The kit keeps nothing more.
   */
  card: ExternalCard;
}

/** A person chose an external card in the list (click, Enter or Space). */
export class SvcExternalCardSelectEvent extends CustomEvent<SvcExternalCardSelectDetail> {
  constructor(card: ExternalCard) {
    super('svc-external-card-select', { bubbles: true, composed: true, detail: { card } });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-external-card-select': SvcExternalCardSelectEvent;
  }
}
