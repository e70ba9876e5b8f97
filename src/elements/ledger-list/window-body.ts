/**
 * The body of <svc-ledger-list> with `all-pages`: a sizer as tall as every row, and only the rows of
 * the window in it, keyed, so that a focused row keeps its element while the list scrolls.
 */
import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ledgerRow, type RowContext } from './ledger-row.js';
import type { RowWindowController } from './row-window.js';
import type { LedgerRow } from './rows.js';

/**
 * The rows of the window, plus the focused row when it is scrolled out of it (else the focus would
 * be lost): kept in the same list, in index order, so that the repeat never moves its element.
 */
function windowRows(rows: readonly LedgerRow[], { first, last, kept }: RowWindowController) {
  const entries: { row: LedgerRow; index: number; kept: boolean }[] = [];
  const add = (index: number, isKept: boolean) => {
    const row = rows[index];
    if (row) entries.push({ row, index, kept: isKept });
  };
  if (kept !== undefined && kept < first) add(kept, true);
  for (let index = first; index < last; index += 1) add(index, false);
  if (kept !== undefined && kept >= last) add(kept, true);
  return entries;
}

export function windowBody(rows: readonly LedgerRow[], window: RowWindowController, context: RowContext): TemplateResult {
  return html`<div class="sizer">
    <div class="probe" aria-hidden="true"></div>
    <div class="window">${repeat(windowRows(rows, window), (entry) => entry.row.ledger.id, (entry) => ledgerRow(entry.row, entry.index, context, entry.kept))}</div>
  </div>`;
}
