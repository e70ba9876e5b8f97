/**
 * Consumers: reading one, its creation and its profile and contact changes, and the verifications
 * the spec refers to. The list of consumers (consumer-list.ts) needs none of them, nor their bodies.
 */
import { consumer, verifyConsumerPhoneBody, verifyConsumerPhoneResult } from '../schemas/consumer.js';
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

export const verifyConsumerPhone = /* @__PURE__ */ defineOperation('verifyConsumerPhone', { area: 'Consumers', summary: 'Send a consumer verification code / validate the consumer phone',
  method: 'POST', path: '/consumers/{consumerId}/phone-verification', params: /* @__PURE__ */ pathIds('consumerId'), body: verifyConsumerPhoneBody, response: verifyConsumerPhoneResult, sca: false, referred: true,
});

export const sendConsumerVerificationEmail = /* @__PURE__ */ defineOperation('sendConsumerVerificationEmail', { area: 'Consumers', summary: 'Send a verification email to the consumer',
  method: 'POST', path: '/consumers/{consumerId}/email-verification', params: /* @__PURE__ */ pathIds('consumerId'), response: 'none', sca: false, referred: true,
});
