/** The events <svc-consumer-list> fires besides the kit's shared ones. */
import type { ConsumerListItem } from '../../api/schemas/consumer-list.js';

export interface SvcConsumerSelectDetail {
  /** The consumer as the service listed it (id, name, phone, email address, statuses, dates). */
  consumer: ConsumerListItem;
}

/** A person chose a consumer in the list (click, Enter or Space). */
export class SvcConsumerSelectEvent extends CustomEvent<SvcConsumerSelectDetail> {
  constructor(consumer: ConsumerListItem) {
    super('svc-consumer-select', { bubbles: true, composed: true, detail: { consumer } });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-consumer-select': SvcConsumerSelectEvent;
  }
}
