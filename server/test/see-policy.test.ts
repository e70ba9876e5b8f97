// Per caller, per operation, what may be seen: each projection of project.ts, through the server and as a function.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HIDDEN_FROM_END_USERS, projectAnswer, transactionFor, withoutKeys } from '../src/policy/project.js';
import { SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const david = { endUserId: SEED.consumers.david };
const backOffice = { staff: ['back-office'], staffId: 'staff-1' } as const;
const T = SEED.transactions;

describe('a transaction, as each party sees it', () => {
  it('the receiver sees the sender’s name only: no balance, no ledger, no end-user id', async () => {
    const { call } = harness();
    const answer = await call(`/transactions/${T.aliceToDavid}`, { as: david });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.sender, { name: 'Alice Martin' });
    assert.equal(answer.body.receiver.endUserId, SEED.consumers.david);
    assert.equal(answer.body.receiver.previousTotalBalance, 812);
    assert.equal(answer.body.amount, 42.5);
  });

  it('the sender sees the receiver’s name only', async () => {
    const { call } = harness();
    const answer = await call(`/transactions/${T.aliceToDavid}`, { as: alice });
    assert.deepEqual(answer.body.receiver, { name: 'David Peeters' });
    assert.equal(answer.body.sender.previousTotalBalance, 2300.3);
  });

  it('a transfer between the end user’s own accounts is shown whole on both sides', async () => {
    const { call } = harness();
    const answer = await call(`/transactions/${T.aliceToHolidays}`, { as: alice });
    assert.equal(answer.body.sender.ledgerId, SEED.ledgers.aliceMain);
    assert.equal(answer.body.receiver.virtualLedgerId, SEED.ledgers.aliceHolidays);
    assert.equal(answer.body.receiver.previousTotalBalance, 2450.3);
  });

  it('back-office staff see both parties whole', async () => {
    const { call } = harness();
    const answer = await call(`/transactions/${T.aliceToDavid}`, { as: backOffice });
    assert.equal(answer.body.sender.previousTotalBalance, 2300.3);
    assert.equal(answer.body.receiver.endUserId, SEED.consumers.david);
  });

  it('as a function: only the party not the caller’s is cut, and an answer of another shape passes', () => {
    const seen = transactionFor('me', { id: 't', sender: { endUserId: 'me', previousTotalBalance: 1 }, receiver: { endUserId: 'other', name: 'O', ledgerId: 'l', previousTotalBalance: 2 } });
    assert.deepEqual(seen, { id: 't', sender: { endUserId: 'me', previousTotalBalance: 1 }, receiver: { name: 'O' } });
    assert.equal(transactionFor('me', 'text'), 'text');
  });
});

describe('partnerMetadata', () => {
  it('is never shown to an end user (their own consumer record), and shown to staff', async () => {
    const { call } = harness();
    const own = await call(`/consumers/${SEED.consumers.alice}`, { as: alice });
    assert.equal(own.status, 200);
    for (const key of HIDDEN_FROM_END_USERS) assert.equal(key in own.body, false, key);
    assert.deepEqual(own.body.userMetadata, { theme: 'dark' });
    const staff = await call(`/consumers/${SEED.consumers.alice}`, { as: backOffice });
    assert.deepEqual(staff.body.partnerMetadata, { segment: 'premium' });
  });

  it('is dropped at any depth of any answer to an end user, the answer otherwise unchanged', () => {
    const answer = { content: [{ id: 'a', partnerMetadata: { x: 1 }, nested: { partnerMetadata: 2, kept: true } }], page: 0 };
    assert.deepEqual(projectAnswer('listCards', { endUserId: 'me' }, answer), { content: [{ id: 'a', nested: { kept: true } }], page: 0 });
    assert.deepEqual(answer.content[0]!.partnerMetadata, { x: 1 }, 'the original is not changed');
    assert.equal(projectAnswer('listCards', { staff: ['back-office'], staffId: 's' }, answer), answer);
    assert.deepEqual(withoutKeys([[{ partnerMetadata: 1 }]], ['partnerMetadata']), [[{}]]);
  });
});
