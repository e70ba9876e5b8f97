/** The shipped catalogs of <svc-document-upload>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const documentUploadLocales: LocaleLoaders = {
  fr: { documentUpload: () => import('../fr/document-upload.js') },
  nl: { documentUpload: () => import('../nl/document-upload.js') },
  de: { documentUpload: () => import('../de/document-upload.js') },
  bg: { documentUpload: () => import('../bg/document-upload.js') },
  lt: { documentUpload: () => import('../lt/document-upload.js') },
  et: { documentUpload: () => import('../et/document-upload.js') },
};
