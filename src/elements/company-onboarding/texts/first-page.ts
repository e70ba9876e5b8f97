/**
 * English texts of <svc-company-onboarding> that its first page shows (the frame, the progress, the
 * company's details); the later steps' are in `later-steps.ts`, fetched with them. `en.ts` joins both:
 * the catalog's part. Placeholders in braces are filled with text, never HTML.
 */
export const companyOnboarding = {
  progress: 'Your company’s progress',
  completeText: 'Every step is complete. We will let you know as soon as the company’s verification has an outcome.',
  completeValidated: 'Your company is verified. Every banking feature is now open to it, its accounts included.',
  noCompany: 'This journey is not set up for a company, so it cannot continue. Please contact us.',
  blockedKyb: 'Your company did not pass verification, so we cannot open banking services for it. Please contact us to find out more.',
  titles: {
    company: 'Company details',
    people: 'Directors and owners',
    kyc: 'Identity checks',
    documents: 'Company documents',
    kyb: 'Company verification',
  },
  intros: {
    company: 'These are the details we hold for your company. Check that they are right before you go on.',
  },
  legalName: 'Legal name',
  registrationNumber: 'Registration number',
  country: 'Country',
  address: 'Registered address',
  detailsWrong: 'Is something wrong? Contact us before you go on: these details cannot be changed here.',
  confirmDetails: 'These details are right',
};
