/** Consumers: reading one, and the verifications the spec refers to (its creation and changes: consumer-changes.ts). */
import { consumer, verifyConsumerPhoneBody, verifyConsumerPhoneResult } from '../schemas/consumer.js';
import { defineOperation, pathIds } from './define.js';

export const getConsumer = /* @__PURE__ */ defineOperation('getConsumer', { area: 'Consumers', summary: 'Get consumer',
  method: 'GET', path: '/consumers/{consumerId}', params: /* @__PURE__ */ pathIds('consumerId'), response: consumer, sca: false,
});

export const verifyConsumerPhone = /* @__PURE__ */ defineOperation('verifyConsumerPhone', { area: 'Consumers', summary: 'Send a consumer verification code / validate the consumer phone',
  method: 'POST', path: '/consumers/{consumerId}/phone-verification', params: /* @__PURE__ */ pathIds('consumerId'), body: verifyConsumerPhoneBody, response: verifyConsumerPhoneResult, sca: false, referred: true,
});

export const sendConsumerVerificationEmail = /* @__PURE__ */ defineOperation('sendConsumerVerificationEmail', { area: 'Consumers', summary: 'Send a verification email to the consumer',
  method: 'POST', path: '/consumers/{consumerId}/email-verification', params: /* @__PURE__ */ pathIds('consumerId'), response: 'none', sca: false, referred: true,
});
