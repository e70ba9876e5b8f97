/**
 * The profile's choices of <svc-consumer-form> by readable label (sources of funds, occupations,
 * sectors, account purposes), fetched on demand (part `'later fields'`) as the form first draws
 * them, with their words: their English (`texts/en-later.ts`), loaded in the element's locale
 * before the module is handed over, so that a French page never shows them in English first. Until
 * it is here those fields show their label and hint, with no choices yet.
 */
import { laterWords } from '../../i18n/later-words.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumChoices } from '../form/enum-choices.js';
import type { Choice } from '../form/fields.js';
import { consumerFormLater } from './texts/en-later.js';

/** The choices' words: the part `consumerForm` of each language's file, over their English (the kit's one `laterWords`). */
export const words = laterWords('consumerForm', consumerFormLater);

/**
 * The known values of an enumeration field's schema, by label in `locale`; until that locale's
 * words are in (it changed since), English, and `host` draws again when they come.
 */
export const labelled = (schema: object, messages: Catalog, locale: string, host: { requestUpdate(): void }): readonly Choice[] =>
  enumChoices(schema, messages, locale, words.in(locale, host).choices);
