import { css, type CSSResult } from 'lit';
import { stackedFacts } from '../list/list-styles.js';

/**
 * Narrow containers (phones, a page's column): each row is a small card — name and IBAN line with
 * the status beside them; currency, country and opening date one per line under the name, each
 * after its column's label; the action at the end — so nothing needs scrolling sideways. The
 * column headers stay for assistive technologies only (both rules every list shares: stackedFacts).
 */
const stackedRows = css`
  ${stackedFacts}
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    column-gap: var(--_space);
    padding-block: calc(var(--_space) * 0.75);
  }
  /* A card's height depends on its text: skipped rows would be laid out with a guess. */
  .row:nth-child(n + 21) {
    content-visibility: visible;
  }
  .cell {
    min-width: 0;
  }
  .name {
    grid-area: 1 / 1;
  }
  .state {
    grid-area: 1 / 2;
  }
  .currency,
  .country,
  .created {
    grid-column: 1;
    padding-inline-start: calc(var(--_space) * 1.5 + 1.5em + var(--_level-indent, 0px));
  }
  /* Each fact says what it is, with its column's label (stackedFacts, list-styles.ts). */
  .actions {
    grid-area: 2 / 2 / span 3;
    align-self: end;
    min-width: 0;
  }
  .goto input {
    width: 4em;
  }
`;

/**
 * Where rows stack: the one home of the thresholds, measured with the sandbox's
 * ledgers in Chromium, then checked in Firefox and WebKit. The five columns fit side by side down to about
 * 36rem (576 px) in Chromium and 38rem (605 px) in Firefox and need sideways scrolling below, so
 * rows stack below 39rem (624 px); with `suspendable` the sixth column (the action) needs about
 * 42rem (672 px), so they stack below 43rem (688 px). A page's 704 px column keeps the table
 * either way.
 */
export const whenStacked = (rules: CSSResult) => css`
  @container svc-ledger-list (width < 39rem) {
    ${rules}
  }
  @container svc-ledger-list-actions (width < 43rem) {
    ${rules}
  }
`;

/**
 * (What only `all-pages` shows is styled in all-pages.styles.ts, fetched with it.)
 * Rows are styled with one class each (no descendant chains, no :has), and rows out of view are
 * skipped by the browser (`content-visibility`): a page of 100 rows costs about what a plain
 * table does. Nothing scrolls sideways and nothing is cut: in a container too narrow for the
 * columns side by side (`whenStacked`), each row becomes a small card whose facts keep their labels.
 */
export const ledgerListStyles = css`
  :host {
    --_row-height: var(--svc-ledger-list-row-height, 3.5rem);
    --_stacked-row-height: var(--svc-ledger-list-stacked-row-height, 9rem);
    --_viewport-height: var(--svc-ledger-list-height, 28rem);
    --_indent: calc(var(--_space) * 2.5);
    /* The layout follows the element's own width, not the page's. */
    container: svc-ledger-list / inline-size;
  }
  /* With the action column the table needs more room (whenStacked). */
  :host([suspendable]) {
    container-name: svc-ledger-list svc-ledger-list-actions;
  }

  /* The table (an ARIA treegrid of rows) */
  .table-scroll {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  /* Rows of one height at least; the all-pages row window fixes it (all-pages.styles.ts). */
  .row {
    min-height: var(--_row-height);
  }
  /*
   * Rows out of view cost no style, layout or paint until they scroll in. The first twenty are
   * likely in view: skipping them would cost more than it saves.
   */
  .row:nth-child(n + 21) {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--_row-height);
  }
  .cell {
    min-width: 5.5rem;
  }
  /* The name cell: room for the toggle (ledgers with virtual ledgers), then two lines. */
  .name {
    flex-grow: 2.6;
    min-width: 12rem;
    position: relative;
    padding-inline-start: calc(var(--_space) * 1.5 + 1.5em + var(--_level-indent, 0px));
  }
  .name > b,
  .name > small {
    display: block;
  }
  .name > small {
    color: var(--_muted);
    font-size: 0.875em;
    font-variant-numeric: tabular-nums;
  }
  .currency {
    flex-grow: 1.2;
  }
  /* With suspendable: the row's action, and the dialog it opens. */
  .actions {
    flex: 0 0 auto;
    min-width: 7.5rem;
    text-align: end;
  }
  .actions button {
    padding: calc(var(--_space) * 0.25) var(--_space);
  }
  .country {
    flex-grow: 1.1;
  }
  .level-2 {
    --_level-indent: var(--_indent);
  }
  .level-3 {
    --_level-indent: calc(var(--_indent) * 2);
  }
  .level-4 {
    --_level-indent: calc(var(--_indent) * 3);
  }
  .toggle {
    position: absolute;
    inset-inline-start: calc(var(--_space) + var(--_level-indent, 0px));
    top: calc(50% - 0.75em);
    width: 1.5em;
    text-align: center;
    color: var(--_muted);
    border-radius: var(--_radius);
    line-height: 1.5em;
  }
  .toggle:hover {
    background: var(--_hover);
    color: var(--_primary);
  }
  ${whenStacked(stackedRows)}
`;
