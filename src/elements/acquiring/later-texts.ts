/**
 * The acquiring words said once the person acts (the payment page's, the return's), in the locale in
 * force: brought by the page's handling (`hosted-page.ts`) and by the return's (`return.ts`), each
 * fetched on demand, so that the forms' first paint carries none of them.
 */
import { acquiringLater } from '../../i18n/acquiring/en-later.js';
import { laterWords } from '../../i18n/later-words.js';

export const laterTexts = laterWords('acquiring', acquiringLater);

/** Those words, as said in a locale. */
export type LaterTexts = { readonly [K in keyof typeof acquiringLater]: string };
