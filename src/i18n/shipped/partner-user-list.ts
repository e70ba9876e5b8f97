/** The shipped catalogs of <svc-partner-user-list>'s texts (with the words every list shares, and the role names it shares with <svc-partner-user-form>), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const partnerUserListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { partnerUserList: () => import('../fr/partner-user-list.js'), partnerRoles: () => import('../fr/partner-roles.js') },
  nl: { partnerUserList: () => import('../nl/partner-user-list.js'), partnerRoles: () => import('../nl/partner-roles.js') },
  de: { partnerUserList: () => import('../de/partner-user-list.js'), partnerRoles: () => import('../de/partner-roles.js') },
  bg: { partnerUserList: () => import('../bg/partner-user-list.js'), partnerRoles: () => import('../bg/partner-roles.js') },
  lt: { partnerUserList: () => import('../lt/partner-user-list.js'), partnerRoles: () => import('../lt/partner-roles.js') },
  et: { partnerUserList: () => import('../et/partner-user-list.js'), partnerRoles: () => import('../et/partner-roles.js') },
});
