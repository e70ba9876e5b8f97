/**
 * The one way an element loads a record: a `Task` (`base/task.ts`, after `@lit/task`'s) whose arguments are the record's key
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
 *
 * The task is the one holder of what was loaded (its value, or its error for a failed load, with
 * what the key had loaded before): the controller keeps no copy. `state` (one switch: idle,
 * pending, complete, error) and `value` read it, and answer for the current key only, so a new id
 * shows nothing of the old record, and a failed reload keeps the record it had. Elements read it
 * from here and keep no copy; `replace()` records what an action made of the record.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ServiceError } from '../../api/errors.js';

/** What a load ends with, as `OperationController.run` reports it (a `stale` run reports nothing). */
export type LoadOutcome<V> =
  | { status: 'success'; value: V }
  | { status: 'error'; error: ServiceError }
  | { status: 'cancelled' | 'stale' | 'sca-required' };

/** A value loaded, boxed so that a load that found nothing (`undefined`) still counts as loaded. */
export interface LoadedRecord<V> {
  value: V;
}

/**
 * The load of the current key, as one switch: the controller is the one holder of the record, so an
 * element reads it from here (and renders by `status`) rather than keeping a copy of its own.
 */
export type KeyedLoadState<V> =
  /** Nothing asked for: an incomplete key, or the element was removed before anything came. */
  | { status: 'idle' }
  /** `last`: what this key loaded before, shown while it is loaded again. */
  | { status: 'pending'; last?: LoadedRecord<V> }
  | { status: 'complete'; value: V }
  /** `last`: what this key loaded before the load that failed (a failed Refresh keeps the record). */
  | { status: 'error'; error: ServiceError; last?: LoadedRecord<V> };

export interface KeyedLoadHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
}

export interface KeyedLoadOptions<K extends readonly unknown[], V> {
  /** The key of the record to show, or `undefined` while a part of it is missing. */
  key: () => K | undefined;
  /** Loads the record of `key`; `signal` aborts when the load is superseded or its element removed. */
  load: (key: K, signal: AbortSignal) => Promise<LoadOutcome<V>>;
  /**
   * The current load ended with a record (never called for a superseded or stopped load). Told just
   * before the task stores it: `state` still reads the load as under way, so take the record from here.
   */
  loaded?: (value: V, key: K) => void;
  /**
   * Whether what was loaded for `held` still stands for what is asked now (shown while it is
   * loaded again, even while the key is incomplete). Default: the key is the same.
   */
  keeps?: (held: K) => boolean;
  /** The current load failed (never called for a superseded or stopped load). */
  failed?: (error: ServiceError, key: K) => void;
}

const STOPPED = Symbol('stopped');

/**
 * What a load of `key` ended with. The task holds it, and nothing else does: as its value when the
 * load ended with a record, as its error (thrown) when it failed, `loaded` then being what this key
 * loaded before. `loaded` is replaced in place by `replace()`.
 */
class Held<K, V> {
  constructor(
    readonly key: K,
    public loaded?: LoadedRecord<V>,
    readonly error?: ServiceError,
  ) {}
}

export class KeyedLoadController<K extends readonly unknown[], V> implements ReactiveController {
  // Private names: the build shortens them (every page carries this controller).
  readonly #host: KeyedLoadHost;
  readonly #options: KeyedLoadOptions<K, V>;
  /** The one holder of what was loaded: its value (or its error) is the latest load's outcome. */
  readonly #task: Task<[K | undefined], Held<K, V>>;
  /** A load was stopped by a removal, or due while detached: run it on reconnection. */
  #resume = false;

  constructor(host: KeyedLoadHost, options: KeyedLoadOptions<K, V>) {
    this.#host = host;
    this.#options = options;
    this.#task = new Task<[K | undefined], Held<K, V>>(host, {
      args: () => [options.key()],
      argsEqual: ([a], [b]) => sameKey(a, b),
      task: ([key], { signal }) => this.#perform(key, signal),
    });
    host.addController(this);
  }

  get state(): KeyedLoadState<V> {
    const key = this.#options.key();
    const held = this.#heldNow(key);
    // Without a key, what was loaded for what is still asked stays shown (`keeps`), nothing else.
    if (key && this.pending) return { status: 'pending', last: held?.loaded };
    if (key && held?.error) return { status: 'error', error: held.error, last: held.loaded };
    return held?.loaded ? { status: 'complete', value: held.loaded.value } : { status: 'idle' };
  }

  /** The record of the current key: as loaded, or as loaded before while it is loaded again or after a failed reload. */
  get loaded(): LoadedRecord<V> | undefined {
    const state = this.state;
    return state.status === 'complete' ? { value: state.value } : state.status === 'idle' ? undefined : state.last;
  }

  /** The value of the current key (see `loaded`), or undefined. */
  get value(): V | undefined {
    return this.loaded?.value;
  }

  /** The error of the latest load of the current key, once it has ended. */
  get error(): ServiceError | undefined {
    const state = this.state;
    return state.status === 'error' ? state.error : undefined;
  }

  /**
   * Replaces the record of the current key by what an action made of it (a phone now verified),
   * without loading it again. Nothing when the key is incomplete or nothing is loaded for it.
   */
  replace(value: V): void {
    const held = this.#heldNow(this.#options.key());
    if (!held?.loaded) return;
    held.loaded = { value };
    this.#host.requestUpdate();
  }

  /** The key as it is now (undefined while incomplete). */
  key(): K | undefined {
    return this.#options.key();
  }

  get pending(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /** Loads the record of the current key again (nothing when the key is incomplete). */
  reload(): void {
    void this.#task.run();
  }

  hostConnected(): void {
    if (!this.#resume) return;
    this.#resume = false;
    void this.#task.run();
  }

  hostDisconnected(): void {
    if (!this.pending) return;
    this.#resume = true;
    this.#task.abort(STOPPED);
  }

  /** The latest load's outcome, as the task holds it (a run that found no key leaves it as it was). */
  #latest(): Held<K, V> | undefined {
    const { value, error } = this.#task;
    return value ?? (error instanceof Held ? error : undefined);
  }

  /** What the latest load ended with, if it stands for `key`. */
  #heldNow(key: K | undefined): Held<K, V> | undefined {
    const held = this.#latest();
    if (!held) return undefined;
    const { keeps } = this.#options;
    if (keeps) return keeps(held.key) ? held : undefined;
    return key && sameKey(held.key, key) ? held : undefined;
  }

  /**
   * One run of the task. The task stores what it returns as its value, and what it throws as its
   * error; a run stopped (by the element's removal, or cancelled) gives back what the task held,
   * so that a record loaded before stays. `loaded` and `failed` are told before the task stores the
   * outcome: they get it as their argument (the state still answers with the load under way).
   */
  async #perform(key: K | undefined, signal: AbortSignal): Promise<Held<K, V> | typeof initialState> {
    if (!key) return initialState;
    if (!this.#host.isConnected) {
      this.#resume = true;
      return initialState;
    }
    const outcome = await this.#options.load(key, signal);
    if (signal.aborted) return this.#unchanged();
    if (outcome.status === 'success') {
      this.#options.loaded?.(outcome.value, key);
      return new Held(key, { value: outcome.value });
    }
    if (outcome.status === 'error') {
      const failure = new Held<K, V>(key, this.#heldNow(key)?.loaded, outcome.error);
      this.#options.failed?.(outcome.error, key);
      throw failure;
    }
    // Cancelled or stopped from elsewhere: nothing new to show.
    return this.#unchanged();
  }

  /** The task's outcome as it was before this run: given back, so that the task keeps it. */
  #unchanged(): Held<K, V> | typeof initialState {
    const held = this.#latest();
    if (!held) return initialState;
    if (held.error) throw held;
    return held;
  }
}

function sameKey(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((part, i) => Object.is(part, b[i]));
}
