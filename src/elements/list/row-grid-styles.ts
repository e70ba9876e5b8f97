/**
 * What the paged grid lists (cards, consumers; see row-grid.ts) add to the grid rows every list
 * shares (list-styles.ts): a framed table, rows of a minimum height, the first cell (`.name`)
 * widest with a title and a muted line under it; text wraps rather than being cut. Below about
 * 480 px of the element's own width, each row stacks its facts under the first cell, each labelled
 * fact on a line of its own after its column's label, and the column headers are left to screen
 * readers (stackedFacts); a list whose columns need more room stacks below its own width instead
 * (`stackedRows` in a container rule of its own).
 */
import { css } from 'lit';
import { stackedFacts } from './list-styles.js';

/** A row's facts stacked under its first cell, each labelled one on its own line. */
const stackedRows = css`
  ${stackedFacts}
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
  .row > .cell[data-label] {
    flex-basis: 100%;
  }
`;

/**
 * For lists whose columns need more room than 480 px side by side, which stack below a width of the
 * element's own (measured for each list in Chromium, Firefox and WebKit, in every shipped language,
 * with the sandbox's records): `@container row-grid (width < 48rem) { ${stackedRows} }` in the list's
 * styles. The width is written there as it is, since the build's CSS minifier takes an expression
 * only where a rule may stand.
 */
export { stackedRows };

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
