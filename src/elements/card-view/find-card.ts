/**
 * Finding one card by its id. The spec has no "get card": the only way to read a card is
 * "List cards", whose filters are the end-user, the ledger, the profile, statuses and types — not
 * the card id. So the card is looked for page by page, with what is known of it as filters.
 */
import { LIMITS } from '../../api/limits.js';
import type { Card } from '../../api/schemas/card.js';
import type { FetchAdapter } from '../../client/adapter.js';

export interface FindCardCriteria {
  cardId: string;
  /** Narrows the search to this end-user's cards (an end-user caller sees only its own anyway). */
  endUserId?: string;
  /** Narrows the search to this ledger's cards. */
  ledgerId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The card with this id, or undefined when it is not among the cards the caller can list.
 *
 * Pages of the largest size (100) in a stable order (creation date, oldest first) are read one
 * after the other, until the card is found, a page comes back short, every listed card has been
 * seen, or the last page the service allows (page 500) has been read: at most 501 requests and
 * 50 100 cards. Each request is aborted with `signal`. An id that is not a UUID finds nothing and
 * sends nothing.
 */
export async function findCard(adapter: FetchAdapter, criteria: FindCardCriteria, signal: AbortSignal): Promise<Card | undefined> {
  if (!UUID.test(criteria.cardId)) return undefined;
  const wanted = criteria.cardId.toLowerCase();
  const pageSize = LIMITS.pageSize.max;
  for (let page = LIMITS.page.min; page <= LIMITS.page.max; page += 1) {
    const result = await adapter.request(
      'listCards',
      {
        query: {
          page,
          pageSize,
          sortAttribute: 'CREATION_DATE',
          sortDirection: 'ASC',
          ...(criteria.endUserId ? { endUserId: criteria.endUserId } : {}),
          ...(criteria.ledgerId ? { ledgerId: criteria.ledgerId } : {}),
        },
      },
      { signal },
    );
    const found = result.content.find((card) => card.id.toLowerCase() === wanted);
    if (found) return found;
    if (result.content.length < pageSize || (page + 1) * pageSize >= result.totalElements) return undefined;
  }
  return undefined;
}
