/** English texts of <svc-onboarding>: the catalog's part, the first page's words and the later steps' (each fetched with what shows it). */
import { onboarding as firstPage } from './first-page.js';
import { laterTexts } from './later-steps.js';

export const onboarding = { ...firstPage, ...laterTexts, intros: { ...firstPage.intros, ...laterTexts.intros } };
