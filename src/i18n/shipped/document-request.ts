/** The shipped catalogs of <svc-document-request>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const documentRequestLocales: LocaleLoaders = {
  fr: { documentRequest: () => import('../fr/document-request.js') },
  nl: { documentRequest: () => import('../nl/document-request.js') },
  de: { documentRequest: () => import('../de/document-request.js') },
  bg: { documentRequest: () => import('../bg/document-request.js') },
  lt: { documentRequest: () => import('../lt/document-request.js') },
  et: { documentRequest: () => import('../et/document-request.js') },
};
