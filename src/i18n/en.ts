/**
 * The whole English catalog. Every visible text of the kit comes from a catalog of this shape;
 * other locales are loaded on demand and fall back to these entries. Elements do not import this
 * object: each takes the shared part (`base.ts`) and its own parts, so an element's entry carries
 * only its own texts. The index is generated (`npm run generate`) from the texts' homes: an
 * element's own in `src/elements/<name>/texts/en.ts`, a part several elements share in
 * `src/i18n/<part>/en.ts`.
 */
export { en } from '../generated/catalog-en.js';
