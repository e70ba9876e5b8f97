/** Partner administration: the partner's user accounts and configuration. */
import { createPartnerUserBody, createPartnerUserResult, listPartnerUsersQuery, partnerConfiguration, partnerUserPage } from '../schemas/partner.js';
import { defineOperation } from './define.js';

export const listPartnerUsers = /* @__PURE__ */ defineOperation('listPartnerUsers', { area: 'Partner', summary: 'List partner user accounts',
  method: 'GET', path: '/partner/users', query: listPartnerUsersQuery, response: partnerUserPage, sca: false,
});

export const createPartnerUser = /* @__PURE__ */ defineOperation('createPartnerUser', { area: 'Partner', summary: 'Create partner user account',
  method: 'POST', path: '/partner/users', body: createPartnerUserBody, response: createPartnerUserResult, sca: false,
});

export const getPartnerConfiguration = /* @__PURE__ */ defineOperation('getPartnerConfiguration', { area: 'Partner', summary: 'Get partner configuration',
  method: 'GET', path: '/partner/configuration', response: partnerConfiguration, sca: false,
});
