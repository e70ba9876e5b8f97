/**
 * The shipped catalogs of <svc-consumer-status>'s texts: its own, the status names it shares with
 * <svc-consumer-list> and the contact follow-ups it shares with <svc-consumer-form>, each loaded
 * when the element shows that language.
 */
import type { LocaleLoaders } from '../shipped.js';

export const consumerStatusLocales: LocaleLoaders = {
  fr: {
    consumerStatus: () => import('../fr/consumer-status.js'),
    consumerStatuses: () => import('../fr/consumer-statuses.js'),
    contactFollowUps: () => import('../fr/contact-follow-ups.js'),
  },
  nl: {
    consumerStatus: () => import('../nl/consumer-status.js'),
    consumerStatuses: () => import('../nl/consumer-statuses.js'),
    contactFollowUps: () => import('../nl/contact-follow-ups.js'),
  },
  de: {
    consumerStatus: () => import('../de/consumer-status.js'),
    consumerStatuses: () => import('../de/consumer-statuses.js'),
    contactFollowUps: () => import('../de/contact-follow-ups.js'),
  },
  bg: {
    consumerStatus: () => import('../bg/consumer-status.js'),
    consumerStatuses: () => import('../bg/consumer-statuses.js'),
    contactFollowUps: () => import('../bg/contact-follow-ups.js'),
  },
  lt: {
    consumerStatus: () => import('../lt/consumer-status.js'),
    consumerStatuses: () => import('../lt/consumer-statuses.js'),
    contactFollowUps: () => import('../lt/contact-follow-ups.js'),
  },
  et: {
    consumerStatus: () => import('../et/consumer-status.js'),
    consumerStatuses: () => import('../et/consumer-statuses.js'),
    contactFollowUps: () => import('../et/contact-follow-ups.js'),
  },
};
