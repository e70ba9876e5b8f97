/**
 * The base of the kit's record views (consumer status, transaction view, partner configuration,
 * card view): an element that shows one record loaded by its id. The base owns the id check, the
 * keyed load (a `RecordLoadController`, whose task is the one holder of the record), forgetting the
 * record shown when another id is given, Refresh (`reload()`), `:state(loading)` and
 * `:state(error)`, what stands in for the record until it is loaded, and the frame: the `<article>`
 * with the partner's `header` slot, the header (title, badge, the partner's `actions`, the
 * element's own buttons, Refresh) and the banner of a failed reload. An element keeps only its
 * facts and its actions. One that is drawn otherwise (the card view, a card with its actions)
 * gives its own `renderRecord()` and `renderAwaited()`, and keeps the rest.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LoadOutcome } from '../base/keyed-load.js';
import { CustomStatesController } from '../base/custom-states.js';
import { OperationController } from '../base/operation.js';
import { SvcElement } from '../base/svc-element.js';
import { recordHeader } from './record-parts.js';
import { RecordLoadController, type RecordLoadTexts } from './record-load.js';

/** The header of a record, as the element sees it (Refresh and the slots are the base's). */
export interface RecordHeading {
  /** The title's id: the record's `<article>` is labelled by it. */
  titleId: string;
  title: unknown;
  badge?: unknown;
  /** The element's own buttons, between the `actions` slot and Refresh. */
  buttons?: unknown;
}

/** The words the base shows: those of the load, and Refresh (a view without it has no Refresh). */
export interface RecordTexts extends Omit<RecordLoadTexts, 'retry'> {
  refresh?: string;
}

export abstract class SvcRecordElement<V> extends SvcElement {
  protected readonly ops = new OperationController(this);

  /** The record, loaded again when its id or the adapter changes: the one holder of it. */
  protected readonly load: RecordLoadController<V> = new RecordLoadController<V>(this, {
    id: () => this.recordId(),
    load: (id, signal) => this.loadRecord(id, signal),
    extraKey: () => this.recordKeyExtra(),
    forget: () => this.forgetRecord(),
    loaded: (record) => this.recordLoaded(record),
  });

  /** @internal The custom states, worked out after each update. */
  protected readonly customStates = new CustomStatesController(this, () => ({ ...this.recordStates(), ...this.ownStates() }));

  /** Loads the record again. */
  reload(): void {
    this.load.reload();
  }

  // What an element says

  /** The id asked for, as given; `null` for a record that has no id (one per partner). */
  protected abstract recordId(): string | undefined | null;
  /** Loads the record of `id` (a silent run on the element's `ops`). */
  protected abstract loadRecord(id: string, signal: AbortSignal): Promise<LoadOutcome<V>>;
  protected abstract recordTexts(): RecordTexts;
  protected abstract recordHeading(record: V): RecordHeading;
  /** The record's groups (and what the element says above them), below the header. */
  protected abstract renderFacts(record: V): unknown;

  /** Anything besides the id and the adapter that the answer depends on. */
  protected recordKeyExtra(): readonly unknown[] {
    return [];
  }

  /** Another id (or none) is asked for: stops what was under way for the record shown. */
  protected forgetRecord(): void {
    this.ops.abort();
  }

  /** The current load ended with `record` (read it from here: the load stores it once this returns). */
  protected recordLoaded(_record: V): void {}

  /** The record shown: the one loaded, kept while it is loaded again and after a failed reload. */
  protected shownRecord(): V | undefined {
    return this.load.record;
  }

  /** `loading` and `error`: the record is loaded; the id is missing or wrong, or the load failed. */
  protected recordStates(): { loading: boolean; error: boolean } {
    return this.load.states;
  }

  /** The element's own custom states, beside `loading` and `error`. */
  protected ownStates(): Record<string, boolean> {
    return {};
  }

  /** What the element adds after the record (a live region). */
  protected renderAfter(): unknown {
    return nothing;
  }

  // Rendering

  protected override renderContent() {
    return html`${this.renderRecordView()}${this.renderAfter()}`;
  }

  private renderRecordView(): unknown {
    const record = this.shownRecord();
    return record === undefined || record === null ? this.renderAwaited() : this.renderRecord(record);
  }

  /** What stands in for the record: why the id cannot be loaded, that it is loading, or why it failed. */
  protected renderAwaited(): unknown {
    const texts = { ...this.recordTexts(), retry: this.messages.common.retry };
    return this.load.renderAwaited(texts, (error) => this.errorText(error)) ?? html``;
  }

  /** The record in its frame: the header, the banner of a failed reload, and the facts. */
  protected renderRecord(record: NonNullable<V>): unknown {
    const texts = this.recordTexts();
    const { pending, error } = this.load;
    const heading = this.recordHeading(record);
    const content = html`<slot name="header"></slot>
      ${recordHeader({
        ...heading,
        pending,
        refreshLabel: texts.refresh,
        loadingLabel: this.messages.common.loading,
        onRefresh: () => this.reload(),
      })}
      ${error ? html`<p class="message error" part="error" role="alert">${texts.loadFailed} ${this.errorText(error)}</p>` : nothing}
      ${this.renderFacts(record)}`;
    return this.renderArticle(record, heading.titleId, pending, content);
  }

  /** The record's `<article>` (part `base`), busy while it is loaded again. */
  protected renderArticle(_record: V, titleId: string, pending: boolean, content: TemplateResult): TemplateResult {
    return html`<article class="record" part="base" aria-busy=${pending ? 'true' : 'false'} aria-labelledby=${titleId}>${content}</article>`;
  }
}
