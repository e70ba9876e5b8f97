/**
 * The card <svc-card-order> has just ordered, fetched on demand (`'new card'`) as an order is
 * submitted: the order answers only the id, so the card is looked up as the newest of its ledger
 * with List cards, and handed to the page by `svc-card-select`. Until an order succeeds a page
 * needs none of it (the card list's operation and schemas, the select event).
 */
import type { OperationController } from '../base/operation.js';
import { listCards } from '../../api/operations/cards.js';
import type { Card } from '../../api/schemas/card.js';
import { SvcCardSelectEvent } from '../card/events.js';

/** Newest cards of the ledger looked through for the one just ordered. */
const LOOKUP_PAGE_SIZE = 10;

/** The card found, and the event that hands it to the page. */
export interface NewCard {
  card: Card;
  select: () => SvcCardSelectEvent;
}

/** The card `id` among the newest of its ledger, or undefined when it is not found (or the list failed). */
export async function lookUpCard(ops: OperationController, id: string, ledgerId: string): Promise<NewCard | undefined> {
  const query = { ledgerId, sortAttribute: 'CREATION_DATE', sortDirection: 'DESC', pageSize: LOOKUP_PAGE_SIZE } as const;
  const outcome = await ops.run(listCards, { query }, { silent: true });
  const card = outcome.status === 'success' ? outcome.value.content.find((candidate) => candidate.id === id) : undefined;
  return card && { card, select: () => new SvcCardSelectEvent(card) };
}
