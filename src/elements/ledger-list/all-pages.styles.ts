import { css } from 'lit';
import { whenStacked } from './svc-ledger-list.styles.js';

/** What only <svc-ledger-list> with `all-pages` shows: the progress and the scrolling row window. */
export const allPagesStyles = css`
  /* Progress */
  /* Laid out as the toolbar is (list-styles.ts). */
  .progress {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .progress progress {
    flex: 1 1 10rem;
    accent-color: var(--_primary);
  }
  .progress p {
    margin: 0;
  }

  /* Only the rows in view are in the document */
  .windowed .body {
    position: relative;
    height: var(--_viewport-height);
    overflow-y: auto;
    overscroll-behavior: contain;
    scrollbar-gutter: stable;
  }
  .windowed .head {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  .sizer {
    position: relative;
  }
  .window,
  .kept {
    position: absolute;
    inset-inline: 0;
    top: 0;
  }
  .kept {
    z-index: 1;
  }
  /*
   * The row window works out which rows are in view from one row height, so here every row has the
   * same: a line each (the stacked card's height in narrow containers), text that does not fit
   * ends with an ellipsis.
   */
  .windowed .row {
    height: var(--_row-height);
    overflow: hidden;
  }
  .windowed .cell,
  .windowed .name > * {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .probe {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
    width: 1px;
    height: var(--_row-height);
  }

  ${whenStacked(css`
    .probe,
    .windowed .row {
      height: var(--_stacked-row-height);
    }
  `)}
`;
