/**
 * Querying and paging for <svc-ledger-list>: one page at a time, or every page one after the other
 * (`all-pages`), through the element's OperationController. What the list shows is one state of
 * `ListState`; a newer query supersedes the run in flight (its late answer reports nothing).
 */
import { listLedgers } from '../../api/operations/ledgers.js';
import type { ReactiveController } from 'lit';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import type { ServiceError } from '../../api/errors.js';
import type { OperationInput } from '../../api/operations.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import { OperationController, type OperationHost } from '../base/operation.js';

export type LedgerQuery = NonNullable<OperationInput<'listLedgers'>['query']>;

/**
 * What the list shows. `ledgers` are the rows shown: the last page that arrived (kept, dimmed,
 * while the next one loads), or with `all-pages` the ledgers committed so far.
 */
export type ListState =
  /** Nothing asked for: no configuration yet, or nothing valid to ask. */
  | { kind: 'idle' }
  /** A page is on its way. */
  | { kind: 'loading'; ledgers: readonly Ledger[]; total?: number }
  /** The page, or with `all-pages` every page, has arrived. */
  | { kind: 'loaded'; ledgers: readonly Ledger[]; total: number }
  /** `all-pages`: pages are arriving; `received` counts every ledger in so far. */
  | { kind: 'streaming'; ledgers: readonly Ledger[]; total?: number; received: number }
  /** `all-pages`: stopped by `stop()`; `resume()` loads the rest. */
  | { kind: 'stopped'; ledgers: readonly Ledger[]; total?: number; received: number }
  | { kind: 'error'; error: ServiceError; ledgers: readonly Ledger[]; total?: number; received?: number };

/** `all-pages`: the rows shown follow the pages received at most this often (re-ordering 50,000 rows takes a moment). */
const COMMIT_MS = 300;
/** `all-pages`: the longest stretch of work between two chances for the browser to paint and answer input. */
const SLICE_MS = 30;

/** Gives the browser a turn (a paint, input) before the next page is asked for. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every page of one query: what has arrived, and where to go on. */
interface Stream {
  query: LedgerQuery;
  received: Ledger[];
  nextPage: number;
  total?: number;
}

export interface LedgerQueryOptions {
  /** A load failed (the element ties a refused filter to its field). */
  failed?: (error: ServiceError) => void;
}

export class LedgerQueryController implements ReactiveController {
  state: ListState = { kind: 'idle' };

  private readonly ops: OperationController;
  private key?: string;
  private adapter?: unknown;
  private stream?: Stream;
  /** The pump that owns the stream now; an older one stops at its next step. */
  private pump?: object;

  constructor(
    private readonly host: OperationHost,
    private readonly options: LedgerQueryOptions = {},
  ) {
    this.ops = new OperationController(host);
    host.addController(this);
  }

  /** Every ledger that has arrived: the page, or with `all-pages` every page so far. */
  get ledgers(): readonly Ledger[] {
    return this.stream?.received ?? ('ledgers' in this.state ? this.state.ledgers : []);
  }

  /** The rows shown: the page, or with `all-pages` the ledgers committed so far. */
  get items(): readonly Ledger[] {
    return 'ledgers' in this.state ? this.state.ledgers : [];
  }

  /** The number of ledgers matching the query, as the service counts them (once known). */
  get total(): number | undefined {
    return 'total' in this.state ? this.state.total : undefined;
  }

  /** `all-pages` reached the service's last page while more ledgers match. */
  get capped(): boolean {
    const stream = this.stream;
    return stream?.total !== undefined && stream.received.length < stream.total && (stream.nextPage > LIMITS.page.max || stream.received.length >= KIT_LIMITS.allPagesRows);
  }

  /**
   * Asks for `query` (undefined: nothing may be sent) unless it is what was last asked of the same
   * adapter. True when a new load started.
   */
  sync(query: LedgerQuery | undefined, allPages: boolean, adapter: unknown): boolean {
    const key = query && JSON.stringify([allPages, query]);
    if (key === this.key && adapter === this.adapter) return false;
    this.key = key;
    this.adapter = adapter;
    this.pump = undefined;
    // Rows of another page stay shown (dimmed) while the next one loads; rows of a stream do not.
    const keep = this.stream === undefined;
    this.stream = undefined;
    if (!query || !adapter) {
      this.ops.abort();
      this.set({ kind: 'idle' });
      return false;
    }
    if (allPages) {
      this.stream = { query, received: [], nextPage: LIMITS.page.min };
      void this.run(this.stream);
    } else {
      void this.loadPage(query, keep);
    }
    return true;
  }

  /** A ledger changed here (suspended from its row): its row shows the change at once, without a reload. */
  replace(changed: Ledger): void {
    const swap = (list: readonly Ledger[]) => list.map((ledger) => (ledger.id === changed.id ? changed : ledger));
    if (this.stream) this.stream.received = swap(this.stream.received);
    if ('ledgers' in this.state) this.set({ ...this.state, ledgers: swap(this.state.ledgers) });
  }

  /** The next `sync()` loads again, even for the same query. */
  forget(): void {
    this.key = undefined;
    this.host.requestUpdate();
  }

  /** `all-pages`: stops loading; the ledgers loaded so far stay. */
  stop(): void {
    const { stream, state } = this;
    if (!stream || state.kind !== 'streaming') return;
    this.pump = undefined;
    this.ops.abort();
    this.set({ kind: 'stopped', ledgers: this.committed(stream), total: stream.total, received: stream.received.length });
  }

  /** `all-pages`: loads the pages not loaded yet (after `stop()` or an error). */
  resume(): void {
    const { stream, state } = this;
    if (stream && (state.kind === 'stopped' || state.kind === 'error')) void this.run(stream);
  }

  hostDisconnected(): void {
    // The operation controller aborts the request; a reconnection loads again.
    if (this.state.kind === 'loading' || this.state.kind === 'streaming') {
      this.key = undefined;
      this.pump = undefined;
      if (this.stream && this.state.kind === 'streaming') {
        this.set({ kind: 'stopped', ledgers: this.committed(this.stream), total: this.stream.total, received: this.stream.received.length });
      }
    }
  }

  private set(state: ListState): void {
    this.state = state;
    this.host.requestUpdate();
  }

  private async loadPage(query: LedgerQuery, keep: boolean): Promise<void> {
    const shown = this.state.kind === 'idle' || !keep ? undefined : this.state;
    this.set({ kind: 'loading', ledgers: shown?.ledgers ?? [], total: shown?.total });
    const outcome = await this.ops.run(listLedgers, { query }, { silent: true });
    // A newer load, an abort or a removal owns the state now ('stale').
    if (outcome.status === 'success') {
      this.set({ kind: 'loaded', ledgers: outcome.value.content, total: outcome.value.totalElements });
    } else if (outcome.status === 'error') {
      this.set({ kind: 'error', error: outcome.error, ledgers: this.state.kind === 'idle' ? [] : this.state.ledgers, total: this.total });
      this.options.failed?.(outcome.error);
    }
  }

  /** The rows shown for a stream: what is shown already if it is still current, else every ledger received. */
  private committed(stream: Stream): readonly Ledger[] {
    const shown = 'ledgers' in this.state ? this.state.ledgers : [];
    return shown.length === stream.received.length ? shown : stream.received.slice();
  }

  /**
   * Loads page after page until the last one. The first page is shown at once; later pages are
   * shown in batches, and the browser gets a turn between stretches of work however fast the
   * adapter answers.
   */
  private async run(stream: Stream): Promise<void> {
    const pump = {};
    this.pump = pump;
    const pageSize = stream.query.pageSize ?? LIMITS.pageSize.max;
    let shown = this.committed(stream);
    let committedAt = shown.length > 0 ? performance.now() : -Infinity;
    let yieldedAt = performance.now();
    this.set({ kind: 'streaming', ledgers: shown, total: stream.total, received: stream.received.length });
    for (;;) {
      const page = stream.nextPage;
      const outcome = await this.ops.run(listLedgers, { query: { ...stream.query, page } }, { silent: true });
      if (this.pump !== pump) return;
      if (outcome.status !== 'success') {
        this.pump = undefined;
        const received = stream.received.length;
        if (outcome.status === 'error') {
          this.set({ kind: 'error', error: outcome.error, ledgers: this.committed(stream), total: stream.total, received });
          this.options.failed?.(outcome.error);
        } else {
          this.set({ kind: 'stopped', ledgers: this.committed(stream), total: stream.total, received });
        }
        return;
      }
      const { content, totalElements } = outcome.value;
      for (const ledger of content) stream.received.push(ledger);
      stream.total = totalElements;
      stream.nextPage = page + 1;
      if (content.length < pageSize || stream.received.length >= totalElements || page >= LIMITS.page.max || stream.received.length >= KIT_LIMITS.allPagesRows) {
        this.pump = undefined;
        this.set({ kind: 'loaded', ledgers: stream.received.slice(), total: totalElements });
        return;
      }
      const now = performance.now();
      const commit = now - committedAt >= COMMIT_MS;
      if (commit) {
        shown = stream.received.slice();
        committedAt = now;
      }
      if (commit || now - yieldedAt >= SLICE_MS) {
        // The progress and the rows are shown at these turns only: one render per page would cost
        // more than the pages themselves with a fast adapter.
        this.set({ kind: 'streaming', ledgers: shown, total: totalElements, received: stream.received.length });
        await yieldToBrowser();
        yieldedAt = performance.now();
        if (this.pump !== pump) return;
      }
    }
  }
}
