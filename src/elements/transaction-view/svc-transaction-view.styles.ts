/** Styles of <svc-transaction-view>: groups of facts, the two parties side by side when there is room, on the theme tokens. */
import { css } from 'lit';
import { formStyles } from '../form/form-styles.js';
import { badgeStyles } from '../list/badge.js';

export const transactionViewStyles = [
  formStyles,
  badgeStyles,
  css`
    :host {
      container: svc-transaction-view / inline-size;
    }
    .transaction {
      display: grid;
      gap: calc(var(--_space) * 2);
    }
    .header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space);
    }
    .title {
      margin: 0;
      font-size: 1.25em;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: var(--_space);
    }
    .headline-amount,
    .amount {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .header-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space);
      margin-inline-start: auto;
    }
    .group {
      display: grid;
      gap: var(--_space);
      padding: calc(var(--_space) * 1.5);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
    }
    .legend,
    .party-title {
      margin: 0;
      font-size: 1em;
      font-weight: 600;
    }
    .parties {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
      gap: calc(var(--_space) * 2);
    }
    .party {
      display: grid;
      gap: calc(var(--_space) * 0.5);
      align-content: start;
    }
    .facts {
      display: grid;
      grid-template-columns: minmax(8rem, max-content) 1fr;
      gap: var(--_space) calc(var(--_space) * 2);
      margin: 0;
    }
    .fact {
      display: contents;
    }
    dt {
      color: var(--_muted);
    }
    dd {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: calc(var(--_space) * 0.75);
      margin: 0;
      overflow-wrap: anywhere;
      min-width: 0;
    }
    @container svc-transaction-view (max-width: 30rem) {
      .facts {
        grid-template-columns: 1fr;
        gap: calc(var(--_space) * 0.25);
      }
      dd {
        margin-block-end: var(--_space);
      }
      .parties {
        grid-template-columns: 1fr;
      }
    }
    .note,
    .notice,
    .loading,
    .identifier {
      margin: 0;
      color: var(--_muted);
    }
    .id {
      overflow-wrap: anywhere;
    }
  `,
];
