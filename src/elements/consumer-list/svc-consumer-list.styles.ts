/** The consumer rows on the lists' shared grid rows; below about 480 px of the element's own width, each row stacks its facts. */
import { css } from 'lit';
import { rowGridStyles } from '../list/row-grid-styles.js';

export const consumerListStyles = [
  rowGridStyles,
  css`
    :host {
      container: svc-consumer-list / inline-size;
    }
    .row {
      min-height: 3.25rem;
    }
    .state {
      display: flex;
      flex-wrap: wrap;
      gap: calc(var(--_space) * 0.5);
      white-space: normal;
    }
    .date {
      font-variant-numeric: tabular-nums;
    }
    @container svc-consumer-list (width <= 480px) {
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
        row-gap: calc(var(--_space) * 0.5);
      }
      .name {
        flex-basis: 100%;
      }
      .state,
      .date {
        flex: none;
        min-width: 0;
      }
    }
    @media (forced-colors: active) {
      .badge {
        forced-color-adjust: auto;
      }
    }
  `,
];
