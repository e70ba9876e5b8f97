/**
 * The package's entries: the root lists what every page uses (the elements, the client, the adapter,
 * errors, configuration); what partners import on purpose has its own entry: the events on
 * `svc-elements/events`, the schemas and limits on `svc-elements/schemas`, each operation's
 * definition on `svc-elements/operations`, the sandbox on `svc-elements/sandbox`. The script tag's
 * API file keeps the root, the events and the schemas.
 */
import { expect } from '@open-wc/testing';
import * as root from '../../src/index.js';
import * as events from '../../src/events.js';
import * as schemas from '../../src/schemas.js';
import * as operations from '../../src/operations.js';
import * as sandbox from '../../src/sandbox/index.js';
import * as scriptTagApi from '../../src/bundle-api.js';

const names = (entry: object) => Object.keys(entry).sort();

/** The exports of an entry that are event classes, by the name of the event each one makes. */
function eventClasses(entry: object): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(entry)) {
    if (typeof value !== 'function' || !(value.prototype instanceof Event)) continue;
    const event: unknown = Reflect.construct(value, [{}]);
    if (event instanceof Event) found.set(event.type, name);
  }
  return found;
}

describe('package entries', () => {
  it('the root exports the elements, the client, the adapter, errors and configuration, in at most 100 names', () => {
    for (const name of ['SvcCardView', 'SvcProvider', 'createClient', 'createFetchAdapter', 'ServiceError', 'setDefaultConfig', 'formatIban', 'registerLocale', 'reportAcquiringOutcome']) {
      expect(names(root), name).to.include(name);
    }
    expect(names(root).length).to.be.at.most(100);
  });

  it('the root exports no schema, limit, operation definition, event class or sandbox', () => {
    const elsewhere = [
      ...['createConsumerBody', 'card', 'LIMITS', 'KIT_LIMITS', 'enums', 'isValidIban', 'closedEnum', 'routeOf', 'validateInput', 'withoutNulls'],
      ...['operations', 'operationNames', 'getCardPin', 'createConsumer', 'listLedgers'],
      ...['SvcSuccessEvent', 'SvcCardSelectEvent', 'SvcScaCancelEvent', 'successResult'],
      ...['createSandbox', 'createSandboxAdapter', 'SEED', 'endUserHeaders', 'sandboxSign'],
    ];
    for (const name of elsewhere) expect(names(root), name).not.to.include(name);
    expect([...eventClasses(root).values()]).to.deep.equal([]);
  });

  it('svc-elements/events exports an event class for every event the elements fire, and no element or client', () => {
    const byType = eventClasses(events);
    for (const type of ['svc-submit', 'svc-success', 'svc-error', 'svc-sca', 'svc-sca-cancel', 'svc-sca-continue', 'svc-sca-retry', 'svc-card-select',
      'svc-rule-change', 'svc-conceal', 'svc-consumer-select', 'svc-ledger-select', 'svc-document-download', 'svc-external-card-select',
      'svc-receipt-download', 'svc-payment-page', 'svc-acquiring-return']) {
      expect(byType.get(type), type).to.be.a('string');
    }
    expect(events.successResult({ operation: 'createConsumer', result: { id: 'c-1' } }, 'createConsumer')).to.deep.equal({ id: 'c-1' });
    const classes = new Set(byType.values());
    expect(names(events).filter((name) => !classes.has(name))).to.deep.equal(['successResult']);
  });

  it('svc-elements/schemas exports the schemas, the limits and the format checks, and no element or client', () => {
    expect(schemas.createConsumerBody.safeParse({}).success).to.equal(false);
    expect(schemas.LIMITS.pageSize.max).to.equal(100);
    expect(schemas.isValidIban('GB82 WEST 1234 5698 7654 32')).to.equal(true);
    expect(names(schemas).filter((name) => /^Svc|^create(Client|FetchAdapter)$/.test(name))).to.deep.equal([]);
  });

  it('svc-elements/operations exports each operation of the table on its own, as the table holds it', () => {
    const table: Record<string, unknown> = operations.operations;
    const entry: Record<string, unknown> = operations;
    expect(operations.operationNames.length).to.equal(40);
    for (const name of operations.operationNames) expect(entry[name], name).to.equal(table[name]);
    expect(names(operations).filter((name) => /^Svc|^create(Client|FetchAdapter|Sandbox)/.test(name))).to.deep.equal([]);
  });

  it('svc-elements/sandbox exports the sandbox, its callers and its adapter', () => {
    for (const name of ['createSandbox', 'createSandboxAdapter', 'SEED', 'endUserHeaders', 'anonymousHeaders', 'sandboxSign', 'sandboxSignOn', 'SANDBOX_PHONE_CODE']) {
      expect(names(sandbox), name).to.include(name);
    }
  });

  it('the script tag API file keeps the root, the events and the schemas, and no sandbox or operation definition', () => {
    const expected = [...new Set([...names(root), ...names(events), ...names(schemas)])].sort();
    expect(names(scriptTagApi)).to.deep.equal(expected);
    for (const name of ['createSandboxAdapter', 'SEED', 'getCardPin']) expect(names(scriptTagApi), name).not.to.include(name);
  });
});
