import { css } from 'lit';
import { rowGridStyles } from '../list/row-grid-styles.js';

/**
 * The small card face in the rows (the rows themselves: row-grid-styles.ts). The face is drawn by CSS alone from the theme's
 * tokens (no image): a physical card is filled with the primary colour, a virtual one outlined;
 * a suspended card is striped, a card that can no longer pay is greyed. Below about 480 px of the
 * element's own width, each row stacks its facts.
 */
export const cardListStyles = [
  rowGridStyles,
  css`
  :host {
    --_face-width: var(--svc-card-list-face-width, 3rem);
  }

  .expiry {
    font-variant-numeric: tabular-nums;
  }
  /* Room for the longest usual status ("Awaiting activation"), so the columns line up. */
  .cell.state {
    flex: 0 0 11.5rem;
  }

  /* The small card face (ISO/IEC 7810 ID-1 proportions) */
  .face {
    flex: none;
    position: relative;
    width: var(--_face-width);
    aspect-ratio: 85.6 / 54;
    border-radius: calc(var(--_face-width) / 12);
    border: 1px solid var(--_primary);
    overflow: hidden;
  }
  .physical {
    background: linear-gradient(135deg, var(--_primary), color-mix(in srgb, var(--_primary) 55%, var(--_text)));
  }
  .virtual {
    border-style: dashed;
    background: color-mix(in srgb, var(--_primary) 12%, var(--_bg));
  }
  .chip {
    position: absolute;
    inset-inline-start: 14%;
    top: 34%;
    width: 20%;
    height: 28%;
    border-radius: 18%;
    background: color-mix(in srgb, var(--_warning) 45%, var(--_surface));
  }
  .virtual .chip {
    background: color-mix(in srgb, var(--_primary) 40%, var(--_bg));
  }
  /* Paused: striped. Pending: faded. Closed, expired: greyed. */
  .face-danger::after {
    content: '';
    position: absolute;
    inset: 0;
    background: repeating-linear-gradient(135deg, transparent 0 4px, color-mix(in srgb, var(--_bg) 55%, transparent) 4px 7px);
  }
  .face-warning {
    opacity: 0.7;
  }
  .face-neutral {
    filter: grayscale(1);
    opacity: 0.45;
  }

  /* Stacked (row-grid-styles.ts): the facts line up under the name, past the small face. */
  @container row-grid (width <= 480px) {
    .row {
      row-gap: 0;
    }
    .state,
    .expiry {
      padding-inline-start: calc(var(--_space) * 2.25 + var(--_face-width));
    }
  }

  @media (forced-colors: active) {
    .face {
      border-color: CanvasText;
    }
  }
`,
];
