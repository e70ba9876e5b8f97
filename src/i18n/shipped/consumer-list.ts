/** The shipped catalogs of <svc-consumer-list>'s texts (with the words every list shares, and the status names it shares with <svc-consumer-status>), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const consumerListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { consumerList: () => import('../fr/consumer-list.js'), consumerStatuses: () => import('../fr/consumer-statuses.js') },
  nl: { consumerList: () => import('../nl/consumer-list.js'), consumerStatuses: () => import('../nl/consumer-statuses.js') },
  de: { consumerList: () => import('../de/consumer-list.js'), consumerStatuses: () => import('../de/consumer-statuses.js') },
  bg: { consumerList: () => import('../bg/consumer-list.js'), consumerStatuses: () => import('../bg/consumer-statuses.js') },
  lt: { consumerList: () => import('../lt/consumer-list.js'), consumerStatuses: () => import('../lt/consumer-statuses.js') },
  et: { consumerList: () => import('../et/consumer-list.js'), consumerStatuses: () => import('../et/consumer-statuses.js') },
});
