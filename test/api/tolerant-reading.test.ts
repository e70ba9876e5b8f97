/**
 * Answers are read tolerantly: for every response schema, each field is removed in turn (only the
 * fields an element needs to act refuse the answer), one unknown enumeration value and one extra
 * field are read, every tolerated deviation is reported with its path, and no input bound applies.
 */
import { expect } from '@open-wc/testing';
import type * as z from 'zod/mini';
import { operationNames, operations, type OperationName } from '../../src/api/operations.js';
import { readTolerantly } from '../../src/api/tolerant-read.js';
import { EXAMPLES } from './response-examples.js';

type Json = Record<string, unknown> | unknown[];

const schemaOf = (operation: OperationName) => operations[operation].response as z.ZodMiniType;
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const withSchema = operationNames.filter((name) => typeof operations[name].response === 'object');

/** Every path in a value (arrays by their first item), leaves and objects alike. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length > 0 ? [...pathsOf(value[0], [...prefix, 0])] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [[...prefix, key], ...pathsOf(field, [...prefix, key])]);
}

/** A copy of `value` with `change` applied at `path` (the last key deleted, or set). */
function changed(value: unknown, path: (string | number)[], change: { delete: true } | { set: unknown }): unknown {
  const copy = wire(value) as Json;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if ('delete' in change) delete parent[last];
  else parent[last] = change.set;
  return copy;
}

const dotted = (path: (string | number)[]) => path.join('.');

/** The answers whose element lists the fields it does not know, as given (the transaction view, the partner configuration). */
const SHOWN_AS_GIVEN = new Set<OperationName>(['getTransaction', 'getPartnerConfiguration']);

/** What each answer needs, to be read at all: the fields elements act on (ids, statuses that gate an action) and the paging envelope. */
const NEEDED: Partial<Record<OperationName, string[]>> = {
  getConsumer: ['id', 'phone.verified', 'email.verified'],
  listConsumers: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id', 'content.0.phone.verified'],
  createConsumer: ['id'],
  patchConsumerProfile: ['id'],
  patchConsumerContact: ['id'],
  verifyConsumerPhone: ['verified'],
  createBeneficiary: ['id'],
  getBeneficiary: ['id', 'active'],
  patchBeneficiary: ['id'],
  listCards: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id', 'content.0.profile.id', 'content.0.type', 'content.0.status'],
  createCard: ['id'],
  getCardPin: ['pin'],
  getPanCredentials: ['token', 'secret', 'ttl'],
  listCardDesigns: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id'],
  listLedgers: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id', 'content.0.endUser.id', 'content.0.status'],
  createLedger: ['id'],
  listDocuments: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id', 'content.0.endUser.id', 'content.0.requested'],
  uploadDocument: ['id'],
  createDocumentRequest: ['id'],
  getDocument: ['id', 'endUser.id', 'requested'],
  initiateAcquiringPayment: ['id'],
  // A duration object without its seconds is no duration.
  initiateAcquiringAccountLoad: ['id', 'webPage.ttl.seconds'],
  listExternalCards: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id'],
  getMandate: ['id', 'status'],
  updateMandate: ['id'],
  getTransaction: ['id'],
  createTransactionReceipt: ['url', 'ttl'],
  declareCorporateRelated: ['id'],
  createCorporateShare: ['id'],
  listPartnerUsers: ['content', 'totalElements', 'page', 'pageSize', 'content.0.id'],
  createPartnerUser: ['id', 'otp'],
  getPartnerConfiguration: [],
};

/** One complete enumeration of each answer that has any (a partial one expects values it does not list), to carry a value the kit has never seen. */
const AN_ENUM: Partial<Record<OperationName, (string | number)[]>> = {
  getConsumer: ['kycInfo', 'status'],
  listConsumers: ['content', 0, 'status', 'overall', 'value'],
  getBeneficiary: ['status'],
  listCards: ['content', 0, 'status'],
  listCardDesigns: ['content', 0, 'cardType'],
  listLedgers: ['content', 0, 'status'],
  listDocuments: ['content', 0, 'status'],
  getDocument: ['status'],
  getMandate: ['status'],
  getTransaction: ['paymentType'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('tolerant reading: every response schema', () => {
  it('each table covers every operation with a response schema', () => {
    expect(Object.keys(NEEDED).sort()).to.deep.equal([...withSchema].sort());
  });

  for (const operation of withSchema) {
    const example = wire(EXAMPLES[operation]);

    it(`${operation}: each field removed is read without it, but for the fields an element acts on`, () => {
      const refused: string[] = [];
      for (const path of pathsOf(example)) {
        const body = changed(example, path, { delete: true });
        const read = readTolerantly(schemaOf(operation), body);
        if (!read.success) {
          refused.push(dotted(path));
          continue;
        }
        expect(read.data, dotted(path)).to.deep.equal(body);
        // A field the spec shows is reported missing; one it marks optional is not a deviation.
        for (const deviation of read.deviations) expect([deviation.kind, deviation.path]).to.deep.equal(['missing', dotted(path)]);
      }
      expect(refused.sort()).to.deep.equal([...NEEDED[operation]!].sort());
    });

    const kind = SHOWN_AS_GIVEN.has(operation) ? 'extra-field-shown' : 'extra-field';
    it(`${operation}: an extra field is read, ${SHOWN_AS_GIVEN.has(operation) ? 'shown as given' : 'ignored'} and reported`, () => {
      const body = { ...(example as object), addedLater: { nested: [1, 'two'] } };
      const read = readTolerantly(schemaOf(operation), body);
      expect(read.success).to.equal(true);
      if (read.success) {
        expect(read.data).to.deep.equal(body);
        expect(read.deviations).to.deep.equal([{ kind, path: 'addedLater', value: undefined }]);
      }
    });

    const enumPath = AN_ENUM[operation];
    if (enumPath) {
      it(`${operation}: an enumeration value the kit has never seen is read as its code and reported`, () => {
        const body = changed(example, enumPath, { set: 'NEVER_SEEN_BEFORE' });
        const read = readTolerantly(schemaOf(operation), body);
        expect(read.success).to.equal(true);
        if (read.success) {
          expect(read.data).to.deep.equal(body);
          expect(read.deviations).to.deep.equal([{ kind: 'unknown-value', path: dotted(enumPath), value: 'NEVER_SEEN_BEFORE' }]);
        }
      });
    }

    it(`${operation}: no input bound applies (every text 300 characters long)`, () => {
      let body: unknown = example;
      for (const path of pathsOf(example)) {
        const value = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], example);
        const isDuration = path.includes('ttl');
        if (typeof value === 'string' && !UUID.test(value) && !isDuration) body = changed(body, path, { set: 'Ä'.repeat(300) });
      }
      const read = readTolerantly(schemaOf(operation), body);
      expect(read.success, JSON.stringify(read.success ? [] : read.error.issues)).to.equal(true);
    });
  }

  it('a transaction reference of 300 characters is read (255 bounds what the kit sends)', () => {
    const body = changed(EXAMPLES.getTransaction, ['information', 'reference'], { set: 'R'.repeat(300) });
    const read = readTolerantly(schemaOf('getTransaction'), body);
    expect(read.success && (read.data as { information: { reference: string } }).information.reference).to.equal('R'.repeat(300));
  });

  it('a decline reason the spec does not list is read as given and is no deviation: the spec marks DeclineReason partial', () => {
    const body = changed(EXAMPLES.getTransaction, ['information', 'declineReason'], { set: 'CARD_STOLEN' });
    const read = readTolerantly(schemaOf('getTransaction'), body);
    expect(read.success && (read.data as { information: { declineReason: string } }).information.declineReason).to.equal('CARD_STOLEN');
    expect(read.success && read.deviations).to.deep.equal([]);
    // A status, which the spec lists whole, still is one.
    const status = readTolerantly(schemaOf('getTransaction'), changed(EXAMPLES.getTransaction, ['status'], { set: 'ON_HOLD' }));
    expect(status.success && status.deviations).to.deep.equal([{ kind: 'unknown-value', path: 'status', value: 'ON_HOLD' }]);
  });
});
