/**
 * The external card rows on the lists' shared grid rows. Five columns need about 46rem (736 px):
 * below that width of the element's own, each row stacks its facts under the card number, as the
 * consumer list does.
 */
import { css } from 'lit';
import { rowGridStyles } from '../list/row-grid-styles.js';

export const externalCardListStyles = [
  rowGridStyles,
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
