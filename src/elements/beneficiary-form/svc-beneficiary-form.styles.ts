/** What <svc-beneficiary-form> adds to the shared form styles: account numbers, the read-only summary. */
import { css } from 'lit';

export const beneficiaryFormStyles = css`
  /* Account identifiers read better with digits of one width and a little air between groups. */
  input[name='bankingDetails.iban'],
  input[name='bankingDetails.bic'],
  input[name='bankingDetails.accountNumber'],
  input[name='bankingDetails.sortCode'],
  input[name='bankingDetails.routingNumber'],
  input[name='endUserId'],
  .identifier {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
  .summary {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .summary-title {
    font-weight: 600;
    margin: 0 0 calc(var(--_space) * 0.5);
  }
  dl {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    column-gap: calc(var(--_space) * 2);
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    dl > div {
      grid-template-columns: 1fr;
    }
  }
`;
