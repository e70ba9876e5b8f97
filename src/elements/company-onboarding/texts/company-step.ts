/** English texts of <svc-company-onboarding>'s company step (its details as given), fetched with that step when it opens (see `later-steps.ts`). */
export const companyTexts = {
  legalName: 'Legal name',
  registrationNumber: 'Registration number',
  country: 'Country',
  address: 'Registered address',
  detailsWrong: 'Is something wrong? Contact us before you go on: these details cannot be changed here.',
  confirmDetails: 'These details are right',
};
