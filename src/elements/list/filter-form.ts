/**
 * The filters of the kit's lists. They sit behind a Filters button, closed at first: a list opens
 * on its rows, and a page does not pay for a form nobody has asked for. The fields and their rules
 * (the list operation's own query rules, on the kit's form layer) are fetched the first time the
 * filters open (`FilterPanel`). What was typed is kept while they are closed, and they open by
 * themselves when the service refuses a filter. Nothing is applied until every filter is valid.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import type { ServiceError } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { FormModel } from '../form/form-model.js';
import type { FilterPanel } from './filter-panel.js';

/** The form's own words, from the list's catalog; the rest (Filters, Apply, Clear) are every list's. */
export interface FilterTexts {
  /** The form's accessible name ("Filter cards"). */
  filters: string;
}

export interface FilterFormHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** A list's filter fields and their rules: the module that makes them is fetched when the filters first open. */
export interface FilterFieldSet {
  /** The rules of the filters (the list query's own). */
  schema: () => z.ZodMiniType;
  /** The fields, with the kit's field templates. */
  renderFields: (form: FormModel, messages: Catalog) => TemplateResult;
}

export interface FilterFormOptions<F> {
  messages: () => Catalog;
  locale: () => string;
  texts: (messages: Catalog) => FilterTexts;
  /** The filters, in the order a person meets them (the first refused one takes the focus). */
  fields: readonly string[];
  /** Fetches the list's fields and rules (`import('./…-filter-fields.js')`), once. */
  fieldSet: () => Promise<FilterFieldSet>;
  /** "N fields need attention". */
  attention: (count: number) => string;
  /** New filters are in force (the same ones again: the person asked to load again). */
  applied: (filters: F) => void;
  /** A value of the form that is not sent as a filter (default: every value is). */
  skip?: (key: string) => boolean;
}

/**
 * What a list says of its own filters; the rest (its catalog, locale, the count said, going back to
 * the first page and loading again) the list base gives (`SvcListElement.filterForm`).
 */
export type ListFilterSpec<F> = Pick<FilterFormOptions<F>, 'texts' | 'fields' | 'fieldSet' | 'skip'>;

export class FilterForm<F extends object> {
  /** The filters in force, sent with every query. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- no filter is in force: every filter field is optional (F is a list query's filter part).
  applied = {} as F;
  /** Whether the filters are shown. */
  open = false;
  private panel?: FilterPanel;
  /** The panel's module and the list's fields; when they cannot be fetched (offline, a chunk missing), said where they would be. */
  private readonly part: OnDemandModule<[typeof import('./filter-panel.js'), FilterFieldSet]>;

  constructor(
    private readonly host: FilterFormHost,
    private readonly options: FilterFormOptions<F>,
  ) {
    this.part = new OnDemandModule(host, 'filters', loadOnce(() => Promise.all([import('./filter-panel.js'), options.fieldSet()]), 'the filters'));
  }

  /** Whether any filter is in force. */
  get active(): boolean {
    return Object.values(this.applied).some((value) => value !== undefined);
  }

  /** The service refused a filter: its words go to the field, and the filters open to show them. */
  refused(error: ServiceError): void {
    if (error.kind !== 'validation') return;
    const issues = error.issues
      .map((issue) => ({ ...issue, path: issue.path.replace(/^query\./, '').split('.')[0] ?? '' }))
      .filter((issue) => this.options.fields.includes(issue.path));
    if (issues.length === 0) return;
    this.open = true;
    this.host.requestUpdate();
    void this.load().then((panel) => panel?.refused(issues));
  }

  /** The panel, made once its module and the list's fields have arrived. */
  private async load(): Promise<FilterPanel | undefined> {
    const fetched = await this.part.fetch();
    if (fetched && !this.panel) {
      const [module, fieldSet] = fetched;
      this.panel = new module.FilterPanel(this.host, {
        ...this.options,
        ...fieldSet,
        submitted: (values) => this.apply(values),
        cleared: () => this.clear(),
      });
      this.host.requestUpdate();
    }
    return this.panel;
  }

  private apply(values: Record<string, unknown>): void {
    const skip = this.options.skip ?? (() => false);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the values come from the panel's form, checked by the list's filter schema (F's fields).
    this.applied = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== undefined && !skip(key))) as F;
    this.options.applied(this.applied);
  }

  private clear(): void {
    if (!this.active) return;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- no filter is in force: every filter field is optional.
    this.applied = {} as F;
    this.options.applied(this.applied);
  }

  private readonly onToggle = (): void => {
    this.open = !this.open;
    if (this.open) void this.load();
    this.host.requestUpdate();
  };

  private readonly onRetry = (): void => {
    void this.load();
    this.host.requestUpdate();
    // The button goes with the message: the focus stays on the Filters button.
    this.host.renderRoot.querySelector<HTMLElement>('[part~="filters-button"]')?.focus();
  };

  render(): TemplateResult {
    const messages = this.options.messages();
    // A list may word the button its own way ("Search and filters").
    const texts = { ...messages.list, ...this.options.texts(messages) };
    const inForce = Object.keys(this.applied).length;
    const toggle = html`<button
      type="button"
      class="secondary"
      part="filters-button"
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls="filters"
      @click=${this.onToggle}
    >
      ${inForce > 0 ? plural(texts.filtersInForce, inForce, this.options.locale()) : texts.showFilters}
    </button>`;
    // One template whether open or closed, so the button stays the same node and keeps the focus.
    return html`<div class="filter-bar">${toggle}</div>
      ${this.open ? this.renderOpen(messages) : nothing}`;
  }

  private renderOpen(messages: Catalog): TemplateResult {
    if (this.panel) return this.panel.render();
    if (this.part.failed) {
      return html`<div id="filters" class="message error" part="error" role="alert">
        <span>${messages.list.filtersFailed}</span>
        <button type="button" class="secondary" part="retry-button" @click=${this.onRetry}>${messages.common.retry}</button>
      </div>`;
    }
    return html`<p id="filters" class="note" part="loading" role="status">${messages.common.loading}</p>`;
  }
}

/** Choices made once per catalog (a locale's texts arriving make new ones). */
export function memoByCatalog<T>(make: (messages: Catalog) => T): (messages: Catalog) => T {
  let memo: { messages: Catalog; value: T } | undefined;
  return (messages) => {
    if (memo?.messages !== messages) memo = { messages, value: make(messages) };
    return memo.value;
  };
}
