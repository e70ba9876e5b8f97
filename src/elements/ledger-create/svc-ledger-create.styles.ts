/** What <svc-ledger-create> adds to the shared form styles. */
import { css } from 'lit';

export const ledgerCreateStyles = css`
  .section > .hint {
    margin: 0;
  }
`;
