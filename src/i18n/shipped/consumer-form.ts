/** The shipped catalogs of <svc-consumer-form>'s own texts (and the contact follow-ups it shares with <svc-consumer-status>), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const consumerFormLocales: LocaleLoaders = {
  fr: { consumerForm: () => import('../fr/consumer-form.js'), contactFollowUps: () => import('../fr/contact-follow-ups.js') },
  nl: { consumerForm: () => import('../nl/consumer-form.js'), contactFollowUps: () => import('../nl/contact-follow-ups.js') },
  de: { consumerForm: () => import('../de/consumer-form.js'), contactFollowUps: () => import('../de/contact-follow-ups.js') },
  bg: { consumerForm: () => import('../bg/consumer-form.js'), contactFollowUps: () => import('../bg/contact-follow-ups.js') },
  lt: { consumerForm: () => import('../lt/consumer-form.js'), contactFollowUps: () => import('../lt/contact-follow-ups.js') },
  et: { consumerForm: () => import('../et/consumer-form.js'), contactFollowUps: () => import('../et/contact-follow-ups.js') },
};
