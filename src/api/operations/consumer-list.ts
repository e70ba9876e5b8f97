/** Listing consumers: apart from the operations the consumer form runs (consumers.ts). */
import { consumerPage, listConsumersQuery } from '../schemas/consumer-list.js';
import { defineOperation } from './define.js';

export const listConsumers = /* @__PURE__ */ defineOperation('listConsumers', { area: 'Consumers', summary: 'List consumers',
  method: 'GET', path: '/consumers', query: listConsumersQuery, response: consumerPage, sca: false,
});
