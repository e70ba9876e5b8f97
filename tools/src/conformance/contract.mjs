// The contract the suite checks against, as this package carries it (tools/contract/, written from the
// repository at pack time by scripts/contract.mjs): the OpenAPI document's operations with who may
// call them (`x-svc-access`), their parameters, bodies and answers, and the policy table's fields.
import { existsSync, readFileSync } from 'node:fs';
import { Validator } from '@cfworker/json-schema';

const FOLDER = new URL('../../contract/', import.meta.url);

/** The OpenAPI document and contract.json; throws with what to run when a checkout has not made them. */
export function loadContract() {
  const files = ['openapi.json', 'contract.json'].map((name) => new URL(name, FOLDER));
  if (!files.every((file) => existsSync(file))) throw new Error('the contract is missing from this package (tools/contract/): in a checkout of svc-elements, run `npm run contract -w tools`');
  const [openapi, contract] = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  return { openapi, contract, operations: operationsOf(openapi) };
}

/** `{ $ref: '#/components/…' }` resolved in the document (one level at a time). */
export const deref = (openapi, schema) => {
  let at = schema;
  while (at?.$ref) at = at.$ref.slice(2).split('/').reduce((node, key) => node?.[key], openapi);
  return at;
};

/** Every operation of the document: name, method, path, access, path and query parameters, body, answers. */
function operationsOf(openapi) {
  const found = [];
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => deref(openapi, parameter));
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      found.push({
        name: operation.operationId,
        method: method.toUpperCase(),
        path,
        access: operation['x-svc-access'],
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: bodyType ? { type: bodyType, schema: content[bodyType].schema, required: operation.requestBody.required === true } : undefined,
        responses: operation.responses,
      });
    }
  }
  return found;
}

/** Whether `access` lets an end user, staff, or anyone call. */
export const endUserMay = (access) => access === 'end-user' || access === 'end-user+back-office';
export const staffMay = (access) => access === 'end-user+back-office' || access.startsWith('staff:');

/**
 * Checks an answer's JSON against the document's schema for its status (`200`, else `2XX`/`4XX`):
 * an array of problems, empty when it matches; undefined when the document gives no JSON schema.
 */
export function shapeProblems(openapi, operation, status, json) {
  const responses = operation.responses ?? {};
  const answer = deref(openapi, responses[String(status)] ?? responses[`${String(status)[0]}XX`]);
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  // The document's components travel with the schema, so that its `$ref`s resolve.
  const validator = new Validator({ ...schema, components: openapi.components }, '2020-12', false);
  const result = validator.validate(json);
  return result.valid ? [] : result.errors.filter((error) => !/^(properties|items|anyOf|oneOf|\$ref|allOf)$/.test(error.keyword)).map((error) => `${error.instanceLocation.replace(/^#/, '') || '/'} ${error.error}`);
}
