/**
 * Loading the `card-id` card through "List cards" (see `findCard`), on the element's one request
 * path: each page is a silent run of the key `card`, so a newer load supersedes an older one and
 * removing the element stops it. A load that was under way when the element was removed starts
 * again when it is connected again.
 */
import { listCards } from '../../api/operations/cards.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';
import type { FetchAdapter } from '../../client/adapter.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import { findCard, type FindCardCriteria } from './find-card.js';

export type CardLoadState =
  /** Nothing to look for: a `card` is given, no `card-id`, or no adapter yet. */
  | { status: 'idle' }
  /** `kept`: the same card, found before, shown while it is looked for again. */
  | { status: 'loading'; kept?: Card }
  | { status: 'found'; card: Card }
  | { status: 'missing' }
  | { status: 'error'; error: ServiceError };

export interface CardLoaderHost extends ReactiveControllerHost {
  readonly card?: Card;
  readonly cardId?: string;
  readonly endUserId?: string;
  readonly ledgerId?: string;
  readonly config?: { adapter?: FetchAdapter };
}

const KEY = 'card';

export class CardLoader implements ReactiveController {
  #state: CardLoadState = { status: 'idle' };
  /** What the latest load was started for. */
  #args: readonly unknown[] = [];
  /** The latest load: the pages of an older one are not read any more. */
  #load?: object;
  #resume = false;

  constructor(
    private readonly host: CardLoaderHost,
    private readonly ops: OperationController,
  ) {
    host.addController(this);
  }

  get state(): CardLoadState {
    return this.#state;
  }

  /** The card found, or the same card found before while it is looked for again. */
  get card(): Card | undefined {
    const state = this.#state;
    return state.status === 'found' ? state.card : state.status === 'loading' ? state.kept : undefined;
  }

  /** Looks for the card again. */
  reload(): void {
    const criteria = this.criteria();
    if (criteria) void this.start(criteria);
  }

  hostConnected(): void {
    if (!this.#resume) return;
    this.#resume = false;
    this.reload();
  }

  hostDisconnected(): void {
    // The controller stops the page in flight; the load starts again on reconnection.
    if (this.#state.status !== 'loading') return;
    this.#load = undefined;
    this.#resume = true;
  }

  hostUpdate(): void {
    const criteria = this.criteria();
    const args = criteria ? [criteria.cardId, criteria.endUserId, criteria.ledgerId, this.host.config?.adapter] : [];
    if (args.length === this.#args.length && args.every((arg, i) => arg === this.#args[i])) return;
    this.#args = args;
    if (criteria) {
      void this.start(criteria);
    } else if (this.#state.status !== 'idle') {
      this.#load = undefined;
      this.ops.abort(KEY);
      this.set({ status: 'idle' });
    }
  }

  private criteria(): FindCardCriteria | undefined {
    const cardId = this.host.card ? undefined : this.host.cardId?.trim();
    if (!cardId || !this.host.config?.adapter) return undefined;
    return { cardId, endUserId: this.host.endUserId || undefined, ledgerId: this.host.ledgerId || undefined };
  }

  private async start(criteria: FindCardCriteria): Promise<void> {
    const load = {};
    this.#load = load;
    const shown = this.card;
    this.set({ status: 'loading', kept: shown?.id.toLowerCase() === criteria.cardId.toLowerCase() ? shown : undefined });
    const outcome = await findCard(
      (input) =>
        this.#load === load
          ? this.ops.run(listCards, input, { key: KEY, silent: true })
          : Promise.resolve<RunOutcome<'listCards'>>({ status: 'stale' }),
      criteria,
    );
    if (this.#load !== load || outcome.status === 'stale') return;
    this.#load = undefined;
    this.set(outcome);
  }

  private set(state: CardLoadState): void {
    this.#state = state;
    this.host.requestUpdate();
  }
}
