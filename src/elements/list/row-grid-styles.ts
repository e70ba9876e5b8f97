/**
 * What the paged grid lists (cards, consumers; see row-grid.ts) add to the grid rows every list
 * shares (list-styles.ts): a framed table, rows of a minimum height, the first cell (`.name`)
 * widest with a title and a muted line under it.
 */
import { css } from 'lit';

export const rowGridStyles = css`
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
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .text > small {
    color: var(--_muted);
    font-size: 0.875em;
  }
`;
