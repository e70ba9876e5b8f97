/**
 * The one way an element loads a record: a @lit/task `Task` whose arguments are the record's key
 * (its id, the adapter, and anything else the answer depends on, such as a locale).
 *
 * Lifecycle:
 * - on each host update the key is read; when any part of it changed, the record is loaded again;
 * - a key given as `undefined` (no id yet, no adapter) sends nothing, and stops a load in flight;
 * - a newer key aborts the load in flight (its `AbortSignal` reaches the adapter through the
 *   element's `OperationController`) and its late answer is dropped;
 * - a detached element sends nothing; a load stopped by the element's removal, or a key that
 *   changed while it was detached, starts again when the element is connected again. A record
 *   already loaded is kept across a move, so nothing a person typed over it is lost.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ServiceError } from '../../api/errors.js';

/** What a load ends with, as `OperationController.run` reports it (a `stale` run reports nothing). */
export type LoadOutcome<V> =
  | { status: 'success'; value: V }
  | { status: 'error'; error: ServiceError }
  | { status: 'cancelled' | 'stale' | 'sca-required' };

export type KeyedLoadState<V> =
  /** Nothing asked for: an incomplete key, or the element was removed during the load. */
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'complete'; value: V }
  | { status: 'error'; error: ServiceError };

export interface KeyedLoadHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
}

export interface KeyedLoadOptions<K extends readonly unknown[], V> {
  /** The key of the record to show, or `undefined` while a part of it is missing. */
  key: () => K | undefined;
  /** Loads the record of `key`; `signal` aborts when the load is superseded or its element removed. */
  load: (key: K, signal: AbortSignal) => Promise<LoadOutcome<V>>;
  /** The current load ended with a record (never called for a superseded or stopped load). */
  loaded?: (value: V, key: K) => void;
  /** The current load failed (never called for a superseded or stopped load). */
  failed?: (error: ServiceError, key: K) => void;
}

const STOPPED = Symbol('stopped');

export class KeyedLoadController<K extends readonly unknown[], V> implements ReactiveController {
  private readonly task: Task<[K | undefined], V>;
  /** A load was stopped by a removal, or due while detached: run it on reconnection. */
  private resume = false;

  constructor(
    private readonly host: KeyedLoadHost,
    private readonly options: KeyedLoadOptions<K, V>,
  ) {
    this.task = new Task<[K | undefined], V>(host, {
      args: () => [options.key()],
      argsEqual: ([a], [b]) => sameKey(a, b),
      task: ([key], { signal }) => this.perform(key, signal),
    });
    host.addController(this);
  }

  get state(): KeyedLoadState<V> {
    switch (this.task.status) {
      case TaskStatus.PENDING:
        return { status: 'pending' };
      case TaskStatus.COMPLETE:
        return { status: 'complete', value: this.task.value! };
      case TaskStatus.ERROR:
        return this.task.error === STOPPED ? { status: 'idle' } : { status: 'error', error: this.task.error as ServiceError };
      default:
        return { status: 'idle' };
    }
  }

  /** The key as it is now (undefined while incomplete). */
  key(): K | undefined {
    return this.options.key();
  }

  get pending(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  /** Loads the record of the current key again (nothing when the key is incomplete). */
  reload(): void {
    void this.task.run();
  }

  hostConnected(): void {
    if (!this.resume) return;
    this.resume = false;
    void this.task.run();
  }

  hostDisconnected(): void {
    if (!this.pending) return;
    this.resume = true;
    this.task.abort(STOPPED);
  }

  private async perform(key: K | undefined, signal: AbortSignal): Promise<V | typeof initialState> {
    if (!key) return initialState;
    if (!this.host.isConnected) {
      this.resume = true;
      return initialState;
    }
    const outcome = await this.options.load(key, signal);
    if (signal.aborted) throw STOPPED;
    if (outcome.status === 'success') {
      this.options.loaded?.(outcome.value, key);
      return outcome.value;
    }
    if (outcome.status === 'error') {
      this.options.failed?.(outcome.error, key);
      throw outcome.error;
    }
    // Cancelled or stopped from elsewhere: nothing to show.
    throw STOPPED;
  }
}

function sameKey(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((part, i) => Object.is(part, b[i]));
}
