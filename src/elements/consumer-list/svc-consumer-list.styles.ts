/**
 * The consumer rows on the lists' shared grid rows. Five columns, three of them badges, need about
 * 46rem (736 px): below that width of the element's own, each row stacks its facts under the name
 * (row-grid-styles.ts; it does so below 480 px for lists of fewer columns).
 */
import { css } from 'lit';
import { rowGridStyles, wideRowStacking } from '../list/row-grid-styles.js';

export const consumerListStyles = [
  rowGridStyles,
  wideRowStacking,
  css`
    .row {
      min-height: 3.25rem;
    }
    .state {
      display: flex;
      flex-wrap: wrap;
      gap: calc(var(--_space) * 0.5);
      white-space: normal;
    }
    .date {
      font-variant-numeric: tabular-nums;
    }
  `,
];
