/**
 * <svc-card-order>'s later words (`texts/en-later.ts`), read through the kit's one `laterWords`: by
 * the accounts' picker and by the new card's module, each of which is handed over once they are in
 * the element's locale. The page's first paint carries none of them.
 */
import { laterWords } from '../../i18n/later-words.js';
import { cardOrderLater } from './texts/en-later.js';

/** The later words in any language: en-later.ts's keys, each a text. */
export type CardOrderWords = { readonly [K in keyof typeof cardOrderLater]: string };

export const words = laterWords<CardOrderWords>('cardOrder', cardOrderLater);
