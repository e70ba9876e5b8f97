/**
 * The toolbar of the kit's lists: the status line (a live region), the sort order, the page size
 * and the partner's `toolbar` slot.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { LIMITS } from '../../api/limits.js';
import type { Choice } from '../form/fields.js';

/** Page sizes offered; the service's maximum is always among them. */
const PAGE_SIZES = [10, 20, 50, LIMITS.pageSize.max].filter((size) => size >= LIMITS.pageSize.min && size <= LIMITS.pageSize.max);

export interface ListToolbarOptions {
  /** What the status line says (the count and the page, or that the list is loading). */
  status: string;
  busy: boolean;
  texts: { sort: string; pageSize: string };
  /** The sort orders offered and the one in force. */
  sorts: readonly Choice[];
  sort: string;
  /** The page size in force; undefined: no page-size chooser (every page in one list). */
  pageSize?: number;
  count: (value: number) => string;
  onSortChange: (event: Event) => void;
  onPageSizeChange: (event: Event) => void;
}

export function listToolbar(options: ListToolbarOptions): TemplateResult {
  const { pageSize, texts } = options;
  // Options are selected through the property, which Firefox follows after a person's choice too.
  const sizes = pageSize === undefined || PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return html`
    <div class="toolbar" part="toolbar">
      <p class="status" part="status" role="status">${options.busy ? html`<span class="spinner" part="loading" aria-hidden="true"></span>` : nothing}${options.status}</p>
      <label class="inline">
        ${texts.sort}
        <select name="sortDirection" part="form-control-input" @change=${options.onSortChange}>
          ${options.sorts.map((choice) => html`<option value=${choice.value} .selected=${live(choice.value === options.sort)}>${choice.label}</option>`)}
        </select>
      </label>
      ${pageSize === undefined
        ? nothing
        : html`
            <label class="inline">
              ${texts.pageSize}
              <select name="pageSize" part="form-control-input" @change=${options.onPageSizeChange}>
                ${sizes.map((size) => html`<option value=${size} .selected=${live(size === pageSize)}>${options.count(size)}</option>`)}
              </select>
            </label>
          `}
      <slot name="toolbar"></slot>
    </div>
  `;
}
