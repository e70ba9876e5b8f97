/**
 * The filter form of the kit's lists, on the kit's form layer: a FormController judges what is
 * typed with the list operation's own query rules, and the shared field templates show it. Nothing
 * is sent until every filter is valid.
 *
 * The fields sit behind a Filters button, closed at first: a list opens on its rows, and a page
 * does not pay for a form nobody has asked for. What was typed is kept while they are closed (it
 * lives in the FormController), and they open by themselves when the service refuses a filter.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import type { ServiceError } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import { FormController } from '../form/form-controller.js';

/** The form's own words, from the list's catalog; the rest (Filters, Apply, Clear) are every list's. */
export interface FilterTexts {
  /** The form's accessible name ("Filter cards"). */
  filters: string;
}

export interface FilterFormHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface FilterFormOptions<F> {
  messages: () => Catalog;
  locale: () => string;
  texts: (messages: Catalog) => FilterTexts;
  /** The rules of the filters (the list query's own). */
  schema: () => z.ZodMiniType;
  /** The filters, in the order a person meets them (the first refused one takes the focus). */
  fields: readonly string[];
  /** The fields, with the kit's field templates. */
  renderFields: (form: FormController, messages: Catalog) => TemplateResult;
  /** "N fields need attention". */
  attention: (count: number) => string;
  /** New filters are in force (the same ones again: the person asked to load again). */
  applied: (filters: F) => void;
  /** A value of the form that is not sent as a filter (default: every value is). */
  skip?: (key: string) => boolean;
}

export class FilterForm<F extends object> {
  readonly form: FormController;
  /** The filters in force, sent with every query. */
  applied = {} as F;
  /** Whether the filter fields are shown. */
  open = false;

  constructor(
    private readonly host: FilterFormHost,
    private readonly options: FilterFormOptions<F>,
  ) {
    this.form = new FormController(host, { schema: options.schema, messages: options.messages, locale: options.locale });
  }

  /** Whether any filter is in force. */
  get active(): boolean {
    return Object.values(this.applied).some((value) => value !== undefined);
  }

  /** The service refused a filter: its words go to the field. */
  refused(error: ServiceError): void {
    if (error.kind !== 'validation') return;
    const issues = error.issues
      .map((issue) => ({ ...issue, path: issue.path.replace(/^query\./, '').split('.')[0]! }))
      .filter((issue) => this.options.fields.includes(issue.path));
    if (issues.length === 0) return;
    this.form.setServerIssues(issues);
    this.open = true;
    this.host.requestUpdate();
  }

  private readonly onToggle = (): void => {
    this.open = !this.open;
    this.host.requestUpdate();
  };

  readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const { form } = this;
    form.submitted = true;
    const { data, issues } = form.check();
    if (issues.length > 0 || !data) {
      this.host.requestUpdate();
      const first = this.options.fields.find((field) => issues.some((issue) => issue.path === field || issue.path.startsWith(`${field}.`)));
      void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    // Feedback goes back to the usual rule until the next refused apply.
    form.submitted = false;
    const skip = this.options.skip ?? (() => false);
    this.applied = Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== undefined && !skip(key))) as F;
    this.options.applied(this.applied);
  };

  readonly onReset = (): void => {
    this.form.prefill({}, false);
    if (this.active) {
      this.applied = {} as F;
      this.options.applied(this.applied);
    }
  };

  render(): TemplateResult {
    const messages = this.options.messages();
    const t = { ...messages.list, ...this.options.texts(messages) };
    const inForce = Object.keys(this.applied).length;
    const toggle = html`<button
      type="button"
      class="secondary"
      part="filters-button"
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls="filters"
      @click=${this.onToggle}
    >
      ${inForce > 0 ? plural(t.filtersInForce, inForce, this.options.locale()) : t.showFilters}
    </button>`;
    // One template whether open or closed, so the button stays the same node and keeps the focus.
    return html`<div class="filter-bar">${toggle}</div>
      ${this.open ? this.renderForm() : nothing}`;
  }

  private renderForm(): TemplateResult {
    const { form } = this;
    const messages = this.options.messages();
    const t = { ...messages.list, ...this.options.texts(messages) };
    const refused = form.submitted ? form.check().issues.length : 0;
    return html`
      <form id="filters" part="filters" class="filters" role="search" aria-label=${t.filters} novalidate @submit=${this.onSubmit}>
        ${refused > 0 ? html`<p class="message error" part="error" role="alert">${this.options.attention(refused)}</p>` : nothing}
        <div class="fields">${this.options.renderFields(form, messages)}</div>
        <div class="actions">
          <button type="submit" part="apply-button">${t.apply}</button>
          <button type="button" class="secondary" part="reset-button" @click=${this.onReset}>${t.reset}</button>
        </div>
      </form>
    `;
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
