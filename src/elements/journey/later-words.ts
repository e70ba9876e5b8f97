/**
 * The words only a journey's later steps use, fetched with those steps (their English in the later
 * steps' module), in the locale in force: the same catalog part as the journey's other words, read
 * through the kit's one `laterWords` (`i18n/later-words.ts`), as the upload's and the acquiring
 * forms' later words are.
 */
export { laterWords } from '../../i18n/later-words.js';

/**
 * A journey's catalog part: as its element's `messages` hold it, the words of its first page alone
 * (the later steps read theirs only through `laterWords`, from the later module); as the catalog
 * holds it (every language's file, a partner's overrides), those and the later steps' too. A journey's
 * `texts/en.ts` gives its part this type, so that its class carries the first page's words alone
 * (`ownMessages`) as the part, and its code cannot read a later step's word from `messages`.
 */
export type JourneyPart<FirstPage, Whole extends FirstPage> = FirstPage | Whole;
