// The policy table held to the contract: every path it names is a field of its operation's schema, and
// every field an end user never sends is in the forbidden list of each operation an end user (or a
// sign-up) may send it to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operationNames, operations, type OperationDef, type OperationName } from '../../src/api/operations.js';
import { kindOfId } from '../src/ownership.js';
import { fieldPaths, idPaths } from '../src/policy/strict.js';
import { policyRows } from '../src/policy/describe.js';
import { END_USER_NEVER, onboardingOperations, policy, type FieldPath, type OperationPolicy, type SendRule } from '../src/policy/table.js';

const pathsOf = (operation: OperationName): Set<string> => {
  const def: OperationDef = operations[operation];
  return new Set([
    ...fieldPaths(def.params).map((path) => `params.${path}`),
    ...fieldPaths(def.query).map((path) => `query.${path}`),
    ...fieldPaths(def.body).map((path) => `body.${path}`),
  ]);
};
const rulesOf = (line: OperationPolicy): [string, SendRule][] => {
  const entries: [string, SendRule | undefined][] = [['endUser', line.endUser], ['staff', line.staff], ['signUp', line.signUp]];
  return entries.filter((entry): entry is [string, SendRule] => entry[1] !== undefined);
};

describe('the policy table', () => {
  for (const operation of operationNames) {
    it(`${operation}: every field it names is one of the operation’s`, () => {
      const known = pathsOf(operation);
      const line = policy[operation] as OperationPolicy;
      for (const [who, rule] of rulesOf(line)) {
        const named: FieldPath[] = [...(rule.forbidden ?? []), ...(Object.keys(rule.pinned ?? {}) as FieldPath[])];
        for (const path of named) assert.ok(known.has(path), `${operation}.${who}: ${path} is not a field of the operation`);
      }
      if (line.signUp) assert.ok(known.has(line.signUp.partnerName));
    });
  }

  it('an end user never sends display, limits, autoUpgrade, bypassVerification, externalId, metadata, partnerMetadata, operator', () => {
    const missing: string[] = [];
    for (const operation of operationNames) {
      const line = policy[operation] as OperationPolicy;
      const rule = line.endUser ?? line.signUp;
      if (!rule) continue;
      for (const path of pathsOf(operation)) {
        const name = path.slice(path.lastIndexOf('.') + 1).replace(/\[\]$/, '');
        if ((END_USER_NEVER as readonly string[]).includes(name) && !rule.forbidden?.includes(path as FieldPath)) missing.push(`${operation} ${path}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('every id an end user may send has an ownership rule', () => {
    const unknown = operationNames
      .filter((operation) => (policy[operation] as OperationPolicy).endUser)
      .flatMap((operation) => {
        const def: OperationDef = operations[operation];
        return [def.params, def.query, def.body].flatMap((schema) => idPaths(schema)).map((path) => [operation, path.slice(path.lastIndexOf('.') + 1)] as const);
      })
      .filter(([, name]) => kindOfId(name) === undefined);
    assert.deepEqual(unknown, []);
  });

  it('the session after a sign-up reaches its own consumer, profile, contact, phone and e-mail verification and documents, nothing else', () => {
    assert.deepEqual([...onboardingOperations].sort(), [
      'getConsumer', 'listDocuments', 'patchConsumerContact', 'patchConsumerProfile', 'sendConsumerVerificationEmail', 'uploadDocument', 'verifyConsumerPhone',
    ]);
  });
});

describe('the policy as docs/backend.md prints it (policy/describe.ts)', () => {
  const rows = policyRows();

  it('has a row for every operation, in the table’s order', () => {
    assert.deepEqual(rows.map((row) => row.operation), operationNames);
  });

  it('prints what an end user never sends, what their requests carry, and what they see of a transaction', () => {
    const row = (name: OperationName) => rows.find((entry) => entry.operation === name)!;
    assert.deepEqual(row('createLedger').endUserForbidden, ['autoUpgrade', 'limits']);
    assert.ok(row('createCard').endUserCarries.includes('rules[].creatorType = END_USER'));
    assert.ok(row('removeCardRule').endUserCarries.includes('query.creatorType = END_USER'));
    assert.ok(row('createBeneficiary').endUserCarries.includes('endUserId = the session’s'));
    assert.ok(row('createConsumer').endUserCarries.includes('partnerName = the server’s'));
    assert.deepEqual(row('uploadDocument').endUserIds, ['documentId', 'transactionId', 'beneficiaryId', 'addressId', 'corporateRelatedId']);
    assert.deepEqual(row('suspendLedger').staffCarries, ['operator = PARTNER']);
    assert.match(row('getTransaction').endUserSees ?? '', /other party/);
  });
});
