/** What <svc-ledger-suspend> adds to the shared form styles: the ledger named, the confirmation. */
import { css } from 'lit';

export const ledgerSuspendStyles = css`
  .ledger {
    margin: 0;
  }
  .ledger > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 calc(var(--_space) * 2);
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  .iban {
    font-weight: normal;
    font-variant-numeric: tabular-nums;
  }
  .confirmation {
    border: 2px solid var(--_danger);
    display: grid;
    gap: var(--_space);
  }
  .confirmation p {
    margin: 0;
  }
  .confirm-title {
    font-weight: 600;
  }
  button.danger {
    background: var(--_danger);
    border-color: var(--_danger);
  }
`;
