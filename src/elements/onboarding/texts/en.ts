/**
 * English texts of <svc-onboarding>: the catalog's part, the first page's words and the later steps'
 * (each fetched with what shows it). The words every journey shares are the part `journey`
 * (src/i18n/journey/).
 */
import type { JourneyPart } from '../../journey/later-words.js';
import { onboarding as firstPage } from './first-page.js';
import { laterTexts } from './later-steps.js';

const whole = { ...firstPage, ...laterTexts, intros: { ...firstPage.intros, ...laterTexts.intros } };

export const onboarding: JourneyPart<typeof firstPage, typeof whole> = whole;
