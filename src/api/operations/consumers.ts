/**
 * Consumers: reading one, its creation and its profile and contact changes (the verifications the
 * spec refers to: consumer-verification.ts). The list of consumers (consumer-list.ts) needs none
 * of them, nor their bodies.
 */
import { consumer } from '../schemas/consumer.js';
import { createConsumerBody, patchConsumerContactBody, patchConsumerProfileBody } from '../schemas/consumer-bodies.js';
import { updatedResult } from '../schemas/common.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const getConsumer = /* @__PURE__ */ defineOperation('getConsumer', { area: 'Consumers', summary: 'Get consumer',
  method: 'GET', path: '/consumers/{consumerId}', params: /* @__PURE__ */ pathIds('consumerId'), response: consumer, sca: false,
});

export const createConsumer = /* @__PURE__ */ defineOperation('createConsumer', { area: 'Consumers', summary: 'Create consumer',
  method: 'POST', path: '/consumers', body: createConsumerBody, response: idResult, sca: false,
});

export const patchConsumerProfile = /* @__PURE__ */ defineOperation('patchConsumerProfile', { area: 'Consumers', summary: 'Patch consumer, profile fields',
  method: 'PATCH', path: '/consumers/{consumerId}/profile', params: /* @__PURE__ */ pathIds('consumerId'), body: patchConsumerProfileBody, response: updatedResult, sca: false,
});

export const patchConsumerContact = /* @__PURE__ */ defineOperation('patchConsumerContact', { area: 'Consumers', summary: 'Patch consumer, contact fields',
  method: 'PATCH', path: '/consumers/{consumerId}/contact', params: /* @__PURE__ */ pathIds('consumerId'), body: patchConsumerContactBody, response: updatedResult, sca: true,
});
