/** The shipped catalogs of the words every kit list shares, loaded with each list's own texts. */
import { withSharedParts, type LocaleLoaders } from '../shipped.js';

const listLoaders: LocaleLoaders = {
  fr: { list: () => import('../fr/list.js') },
  nl: { list: () => import('../nl/list.js') },
  de: { list: () => import('../de/list.js') },
  bg: { list: () => import('../bg/list.js') },
  lt: { list: () => import('../lt/list.js') },
  et: { list: () => import('../et/list.js') },
};

/** A list's own loaders, with the shared list words beside them. */
export const withListTexts = (own: LocaleLoaders, ...more: LocaleLoaders[]): LocaleLoaders => withSharedParts(own, listLoaders, ...more);
