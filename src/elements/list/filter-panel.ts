/**
 * The open filter form of a kit list, fetched the first time a person opens its Filters: a
 * FormModel judges what is typed with the list operation's own query rules, and the shared
 * field templates show it. Nothing is applied until every filter is valid.
 */
import { asRecord } from '../base/guards.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { FieldIssue } from '../../api/errors.js';
import { FormModel } from '../form/form-model.js';
import { choiceStyles } from '../form/form-styles.js';
import type { FilterFieldSet, FilterFormHost, FilterFormOptions } from './filter-form.js';

/** The list's own filter options (texts, fields, feedback), its fields, and where a valid or cleared form goes. */
export interface FilterPanelOptions extends Pick<FilterFormOptions<object>, 'messages' | 'locale' | 'texts' | 'fields' | 'attention'>, FilterFieldSet {
  /** Every filter is valid: the values of the form, to apply. */
  submitted: (values: Record<string, unknown>) => void;
  /** Clear filters was pressed. */
  cleared: () => void;
}

export class FilterPanel {
  /** What was typed lives here, so it is kept while the filters are closed. */
  readonly form: FormModel;

  constructor(
    private readonly host: FilterFormHost,
    private readonly options: FilterPanelOptions,
  ) {
    this.form = new FormModel(host, { schema: options.schema, messages: options.messages, locale: options.locale });
    // The status and checkbox groups' layout comes with the filters, not with the list's first paint.
    const root = host.renderRoot;
    const sheet = choiceStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  /** The service refused these filters: its words go to their fields. */
  refused(issues: FieldIssue[]): void {
    this.form.setServerIssues(issues);
  }

  private readonly onSubmit = (event: SubmitEvent): void => {
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
    this.options.submitted(asRecord(data));
  };

  private readonly onReset = (): void => {
    this.form.prefill({}, false);
    this.options.cleared();
  };

  render(): TemplateResult {
    const { form } = this;
    const messages = this.options.messages();
    const texts = { ...messages.list, ...this.options.texts(messages) };
    const refused = form.submitted ? form.check().issues.length : 0;
    return html`
      <form id="filters" part="filters" class="filters" role="search" aria-label=${texts.filters} novalidate @submit=${this.onSubmit}>
        ${refused > 0 ? html`<p class="message error" part="error" role="alert">${this.options.attention(refused)}</p>` : nothing}
        <div class="fields">${this.options.renderFields(form, messages)}</div>
        <div class="actions">
          <button type="submit" part="apply-button">${texts.apply}</button>
          <button type="button" class="secondary" part="reset-button" @click=${this.onReset}>${texts.reset}</button>
        </div>
      </form>
    `;
  }
}
