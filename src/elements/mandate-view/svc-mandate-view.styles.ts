/** What <svc-mandate-view> adds to the shared form styles: status badges, account numbers in one-width digits, the facts spaced, the loading line as the record views have it. */
import { css } from 'lit';
import { badgeStyles } from '../list/badge.js';

export const mandateViewStyles = [
  badgeStyles,
  css`
    input[name='debtor.bankingDetails.iban'] {
      font-variant-numeric: tabular-nums;
      letter-spacing: 0.02em;
    }
    .loading {
      color: var(--_muted);
    }
    .facts + .facts {
      margin-top: var(--_space);
    }
  `,
];
