/** The shipped catalogs of <svc-mandate-view>'s own texts (with the IBAN checks' words), each loaded when the element shows that language. */
import { withSharedParts, type LocaleLoaders } from '../shipped.js';
import { ibanLoaders } from './iban.js';

export const mandateViewLocales: LocaleLoaders = /* @__PURE__ */ withSharedParts({
  fr: { mandateView: () => import('../fr/mandate-view.js') },
  nl: { mandateView: () => import('../nl/mandate-view.js') },
  de: { mandateView: () => import('../de/mandate-view.js') },
  bg: { mandateView: () => import('../bg/mandate-view.js') },
  lt: { mandateView: () => import('../lt/mandate-view.js') },
  et: { mandateView: () => import('../et/mandate-view.js') },
}, ibanLoaders);
