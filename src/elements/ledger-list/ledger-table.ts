/**
 * The treegrid of <svc-ledger-list>: column headers and rows. A page is rendered whole and updated
 * in place from one page to the next; with `all-pages` the body is the row window's (window-body.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ledgerRow, type RowContext } from './ledger-row.js';
import type { LedgerRow } from './rows.js';
import type { TreeGrid } from './tree-grid.js';

export interface TableOptions {
  rows: readonly LedgerRow[];
  /** With `all-pages`: the rows count (header included) and the body, which holds only the rows in view. */
  window?: { rowCount: number; body: TemplateResult };
  tree: TreeGrid;
  row: RowContext;
  /** A new page is on its way: the rows shown are dimmed and the grid is busy. */
  stale: boolean;
  sortDirection: 'ASC' | 'DESC';
  onScroll: (event: Event) => void;
}

export function ledgerTable(options: TableOptions): TemplateResult {
  const { rows, window, tree, row: context, stale } = options;
  const texts = context.messages.ledgerList;
  const sort = options.sortDirection === 'ASC' ? 'ascending' : 'descending';
  return html`
    <div class="table-scroll">
      <div
        part="table"
        class="table${window ? ' windowed' : ''}${stale ? ' stale' : ''}"
        role="treegrid"
        aria-label=${texts.title}
        aria-describedby="keyboard-hint"
        aria-busy=${stale ? 'true' : 'false'}
        aria-rowcount=${window ? window.rowCount : nothing}
      >
        <div role="rowgroup" class="head">
          <div role="row" class="heading" aria-rowindex=${window ? 1 : nothing}>
            <span role="columnheader" part="column-header" class="cell name">${texts.columnName}</span>
            <span role="columnheader" part="column-header" class="cell state">${texts.columnStatus}</span>
            <span role="columnheader" part="column-header" class="cell currency">${texts.columnCurrency}</span>
            <span role="columnheader" part="column-header" class="cell country">${texts.columnCountry}</span>
            <span role="columnheader" part="column-header" class="cell created" aria-sort=${sort}>${texts.columnCreated}</span>
            ${context.suspendable ? html`<span role="columnheader" part="column-header" class="cell actions">${texts.columnActions}</span>` : nothing}
          </div>
        </div>
        <div
          role="rowgroup"
          class="body"
          part="body"
          @click=${tree.onClick}
          @keydown=${tree.onKeydown}
          @focusin=${tree.onFocusIn}
          @scroll=${window ? options.onScroll : nothing}
        >
          ${window ? window.body : rows.map((row, index) => ledgerRow(row, index, context))}
        </div>
      </div>
    </div>
    <p id="keyboard-hint" class="visually-hidden">${texts.keyboardHint}</p>
  `;
}
