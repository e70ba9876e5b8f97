/**
 * Enumerations of the spec. Complete ones are closed in requests; the ones the spec marks
 * (partial) list only some real values, so requests accept any value of the right form
 * (see `openEnum` in primitives.ts). Responses accept any string everywhere: the service may
 * send values the kit has never seen.
 *
 * One module per area, so that an element carries the enumerations of its own area only.
 */
export * from './enums/common.js';
export * from './enums/consumer-status.js';
export * from './enums/consumer.js';
export * from './enums/ledger.js';
export * from './enums/beneficiary.js';
export * from './enums/card.js';
export * from './enums/card-rules.js';
export * from './enums/document.js';
export * from './enums/mandates.js';
export * from './enums/transactions.js';
export * from './enums/partner.js';
