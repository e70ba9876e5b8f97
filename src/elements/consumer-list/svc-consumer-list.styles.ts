/** The consumer rows on the lists' shared grid rows; below about 480 px of the element's own width, each row stacks its facts. */
import { css } from 'lit';
import { rowGridStyles } from '../list/row-grid-styles.js';

export const consumerListStyles = [
  rowGridStyles,
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
