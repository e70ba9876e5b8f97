/** English texts of <svc-beneficiary-form>. */
export const beneficiaryForm = {} as const;
