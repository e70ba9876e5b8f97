/**
 * The treegrid of <svc-ledger-list>: column headers and rows. A page is rendered whole and updated
 * in place from one page to the next; with `all-pages` only the row window is rendered, keyed, so
 * that a focused row keeps its element while the list scrolls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ledgerRow, type RowContext } from './ledger-row.js';
import type { RowWindowController } from './row-window.js';
import type { LedgerRow } from './rows.js';
import type { TreeGridController } from './tree-grid.js';

export interface TableOptions {
  rows: readonly LedgerRow[];
  /** With `all-pages`: the rows to render. */
  window?: RowWindowController;
  tree: TreeGridController;
  row: RowContext;
  /** A new page is on its way: the rows shown are dimmed and the grid is busy. */
  stale: boolean;
  sortDirection: 'ASC' | 'DESC';
  onScroll: (event: Event) => void;
}

/**
 * The rows of the window, plus the focused row when it is scrolled out of it (else the focus would
 * be lost): kept in the same list, in index order, so that the repeat never moves its element.
 */
function windowRows(rows: readonly LedgerRow[], { first, last, kept }: RowWindowController) {
  const entries = [];
  if (kept !== undefined && kept < first) entries.push({ row: rows[kept]!, index: kept, kept: true });
  for (let index = first; index < last; index += 1) entries.push({ row: rows[index]!, index, kept: false });
  if (kept !== undefined && kept >= last) entries.push({ row: rows[kept]!, index: kept, kept: true });
  return entries;
}

export function ledgerTable(options: TableOptions): TemplateResult {
  const { rows, window, tree, row: context, stale } = options;
  const t = context.messages.ledgerList;
  const sort = options.sortDirection === 'ASC' ? 'ascending' : 'descending';
  return html`
    <div class="table-scroll">
      <div
        part="table"
        class="table${window ? ' windowed' : ''}${stale ? ' stale' : ''}"
        role="treegrid"
        aria-label=${t.title}
        aria-describedby="keyboard-hint"
        aria-busy=${stale ? 'true' : 'false'}
        aria-rowcount=${window ? rows.length + 1 : nothing}
      >
        <div role="rowgroup" class="head">
          <div role="row" class="heading" aria-rowindex=${window ? 1 : nothing}>
            <span role="columnheader" part="column-header" class="cell name">${t.columnName}</span>
            <span role="columnheader" part="column-header" class="cell state">${t.columnStatus}</span>
            <span role="columnheader" part="column-header" class="cell currency">${t.columnCurrency}</span>
            <span role="columnheader" part="column-header" class="cell country">${t.columnCountry}</span>
            <span role="columnheader" part="column-header" class="cell created" aria-sort=${sort}>${t.columnCreated}</span>
            ${context.suspendable ? html`<span role="columnheader" part="column-header" class="cell actions">${t.columnActions}</span>` : nothing}
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
          ${window
            ? html`<div class="sizer">
                <div class="probe" aria-hidden="true"></div>
                <div class="window">${repeat(windowRows(rows, window), (entry) => entry.row.ledger.id, (entry) => ledgerRow(entry.row, entry.index, context, entry.kept))}</div>
              </div>`
            : rows.map((row, index) => ledgerRow(row, index, context))}
        </div>
      </div>
    </div>
    <p id="keyboard-hint" class="visually-hidden">${t.keyboardHint}</p>
  `;
}
