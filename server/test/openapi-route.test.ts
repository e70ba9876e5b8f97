// `GET /openapi.json` on the reference server: the committed document, byte for byte, beside the route table
// it describes (createServer mounts it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { operations } from '../../src/api/operations.js';
import { mountOpenApi } from '../src/openapi-route.js';
import { harness } from './harness.js';

const committed = readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');

describe('GET /openapi.json', () => {
  it('answers the committed document as JSON, to anyone, and the API still answers beside it', async () => {
    const { app, call } = harness();
    const answer = await app.request('/openapi.json');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    const text = await answer.text();
    assert.equal(text, committed);
    const document = JSON.parse(text) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    assert.equal(document.openapi, '3.1.0');
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    assert.deepEqual(ids.sort(), Object.keys(operations).sort());
    assert.equal((await call('/ledgers')).status, 401, 'the routes it describes keep their own rules');
  });

  it('refuses to start with a document that is not JSON', () => {
    const { app } = harness();
    assert.throws(() => mountOpenApi(app, { document: '{ not json' }), SyntaxError);
  });
});
