// The route table as OpenAPI 3.1 (docs/openapi.json, written by scripts/openapi.mjs): a validator this
// project did not write accepts it, every operation of the table is in it with its method and path, the
// limits of the schemas are in it as the schemas state them, and the committed file is current. Node's runner.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { validate } from '@readme/openapi-parser';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(ROOT, 'scripts/openapi.mjs');
const document = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8'));

/** The kit's own modules, as the generator reads them. */
async function load() {
  const contents = [
    "export { operations } from './src/api/operations.ts';",
    "export { LIMITS } from './src/api/limits.ts';",
    "export { UPLOAD_TYPES } from './src/api/upload-list.ts';",
    "export { access } from './server/src/access.ts';",
  ].join('\n');
  const bundled = await build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
const { operations, LIMITS, UPLOAD_TYPES, access } = await load();
const operationOf = (name) => {
  const def = operations[name];
  return document.paths[def.path]?.[def.method.toLowerCase()];
};

describe('docs/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document for @readme/openapi-parser', async () => {
    assert.equal(document.openapi, '3.1.0');
    const result = await validate(JSON.parse(JSON.stringify(document)));
    assert.equal(result.valid, true, JSON.stringify(result.errors ?? result, null, 2));
  });

  it('is refused by the same validator when one parameter is placed where OpenAPI 3.1 has no place', async () => {
    const broken = JSON.parse(JSON.stringify(document));
    broken.paths['/ledgers'].get.parameters[0].in = 'body';
    const result = await validate(broken);
    assert.equal(result.valid, false);
  });

  it('has every operation of the table under its method and path, with its id and who may call it', () => {
    const names = Object.keys(operations);
    assert.equal(names.length, 40);
    for (const name of names) {
      const operation = operationOf(name);
      assert.ok(operation, `${name}: ${operations[name].method} ${operations[name].path} missing`);
      assert.equal(operation.operationId, name);
      assert.equal(operation['x-svc-access'], access[name]);
      assert.match(operation.description, /^Who may call it: /);
    }
    const inDocument = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    assert.deepEqual(inDocument.sort(), [...names].sort(), 'no operation the table does not have');
  });

  it('names each path parameter of the template as a required path parameter', () => {
    for (const [name, def] of Object.entries(operations)) {
      const inTemplate = [...def.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operationOf(name).parameters ?? []).filter((parameter) => parameter.in === 'path');
      assert.deepEqual(declared.map((parameter) => parameter.name), inTemplate, name);
      assert.ok(declared.every((parameter) => parameter.required), name);
    }
  });

  it('carries the SCA headers on the [SCA] operations only', () => {
    for (const [name, def] of Object.entries(operations)) {
      const refs = (operationOf(name).parameters ?? []).map((parameter) => parameter.$ref).filter(Boolean);
      assert.equal(refs.includes('#/components/parameters/ScaStrategy'), def.sca, name);
    }
    assert.equal(document.components.parameters.ScaStrategy.name, 'Service-SCA-Strategy');
  });

  it('states a list’s pageSize bounds as the schemas do, at the edge and not one past', () => {
    const pageSize = operationOf('listLedgers').parameters.find((parameter) => parameter.name === 'pageSize');
    assert.equal(pageSize.in, 'query');
    assert.equal(pageSize.required, false);
    assert.equal(pageSize.schema.type, 'integer');
    assert.equal(pageSize.schema.maximum, LIMITS.pageSize.max);
    assert.equal(pageSize.schema.minimum, LIMITS.pageSize.min);
    assert.equal(LIMITS.pageSize.max, 100);
  });

  it('sends array filters as repeated `name[]` query parameters', () => {
    const status = operationOf('listLedgers').parameters.find((parameter) => parameter.name === 'status[]');
    assert.equal(status.schema.type, 'array');
    assert.equal(status.explode, true);
  });

  it('states the upload as multipart with the file, its types and its size limit', () => {
    const body = operationOf('uploadDocument').requestBody.content['multipart/form-data'];
    assert.ok(body.schema.required.includes('file'));
    assert.equal(body.schema.properties.file.format, 'binary');
    assert.match(body.schema.properties.file.description, new RegExp(`smaller than ${LIMITS.uploadBytesBelow} bytes`));
    assert.deepEqual(body.encoding.file.contentType.split(', '), UPLOAD_TYPES.split(','));
  });

  it('states a string’s length bounds as the schemas do (a beneficiary’s friendlyName)', () => {
    const friendlyName = operationOf('createBeneficiary').requestBody.content['application/json'].schema.properties.friendlyName;
    assert.equal(friendlyName.maxLength, LIMITS.friendlyName.max);
    assert.equal(friendlyName.minLength, LIMITS.friendlyName.min);
  });

  it('says in words what JSON Schema cannot: the IBAN’s checksum, the keyed union of banking details', () => {
    const details = operationOf('createBeneficiary').requestBody.content['application/json'].schema.properties.bankingDetails;
    assert.equal(details.anyOf.length, 3);
    assert.match(details.description, /`iban` picks shape 1; `sortCode` picks shape 2; `routingNumber` picks shape 3/);
    assert.match(details.anyOf[0].properties.iban.description, /mod-97 checksum/);
    assert.equal(details.anyOf[1].properties.sortCode.pattern, '^[0-9]{6}$');
  });

  it('requires a body only where an empty one is refused (an absent body reads as {})', () => {
    assert.equal(operationOf('updateMandate').requestBody.required, false);
    assert.equal(operationOf('createCard').requestBody.required, true);
    assert.equal(operationOf('uploadDocument').requestBody.required, true);
  });

  it('writes a keyed union as anyOf (open shapes may both fit one value) and no enum that lists nothing', () => {
    const info = operationOf('declareCorporateRelated').requestBody.content['application/json'].schema.properties.info;
    assert.ok(Array.isArray(info.anyOf) && info.oneOf === undefined, 'a person or a company: anyOf');
    assert.doesNotMatch(JSON.stringify(document), /"enum":\[\]/);
    const scheme = operationOf('listCardDesigns').parameters.find((parameter) => parameter.name === 'scheme');
    assert.equal(scheme.schema.type, 'string');
  });

  it('refuses other keys in what the kit sends, except where further fields pass as given; answers may carry more', () => {
    const body = operationOf('createBeneficiary').requestBody.content['application/json'].schema;
    assert.equal(body.additionalProperties, false);
    assert.equal(body.properties.bankingDetails.anyOf[0].additionalProperties, false, 'SEPA details: iban and bic only');
    assert.deepEqual(body.properties.bankingDetails.anyOf[1].additionalProperties, {}, 'GBP details: further fields sent as given');
    assert.equal(operationOf('uploadDocument').requestBody.content['multipart/form-data'].schema.additionalProperties, false);
    assert.deepEqual(operationOf('getConsumer').responses['200'].content['application/json'].schema.additionalProperties, {});
  });

  it('answers every refusal with the error body: code, fields, SCA fields, request id', () => {
    const error = document.components.schemas.Error;
    assert.deepEqual(error.required, ['code']);
    for (const key of ['code', 'message', 'field', 'errors', 'scaId', 'ttl', 'requestId']) assert.ok(error.properties[key], key);
    assert.deepEqual(error.properties.errors.items.required, ['field']);
    for (const name of Object.keys(operations)) assert.deepEqual(operationOf(name).responses['4XX'].content['application/json'].schema, { $ref: '#/components/schemas/Error' });
  });

  it('answers a download with a file, a creation with 201, a payment page with 200, a card rule with 202 while SCA waits', () => {
    const successes = (name) => Object.keys(operationOf(name).responses).filter((status) => status.startsWith('2'));
    assert.ok(operationOf('downloadDocument').responses['200'].content['*/*']);
    assert.deepEqual(successes('createLedger'), ['201']);
    assert.deepEqual(successes('createPartnerUser'), ['201']);
    assert.deepEqual(successes('initiateAcquiringPayment'), ['200']);
    assert.deepEqual(successes('requestKybVerification'), ['204']);
    assert.deepEqual(successes('putCardRule'), ['202', '204']);
    assert.deepEqual(operationOf('putCardRule').responses['202'].content['application/json'].schema.required, ['scaId', 'ttl', 'scaDeviceId']);
  });
});

describe('npm run openapi -- --check', () => {
  let folder;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'svc-openapi-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));
  const check = (file) => spawnSync(process.execPath, [SCRIPT, '--check', ...(file ? [`--file=${file}`] : [])], { cwd: ROOT, encoding: 'utf8' });

  it('passes on the committed document', () => {
    const result = check();
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /current/);
  });

  it('fails on a document one limit away from the schemas', () => {
    const stale = join(folder, 'openapi.json');
    writeFileSync(stale, readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8').replace('"maximum": 100', '"maximum": 101'));
    const result = check(stale);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /stale; run `npm run openapi`/);
  });
});
