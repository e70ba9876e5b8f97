/**
 * The load of one record by its id, as every record view has it: the id checked (missing, not a
 * UUID), the record loaded with a `KeyedLoadController` keyed by the id, the adapter and anything
 * else the answer depends on, what was shown forgotten on a new id, Refresh, the custom states
 * `loading` and `error`, and what stands in for the record until it is loaded. The controller is
 * the one holder of the record: this reads it from there and keeps no copy.
 *
 * `SvcRecordElement` is built on it; an element that is a form as well (the mandate view) holds one.
 */
import type { HTMLTemplateResult, ReactiveController, ReactiveControllerHost } from 'lit';
import { html } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import { isGuid } from '../../api/formats/guid.js';
import { asRecord } from '../base/guards.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { KeyedLoadController, type KeyedLoadState, type LoadOutcome } from '../base/keyed-load.js';

/** `missing` or `invalid`: why an id cannot be loaded. */
export type IdProblem = 'missing' | 'invalid';

/** The words a record view shows around its record. */
export interface RecordLoadTexts {
  loading: string;
  loadFailed: string;
  retry: string;
  /** Without them the record has no id (the partner's configuration). */
  missingId?: string;
  invalidId?: string;
}

export interface RecordLoadHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
  readonly config?: { adapter?: FetchAdapter };
}

export interface RecordLoadOptions<V> {
  /**
   * The record's id as given (trimmed here), or `null` for a record that has no id (one per
   * partner): then the adapter alone is the key.
   */
  id: () => string | undefined | null;
  /** Loads the record; `signal` aborts when the load is superseded or the element removed. */
  load: (id: string, signal: AbortSignal) => Promise<LoadOutcome<V>>;
  /** Anything else the answer depends on (a locale), part of the key. */
  extraKey?: () => readonly unknown[];
  /** A new id (or none): what the element derived from the old record goes too. */
  forget?: () => void;
  /** The current load ended with a record. */
  loaded?: (record: V) => void;
}

type Key = readonly unknown[];

export class RecordLoadController<V> implements ReactiveController {
  private readonly loader: KeyedLoadController<Key, V>;
  /** The id of the record the element showed last, to forget it when another is asked for. */
  private shownId?: string;

  constructor(
    host: RecordLoadHost,
    private readonly options: RecordLoadOptions<V>,
  ) {
    // Before the load's own controller: the old record is forgotten (its requests stopped) before
    // the load of the new one starts.
    host.addController(this);
    this.loader = new KeyedLoadController<Key, V>(host, {
      key: () => {
        const adapter = host.config?.adapter;
        const id = this.id();
        if (!adapter || id === undefined || this.idProblem()) return undefined;
        return [id, adapter, ...(options.extraKey?.() ?? [])];
      },
      load: (_key, signal) => options.load(this.id() ?? '', signal),
      // The record asked for stays shown while it is loaded again (through another adapter too).
      keeps: ([id]) => typeof id === 'string' && !this.idProblem() && id.toLowerCase() === this.id()?.toLowerCase(),
      loaded: (record) => {
        this.shownId = this.idOfRecord(record);
        options.loaded?.(record);
      },
    });
  }

  /** The id asked for, trimmed; `''` for a record that has none. */
  id(): string | undefined {
    const id = this.options.id();
    return id === null ? '' : id?.trim() || undefined;
  }

  /** Why the id cannot be loaded, if it cannot. */
  idProblem(): IdProblem | undefined {
    const id = this.options.id();
    if (id === null) return undefined;
    const trimmed = id?.trim();
    if (!trimmed) return 'missing';
    return isGuid(trimmed) ? undefined : 'invalid';
  }

  /** The load as one switch (see `KeyedLoadController.state`). */
  get state(): KeyedLoadState<V> {
    return this.loader.state;
  }

  /** The record shown: as loaded, kept while it is loaded again or after a failed reload. */
  get record(): V | undefined {
    return this.loader.value;
  }

  get pending(): boolean {
    return this.state.status === 'pending';
  }

  /** The failure of the latest load, once it has ended. */
  get error(): ServiceError | undefined {
    return this.loader.error;
  }

  /** The custom states every record view has. */
  get states(): { loading: boolean; error: boolean } {
    return { loading: this.pending, error: this.idProblem() !== undefined || this.error !== undefined };
  }

  reload(): void {
    this.loader.reload();
  }

  /** Records what an action made of the record, without loading it again. */
  replace(record: V): void {
    this.loader.replace(record);
  }

  hostUpdate(): void {
    // Another record (or none): nothing of the one shown stays.
    if (this.shownId === undefined) return;
    const id = this.id();
    if (id !== undefined && !this.idProblem() && id.toLowerCase() === this.shownId.toLowerCase()) return;
    this.shownId = undefined;
    this.options.forget?.();
  }

  /**
   * What stands in for the record: why the id cannot be loaded, that it is loading, or why it
   * failed with Try again. Undefined once there is a record to show.
   */
  renderAwaited(texts: RecordLoadTexts, errorText: (error: ServiceError) => string): HTMLTemplateResult | undefined {
    const problem = this.idProblem();
    if (problem) return html`<p class="message error" part="error" role="alert">${problem === 'missing' ? texts.missingId : texts.invalidId}</p>`;
    if (this.record !== undefined) return undefined;
    const error = this.error;
    if (!error) return html`<p class="loading" part="loading" role="status">${texts.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${texts.loadFailed} ${errorText(error)}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => this.reload()}>${texts.retry}</button>
    </div>`;
  }

  /**
   * The record's own id, to tell whether the one shown is still the one asked for: its `id` when it
   * has one (the id asked for may differ in case), else the id asked for.
   */
  private idOfRecord(record: V): string {
    const { id } = asRecord(record);
    return this.options.id() !== null && typeof id === 'string' ? id : (this.id() ?? '');
  }
}
