/**
 * The consumer rows on the lists' shared grid rows. Five columns, three of them badges, need about
 * 46rem (736 px): below that width of the element's own, each row stacks its facts under the name
 * (as row-grid-styles.ts does below 480 px for lists of fewer columns).
 */
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
    @container row-grid (width < 46rem) {
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
    }
  `,
];
