/**
 * The operations table: the spec's 37 operations plus the three it refers to, each with its SCA flag, its
 * route and its schemas consistent with one another.
 */
import { expect } from '@open-wc/testing';
import { answersWaitingSca, getCardPin, operationNames, operations, type OperationDef, type OperationName } from '../../src/api/operations.js';
import * as cardOperations from '../../src/api/operations/cards.js';
import * as cardManagement from '../../src/api/operations/card-management.js';
import * as cardDesigns from '../../src/api/operations/card-designs.js';
import * as cardRuleOperations from '../../src/api/operations/card-rules.js';
import * as cardProfileRuleOperations from '../../src/api/operations/card-profile-rules.js';
import { ServiceError } from '../../src/api/errors.js';
import { accepted, minimal, refusedAt, validateInput, withParams } from './helpers.js';

/** The spec's operation names (section "Endpoints"), by the kit's operation name. */
const SPEC_OPERATIONS: Record<string, string> = {
  getConsumer: 'Get consumer',
  listConsumers: 'List consumers',
  createConsumer: 'Create consumer',
  patchConsumerProfile: 'Patch consumer, profile fields',
  patchConsumerContact: 'Patch consumer, contact fields',
  createBeneficiary: 'Create beneficiary',
  getBeneficiary: 'Get beneficiary',
  patchBeneficiary: 'Patch beneficiary',
  putCardRule: 'Create or replace card rule',
  removeCardRule: 'Remove card rule',
  putCardProfileRule: 'Create default card profile rule',
  removeCardProfileRule: 'Remove default card profile rule',
  listCards: 'List cards',
  createCard: 'Create card',
  getCardPin: 'Get card PIN',
  getPanCredentials: 'Get temporary PAN credentials',
  listCardDesigns: 'List card designs',
  listLedgers: 'List ledgers',
  createLedger: 'Create ledger',
  suspendLedger: 'Suspend ledger',
  listDocuments: 'List documents',
  uploadDocument: 'Upload document',
  createDocumentRequest: 'Create document request',
  getDocument: 'Get document',
  initiateAcquiringPayment: 'Initiate acquiring payment',
  initiateAcquiringAccountLoad: 'Initiate acquiring account load',
  listExternalCards: 'List external cards',
  getMandate: 'Get mandate',
  updateMandate: 'Update mandate',
  getTransaction: 'Get transaction',
  createTransactionReceipt: 'Create transaction receipt',
  declareCorporateRelated: 'Declare corporate-related entity',
  createCorporateShare: 'Create corporate-related share',
  requestKybVerification: 'Request KYB verification',
  listPartnerUsers: 'List partner user accounts',
  createPartnerUser: 'Create partner user account',
  getPartnerConfiguration: 'Get partner configuration',
};
const REFERRED = ['verifyConsumerPhone', 'sendConsumerVerificationEmail', 'downloadDocument'];
/**
 * The spec's SCA list has seven items (contact-field consumer patch, create beneficiary, patch beneficiary,
 * create or remove card rule, create card, get card PIN, get PAN credentials); "create or remove card rule"
 * is two operations, both marked [SCA] in the Endpoints section, so eight operations in all.
 */
const SCA = ['patchConsumerContact', 'createBeneficiary', 'patchBeneficiary', 'putCardRule', 'removeCardRule', 'createCard', 'getCardPin', 'getPanCredentials'];

const defs = Object.entries(operations) as [OperationName, OperationDef][];
const placeholders = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
const paramKeys = (def: OperationDef) => (def.params ? Object.keys(def.params.shape) : []);

describe('operations: the table', () => {
  it('has exactly 40 entries, listed once in operationNames', () => {
    expect(defs).to.have.length(40);
    expect(operationNames).to.deep.equal(Object.keys(operations));
  });
  it('holds the 37 spec operations, each under its spec name', () => {
    const described = defs.filter(([, def]) => !def.referred);
    expect(described).to.have.length(37);
    expect(Object.fromEntries(described.map(([name, def]) => [name, def.summary]))).to.deep.equal(SPEC_OPERATIONS);
  });
  it('holds the three operations the spec refers to, marked referred', () => {
    expect(defs.filter(([, def]) => def.referred).map(([name]) => name)).to.have.members(REFERRED);
    for (const name of REFERRED) expect(operations[name as OperationName]).to.include({ referred: true, sca: false });
  });
  it('marks exactly the spec’s SCA operations', () => {
    expect(defs.filter(([, def]) => def.sca).map(([name]) => name)).to.have.members(SCA);
    expect(SCA).to.have.length(8);
  });
  it('expects Waiting SCA from card rule creation and removal only', () => {
    expect([...answersWaitingSca]).to.have.members(['putCardRule', 'removeCardRule']);
    for (const name of answersWaitingSca) expect(operations[name].sca).to.equal(true);
  });
  it('files each definition under its own name, the very object its area module exports', () => {
    for (const [name, def] of defs) expect(def.name, name).to.equal(name);
    expect(operations.getCardPin).to.equal(getCardPin);
    for (const def of [...Object.values(cardOperations), ...Object.values(cardManagement), ...Object.values(cardDesigns), ...Object.values(cardRuleOperations), ...Object.values(cardProfileRuleOperations)]) expect(operations[def.name as OperationName]).to.equal(def);
  });
  it('groups each operation under an area', () => {
    for (const [name, def] of defs) expect(def.area, name).to.be.a('string').and.not.equal('');
  });
});

describe('operations: routes', () => {
  for (const [name, def] of defs) {
    it(`${name}: path placeholders and params keys match`, () => {
      expect(def.path).to.match(/^\/[a-z0-9\-/{}A-Z]*$/);
      expect(new Set(placeholders(def.path))).to.deep.equal(new Set(paramKeys(def)));
      expect(placeholders(def.path)).to.have.length(new Set(placeholders(def.path)).size);
    });
  }
  it('no two operations share a method and path', () => {
    const routes = defs.map(([, def]) => `${def.method} ${def.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(new Set(routes).size).to.equal(routes.length);
  });
  it('uses the methods the spec names', () => {
    for (const name of ['patchConsumerProfile', 'patchConsumerContact', 'patchBeneficiary'] as const) {
      expect(operations[name].method, name).to.equal('PATCH');
    }
  });
  it('reads with GET and removes with DELETE, without a body', () => {
    for (const [name, def] of defs) {
      if (def.method === 'GET' || def.method === 'DELETE') expect(def.body, name).to.equal(undefined);
    }
    for (const name of ['removeCardRule', 'removeCardProfileRule'] as const) expect(operations[name].method).to.equal('DELETE');
    for (const [name, def] of defs.filter(([n]) => /^(get|list)/.test(n) && !['getCardPin', 'getPanCredentials'].includes(n))) {
      expect(def.method, name).to.equal('GET');
    }
  });
  it('never fetches the PIN or PAN credentials with GET', () => {
    expect(operations.getCardPin.method).to.not.equal('GET');
    expect(operations.getPanCredentials.method).to.not.equal('GET');
  });
});

describe('operations: bodies and responses', () => {
  it('uploadDocument alone is multipart', () => {
    expect(operations.uploadDocument.bodyType).to.equal('multipart');
    expect(defs.filter(([, def]) => def.bodyType === 'multipart').map(([name]) => name)).to.deep.equal(['uploadDocument']);
  });
  it('operations the spec gives no body have none', () => {
    const noBody: OperationName[] = [
      'getConsumer', 'removeCardRule', 'removeCardProfileRule', 'getCardPin', 'getPanCredentials', 'getDocument',
      'createTransactionReceipt', 'requestKybVerification', 'getPartnerConfiguration', 'getBeneficiary', 'getMandate', 'getTransaction',
    ];
    for (const name of noBody) expect(operations[name], name).to.not.have.property('body');
  });
  it('No Content operations resolve with nothing, the document file with a file', () => {
    const none = defs.filter(([, def]) => def.response === 'none').map(([name]) => name);
    expect(none).to.have.members([
      'sendConsumerVerificationEmail', 'putCardRule', 'removeCardRule', 'putCardProfileRule', 'removeCardProfileRule', 'suspendLedger', 'requestKybVerification',
    ]);
    expect(defs.filter(([, def]) => def.response === 'file').map(([name]) => name)).to.deep.equal(['downloadDocument']);
  });
  it('list operations take paging and sorting and answer the paginated envelope', () => {
    for (const [name, def] of defs.filter(([n]) => n.startsWith('list'))) {
      expect(Object.keys(def.query!.shape), name).to.include.members(['sortAttribute', 'sortDirection', 'pageSize', 'page']);
      const response = def.response as { safeParse: (value: unknown) => { success: boolean } };
      expect(response.safeParse({ content: [], totalElements: 0, page: 0, pageSize: 20 }).success, name).to.equal(true);
    }
  });
  it('only list operations and card rule removal take a query', () => {
    const withQuery = defs.filter(([, def]) => def.query).map(([name]) => name);
    expect(withQuery).to.have.members([...defs.map(([name]) => name).filter((name) => name.startsWith('list')), 'removeCardRule']);
  });
});

describe('operations: validation of every operation', () => {
  for (const name of operationNames) {
    it(`${name}: its smallest valid input is accepted`, () => {
      accepted(name, minimal[name]());
    });
  }
  for (const [name, def] of defs.filter(([, d]) => d.params)) {
    it(`${name}: every identifier in the path must be a UUID`, () => {
      for (const key of paramKeys(def).filter((key) => key !== 'ruleType')) {
        refusedAt(name, withParams(name, { [key]: 'not-a-uuid' }), `params.${key}`);
        refusedAt(name, withParams(name, { [key]: '' }), `params.${key}`);
      }
    });
  }
  it('a refusal is a ServiceError of kind validation naming the operation', () => {
    let caught: unknown;
    try {
      validateInput('getConsumer', { params: { consumerId: 'x' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).to.be.instanceOf(ServiceError);
    expect(caught).to.include({ kind: 'validation', code: 'VALIDATION_FAILED', operation: 'getConsumer' });
    expect((caught as ServiceError).issues).to.deep.equal([{ path: 'params.consumerId', message: 'Expected an identifier (UUID)', code: 'invalid_format' }]);
  });
});
