/**
 * Loading the `card-id` card through "List cards" (see `findCard`), with a `KeyedLoadController`
 * keyed by the card id, the end-user and ledger that narrow the search, and the adapter. Each page is
 * a silent run of the key `card` on the element's one request path, stopped with the load.
 */
import { listCards } from '../../api/operations/cards.js';
import type { ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { KeyedLoadController, type LoadOutcome } from '../base/keyed-load.js';
import type { OperationController } from '../base/operation.js';
import { findCard } from './find-card.js';

export type CardLoadState =
  /** Nothing to look for: a `card` is given, no `card-id`, or no adapter yet. */
  | { status: 'idle' }
  /** `kept`: the same card, found before, shown while it is looked for again. */
  | { status: 'loading'; kept?: Card }
  | { status: 'found'; card: Card }
  | { status: 'missing' }
  | { status: 'error'; error: ServiceError };

export interface CardLoaderHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
  readonly card?: Card;
  readonly cardId?: string;
  readonly endUserId?: string;
  readonly ledgerId?: string;
  readonly config?: { adapter?: FetchAdapter };
}

/** card id, end-user id, ledger id, adapter. */
type CardKey = readonly [string, string | undefined, string | undefined, FetchAdapter];

const KEY = 'card';

/**
 * The card view's view of the load. The `KeyedLoadController` is the one holder of the card found:
 * this only names its states as the card view speaks of them.
 */
export class CardLoader {
  readonly #loader: KeyedLoadController<CardKey, Card | undefined>;

  constructor(
    private readonly host: CardLoaderHost,
    ops: OperationController,
  ) {
    this.#loader = new KeyedLoadController<CardKey, Card | undefined>(host, {
      key: () => this.key(),
      load: async ([cardId, endUserId, ledgerId], signal): Promise<LoadOutcome<Card | undefined>> => {
        const outcome = await findCard((input) => ops.run(listCards, input, { key: KEY, silent: true, signal }), { cardId, endUserId, ledgerId });
        if (outcome.status === 'found') return { status: 'success', value: outcome.card };
        if (outcome.status === 'missing') return { status: 'success', value: undefined };
        return outcome;
      },
      // The same card, found before, is shown while it is looked for again.
      keeps: ([cardId]) => cardId.toLowerCase() === this.key()?.[0].toLowerCase(),
    });
  }

  get state(): CardLoadState {
    if (!this.key()) return { status: 'idle' };
    const state = this.#loader.state;
    switch (state.status) {
      case 'pending':
        return { status: 'loading', kept: state.last?.value };
      case 'complete':
        return state.value ? { status: 'found', card: state.value } : { status: 'missing' };
      case 'error':
        return { status: 'error', error: state.error };
      default:
        return { status: 'idle' };
    }
  }

  /** The card found, or the same card found before while it is looked for again. */
  get card(): Card | undefined {
    const state = this.state;
    return state.status === 'found' ? state.card : state.status === 'loading' ? state.kept : undefined;
  }

  /** Looks for the card again. */
  reload(): void {
    this.#loader.reload();
  }

  private key(): CardKey | undefined {
    const cardId = this.host.card ? undefined : this.host.cardId?.trim();
    const adapter = this.host.config?.adapter;
    if (!cardId || !adapter) return undefined;
    return [cardId, this.host.endUserId || undefined, this.host.ledgerId || undefined, adapter];
  }
}
