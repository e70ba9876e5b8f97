/** Everything of `<svc-beneficiary-form>` a partner codes against. Side-effect free: defines nothing of its own. */
export { SvcBeneficiaryForm } from './svc-beneficiary-form.js';
export {
  ACCOUNT_KINDS,
  ibanMessage,
  kindOfDetails,
  printedSortCode,
  shownIban,
  shownSortCode,
  withoutSeparators,
  type AccountKind,
} from './banking-details.js';
