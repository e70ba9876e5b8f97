/**
 * English texts of <svc-company-onboarding>: the catalog's part, the first page's words and the later
 * steps' (each fetched with what shows it). The words every journey shares are the part `journey`
 * (src/i18n/journey/).
 */
import { companyOnboarding as firstPage } from './first-page.js';
import { laterTexts } from './later-steps.js';

export const companyOnboarding = { ...firstPage, ...laterTexts };
