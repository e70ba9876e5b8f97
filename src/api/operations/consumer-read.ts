/**
 * Reading one consumer, with the consumer as the service returns it (schemas/consumer.ts): apart
 * from its creation and changes (consumers.ts), so that a page that only creates consumers does not
 * carry the record's schema. The edit modes of <svc-consumer-form>, <svc-consumer-status> and the
 * onboarding journey read it.
 */
import { consumer } from '../schemas/consumer.js';
import { defineOperation, pathIds } from './define.js';

export const getConsumer = /* @__PURE__ */ defineOperation('getConsumer', { area: 'Consumers', summary: 'Get consumer',
  method: 'GET', path: '/consumers/{consumerId}', params: /* @__PURE__ */ pathIds('consumerId'), response: consumer, sca: false,
});
