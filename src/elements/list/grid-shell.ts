/**
 * The markup of a flat list shown as an ARIA grid, around what each list puts in its cells: the
 * column headers, the rows' container that `RowGrid` listens on, each row's place in the
 * tab order and selection (worked out here, handed to the list's row template), and the keyboard
 * hint the grid is described by.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RowGrid } from './row-grid.js';

interface GridColumn {
  label: string;
  /** The cell's class, shared with the rows' cells (`name`, `state`, `date` …). */
  cell: string;
  /** How the list is sorted by this column; left out for a column it cannot sort by. */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface GridShell<T> {
  /** The grid's accessible name (`title`, "Cards") and how to move and choose with the keyboard (`keyboardHint`, read with the grid). */
  texts: { title: string; keyboardHint: string };
  /** The rows are those of the previous page while the next is on its way. */
  stale: boolean;
  columns: readonly GridColumn[];
  items: readonly T[];
  /** The id of the item chosen, if any. */
  selectedId?: string;
  /** One item's row (`gridRow` around its cells), in its place. */
  row: (item: T, place: GridRowPlace) => TemplateResult;
}

export function gridShell<T extends { readonly id: string }>(grid: RowGrid<T>, { texts, stale, columns, items, selectedId, row }: GridShell<T>): TemplateResult {
  const tabStop = grid.tabStop;
  const rows = items.map((item, index) => row(item, { key: item.id, tabStop: index === tabStop, selected: item.id === selectedId }));
  return html`
    <div part="table" class="table${stale ? ' stale' : ''}" role="grid" aria-label=${texts.title} aria-describedby="keyboard-hint" aria-busy=${stale ? 'true' : 'false'}>
      <div role="rowgroup" class="head">
        <div role="row" class="heading">
          ${columns.map(
            (column) => html`<span role="columnheader" part="column-header" class="cell ${column.cell}" aria-sort=${column.sort ?? nothing}>${column.label}</span>`,
          )}
        </div>
      </div>
      <div role="rowgroup" class="body" part="body" @click=${grid.onClick} @keydown=${grid.onKeydown} @focusin=${grid.onFocusIn}>${rows}</div>
    </div>
    <p id="keyboard-hint" class="visually-hidden">${texts.keyboardHint}</p>
  `;
}

/** Where a row stands in the grid: its key, whether it holds the tab stop, whether it is the one chosen. */
export interface GridRowPlace {
  key: string;
  tabStop: boolean;
  selected: boolean;
}

/** One row of the grid: no listener of its own (the rows' container listens for all of them). */
export function gridRow({ key, tabStop, selected }: GridRowPlace, cells: TemplateResult): TemplateResult {
  return html`<div
    role="row"
    part=${selected ? 'row row-selected' : 'row'}
    class="row"
    data-key=${key}
    tabindex=${tabStop ? '0' : '-1'}
    aria-selected=${selected ? 'true' : 'false'}
  >${cells}</div>`;
}
