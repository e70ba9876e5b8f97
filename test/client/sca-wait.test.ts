/**
 * The SCA wait loop on its own: what is tried again and when, what the caller is told, and how it
 * ends. A virtual clock stands in for time (each wait moves it on at once), except where a real
 * abort is the point.
 */
import { expect } from '@open-wc/testing';
import { ServiceError } from '../../src/api/errors.js';
import type { PendingSca } from '../../src/client/pending-sca.js';
import type { ScaUpdate } from '../../src/client/sca.js';
import { waitForSca, type ScaOutcome, type ScaWait } from '../../src/client/sca-wait.js';
import { failure, ids } from './fake-fetch.js';

const second = '22222222-3333-4444-8555-666666666666';
const START = 1_000_000;

/** A clock that moves on only when the loop waits, recording each wait. */
function virtualClock() {
  let time = START;
  const waits: number[] = [];
  return {
    now: () => time,
    delay: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason;
      waits.push(ms);
      time += ms;
    },
    waits,
    elapsed: () => time - START,
  };
}

/** `send` answering from a script, one step per attempt, recording the SCA id and the time of each. */
function scripted<T>(clock: { elapsed: () => number }, ...steps: (ScaOutcome<T> | Error)[]) {
  const sent: { scaId: string | undefined; at: number }[] = [];
  const send = async (scaId: string | undefined): Promise<ScaOutcome<T>> => {
    sent.push({ scaId, at: clock.elapsed() });
    const step = steps[Math.min(sent.length - 1, steps.length - 1)];
    if (step instanceof Error) throw step;
    return step;
  };
  return { send, sent };
}

const required = (ttl?: string, scaId = ids.sca): PendingSca => ({ scaId, ttl, scaDeviceId: 'device-1', required: true });
const waiting = (ttl?: string, scaId = ids.sca): PendingSca => ({ scaId, ttl, scaDeviceId: 'device-1', required: false });
const stillPending = (sca: PendingSca = waiting()): ScaOutcome<never> => ({ status: 'pending', sca });

function run<T>(options: Partial<ScaWait<T>> & Pick<ScaWait<T>, 'first' | 'send'>) {
  const updates: ScaUpdate[] = [];
  const promise = waitForSca<T>({
    operation: 'getCardPin',
    strategy: 'PUSH_NOTIFICATION',
    pollMs: 2_000,
    timeoutMs: 300_000,
    onSca: (update) => updates.push(update),
    ...options,
  });
  return { promise, updates, states: () => updates.map((update) => update.state) };
}

describe('SCA wait loop: approval', () => {
  it('resolves with the result once an attempt is approved, after N polls, each tied to the SCA', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending(), stillPending(), { status: 'done', value: { pin: '4321' } });
    const { promise, states, updates } = run({ first: required('PT2M'), send, now: clock.now, delay: clock.delay });
    expect(await promise).to.deep.equal({ pin: '4321' });
    expect(sent.map((attempt) => attempt.scaId)).to.deep.equal([ids.sca, ids.sca, ids.sca]);
    expect(sent.map((attempt) => attempt.at)).to.deep.equal([2_000, 4_000, 6_000]);
    expect(clock.waits).to.deep.equal([2_000, 2_000, 2_000]);
    expect(states()).to.deep.equal(['required', 'pending', 'approved']);
    expect(updates[1]).to.include({ operation: 'getCardPin', strategy: 'PUSH_NOTIFICATION', scaId: ids.sca, scaDeviceId: 'device-1', expiresAt: START + 120_000 });
  });

  it('says required only for an SCA that has just started (409), never for a Waiting SCA answer', async () => {
    const clock = virtualClock();
    const { send } = scripted(clock, { status: 'done', value: undefined });
    const { promise, states } = run({ first: waiting('PT1M'), send, now: clock.now, delay: clock.delay });
    await promise;
    expect(states()).to.deep.equal(['pending', 'approved']);
  });

  it('without a TTL, waits as long as the SCA timeout', async () => {
    const clock = virtualClock();
    const { send } = scripted(clock, stillPending());
    const { promise, updates } = run({ first: required(), send, timeoutMs: 7_000, now: clock.now, delay: clock.delay });
    expect((await failure(promise)).code).to.equal('SCA_EXPIRED');
    expect(updates[1].expiresAt).to.equal(START + 7_000);
  });
});

describe('SCA wait loop: the deadline', () => {
  it('expires at the deadline, with no attempt at or within a second of it', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending());
    const { promise, states, updates } = run({ first: required('PT4.5S'), send, now: clock.now, delay: clock.delay });
    const error = await failure(promise);
    expect(error).to.include({ kind: 'sca', code: 'SCA_EXPIRED', operation: 'getCardPin' });
    // 2 s in: 2.5 s left, tried again; 4 s in: 0.5 s left, too close to try.
    expect(sent.map((attempt) => attempt.at)).to.deep.equal([2_000]);
    expect(clock.elapsed()).to.be.at.most(4_500);
    expect(states()).to.deep.equal(['required', 'pending', 'expired']);
    expect(updates.at(-1)?.error).to.equal(error);
  });

  it('counts the TTL from when the request was sent, not from when its answer was read', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending());
    // The answer naming the SCA took 3 s to arrive and be read: of its 6.5 s, 3.5 s are left.
    const { promise, updates } = run({ first: required('PT6.5S'), sent: START - 3_000, send, now: clock.now, delay: clock.delay });
    expect((await failure(promise)).code).to.equal('SCA_EXPIRED');
    expect(updates[0]).to.include({ expiresAt: START + 3_500 });
    // 2 s in: 1.5 s left, tried again; the service's SCA, as old as the request, is never tried once it ran out.
    expect(sent.map((attempt) => attempt.at)).to.deep.equal([2_000]);
    expect(clock.elapsed()).to.be.at.most(3_500);
  });

  it('shortens the last wait to the deadline instead of sleeping past it', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending());
    const { promise } = run({ first: required('PT5.5S'), send, now: clock.now, delay: clock.delay });
    expect((await failure(promise)).code).to.equal('SCA_EXPIRED');
    expect(sent.map((attempt) => attempt.at)).to.deep.equal([2_000, 4_000]);
    expect(clock.waits).to.deep.equal([2_000, 2_000, 1_500]);
  });

  it('an SCA whose TTL is zero has already run out: expired at once, nothing sent, no wait', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending());
    const { promise, states } = run({ first: waiting('PT0S'), send, now: clock.now, delay: clock.delay });
    expect((await failure(promise)).code).to.equal('SCA_EXPIRED');
    expect(sent).to.have.length(0);
    expect(clock.waits).to.have.length(0);
    expect(states()).to.deep.equal(['pending', 'expired']);
  });
});

describe('SCA wait loop: a new SCA while waiting', () => {
  it('a re-send answered with a new SCA ends the wait: one re-send only, SCA_RESTARTED, reported as failed', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending(required('PT90S', second)), { status: 'done', value: 'ok' });
    const { promise, states, updates } = run({ first: required('PT10S'), send, now: clock.now, delay: clock.delay });
    const error = await failure(promise);
    expect(error).to.include({ kind: 'sca', code: 'SCA_RESTARTED', operation: 'getCardPin' });
    expect(sent.map((attempt) => attempt.scaId)).to.deep.equal([ids.sca]);
    expect(states()).to.deep.equal(['required', 'pending', 'failed']);
    expect(updates.at(-1)?.error).to.equal(error);
  });

  it('says nothing more while the same SCA stays pending', async () => {
    const clock = virtualClock();
    const { send } = scripted(clock, stillPending(), stillPending(), stillPending(), { status: 'done', value: 1 });
    const { promise, states } = run({ first: waiting('PT1M'), send, now: clock.now, delay: clock.delay });
    await promise;
    expect(states()).to.deep.equal(['pending', 'approved']);
  });
});

describe('SCA wait loop: upper bounds', () => {
  const MINUTE = 60_000;

  for (const [ttl, timeoutMs, expected] of [
    ['P99999W', 5 * MINUTE, 5 * MINUTE],
    [{ seconds: 1e300 }, 5 * MINUTE, 5 * MINUTE],
    ['P99999W', 24 * 60 * MINUTE, 15 * MINUTE],
    [{ seconds: Number.NaN }, 24 * 60 * MINUTE, 15 * MINUTE],
    ['PT20S', 5 * MINUTE, 20_000],
  ] as const) {
    it(`a TTL of ${JSON.stringify(ttl)} with an SCA timeout of ${timeoutMs / MINUTE} min: waits ${expected / 1000} s at most`, async () => {
      const clock = virtualClock();
      const { send } = scripted(clock, { status: 'done', value: 'ok' });
      const first: PendingSca = { scaId: ids.sca, ttl, required: true };
      const { promise, updates } = run({ first, send, timeoutMs, now: clock.now, delay: clock.delay });
      await promise;
      expect(updates[1].expiresAt).to.equal(START + expected);
    });
  }

  it('a capped wait ends: SCA_EXPIRED within 15 minutes of a TTL of years', async () => {
    const clock = virtualClock();
    const { send, sent } = scripted(clock, stillPending(required('P99999W')));
    const { promise } = run({ first: required('P99999W'), send, timeoutMs: 24 * 60 * MINUTE, now: clock.now, delay: clock.delay });
    expect((await failure(promise)).code).to.equal('SCA_EXPIRED');
    expect(clock.elapsed()).to.be.at.most(15 * MINUTE);
    expect(sent.length).to.be.below(15 * 30);
  });
});

describe('SCA wait loop: how it fails', () => {
  it('a refusal ends the wait with that error, reported once as failed', async () => {
    const clock = virtualClock();
    const refusal = new ServiceError({ kind: 'sca', code: 'SCA_DEVICE_NOT_VALID', status: 409, operation: 'getCardPin' });
    const { send, sent } = scripted(clock, stillPending(), { status: 'failed', error: refusal });
    const { promise, states, updates } = run({ first: required('PT1M'), send, now: clock.now, delay: clock.delay });
    expect(await failure(promise)).to.equal(refusal);
    expect(sent).to.have.length(2);
    expect(states()).to.deep.equal(['required', 'pending', 'failed']);
    expect(updates.at(-1)?.error).to.equal(refusal);
  });

  it('an attempt that throws (network, wrong shape) ends the wait as failed, with that error', async () => {
    const clock = virtualClock();
    const down = new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: 'getCardPin' });
    const { send } = scripted(clock, down);
    const { promise, states, updates } = run({ first: waiting('PT1M'), send, now: clock.now, delay: clock.delay });
    expect(await failure(promise)).to.equal(down);
    expect(states()).to.deep.equal(['pending', 'failed']);
    expect(updates.at(-1)?.error).to.equal(down);
  });

  it('stops at once when aborted while waiting: kind abort, failed, nothing more sent', async () => {
    const controller = new AbortController();
    const sent: (string | undefined)[] = [];
    const { promise, states, updates } = run({
      first: required('PT1M'),
      pollMs: 10_000,
      signal: controller.signal,
      send: async (scaId) => {
        sent.push(scaId);
        return stillPending();
      },
    });
    const started = performance.now();
    setTimeout(() => controller.abort(), 20);
    const error = await failure(promise);
    expect(performance.now() - started).to.be.below(1_000);
    expect(error).to.include({ kind: 'abort', code: 'ABORTED', operation: 'getCardPin' });
    expect(sent).to.have.length(0);
    expect(states()).to.deep.equal(['required', 'pending', 'failed']);
    expect(updates.at(-1)?.error).to.equal(error);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const sent: unknown[] = [];
    const send = async (scaId: string | undefined) => {
      sent.push(scaId);
      return stillPending();
    };
    const { promise, states } = run({ first: waiting('PT1M'), signal: controller.signal, send });
    expect((await failure(promise)).kind).to.equal('abort');
    expect(sent).to.have.length(0);
    expect(states()).to.deep.equal(['pending', 'failed']);
  });
});

describe('SCA wait loop: real timers', () => {
  it('polls at the interval it is given and resolves when approved', async () => {
    let attempts = 0;
    const started = performance.now();
    const { promise, states } = run({
      first: required('PT1M'),
      pollMs: 15,
      send: async () => (++attempts < 3 ? stillPending() : { status: 'done', value: 'approved' }),
    });
    expect(await promise).to.equal('approved');
    expect(attempts).to.equal(3);
    expect(performance.now() - started).to.be.within(40, 1_000);
    expect(states()).to.deep.equal(['required', 'pending', 'approved']);
  });
});
