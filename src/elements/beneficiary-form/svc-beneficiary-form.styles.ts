/** What <svc-beneficiary-form> adds to the shared form styles: account numbers in one-width digits. */
import { css } from 'lit';

// Every field of the banking details holds an identifier (IBAN, BIC, account number, sort code, routing number).
export const beneficiaryFormStyles = css`
  input[name^='bankingDetails.'],
  input[name='endUserId'] {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
`;
