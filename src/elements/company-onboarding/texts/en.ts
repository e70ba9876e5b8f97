/** English texts of <svc-company-onboarding>: the catalog's part, the first page's words and the steps' (each fetched with what shows it). */
import { companyOnboarding as firstPage } from './first-page.js';
import { laterTexts } from './later-steps.js';

export const companyOnboarding = { ...firstPage, ...laterTexts };
