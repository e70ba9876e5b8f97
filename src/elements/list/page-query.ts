/**
 * One page of a list operation at a time, through the element's OperationController: what the
 * list shows is one state of `PageState`. A newer query supersedes the one in flight (its late
 * answer reports nothing); the rows of the last page stay shown, dimmed, while the next one loads.
 */
import type { ReactiveController } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { OperationDefinition, OperationInput, OperationName } from '../../api/operations.js';
import { OperationController, type OperationHost } from '../base/operation.js';

/** The paginated envelope of every list operation. */
interface Page<T> {
  content: T[];
  totalElements: number;
}

export type PageState<T> =
  /** Nothing asked for: no configuration yet, or nothing valid to ask. */
  | { kind: 'idle' }
  /** A page is on its way (`items`: the last page, shown dimmed meanwhile). */
  | { kind: 'loading'; items: readonly T[]; total?: number }
  | { kind: 'loaded'; items: readonly T[]; total: number }
  | { kind: 'error'; error: ServiceError; items: readonly T[]; total?: number };

/** `N`: a list operation; `Q`: its query; `T`: the items of its pages. */
export class PageQueryController<N extends OperationName, Q extends object, T> implements ReactiveController {
  state: PageState<T> = { kind: 'idle' };

  private readonly ops: OperationController;
  private key?: string;
  private adapter?: unknown;

  constructor(
    private readonly host: OperationHost,
    private readonly operation: OperationDefinition<N>,
    /** A load failed (the element ties a refused filter to its field). */
    private readonly failed?: (error: ServiceError) => void,
  ) {
    this.ops = new OperationController(host);
    host.addController(this);
  }

  get items(): readonly T[] {
    return this.state.kind === 'idle' ? [] : this.state.items;
  }

  /** The number of items matching the query, as the service counts them (once known). */
  get total(): number | undefined {
    return this.state.kind === 'idle' ? undefined : this.state.total;
  }

  /** Asks for `query` (undefined: nothing may be sent) unless it is what was last asked of the same adapter. */
  sync(query: Q | undefined, adapter: unknown): void {
    const key = query && JSON.stringify(query);
    if (key === this.key && adapter === this.adapter) return;
    this.key = key;
    this.adapter = adapter;
    if (!query || !adapter) {
      this.ops.abort();
      this.set({ kind: 'idle' });
      return;
    }
    void this.load(query);
  }

  /** The next `sync()` loads again, even for the same query. */
  forget(): void {
    this.key = undefined;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // The operation controller aborts the request; a reconnection loads again.
    if (this.state.kind === 'loading') this.key = undefined;
  }

  private set(state: PageState<T>): void {
    this.state = state;
    this.host.requestUpdate();
  }

  private async load(query: Q): Promise<void> {
    this.set({ kind: 'loading', items: this.items, total: this.total });
    const outcome = await this.ops.run(this.operation, { query } as unknown as OperationInput<N>, { silent: true });
    // A newer load, an abort or a removal owns the state now ('stale').
    if (outcome.status === 'success') {
      const page = outcome.value as unknown as Page<T>;
      this.set({ kind: 'loaded', items: page.content, total: page.totalElements });
    } else if (outcome.status === 'error') {
      this.set({ kind: 'error', error: outcome.error, items: this.items, total: this.total });
      this.failed?.(outcome.error);
    }
  }
}
