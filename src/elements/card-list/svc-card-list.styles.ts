import { css } from 'lit';

/**
 * The grid of cards and the small card face. The face is drawn by CSS alone from the theme's
 * tokens (no image): a physical card is filled with the primary colour, a virtual one outlined;
 * a suspended card is striped, a card that can no longer pay is greyed. Below about 480 px of the
 * element's own width, each row stacks its facts.
 */
export const cardListStyles = css`
  :host {
    --_face-width: var(--svc-card-list-face-width, 3rem);
    container: svc-card-list / inline-size;
  }

  .table {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .row {
    min-height: 3.75rem;
  }
  .row:last-child {
    border-block-end: none;
  }
  .cell {
    min-width: 6rem;
  }
  .name {
    flex-grow: 3;
    min-width: 12rem;
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 1.25);
  }
  .text {
    min-width: 0;
  }
  .text > b,
  .text > small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .text > small {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .expiry {
    font-variant-numeric: tabular-nums;
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

  @container svc-card-list (width <= 480px) {
    .head {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .row {
      flex-wrap: wrap;
      padding-block: calc(var(--_space) * 0.75);
    }
    .name {
      flex-basis: 100%;
    }
    .state,
    .expiry {
      flex: none;
      min-width: 0;
      padding-inline-start: calc(var(--_space) * 2.25 + var(--_face-width));
    }
    .expiry {
      padding-inline-start: var(--_space);
    }
  }

  @media (forced-colors: active) {
    .badge {
      forced-color-adjust: auto;
    }
    .row[aria-selected='true'] {
      outline: 2px solid Highlight;
    }
    .face {
      border-color: CanvasText;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .table {
      transition: none;
    }
  }
`;
