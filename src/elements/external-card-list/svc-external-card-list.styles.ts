/**
 * The external card rows on the lists' shared grid rows. Four columns need about 46rem (736 px):
 * below that width of the element's own, each row stacks its facts under the card number, as the
 * consumer list does (row-grid-styles.ts), each fact then named by its column's label.
 */
import { css } from 'lit';
import { rowGridStyles, wideRowStacking } from '../list/row-grid-styles.js';

export const externalCardListStyles = [
  rowGridStyles,
  wideRowStacking,
  css`
    .pan {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .expiry,
    .date {
      font-variant-numeric: tabular-nums;
    }
    .cell-label {
      display: none;
      color: var(--_muted);
    }
    @container row-grid (width < 46rem) {
      .cell-label {
        display: inline;
      }
    }
  `,
];
