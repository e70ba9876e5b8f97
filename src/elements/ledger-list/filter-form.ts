/**
 * The filter form of <svc-ledger-list> (end-user, parent ledger, IBAN, statuses), on the kit's form
 * layer: a FormController judges what is typed with the listLedgers query's own rules, and the
 * shared field templates show it. Nothing is sent until every filter is valid.
 *
 * The fields sit behind a Filters button, closed at first: a list opens on its rows, and a page
 * does not pay for a form nobody has asked for. What was typed is kept while they are closed (it
 * lives in the FormController), and they open by themselves when the service refuses a filter.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import * as z from 'zod/mini';
import { LedgerStatus } from '../../api/enums.js';
import type { ServiceError } from '../../api/errors.js';
import { formatIban, isValidIban, normalizeIban } from '../../api/formats/index.js';
import { listLedgersQuery } from '../../api/schemas/ledger.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { plural } from '../../i18n/plural.js';
import { FormController } from '../form/form-controller.js';
import { choiceGroup, textField, type Choice } from '../form/fields.js';
import type { LedgerQuery } from './ledger-query.js';

export type Filters = Pick<LedgerQuery, 'endUserId' | 'status' | 'parentId' | 'iban'>;

/** The filters, in the order a person meets them (the first refused one takes the focus). */
const FIELDS: readonly string[] = ['endUserId', 'parentId', 'iban', 'status'];

/** The query's own filter rules; an IBAN that cannot exist is refused too, since the service matches IBANs whole. */
const filterSchema = z.extend(z.pick(listLedgersQuery, { endUserId: true, status: true, parentId: true }), {
  iban: z.optional(z.string().check(z.refine(isValidIban, { message: 'Enter a valid IBAN', params: { rule: 'iban' } }))),
});
/** With `end-user-id` the end-user is not a filter of the form. */
const pinnedSchema = z.omit(filterSchema, { endUserId: true });

const trim = (text: string) => text.trim();
const showIban = (value: unknown) => (typeof value === 'string' ? formatIban(value) : '');

export interface FilterFormHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface FilterFormOptions {
  messages: () => Catalog;
  locale: () => string;
  /** Whether the list is pinned to one end-user (the end-user filter is not offered). */
  pinned: () => boolean;
  /** "N fields need attention". */
  attention: (count: number) => string;
  /** New filters are in force (the same ones again: the person asked to load again). */
  applied: (filters: Filters) => void;
}

export class FilterForm {
  readonly form: FormController;
  /** The filters in force, sent with every query. */
  applied: Filters = {};
  /** Whether the filter fields are shown. */
  open = false;

  private choicesFor?: { messages: Catalog; choices: Choice[] };

  constructor(
    private readonly host: FilterFormHost,
    private readonly options: FilterFormOptions,
  ) {
    this.form = new FormController(host, { schema: () => (options.pinned() ? pinnedSchema : filterSchema), messages: options.messages, locale: options.locale });
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
      .filter((issue) => FIELDS.includes(issue.path));
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
      const first = FIELDS.find((field) => issues.some((issue) => issue.path === field || issue.path.startsWith(`${field}.`)));
      void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    // Feedback goes back to the usual rule until the next refused apply.
    form.submitted = false;
    const pinned = this.options.pinned();
    this.applied = Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== undefined && !(pinned && key === 'endUserId'))) as Filters;
    this.options.applied(this.applied);
  };

  readonly onReset = (): void => {
    this.form.prefill({}, false);
    if (this.active) {
      this.applied = {};
      this.options.applied(this.applied);
    }
  };

  render(): TemplateResult {
    const t = this.options.messages().ledgerList;
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
    const t = messages.ledgerList;
    const refused = form.submitted ? form.check().issues.length : 0;
    return html`
      <form id="filters" part="filters" class="filters" role="search" aria-label=${t.filters} novalidate @submit=${this.onSubmit}>
        ${refused > 0 ? html`<p class="message error" part="error" role="alert">${this.options.attention(refused)}</p>` : nothing}
        <div class="fields">
          ${this.options.pinned()
            ? nothing
            : textField(form, { path: 'endUserId', label: t.endUserId, hint: t.endUserIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
          ${textField(form, { path: 'parentId', label: t.parentId, hint: t.parentIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
          ${textField(form, { path: 'iban', label: t.iban, hint: t.ibanHint, autocomplete: 'off', spellcheck: false, parse: normalizeIban, format: showIban })}
          ${choiceGroup(form, { path: 'status', label: t.status, multiple: true, choices: this.statusChoices(messages) })}
        </div>
        <div class="actions">
          <button type="submit" part="apply-button">${t.apply}</button>
          <button type="button" class="secondary" part="reset-button" @click=${this.onReset}>${t.reset}</button>
        </div>
      </form>
    `;
  }

  private statusChoices(messages: Catalog): Choice[] {
    if (this.choicesFor?.messages !== messages) {
      this.choicesFor = { messages, choices: LedgerStatus.map((status) => ({ value: status, label: enumLabel(messages, status) })) };
    }
    return this.choicesFor.choices;
  }
}
