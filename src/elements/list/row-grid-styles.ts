/**
 * The rows of the kit's grid lists (see row-grid.ts): a framed table of rows, each a line of cells
 * (the first, `.name`, widest), hover and selection in the primary colour, the focused row ringed,
 * the rows of the page shown dimmed while the next one loads (`.stale`).
 */
import { css } from 'lit';

export const rowGridStyles = css`
  :host {
    --_selected: color-mix(in srgb, var(--_primary) 14%, transparent);
    --_hover: color-mix(in srgb, var(--_primary) 7%, transparent);
  }

  .table {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
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
    min-height: 3.75rem;
    border-block-end: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    background: var(--_bg);
    cursor: pointer;
  }
  .row:last-child {
    border-block-end: none;
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
  .cell {
    flex: 1 1 0;
    min-width: 6rem;
    padding-inline: var(--_space);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .name {
    flex-grow: 3;
    min-width: 12rem;
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 1.25);
  }
  .text {
    min-width: 0;
  }
  .text > b,
  .text > small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .text > small {
    color: var(--_muted);
    font-size: 0.875em;
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
  }
`;
