/**
 * The consumer's email and phone verifications (referred to by the spec): apart from the other
 * consumer operations, since only what follows a contact change sends them (fetched on demand by
 * the consumer form and the consumer status).
 */
import { verifyConsumerPhoneBody, verifyConsumerPhoneResult } from '../schemas/consumer-verification.js';
import { defineOperation, pathIds } from './define.js';

export const verifyConsumerPhone = /* @__PURE__ */ defineOperation('verifyConsumerPhone', { area: 'Consumers', summary: 'Send a consumer verification code / validate the consumer phone',
  method: 'POST', path: '/consumers/{consumerId}/phone-verification', params: /* @__PURE__ */ pathIds('consumerId'), body: verifyConsumerPhoneBody, response: verifyConsumerPhoneResult, sca: false, referred: true,
});

export const sendConsumerVerificationEmail = /* @__PURE__ */ defineOperation('sendConsumerVerificationEmail', { area: 'Consumers', summary: 'Send a verification email to the consumer',
  method: 'POST', path: '/consumers/{consumerId}/email-verification', params: /* @__PURE__ */ pathIds('consumerId'), response: 'none', sca: false, referred: true,
});
