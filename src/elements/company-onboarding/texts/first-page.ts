/**
 * English texts of <svc-company-onboarding> that its first page shows: the frame, the progress and
 * the people's step as it first shows (its intro, above the form), the first step with an element.
 * The people's lists under the form (nobody declared yet or the people declared, what the KYB still
 * lacks) come with the steps' words (`later-steps.ts`: only the steps' module knows the people). Every other step's own words are in `later-steps.ts`,
 * `company-step.ts` and `check-steps.ts`, each fetched with what shows them (so is what no step can be
 * done without: the summary's text, a KYB validated or declined; nor a journey not set up). `en.ts` joins them: the catalog's
 * part. Placeholders in braces are filled with text, never HTML.
 */
export const companyOnboarding = {
  progress: 'Your company’s progress',
  titles: {
    company: 'Company details',
    people: 'Directors and owners',
    kyc: 'Identity checks',
    documents: 'Company documents',
    kyb: 'Company verification',
  },
  intros: {
    people: 'Declare every director and every shareholder. A person holding enough of the shares, directly or through other companies, is an ultimate beneficial owner (UBO); if nobody does, designate one (a special UBO).',
  },
};
