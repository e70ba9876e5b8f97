/**
 * The published contract as the fuzzer reads it: `docs/openapi.json` (written by `npm run openapi`),
 * its operations with their parameters, bodies, answers and who may call them (`x-svc-access`), and
 * validators (ajv, JSON Schema 2020-12) for a request's parts and for every documented answer.
 *
 * `format` is an annotation in JSON Schema 2020-12, and so here: every check the document asserts
 * is its `type`, `pattern`, bounds, `enum`, `required` and `additionalProperties`. The one format
 * read is `binary` (a multipart file part): a part there must be a file, not text.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** The subset of JSON Schema the generator writes into request and answer schemas. */
export interface Schema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  additionalProperties?: boolean | Schema;
  anyOf?: readonly Schema[];
  oneOf?: readonly Schema[];
  $ref?: string;
  description?: string;
}

export interface Parameter {
  /** As written in the document: an array query parameter is `status[]`. */
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export type Access = 'end-user' | 'end-user+back-office' | 'staff:back-office' | 'staff:admin' | 'sign-up' | 'none';

export interface DocOperation {
  id: string;
  method: string;
  /** The path template, `/cards/{cardId}/pin`. */
  path: string;
  access: Access;
  parameters: Parameter[];
  /** `required`: the document's `requestBody.required` (absent means the same as `{}` where it is false). */
  body?: { kind: 'json' | 'multipart'; schema: Schema; required: boolean };
  /** Documented answers: `200`, `201`, `202`, `204`, `4XX`, `5XX`. */
  responses: Record<string, { json?: Schema; file?: boolean }>;
}

/** How a file part stands in a multipart body when it is validated (the `binary` format accepts only it). */
export const FILE_PART = '\u0000file-part';

const DOCUMENT_URL = new URL('../../../docs/openapi.json', import.meta.url);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export function loadDocument(text = readFileSync(DOCUMENT_URL, 'utf8')) {
  const document: Json = JSON.parse(text);
  /** `#/components/...` references replaced by what they name (the document has no recursive ones). */
  const resolve = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    if (typeof value.$ref === 'string') {
      const target = value.$ref.slice(2).split('/').reduce((at: Json, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
      if (target === undefined) throw new Error(`docs/openapi.json: ${value.$ref} names nothing`);
      return resolve(target);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };

  const operations: DocOperation[] = [];
  for (const [path, methods] of Object.entries<Json>(document.paths)) {
    for (const [method, raw] of Object.entries<Json>(methods)) {
      const op = resolve(raw);
      const parameters: Parameter[] = (op.parameters ?? []).filter((parameter: Json) => parameter.in === 'path' || parameter.in === 'query');
      const json = op.requestBody?.content?.['application/json']?.schema;
      const multipart = op.requestBody?.content?.['multipart/form-data']?.schema;
      const responses: DocOperation['responses'] = {};
      for (const [status, answer] of Object.entries<Json>(op.responses)) {
        responses[status] = { json: answer.content?.['application/json']?.schema, file: !!answer.content?.['*/*'] };
      }
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        access: op['x-svc-access'],
        parameters,
        ...(json || multipart ? { body: { kind: json ? ('json' as const) : ('multipart' as const), schema: json ?? multipart, required: op.requestBody.required === true } } : {}),
        responses,
      });
    }
  }

  const ajv = new Ajv2020({ allErrors: false, strict: true, validateFormats: true });
  for (const format of ['uuid', 'email', 'date']) ajv.addFormat(format, true);
  ajv.addFormat('binary', (value: string) => value === FILE_PART);
  const compiled = new WeakMap<object, ValidateFunction>();
  /** A validator of one schema of the document, compiled once. */
  const validator = (schema: Schema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  /** The document's error body, which every 4xx and 5xx answer carries. */
  const errorSchema: Schema = resolve(document.components.schemas.Error);

  return { document, operations, validator, errorSchema };
}

export type Contract = ReturnType<typeof loadDocument>;
