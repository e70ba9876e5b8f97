import { css } from 'lit';

export const ledgerListStyles = css`
  :host {
    --_row-height: var(--svc-ledger-list-row-height, 3.5rem);
    --_viewport-height: var(--svc-ledger-list-height, 28rem);
    --_indent: calc(var(--_space) * 2.5);
    --_selected: color-mix(in srgb, var(--_primary) 14%, transparent);
    --_hover: color-mix(in srgb, var(--_primary) 7%, transparent);
  }

  /* Native controls (checkboxes, selects, scrollbars) follow the theme. */
  :host([theme='dark']) {
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      color-scheme: dark;
    }
  }

  /* Filters */
  form.filters {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: calc(var(--_space) * 1.5);
    margin-block-end: calc(var(--_space) * 1.5);
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: calc(var(--_space) * 1.5);
    align-items: start;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 0.5);
    min-width: 0;
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
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .field-error {
    color: var(--_danger);
    font-size: 0.875em;
  }
  .field-error::before {
    content: '⚠ ';
  }
  fieldset.statuses {
    grid-column: 1 / -1;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    padding: var(--_space) calc(var(--_space) * 1.5) calc(var(--_space) * 1.25);
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
  }
  fieldset.statuses legend {
    padding-inline: calc(var(--_space) * 0.5);
  }
  .check {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--_space) * 0.5);
    font-weight: normal;
    cursor: pointer;
  }
  .check input {
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

  /* Toolbar: the count, sorting, page size */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space) calc(var(--_space) * 2);
    margin-block: var(--_space);
  }
  .summary {
    margin: 0;
    margin-inline-end: auto;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .summary.busy::before {
    content: '';
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
  .inline {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
  }

  /* Every page: progress */
  .progress {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space) calc(var(--_space) * 1.5);
    margin-block: var(--_space);
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .progress progress {
    flex: 1 1 10rem;
    accent-color: var(--_primary);
  }
  .progress p {
    margin: 0;
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

  /* The table (an ARIA treegrid of rows) */
  .table-scroll {
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .table {
    min-width: 42rem;
    transition: opacity 0.15s;
  }
  .table.stale {
    opacity: 0.6;
  }
  .row {
    display: grid;
    grid-template-columns: minmax(14rem, 2.6fr) minmax(7rem, 1fr) minmax(7rem, 1.2fr) minmax(7rem, 1.1fr) minmax(7rem, 1fr);
    align-items: center;
    height: var(--_row-height);
    border-block-end: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
  }
  .head {
    background: var(--_surface);
    border-block-end: 1px solid var(--_border);
  }
  .head .row {
    height: auto;
    min-height: 2.5rem;
    border: 0;
    font-weight: 600;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .cell {
    padding-inline: var(--_space);
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .body .row {
    cursor: pointer;
    background: var(--_bg);
  }
  .body .row:hover {
    background: var(--_hover);
  }
  .body .row[aria-selected='true'] {
    background: var(--_selected);
    box-shadow: inset 3px 0 0 var(--_primary);
  }
  .body .row:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .name {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 0.5);
  }
  .level-2 .name {
    padding-inline-start: calc(var(--_space) + var(--_indent));
  }
  .level-3 .name {
    padding-inline-start: calc(var(--_space) + var(--_indent) * 2);
  }
  .level-4 .name {
    padding-inline-start: calc(var(--_space) + var(--_indent) * 3);
  }
  .toggle {
    flex: none;
    width: 1.5em;
    text-align: center;
    color: var(--_muted);
    border-radius: var(--_radius);
    line-height: 1.5em;
  }
  span.toggle:hover {
    background: var(--_hover);
    color: var(--_primary);
  }
  .lines {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .lines > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .friendly {
    font-weight: 600;
  }
  .sub {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .iban-text {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    letter-spacing: 0.02em;
  }
  .code {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    padding: 0.1em 0.6em;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 0.85em;
    font-weight: 600;
    line-height: 1.5;
    background: color-mix(in srgb, currentColor 8%, var(--_bg));
  }
  .badge::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: currentColor;
  }
  .tone-success {
    color: var(--_success);
  }
  .tone-warning {
    color: var(--_warning);
  }
  .tone-danger {
    color: var(--_danger);
  }
  .tone-neutral {
    color: var(--_muted);
  }

  /* Every page: only the rows in view are in the document */
  .windowed .body {
    position: relative;
    height: var(--_viewport-height);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .windowed .head,
  .windowed .body {
    scrollbar-gutter: stable;
  }
  .windowed .head {
    overflow: hidden;
  }
  .sizer {
    position: relative;
  }
  .windowed .window,
  .windowed .kept {
    position: absolute;
    inset-inline: 0;
    top: 0;
  }
  .windowed .kept {
    z-index: 1;
  }
  .probe {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
    width: 1px;
    height: var(--_row-height);
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
  .goto .field-error {
    flex-basis: 100%;
  }
  .note {
    color: var(--_muted);
    font-size: 0.875em;
    margin: var(--_space) 0 0;
  }

  @media (forced-colors: active) {
    .badge,
    .badge::before {
      forced-color-adjust: auto;
    }
    .body .row[aria-selected='true'] {
      outline: 2px solid Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .table {
      transition: none;
    }
    .summary.busy::before {
      animation-duration: 3s;
    }
  }
`;
