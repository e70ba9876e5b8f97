/** The shipped catalogs of <svc-partner-user-form>'s texts (with the role names it shares with <svc-partner-user-list>), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const partnerUserFormLocales: LocaleLoaders = {
  fr: { partnerUserForm: () => import('../fr/partner-user-form.js'), partnerRoles: () => import('../fr/partner-roles.js') },
  nl: { partnerUserForm: () => import('../nl/partner-user-form.js'), partnerRoles: () => import('../nl/partner-roles.js') },
  de: { partnerUserForm: () => import('../de/partner-user-form.js'), partnerRoles: () => import('../de/partner-roles.js') },
  bg: { partnerUserForm: () => import('../bg/partner-user-form.js'), partnerRoles: () => import('../bg/partner-roles.js') },
  lt: { partnerUserForm: () => import('../lt/partner-user-form.js'), partnerRoles: () => import('../lt/partner-roles.js') },
  et: { partnerUserForm: () => import('../et/partner-user-form.js'), partnerRoles: () => import('../et/partner-roles.js') },
};
