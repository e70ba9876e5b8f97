/**
 * The consumer rows on the lists' shared grid rows. Five columns, three of them badges, need more
 * than 46rem (736 px) in Firefox in French, Bulgarian and Estonian and 47.6rem (762 px) in WebKit in
 * French (39–42rem in Chromium; measured with the sandbox's consumers in all seven languages): below
 * 48rem (768 px) of the element's own width, each row stacks its facts under the name, each after
 * its column's label (row-grid-styles.ts), so a 704 px column shows labelled cards.
 */
import { css } from 'lit';
import { rowGridStyles, stackedRows } from '../list/row-grid-styles.js';

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
    @container row-grid (width < 48rem) {
      ${stackedRows}
    }
  `,
];
