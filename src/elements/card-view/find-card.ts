/**
 * Finding one card by its id. The spec has no "get card": the only way to read a card is
 * "List cards", whose filters are the end-user, the ledger, the profile, statuses and types — not
 * the card id. So the card is looked for page by page, with what is known of it as filters.
 */
import type { ServiceError } from '../../api/errors.js';
import { LIMITS } from '../../api/limits.js';
import type { OperationInput } from '../../api/operations.js';
import { id } from '../../api/primitives.js';
import type { Card } from '../../api/schemas/card.js';
import { listCards } from '../../api/operations/cards.js';
import type { LoadOutcome } from '../base/keyed-load.js';
import type { OperationController, RunOutcome } from '../base/operation.js';

export interface FindCardCriteria {
  cardId: string;
  /** Narrows the search to this end-user's cards (an end-user caller sees only its own anyway). */
  endUserId?: string;
  /** Narrows the search to this ledger's cards. */
  ledgerId?: string;
}

/**
 * Reads one page of "List cards", as an element's `OperationController` runs it:
 * `(input) => ops.run('listCards', input, { key: 'card', silent: true })`.
 */
type ListCardsRun = (input: OperationInput<'listCards'>) => Promise<RunOutcome<'listCards'>>;

type FindCardOutcome =
  | { status: 'found'; card: Card }
  | { status: 'missing' }
  /** A page could not be read. */
  | { status: 'error'; error: ServiceError }
  /** A page was superseded, aborted or cancelled: the search stopped and reports nothing. */
  | { status: 'stale' };

const cardIdSchema = id();

/**
 * Looks for the card with this id among the cards the caller can list.
 *
 * Pages of the largest size (100) in a stable order (creation date, oldest first) are read one
 * after the other through `run`, until the card is found, a page comes back short, every listed
 * card has been seen, or the last page the service allows (page 500) has been read: at most 501
 * requests and 50 100 cards. The search stops at the first page that fails or is not read. An id
 * that is not a UUID finds nothing and sends nothing.
 */
async function findCard(run: ListCardsRun, criteria: FindCardCriteria): Promise<FindCardOutcome> {
  if (!cardIdSchema.safeParse(criteria.cardId).success) return { status: 'missing' };
  const wanted = criteria.cardId.toLowerCase();
  const pageSize = LIMITS.pageSize.max;
  for (let page = LIMITS.page.min; page <= LIMITS.page.max; page += 1) {
    const outcome = await run({
      query: {
        page,
        pageSize,
        sortAttribute: 'CREATION_DATE',
        sortDirection: 'ASC',
        ...(criteria.endUserId ? { endUserId: criteria.endUserId } : {}),
        ...(criteria.ledgerId ? { ledgerId: criteria.ledgerId } : {}),
      },
    });
    if (outcome.status === 'error') return outcome;
    if (outcome.status !== 'success') return { status: 'stale' };
    const { content, totalElements } = outcome.value;
    const found = content.find((card) => card.id.toLowerCase() === wanted);
    if (found) return { status: 'found', card: found };
    if (content.length < pageSize || (page + 1) * pageSize >= totalElements) return { status: 'missing' };
  }
  return { status: 'missing' };
}

/**
 * The card view's load of its `card-id` card, as the record load takes it: each page a silent run
 * of the key `card` on the element's one request path, stopped with the load; a card not found is
 * a load that ended with nothing (`undefined`).
 */
export async function loadCard(ops: OperationController, criteria: FindCardCriteria, signal: AbortSignal): Promise<LoadOutcome<Card | undefined>> {
  const outcome = await findCard((input) => ops.run(listCards, input, { key: 'card', silent: true, signal }), criteria);
  if (outcome.status === 'found') return { status: 'success', value: outcome.card };
  if (outcome.status === 'missing') return { status: 'success', value: undefined };
  return outcome;
}
