/**
 * English texts of <svc-beneficiary-form>: the catalog's part, the words of create mode and of the
 * edit mode's first lines (`first-page.ts`), those said once the person acts (`later.ts`) and the
 * edit mode's form's (`edit.ts`), each of the last two fetched with its module. The element carries
 * the first alone; the part, in every language, holds all three.
 */
import { beneficiaryForm as firstPage } from './first-page.js';
import { editTexts } from './edit.js';
import { laterTexts } from './later.js';

const whole = { ...firstPage, ...laterTexts, ...editTexts, labels: { ...firstPage.labels, ...editTexts.labels } };

/** The first page's words as the element holds them, or the whole part as the catalog does: a later or edit word is read from its module. */
export const beneficiaryForm: typeof firstPage | typeof whole = whole;
