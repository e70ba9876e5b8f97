import { css } from 'lit';

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
  .probe {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
    width: 1px;
    height: var(--_row-height);
  }

  @container svc-ledger-list (width <= 480px) {
    .probe {
      height: var(--_stacked-row-height);
    }
  }
`;
