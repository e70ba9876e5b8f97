/** Styles of <svc-transaction-view>: the record's groups of facts (record-styles.ts), the two parties side by side when there is room, on the theme tokens. */
import { css } from 'lit';
import { formStyles } from '../form/form-styles.js';
import { recordStyles } from '../record/record-styles.js';
import { badgeStyles } from '../list/badge.js';

export const transactionViewStyles = [
  formStyles,
  badgeStyles,
  recordStyles,
  css`
    :host {
      container: svc-transaction-view / inline-size;
    }
    .title {
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
    @container svc-transaction-view (max-width: 30rem) {
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
