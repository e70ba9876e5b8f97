import { css } from 'lit';

/**
 * (What only `all-pages` shows is styled in all-pages.styles.ts, fetched with it.)
 * Rows are styled with one class each (no descendant chains, no :has), and rows out of view are
 * skipped by the browser (`content-visibility`): a page of 100 rows costs about what a plain
 * table does. Below about 480 px of the element's own width, each row stacks its facts.
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

  /* The table (an ARIA treegrid of rows) */
  .table-scroll {
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .table {
    min-width: 42rem;
  }
  /* Rows of one fixed height: the row window works out which rows are in view from it. */
  .row {
    height: var(--_row-height);
  }
  /*
   * Rows out of view cost no style, layout or paint until they scroll in. The first twenty are
   * likely in view: skipping them would cost more than it saves.
   */
  .row:nth-child(n + 21) {
    content-visibility: auto;
  }
  .cell {
    min-width: 7rem;
  }
  /* The name cell: room for the toggle (ledgers with virtual ledgers), then two lines. */
  .name {
    flex-grow: 2.6;
    min-width: 14rem;
    position: relative;
    padding-inline-start: calc(var(--_space) * 1.5 + 1.5em + var(--_level-indent, 0px));
  }
  .name > b,
  .name > small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
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
    flex: 0 0 7.5rem;
    min-width: 0;
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
  /*
   * Narrow containers (phones): each row stacks its facts — name and status, the IBAN line, then
   * currency, country and creation date one per line — so nothing needs scrolling sideways. The
   * column headers stay for assistive technologies only.
   */
  @container svc-ledger-list (width <= 480px) {
    .table {
      min-width: 0;
    }
    .head {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .row {
      display: block;
      position: relative;
      height: var(--_stacked-row-height);
      padding-block: calc(var(--_space) * 0.75);
    }
    .cell {
      display: block;
      min-width: 0;
    }
    /* The badge sits at the end of the name's line; the IBAN line below has the whole width. */
    .state {
      position: absolute;
      top: calc(var(--_space) * 0.75);
      inset-inline-end: 0;
    }
    .name > b {
      padding-inline-end: 7.5rem;
    }
    .name > small {
      white-space: normal;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      line-clamp: 2;
    }
    .actions {
      position: absolute;
      bottom: calc(var(--_space) * 0.75);
      inset-inline-end: 0;
    }
    .currency,
    .country,
    .created {
      padding-inline-start: calc(var(--_space) * 1.5 + 1.5em + var(--_level-indent, 0px));
    }
    .goto input {
      width: 4em;
    }
  }
`;
