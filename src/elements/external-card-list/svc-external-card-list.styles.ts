/**
 * The external card rows on the lists' shared grid rows. Four columns fit side by side from about
 * 34rem (536 px) in Chromium and 40rem (648 px, in Lithuanian) in Firefox: below 41rem (656 px) of
 * the element's own width, each row stacks its facts under the card number, each after its
 * column's label (row-grid-styles.ts). A page's 704 px column keeps the table.
 */
import { css } from 'lit';
import { rowGridStyles, stackedRows } from '../list/row-grid-styles.js';

export const externalCardListStyles = [
  rowGridStyles,
  css`
    .pan,
    .expiry,
    .date {
      font-variant-numeric: tabular-nums;
    }
    .pan {
      white-space: nowrap;
    }
    @container row-grid (width < 41rem) {
      ${stackedRows}
    }
  `,
];
