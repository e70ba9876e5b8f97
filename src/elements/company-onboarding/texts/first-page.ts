/**
 * English texts of <svc-company-onboarding> that its first page shows (the frame, the progress, a
 * journey not set up); every step's own, the company's details included, are in `later-steps.ts`,
 * fetched with the first step that opens (so is what no step can be done without: the summary's
 * text, a KYB validated or declined). `en.ts` joins both: the catalog's part. Placeholders in
 * braces are filled with text, never HTML.
 */
export const companyOnboarding = {
  progress: 'Your company’s progress',
  noCompany: 'This journey is not set up for a company, so it cannot continue. Please contact us.',
  titles: {
    company: 'Company details',
    people: 'Directors and owners',
    kyc: 'Identity checks',
    documents: 'Company documents',
    kyb: 'Company verification',
  },
};
