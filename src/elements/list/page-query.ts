/**
 * One page of a list operation at a time, loaded by a `KeyedLoadController` keyed by the query
 * and the adapter: what the list shows is one state of `PageState`, read from the load itself (the
 * one holder of the pages: nothing is copied here). A newer query supersedes the one in flight (its
 * late answer reports nothing); the rows of the last page stay shown, dimmed, while the next one
 * loads.
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

/**
 * The query's text, the adapter, the round (bumped by `forget()`: the same query loads again) and
 * the run (bumped when nothing may be asked: what was shown before is not shown again).
 */
type PageKey<Q> = readonly [string, FetchAdapter, number, number, Q];

/** `Q`: the list operation's query; `T`: the items of its pages. */
export class PageQueryController<Q extends object, T> {
  private readonly loader: KeyedLoadController<PageKey<Q>, Page<T>>;
  /** The page asked for last; undefined while nothing may be sent. */
  private wanted?: PageKey<Q>;
  private round = 0;
  private run = 0;

  constructor(
    private readonly host: OperationHost & { readonly isConnected: boolean },
    request: PageRequest<Q, T>,
    /** A load failed (the element ties a refused filter to its field). */
    failed?: (error: ServiceError) => void,
  ) {
    const ops = new OperationController(host);
    this.loader = new KeyedLoadController<PageKey<Q>, Page<T>>(host, {
      key: () => this.wanted,
      load: ([, , , , query], signal) => request(ops, query, signal),
      // The last page of this run stays shown (dimmed) while the next one loads, and after a failure.
      keeps: ([, , , run]) => run === this.run,
      failed: (error) => failed?.(error),
    });
  }

  get state(): PageState<T> {
    if (!this.wanted) return { kind: 'idle' };
    const state = this.loader.state;
    switch (state.status) {
      case 'complete':
        return { kind: 'loaded', items: state.value.content, total: state.value.totalElements };
      case 'error':
        return { kind: 'error', error: state.error, items: state.last?.value.content ?? [], total: state.last?.value.totalElements };
      case 'pending':
        return { kind: 'loading', items: state.last?.value.content ?? [], total: state.last?.value.totalElements };
      default:
        return { kind: 'idle' };
    }
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
    if (!query || !text || !adapter) {
      if (this.wanted) this.run++;
      this.wanted = undefined;
      return;
    }
    const [oldText, oldAdapter, oldRound] = this.wanted ?? [];
    if (text === oldText && adapter === oldAdapter && this.round === oldRound) return;
    this.wanted = [text, adapter, this.round, this.run, query];
  }

  /** The next update loads again, even for the same query. */
  forget(): void {
    this.round++;
    this.host.requestUpdate();
  }
}
