/**
 * Consumers: a consumer's creation and its profile and contact changes (reading one:
 * consumer-read.ts; the verifications the spec refers to: consumer-verification.ts). The list of
 * consumers (consumer-list.ts) needs none of them, nor their bodies.
 */
import { createConsumerBody, patchConsumerContactBody, patchConsumerProfileBody } from '../schemas/consumer-bodies.js';
import { updatedResult } from '../schemas/common.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const createConsumer = /* @__PURE__ */ defineOperation('createConsumer', { area: 'Consumers', summary: 'Create consumer',
  method: 'POST', path: '/consumers', body: createConsumerBody, response: idResult, sca: false,
});

export const patchConsumerProfile = /* @__PURE__ */ defineOperation('patchConsumerProfile', { area: 'Consumers', summary: 'Patch consumer, profile fields',
  method: 'PATCH', path: '/consumers/{consumerId}/profile', params: /* @__PURE__ */ pathIds('consumerId'), body: patchConsumerProfileBody, response: updatedResult, sca: false,
});

export const patchConsumerContact = /* @__PURE__ */ defineOperation('patchConsumerContact', { area: 'Consumers', summary: 'Patch consumer, contact fields',
  method: 'PATCH', path: '/consumers/{consumerId}/contact', params: /* @__PURE__ */ pathIds('consumerId'), body: patchConsumerContactBody, response: updatedResult, sca: true,
});
