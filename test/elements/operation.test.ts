/**
 * The shared OperationController, on a minimal host: what a partner listening for the kit's
 * events would see, and what reaches the adapter.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { OperationController } from '../../src/elements/base/operation.js';
import { ServiceError } from '../../src/api/errors.js';
import type { FetchAdapter, RequestOptions } from '../../src/client/adapter.js';
import type { ScaUpdate } from '../../src/client/sca.js';
import { listCards } from '../../src/api/operations/cards.js';

/** One request the adapter received, answered by the test when it wants. */
interface Pending {
  operation: unknown;
  input: unknown;
  options: RequestOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An adapter whose answers the test gives by hand; an aborted request rejects as the real one does. */
function manualAdapter() {
  const requests: Pending[] = [];
  const adapter: FetchAdapter = {
    sandbox: true,
    request: ((operation: unknown, input: unknown, options: RequestOptions = {}) =>
      new Promise((resolve, reject) => {
        requests.push({ operation, input, options, resolve: resolve as (value: unknown) => void, reject });
        options.signal?.addEventListener('abort', () => reject(new ServiceError({ kind: 'abort', code: 'ABORTED' })));
      })) as FetchAdapter['request'],
  };
  return { adapter, requests };
}

class OperationHostElement extends LitElement {
  config?: { adapter?: FetchAdapter };
  readonly ops = new OperationController(this);
  readonly events: { type: string; detail: Record<string, unknown> }[] = [];
  constructor() {
    super();
    for (const type of ['svc-submit', 'svc-success', 'svc-error', 'svc-sca']) {
      this.addEventListener(type, (event) => this.events.push({ type, detail: (event as CustomEvent).detail }));
    }
  }
}
customElements.define('test-operation-host', OperationHostElement);

async function setup() {
  const { adapter, requests } = manualAdapter();
  const host = await fixture<OperationHostElement>(html`<test-operation-host></test-operation-host>`);
  host.config = { adapter };
  return { host, requests };
}

const card = (id: string) => ({ params: { cardId: id } });
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('OperationController', () => {
  it('sends svc-submit with the body, then reports the result once as svc-success', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run('createLedger', { body: { friendlyName: 'Rent' } } as never);
    await tick();
    expect(requests).to.have.length(1);
    expect(host.ops.state('createLedger').pending).to.equal(true);
    requests[0].resolve({ id: 'l1' });
    expect(await run).to.deep.equal({ status: 'success', value: { id: 'l1' } });
    expect(host.events.map((event) => event.type)).to.deep.equal(['svc-submit', 'svc-success']);
    expect(host.events[0].detail).to.deep.equal({ operation: 'createLedger', body: { friendlyName: 'Rent' } });
    expect(host.events[1].detail).to.deep.equal({ operation: 'createLedger', result: { id: 'l1' } });
    expect(host.ops.state('createLedger')).to.include({ status: 'success', pending: false });
  });

  it('sends nothing when a svc-submit listener cancels', async () => {
    const { host, requests } = await setup();
    host.addEventListener('svc-submit', (event) => event.preventDefault(), { once: true });
    expect(await host.ops.run('createLedger', { body: {} } as never)).to.deep.equal({ status: 'cancelled' });
    await tick();
    expect(requests).to.have.length(0);
    expect(host.ops.state('createLedger').status).to.equal('idle');
  });

  it('sends no svc-submit for a silent run', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run('getCardPin', card('a') as never, { silent: true });
    await tick();
    requests[0].resolve({ pin: '1234' });
    await run;
    expect(host.events.map((event) => event.type)).to.deep.equal(['svc-success']);
  });

  it('a newer run of a key aborts the older, whose late answer is dropped and reports nothing', async () => {
    const { host, requests } = await setup();
    const first = host.ops.run('getConsumer', { params: { consumerId: 'one' } } as never, { silent: true });
    await tick();
    const second = host.ops.run('getConsumer', { params: { consumerId: 'two' } } as never, { silent: true });
    await tick();
    expect(requests[0].options.signal!.aborted).to.equal(true);
    expect(requests[1].options.signal!.aborted).to.equal(false);
    // The first one's answer still comes (a backend that ignores the abort): it must not count.
    requests[0].resolve({ id: 'one' });
    expect(await first).to.deep.equal({ status: 'stale' });
    expect(host.ops.state('getConsumer').pending).to.equal(true);
    requests[1].resolve({ id: 'two' });
    expect(await second).to.deep.equal({ status: 'success', value: { id: 'two' } });
    expect(host.ops.state('getConsumer').value).to.deep.equal({ id: 'two' });
    expect(host.events.filter((event) => event.type === 'svc-success').map((event) => event.detail.result)).to.deep.equal([{ id: 'two' }]);
  });

  it('a stopped run does not mark the newer run of its key as stopped', async () => {
    const { host, requests } = await setup();
    const first = host.ops.run('getConsumer', { params: { consumerId: 'one' } } as never, { silent: true });
    await tick();
    host.ops.abort('getConsumer');
    const second = host.ops.run('getConsumer', { params: { consumerId: 'two' } } as never, { silent: true });
    await tick();
    expect(await first).to.deep.equal({ status: 'stale' });
    requests[1].reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR' }));
    const outcome = await second;
    expect(outcome.status).to.equal('error');
    expect(host.ops.state('getConsumer').error?.code).to.equal('NETWORK_ERROR');
    expect(host.events.filter((event) => event.type === 'svc-error')).to.have.length(1);
  });

  it('runs of different keys go side by side: the PIN and the PAN of one card', async () => {
    const { host, requests } = await setup();
    const pin = host.ops.run('getCardPin', card('c') as never, { key: 'pin' });
    const pan = host.ops.run('getPanCredentials', card('c') as never, { key: 'pan' });
    await tick();
    expect(requests.map((request) => request.options.signal!.aborted)).to.deep.equal([false, false]);
    requests[1].resolve({ token: 't' });
    requests[0].resolve({ pin: '0000' });
    expect((await pin).status).to.equal('success');
    expect((await pan).status).to.equal('success');
    expect(host.ops.state('pin').value).to.deep.equal({ pin: '0000' });
    expect(host.ops.state('pan').value).to.deep.equal({ token: 't' });
  });

  it('aborts every run when its element is removed, and reports nothing of them', async () => {
    const { host, requests } = await setup();
    const pin = host.ops.run('getCardPin', card('c') as never, { key: 'pin' });
    const pan = host.ops.run('getPanCredentials', card('c') as never, { key: 'pan' });
    await tick();
    host.remove();
    expect(requests.every((request) => request.options.signal!.aborted)).to.equal(true);
    expect(await pin).to.deep.equal({ status: 'stale' });
    expect(await pan).to.deep.equal({ status: 'stale' });
    expect(host.events.filter((event) => event.type !== 'svc-submit')).to.deep.equal([]);
    expect(host.ops.state('pin').status).to.equal('idle');
  });

  it('reports SCA updates in order as svc-sca and keeps the latest in the state; none after an abort', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run('getCardPin', card('c') as never);
    await tick();
    const update = (state: ScaUpdate['state']): ScaUpdate => ({ operation: 'getCardPin', strategy: 'PUSH_NOTIFICATION', state, scaId: 's1', expiresAt: Date.now() + 60_000 });
    requests[0].options.onSca!(update('required'));
    requests[0].options.onSca!(update('pending'));
    expect(host.ops.state('getCardPin').sca?.state).to.equal('pending');
    requests[0].options.onSca!(update('approved'));
    requests[0].resolve({ pin: '1111' });
    await run;
    expect(host.events.map((event) => (event.type === 'svc-sca' ? `sca:${event.detail.state}` : event.type))).to.deep.equal([
      'svc-submit',
      'sca:required',
      'sca:pending',
      'sca:approved',
      'svc-success',
    ]);
    expect(host.events[1].detail).to.deep.equal({ operation: 'getCardPin', state: 'required', scaId: 's1' });

    const next = host.ops.run('getCardPin', card('c') as never);
    await tick();
    host.ops.abort('getCardPin');
    requests[1].options.onSca!(update('pending'));
    expect(await next).to.deep.equal({ status: 'stale' });
    expect(host.events.filter((event) => event.type === 'svc-sca')).to.have.length(3);
  });

  it('a plain SCA_REQUIRED is an approval to ask for, not a failure: svc-sca required, then approved by the next answer', async () => {
    const { host, requests } = await setup();
    const first = host.ops.run('getCardPin', card('c') as never);
    await tick();
    requests[0].reject(new ServiceError({ kind: 'sca', code: 'SCA_REQUIRED', status: 409 }));
    expect((await first).status).to.equal('sca-required');
    expect(host.ops.state('getCardPin')).to.include({ status: 'sca-required', pending: false });
    expect(host.ops.state('getCardPin').sca?.state).to.equal('required');
    const again = host.ops.run('getCardPin', card('c') as never);
    await tick();
    requests[1].resolve({ pin: '2222' });
    expect((await again).status).to.equal('success');
    expect(host.events.map((event) => (event.type === 'svc-sca' ? `sca:${event.detail.state}` : event.type))).to.deep.equal([
      'svc-submit',
      'sca:required',
      'svc-submit',
      'sca:approved',
      'svc-success',
    ]);
  });

  it('dismiss() after an approval asked for: the key is idle, the SCA reported failed, nothing reported as an error', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run('getCardPin', card('c') as never);
    await tick();
    requests[0].reject(new ServiceError({ kind: 'sca', code: 'SCA_REQUIRED', status: 409 }));
    await run;
    host.ops.dismiss('getCardPin');
    expect(host.ops.state('getCardPin').status).to.equal('idle');
    expect(host.events.filter((event) => event.type === 'svc-sca').map((event) => event.detail.state)).to.deep.equal(['required', 'failed']);
    expect(host.events.filter((event) => event.type === 'svc-error')).to.have.length(0);
  });

  it('wraps anything thrown into one ServiceError, and fails with NO_CONFIGURATION without an adapter', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run('getConsumer', { params: { consumerId: 'x' } } as never, { silent: true });
    await tick();
    requests[0].reject(new TypeError('boom'));
    const outcome = await run;
    expect(outcome.status).to.equal('error');
    const error = (outcome as { error: ServiceError }).error;
    expect(error).to.be.instanceOf(ServiceError);
    expect(error).to.include({ kind: 'http', code: 'HTTP_ERROR', operation: 'getConsumer' });

    host.config = {};
    const unconfigured = await host.ops.run('getConsumer', { params: { consumerId: 'x' } } as never, { silent: true });
    expect((unconfigured as { error: ServiceError }).error).to.include({ kind: 'config', code: 'NO_CONFIGURATION' });
    expect(requests).to.have.length(1);
  });

  it('takes an operation definition as well as a name, and hands the adapter the name first, the definition in the options', async () => {
    const { host, requests } = await setup();
    const run = host.ops.run(listCards, { query: {} } as never, { silent: true });
    await tick();
    expect(requests[0].operation).to.equal('listCards');
    expect(requests[0].options.definition === listCards, 'the definition in the options').to.equal(true);
    requests[0].resolve({ content: [] });
    expect((await run).status).to.equal('success');
    expect(host.ops.state('listCards').status).to.equal('success');
  });
});
