/**
 * English texts of <svc-beneficiary-form>: the catalog's part, the words of create mode and of the
 * edit mode's first lines (`first-page.ts`) and the edit mode's form's (`edit.ts`, fetched with it).
 * The element carries the first alone; the part, in every language, holds both.
 */
import { beneficiaryForm as firstPage } from './first-page.js';
import { editTexts } from './edit.js';

const whole = { ...firstPage, ...editTexts, labels: { ...firstPage.labels, ...editTexts.labels } };

/** The first page's words as the element holds them, or the whole part as the catalog does: an edit word is read from the edit mode's module. */
export const beneficiaryForm: typeof firstPage | typeof whole = whole;
