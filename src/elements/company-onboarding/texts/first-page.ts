/**
 * English texts of <svc-company-onboarding> that its first page shows: the frame, the progress and
 * the people's step as it first shows (its intro, nobody declared yet, what the KYB still lacks), the
 * first step with an element. The people declared are listed with the steps' words (`later-steps.ts`:
 * only the steps' module knows them). Every other step's own words are in `later-steps.ts`,
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
  nobodyYet: 'Nobody has been declared yet.',
  stillNeeded: 'Still needed before the verification:',
  needDirector: 'at least one director;',
  needUbo: 'every UBO: each person holding {threshold} % or more of the shares, or a designated (special) UBO when nobody does.',
};
