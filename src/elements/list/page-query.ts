/**
 * One page of a list operation at a time, loaded by a `KeyedLoadController` keyed by the query
 * and the adapter: what the list shows is one state of `PageState`. A newer query supersedes the one
 * in flight (its late answer reports nothing); the rows of the last page stay shown, dimmed, while
 * the next one loads.
 */
import type { ServiceError } from '../../api/errors.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { KeyedLoadController, type LoadOutcome } from '../base/keyed-load.js';
import { OperationController, type OperationHost } from '../base/operation.js';

/** The paginated envelope of every list operation. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/**
 * Sends the page request of `query` through `ops`, as a silent run stopped by `signal`. Written
 * by each list, where its operation is concrete, so that query and items are typed end to end.
 */
export type PageRequest<Q, T> = (ops: OperationController, query: Q, signal: AbortSignal) => Promise<LoadOutcome<Page<T>>>;

export type PageState<T> =
  /** Nothing asked for: no configuration yet, or nothing valid to ask. */
  | { kind: 'idle' }
  /** A page is on its way (`items`: the last page, shown dimmed meanwhile). */
  | { kind: 'loading'; items: readonly T[]; total?: number }
  | { kind: 'loaded'; items: readonly T[]; total: number }
  | { kind: 'error'; error: ServiceError; items: readonly T[]; total?: number };

const IDLE = { kind: 'idle' } as const;

/** `Q`: the list operation's query; `T`: the items of its pages. */
export class PageQueryController<Q extends object, T> {
  private shown: PageState<T> = IDLE;
  /** The query asked for last (undefined: nothing may be sent), its text, and the adapter. */
  private query?: Q;
  private wanted?: readonly [string, FetchAdapter, number];
  /** Bumped by `forget()`: the same query loads again. */
  private round = 0;

  constructor(
    private readonly host: OperationHost & { readonly isConnected: boolean },
    request: PageRequest<Q, T>,
    /** A load failed (the element ties a refused filter to its field). */
    failed?: (error: ServiceError) => void,
  ) {
    const ops = new OperationController(host);
    new KeyedLoadController<readonly [string, FetchAdapter, number], Page<T>>(host, {
      key: () => this.wanted,
      load: (_key, signal) => {
        this.set({ kind: 'loading', items: this.items, total: this.total });
        // The key is set only with a query (see `sync`).
        return this.query ? request(ops, this.query, signal) : Promise.resolve({ status: 'stale' });
      },
      loaded: (page) => this.set({ kind: 'loaded', items: page.content, total: page.totalElements }),
      failed: (error) => {
        this.set({ kind: 'error', error, items: this.items, total: this.total });
        failed?.(error);
      },
    });
  }

  get state(): PageState<T> {
    return this.wanted ? this.shown : IDLE;
  }

  get items(): readonly T[] {
    const state = this.state;
    return state.kind === 'idle' ? [] : state.items;
  }

  /** The number of items matching the query, as the service counts them (once known). */
  get total(): number | undefined {
    const state = this.state;
    return state.kind === 'idle' ? undefined : state.total;
  }

  /** Asks for `query` (undefined: nothing may be sent) through `adapter`; the same query of the same adapter is not sent again. */
  sync(query: Q | undefined, adapter: FetchAdapter | undefined): void {
    const text = query && JSON.stringify(query);
    const wanted = text && adapter ? ([text, adapter, this.round] as const) : undefined;
    this.query = query;
    if (wanted?.[0] === this.wanted?.[0] && wanted?.[1] === this.wanted?.[1] && wanted?.[2] === this.wanted?.[2]) return;
    this.wanted = wanted;
    if (!wanted) this.shown = IDLE;
  }

  /** The next update loads again, even for the same query. */
  forget(): void {
    this.round++;
    this.host.requestUpdate();
  }

  private set(state: PageState<T>): void {
    this.shown = state;
    this.host.requestUpdate();
  }
}
