/**
 * The ledger list's way to the ISO lists' country names, fetched on demand (ledger-format.ts): a
 * module of its own, so that the shared `iso-lists` file is not itself a dynamic import's target
 * (which put a namespace object and the bundler's runtime on every page that has it).
 */
export { countryName } from '../../api/formats/iso-lists.js';
