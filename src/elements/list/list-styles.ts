import { css } from 'lit';

/**
 * What the kit's lists share: the filter form behind its button (the kit's field templates), the
 * toolbar with its status line, grids of rows, the empty and error messages, status badges and
 * the pager. Each list's own sheet comes after and sets what differs (heights, cell widths).
 */
export const listStyles = css`
  /* Filters (the kit's field templates), behind their button */
  .filter-bar {
    margin-block-end: var(--_space);
  }
  .filters {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: calc(var(--_space) * 1.5);
    margin-block-end: calc(var(--_space) * 1.5);
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
    gap: calc(var(--_space) * 1.5);
    align-items: start;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.5);
    min-width: 0;
    margin: 0;
  }
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='number'],
  select {
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 0.625) var(--_space);
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    box-shadow: inset 0 0 0 1px var(--_danger);
  }
  .hint,
  .field-message {
    font-size: 0.875em;
  }
  .hint {
    color: var(--_muted);
  }
  .field-message {
    color: var(--_danger);
  }
  .field-message::before {
    content: '⚠ ';
  }
  .group {
    grid-column: 1 / -1;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5) calc(var(--_space) * 1.25);
  }
  .group legend {
    padding-inline: calc(var(--_space) * 0.5);
  }
  .choice input {
    width: 1.1em;
    height: 1.1em;
    margin: 0;
    accent-color: var(--_primary);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-block-start: calc(var(--_space) * 1.5);
  }

  /* Toolbar: the count, sorting, page size, partner content */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space) calc(var(--_space) * 2);
    margin-block: var(--_space);
  }
  .status {
    margin: 0;
    margin-inline-end: auto;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .spinner {
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    margin-inline-end: var(--_space);
    vertical-align: -0.1em;
    border: 2px solid var(--_border);
    border-block-start-color: var(--_primary);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
  /* A chooser with its label; a long choice ("Least recently updated first") shrinks to the width there is. */
  .inline {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
    max-width: 100%;
    min-width: 0;
  }
  .inline select {
    min-width: 0;
    max-width: 100%;
    text-overflow: ellipsis;
  }

  .message button {
    margin-inline-start: var(--_space);
  }
  .empty {
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 3) calc(var(--_space) * 2);
    text-align: center;
    color: var(--_muted);
  }


  /* Pager */
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
    margin-block-start: var(--_space);
  }
  .goto {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .goto input {
    width: 5.5em;
  }
  .goto .field-message {
    flex-basis: 100%;
  }
  /* A row's dialog (row-dialog.ts) */
  .row-dialog {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    padding: calc(var(--_space) * 2);
    width: min(36rem, 100% - 2rem);
  }
  .row-dialog::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  .dialog-title {
    font-weight: 600;
    font-size: 1.1em;
    margin: 0 0 var(--_space);
  }
  .dialog-actions {
    display: flex;
    justify-content: flex-end;
    margin-block-start: var(--_space);
  }

  .note {
    color: var(--_muted);
    font-size: 0.875em;
    margin: var(--_space) 0 0;
  }

  /* Grids of rows (cards, ledgers…): flex lines of fixed proportions, one tab stop */
  :host {
    --_selected: color-mix(in srgb, var(--_primary) 14%, transparent);
    --_hover: color-mix(in srgb, var(--_primary) 7%, transparent);
  }
  .table {
    transition: opacity 0.15s;
  }
  .stale {
    opacity: 0.6;
  }
  .row,
  .heading {
    display: flex;
    align-items: center;
  }
  .row {
    border-block-end: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    background: var(--_bg);
    cursor: pointer;
  }
  .row:hover {
    background: var(--_hover);
  }
  .row[aria-selected='true'] {
    background: var(--_selected);
    box-shadow: inset 3px 0 0 var(--_primary);
  }
  .row:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .head {
    background: var(--_surface);
    border-block-end: 1px solid var(--_border);
  }
  .heading {
    min-height: 2.5rem;
    font-weight: 600;
    color: var(--_muted);
    font-size: 0.875em;
  }
  /* Nothing is cut: text wraps, and a status or date cell is never narrower than its badge or date. */
  .cell {
    flex: 1 1 0;
    padding-inline: var(--_space);
    overflow-wrap: anywhere;
  }
  .cell.state,
  .cell.date,
  .cell.created,
  .cell.expiry {
    min-width: min-content;
  }
  .date,
  .created,
  .expiry {
    white-space: nowrap;
  }
  @media (forced-colors: active) {
    .row[aria-selected='true'] {
      outline: 2px solid Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .table {
      transition: none;
    }
    .spinner {
      animation-duration: 3s;
    }
  }
`;

/**
 * What every list's stacked rows share, whatever their layout (each list says below which width of
 * its own its rows stack): the column headers are left to screen readers, and each fact that carries
 * its column's label (`data-label`, the header's catalog text) shows it before the fact, on a line
 * of its own, so a stacked row never reads as unlabelled values.
 */
export const stackedFacts = css`
  .head {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .row > .cell[data-label]::before {
    content: attr(data-label);
    color: var(--_muted);
    font-size: 0.875em;
    margin-inline-end: 0.5em;
  }
`;
