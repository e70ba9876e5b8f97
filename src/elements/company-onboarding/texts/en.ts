/**
 * English texts of <svc-company-onboarding>: the catalog's part, the first page's words, the steps',
 * the company's details', and the identity checks' and the verification's (each fetched with what shows it). The words every
 * journey shares are the part `journey` (src/i18n/journey/).
 */
import { companyOnboarding as firstPage } from './first-page.js';
import { laterTexts } from './later-steps.js';
import { checkTexts } from './check-steps.js';
import { companyTexts } from './company-step.js';

export const companyOnboarding = {
  ...firstPage,
  ...laterTexts,
  ...companyTexts,
  ...checkTexts,
  // The people's step's intro is the first page's, the other steps' come with the steps' module.
  intros: { ...firstPage.intros, ...laterTexts.intros },
};
