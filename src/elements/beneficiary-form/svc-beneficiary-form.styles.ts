/** What <svc-beneficiary-form> adds to the shared form styles: account numbers in one-width digits. */
import { css } from 'lit';

export const beneficiaryFormStyles = css`
  input[name='bankingDetails.iban'],
  input[name='bankingDetails.bic'],
  input[name='bankingDetails.accountNumber'],
  input[name='bankingDetails.sortCode'],
  input[name='bankingDetails.routingNumber'],
  input[name='endUserId'] {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
  }
`;
