/**
 * The moves every grid of rows shares (the flat lists and the ledgers' treegrid): the row that
 * ArrowUp/ArrowDown, Home/End and PageUp/PageDown lead to, never past the first or last row.
 */

/** Rows PageUp / PageDown move by when the rows are not scrolled in a viewport of their own. */
export const PAGE_STEP = 10;

/** The index `key` moves the focus to from row `index` of rows `0..last`; undefined for any other key. */
export function rowMoveTarget(key: string, index: number, last: number, pageStep: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(last, index + pageStep);
    case 'PageUp':
      return Math.max(0, index - pageStep);
    default:
      return undefined;
  }
}
