/** The shipped catalogs of <svc-document-list>'s own texts (and the words every list shares), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const documentListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { documentList: () => import('../fr/document-list.js') },
  nl: { documentList: () => import('../nl/document-list.js') },
  de: { documentList: () => import('../de/document-list.js') },
  bg: { documentList: () => import('../bg/document-list.js') },
  lt: { documentList: () => import('../lt/document-list.js') },
  et: { documentList: () => import('../et/document-list.js') },
});
