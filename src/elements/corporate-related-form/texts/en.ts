/**
 * English texts of <svc-corporate-related-form>: the catalog's part, the words of the first page
 * (`first-page.ts`) and the shares' (`shares.ts`, fetched with the shares' section). The element
 * carries the first page's alone; the part, in every language, holds both.
 */
import { corporateRelatedForm as firstPage } from './first-page.js';
import { sharesTexts } from './shares.js';

const whole = { ...firstPage, ...sharesTexts };

/** The first page's words as the element holds them, or the whole part as the catalog does: a share's word is read from the shares' module. */
export const corporateRelatedForm: typeof firstPage | typeof whole = whole;
