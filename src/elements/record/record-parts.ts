/**
 * The markup the kit's record views share (styles: record-styles.ts): the header with the title,
 * the partner's `actions` slot and Refresh; a titled group; one fact. What stands in for the record
 * until it is loaded is the load's own (record-load.ts), which the mandate view holds without these.
 */
import { html, nothing, type TemplateResult } from 'lit';

export interface RecordHeader {
  /** The title's id: the record's `<article>` is labelled by it. */
  titleId: string;
  title: unknown;
  /** Beside the title (the record's status). */
  badge?: unknown;
  /** The element's own buttons, between the `actions` slot and Refresh. */
  buttons?: unknown;
  /** A load is on its way: Refresh is disabled and says so. */
  pending: boolean;
  /** Refresh's word; without it, the header has no Refresh. */
  refreshLabel?: string;
  loadingLabel: string;
  onRefresh: () => void;
}

export function recordHeader(header: RecordHeader): TemplateResult {
  return html`<header class="header" part="header">
    <h2 class="title" part="title" id=${header.titleId}>${header.title}</h2>
    ${header.badge ?? nothing}
    <span class="header-actions">
      <slot name="actions"></slot>
      ${header.buttons ?? nothing}
      ${header.refreshLabel === undefined
        ? nothing
        : html`<button type="button" class="secondary" part="refresh-button" ?disabled=${header.pending} @click=${header.onRefresh}>
            ${header.pending ? header.loadingLabel : header.refreshLabel}
          </button>`}
    </span>
  </header>`;
}

/** A group of the record (part `section section-<name>`), titled by its legend. */
export function recordSection(name: string, title: string, content: unknown): TemplateResult {
  return html`<section class="group" part="section section-${name}" aria-labelledby="section-${name}">
    <h3 class="legend" part="legend" id="section-${name}">${title}</h3>
    ${content}
  </section>`;
}

/** One fact of a `.facts` list: its label and its value. */
export function recordFact(label: unknown, value: unknown, options: { part?: string; valueClass?: string } = {}): TemplateResult {
  return html`<div class="fact" part=${options.part ?? nothing}><dt>${label}</dt> <dd class=${options.valueClass ?? nothing}>${value}</dd></div>`;
}
