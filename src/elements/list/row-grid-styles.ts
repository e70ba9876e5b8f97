/**
 * What the paged grid lists (cards, consumers; see row-grid.ts) add to the grid rows every list
 * shares (list-styles.ts): a framed table, rows of a minimum height, the first cell (`.name`)
 * widest with a title and a muted line under it; text wraps rather than being cut. Below about
 * 480 px of the element's own width, each row stacks its facts under the first cell, and the column
 * headers are left to screen readers; a list of five columns adds `wideRowStacking` to stack below
 * 46rem (736 px) instead.
 */
import { css } from 'lit';

/** A row's facts stacked under its first cell; the column headers kept for screen readers only. */
const stackedRows = css`
  .head {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .row {
    flex-wrap: wrap;
    padding-block: calc(var(--_space) * 0.75);
    row-gap: calc(var(--_space) * 0.5);
  }
  .name {
    flex-basis: 100%;
  }
  .row > .cell:not(.name) {
    flex: none;
    min-width: 0;
  }
`;

/** For lists of five columns (consumers, external cards), which need about 46rem side by side. */
export const wideRowStacking = css`
  @container row-grid (width < 46rem) {
    ${stackedRows}
  }
`;

export const rowGridStyles = css`
  /* The layout follows the element's own width, not the page's. */
  :host {
    container: row-grid / inline-size;
  }
  .table {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .row {
    min-height: 3.75rem;
  }
  .row:last-child {
    border-block-end: none;
  }
  .cell {
    min-width: 6rem;
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
  }
  .text > small {
    color: var(--_muted);
    font-size: 0.875em;
  }
  @container row-grid (width <= 480px) {
    ${stackedRows}
  }
`;
