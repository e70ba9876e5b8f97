/** The record-load contract, run against every element that loads a record by its id. */
import '../../src/elements/beneficiary-form/define.js';
import '../../src/elements/card-list/define.js';
import '../../src/elements/card-order/define.js';
import '../../src/elements/card-view/define.js';
import '../../src/elements/consumer-form/define.js';
import '../../src/elements/consumer-status/define.js';
import '../../src/elements/document-upload/define.js';
import '../../src/elements/external-card-list/define.js';
import '../../src/elements/transaction-view/define.js';
import '../../src/elements/mandate-view/define.js';
import '../../src/elements/partner-configuration/define.js';
import '../../src/elements/acquiring-payment/define.js';
import '../../src/elements/account-load/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { recordLoadContract } from './contract/record-load-contract.js';

const { consumers: C, corporates: K, cards: CA, beneficiaries: B, documents: D, transactions: T } = SEED;
const alice = { id: C.alice, text: 'alice.martin@example.com' };
const bruno = { id: C.bruno, text: 'bruno.lefevre@example.com' };

recordLoadContract({
  tag: 'svc-card-view',
  idAttribute: 'card-id',
  operation: 'listCards',
  records: [{ id: CA.alicePhysical, text: 'Everyday card' }, { id: CA.aliceVirtual, text: 'Online shopping' }],
});
recordLoadContract({
  tag: 'svc-card-order',
  idAttribute: 'end-user-id',
  operation: 'listLedgers',
  records: [{ id: C.alice, text: 'Main account' }, { id: C.grace, text: 'Everyday' }],
});
recordLoadContract({
  name: '<svc-beneficiary-form> in edit mode',
  tag: 'svc-beneficiary-form',
  idAttribute: 'beneficiary-id',
  operation: 'getBeneficiary',
  records: [{ id: B.aliceSepa, text: 'Jean Dupont' }, { id: B.aliceGbp, text: 'Oliver Smith' }],
});
recordLoadContract({ tag: 'svc-consumer-status', idAttribute: 'consumer-id', operation: 'getConsumer', records: [alice, bruno] });
const byOccupation = [{ id: C.alice, text: 'ENGINEER' }, { id: C.bruno, text: 'FARMER' }] as const;
for (const [mode, records] of [['profile', byOccupation], ['contact', [alice, bruno]]] as const) {
  recordLoadContract({
    name: `<svc-consumer-form mode=${mode}>`,
    tag: 'svc-consumer-form',
    idAttribute: 'consumer-id',
    operation: 'getConsumer',
    attributes: { mode },
    records,
    // Bruno's profile is empty in the sandbox: he is given an occupation.
    prepare: (adapter) => adapter.request('patchConsumerProfile', { params: { consumerId: C.bruno }, body: { occupation: 'FARMER' } }),
  });
}
recordLoadContract({
  name: '<svc-document-upload> answering a document request',
  tag: 'svc-document-upload',
  idAttribute: 'document-id',
  operation: 'getDocument',
  records: [
    { id: D.aliceDetailsRequested, text: 'salary is paid' },
    { id: D.brunoRequested, text: 'both sides of your driving licence' },
  ],
});
recordLoadContract({
  name: "<svc-card-list> of one end-user's cards",
  tag: 'svc-card-list',
  idAttribute: 'end-user-id',
  operation: 'listCards',
  records: [{ id: C.alice, text: 'Everyday card' }, { id: K.nordwind, text: 'Warehouse card' }],
  loadsWithoutId: true,
});
recordLoadContract({
  tag: 'svc-transaction-view',
  idAttribute: 'transaction-id',
  operation: 'getTransaction',
  records: [{ id: T.graceToAliceHolidays, text: 'For the trip to Lisbon' }, { id: T.declined, text: 'Invoice 2025-118' }],
});
recordLoadContract({
  name: "<svc-external-card-list> of one end-user's cards",
  tag: 'svc-external-card-list',
  idAttribute: 'end-user-id',
  operation: 'listExternalCards',
  records: [{ id: C.alice, text: 'ALICE MARTIN' }, { id: C.bruno, text: 'BRUNO LEFEVRE' }],
  loadsWithoutId: true,
});
recordLoadContract({
  tag: 'svc-mandate-view',
  idAttribute: 'mandate-id',
  operation: 'getMandate',
  records: [{ id: SEED.mandates.aliceRent, text: 'ALM-2025-000007' }, { id: SEED.mandates.nordwindAlice, text: 'NWL-2025-000123' }],
});
recordLoadContract({ tag: 'svc-partner-configuration', operation: 'getPartnerConfiguration', records: [{ id: '', text: 'compliance@pebble-money.example' }] });
recordLoadContract({
  name: "<svc-acquiring-payment> with the end-user's saved cards",
  tag: 'svc-acquiring-payment',
  idAttribute: 'end-user-id',
  operation: 'listExternalCards',
  records: [{ id: C.alice, text: '424242******4242' }, { id: C.bruno, text: '555555******4444' }],
});
recordLoadContract({
  name: "<svc-account-load> with the end-user's accounts",
  tag: 'svc-account-load',
  idAttribute: 'end-user-id',
  operation: 'listLedgers',
  records: [{ id: C.alice, text: 'Main account' }, { id: C.grace, text: 'Everyday' }],
});
