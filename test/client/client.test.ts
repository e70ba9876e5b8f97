import { expect } from '@open-wc/testing';
import { createClient } from '../../src/client/client.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { operationNames, operations } from '../../src/api/operations.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { ids, json, scriptedFetch } from './fake-fetch.js';

describe('typed client', () => {
  it('has one method per operation of the table', () => {
    const client = createClient(createFetchAdapter({ baseUrl: 'https://p.example' }));
    expect(Object.keys(client).sort()).to.deep.equal([...operationNames].sort());
    expect(operationNames).to.have.length(40);
  });

  it('each method calls its own operation through the adapter', async () => {
    const fake = scriptedFetch(json(200, { id: ids.beneficiary, updateDate: '2026-01-01T00:00:00Z' }));
    const client = createClient(createFetchAdapter({ baseUrl: 'https://p.example', fetch: fake.fetch }));
    const result = await client.patchConsumerProfile({ params: { consumerId: ids.consumer }, body: { occupation: 'ENGINEER' } });
    expect(result.id).to.equal(ids.beneficiary);
    expect(fake.calls[0].url).to.equal(`https://p.example/consumers/${ids.consumer}/profile`);
  });

  it('an operation without required input can be called bare', async () => {
    const fake = scriptedFetch(json(200, { content: [], totalElements: 0, page: 0, pageSize: 20 }));
    const client = createClient(createFetchAdapter({ baseUrl: 'https://p.example', fetch: fake.fetch }));
    const page = await client.listPartnerUsers();
    expect(page.totalElements).to.equal(0);
  });

  it('hands the adapter the operation’s name, and its definition in the options so the adapter need not look it up', async () => {
    const received: unknown[] = [];
    const recording: FetchAdapter = {
      sandbox: false,
      request: (async (operation: unknown, _input: unknown, options?: { definition?: unknown }) => {
        received.push(operation, options?.definition);
        return undefined;
      }) as FetchAdapter['request'],
    };
    await createClient(recording).getPartnerConfiguration();
    expect(received).to.deep.equal(['getPartnerConfiguration', operations.getPartnerConfiguration]);
  });
});
