/**
 * Whole requests from the document: an operation, a caller (an end user, back-office staff,
 * nobody), and its path, query and body, either all valid or broken at one place (arbitraries.ts),
 * or a body that is not the operation's at all (not JSON, not an object, absent). Plain JSON values,
 * so that a failing request prints whole and can be kept in seeds.json.
 *
 * `verdict` is the document's word on a request (document.ts validators): valid, or why not.
 */
import fc from 'fast-check';
import { SEED } from '../../../src/sandbox/index.js';
import { broken, expanded, respellings, valid, type Broken, type Pools } from './arbitraries.js';
import { FILE_PART, type Access, type Contract, type DocOperation, type Parameter, type Schema } from './document.js';

export type Caller = 'end user' | 'staff' | 'nobody';
export const CALLERS: readonly Caller[] = ['end user', 'staff', 'nobody'];

/** Whether `x-svc-access` lets this caller call the operation (the back office is staff with the `back-office` role). */
export function mayCall(access: Access, caller: Caller): boolean {
  if (access === 'sign-up') return true;
  if (caller === 'end user') return access === 'end-user' || access === 'end-user+back-office';
  if (caller === 'staff') return access === 'staff:back-office' || access === 'end-user+back-office';
  return false;
}

/** A file part of a multipart body, by kind: the first three are types the document lists. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'text' | 'html';
export const LISTED_FILE_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg'];
export interface FilePart {
  $file: FileKind;
}
export const isFilePart = (value: unknown): value is FilePart => !!value && typeof value === 'object' && Object.hasOwn(value, '$file');

export interface FuzzRequest {
  operation: string;
  caller: Caller;
  /** The end user signed in, when the caller is one. */
  endUser?: string;
  path: Record<string, string>;
  /** Entries in order, an array parameter's items each under `name[]`. */
  query: [string, string][];
  /** A JSON value (`Deep` markers written out when sent), or a multipart body's parts. */
  body?: unknown;
  /** A body sent as this text instead. */
  raw?: string;
  /** What was broken, and where; absent: meant valid. */
  broken?: string;
}

const seedIds = Object.values(SEED).flatMap((group) => Object.values(group)) as string[];

/**
 * Who is signed in when the caller is an end user, and the ids requests are made of: mostly that
 * end user's own records (by their seed names), then anyone's, now and then an id nobody has. A
 * person with most records, a company with declared people, a person with few.
 */
interface World {
  endUser: string;
  pools: Pools;
}
function worldOf(endUser: string, prefix: string): World {
  const own = Object.values(SEED).flatMap((group) => Object.entries(group).filter(([name]) => name.startsWith(prefix)).map(([, id]) => id as string));
  return { endUser, pools: { id: fc.oneof({ arbitrary: fc.constantFrom(endUser, ...own), weight: 4 }, { arbitrary: fc.constantFrom(...seedIds), weight: 2 }, fc.uuid()) } };
}
const WORLDS: readonly World[] = [worldOf(SEED.consumers.alice, 'alice'), worldOf(SEED.corporates.nordwind, 'nordwind'), worldOf(SEED.consumers.bruno, 'bruno')];

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(expanded(value)));
/** A path segment that stays one: `..`, `.` and nothing are resolved away by the URL before any server sees them. */
const segment = (value: string) => (['', '.', '..'].includes(value) ? `${value}x` : value);

function validParts(op: DocOperation, pools: Pools) {
  const pathParams = op.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = op.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((parameter) => [parameter.name, valid(parameter.schema, pools).map((value) => segment(text(value)))])));
  const query = fc
    .tuple(...queryParams.map((parameter) => (parameter.required ? valid(parameter.schema, pools).map((value) => [value]) : fc.option(valid(parameter.schema, pools), { nil: undefined }).map((value) => (value === undefined ? [] : [value])))))
    .map((values) => values.flatMap((present, index) => present.flatMap((value) => entriesOf(queryParams[index]!, value))));
  const body = op.body ? (op.body.kind === 'multipart' ? validForm(op.body.schema, pools) : valid(op.body.schema, pools)) : fc.constant(undefined);
  return { path, query, body, pathParams, queryParams };
}

/** A query parameter's value as entries: each item of an array under `name[]`. */
function entriesOf(parameter: Parameter, value: unknown): [string, string][] {
  return Array.isArray(value) && parameter.schema.type === 'array' ? value.map((item) => [parameter.name, text(item)]) : [[parameter.name, text(value)]];
}

/** A multipart body: its text parts, and a file of a listed type where the schema has a binary part. */
function validForm(schema: Schema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, inner]) => [key, inner.format === 'binary' ? fc.constantFrom(...LISTED_FILE_KINDS).map(($file): FilePart => ({ $file })) : valid(inner, pools).map(text)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** One part broken: a path parameter, the query, or the body. */
function brokenParts(op: DocOperation, parts: ReturnType<typeof validParts>, pools: Pools): fc.Arbitrary<Partial<FuzzRequest> & { broken: string }>[] {
  const variants: fc.Arbitrary<Partial<FuzzRequest> & { broken: string }>[] = [];
  for (const parameter of parts.pathParams) {
    const odd = fc.constantFrom('not-an-id', '%', ' ', 'ä', 'a'.repeat(300), `${SEED.consumers.alice}x`, `${SEED.consumers.alice}/pin`);
    const bad = broken(parameter.schema, pools, `path.${parameter.name}`);
    const value = fc.oneof(odd.map((value) => ({ value, how: `path.${parameter.name}: ${JSON.stringify(value)}` })), ...(bad ? [bad.map(({ value, how }) => ({ value: text(value), how }))] : []));
    variants.push(fc.tuple(parts.path, value).map(([path, { value: inner, how }]) => ({ path: { ...path, [parameter.name]: segment(inner) }, broken: how })));
  }
  const names = parts.queryParams.map((parameter) => parameter.name.replace(/\[\]$/, ''));
  const extras = [...new Set(['extra', 'endUserID', 'end_user_id', 'PageSize', ...names.flatMap(respellings)])].filter((name) => !names.includes(name));
  variants.push(fc.tuple(parts.query, fc.constantFrom(...extras), fc.constantFrom('1', SEED.consumers.bruno, 'PARTNER')).map(([query, name, value]) => ({ query: [...query, [name, value] as [string, string]], broken: `query.${name}: not a parameter` })));
  for (const parameter of parts.queryParams) {
    const name = parameter.name;
    const others = parts.query.map((query) => query.filter(([key]) => key !== name));
    const bad = broken(parameter.schema, pools, `query.${name}`);
    if (bad) variants.push(fc.tuple(others, bad).map(([query, { value, how }]) => ({ query: [...query, ...entriesOf(parameter, value)], broken: how })));
    if (parameter.schema.type === 'array') {
      // One past the server's cap on any array (POLICY_LIMITS.arrayItems), where the document sets none.
      const count = (parameter.schema.maxItems ?? 100) + 1;
      variants.push(fc.tuple(others, fc.array(valid(parameter.schema.items ?? {}, pools), { minLength: count, maxLength: count })).map(([query, items]) => ({ query: [...query, ...entriesOf(parameter, items)], broken: `query.${name}: ${count} items` })));
    } else {
      variants.push(fc.tuple(others, valid(parameter.schema, pools), fc.boolean()).map(([query, value, listed]) => ({
        query: listed ? [...query, [`${name}[]`, text(value)] as [string, string]] : [...query, [name, text(value)] as [string, string], [name, text(value)] as [string, string]],
        broken: listed ? `query.${name}[]: a single value as a list` : `query.${name}: given twice`,
      })));
    }
  }
  if (op.body) variants.push(fc.constant({ body: undefined, broken: 'body: absent' }));
  if (op.body?.kind === 'json') {
    const bad = broken(op.body.schema, pools);
    if (bad) variants.push(bad.map(({ value, how }: Broken) => ({ body: value, broken: `body ${how}` })));
    variants.push(fc.constantFrom('{', '[]', 'null', '"text"', '{"a":1', '\u0000').map((raw) => ({ raw, broken: `body: ${JSON.stringify(raw)} sent` })));
  }
  if (op.body?.kind === 'multipart') {
    const properties = op.body.schema.properties ?? {};
    const keys = Object.keys(properties);
    const fileKey = keys.find((key) => properties[key]!.format === 'binary') ?? 'file';
    const form = validForm(op.body.schema, pools);
    variants.push(fc.tuple(form, fc.constantFrom<FileKind>('text', 'html')).map(([body, $file]) => ({ body: { ...body, [fileKey]: { $file } }, broken: `body.${fileKey}: a ${$file} file, not a listed type` })));
    variants.push(form.map((body) => ({ body: { ...body, [fileKey]: 'not a file' }, broken: `body.${fileKey}: text, not a file` })));
    const spelt = keys.flatMap((key) => respellings(key).filter((other) => !keys.includes(other)));
    variants.push(fc.tuple(form, fc.constantFrom('extra', ...spelt)).map(([body, key]) => ({ body: { ...body, [key]: '1' }, broken: `body.${key}: not a part` })));
    for (const key of keys.filter((key) => key !== fileKey)) {
      const bad = broken(properties[key]!, pools, `body.${key}`);
      if (bad) variants.push(fc.tuple(form, bad).map(([body, { value, how }]) => ({ body: { ...body, [key]: text(value) }, broken: how })));
    }
  }
  return variants;
}

/** Requests of one operation in one world, valid as often as broken. */
export function requestsOf(op: DocOperation, { endUser, pools }: World): fc.Arbitrary<FuzzRequest> {
  const parts = validParts(op, pools);
  type Shape = Pick<FuzzRequest, 'path' | 'query' | 'body' | 'raw' | 'broken'>;
  const validOne: fc.Arbitrary<Shape> = fc.record({ path: parts.path, query: parts.query, body: parts.body });
  const brokenOnes = brokenParts(op, parts, pools);
  const shape: fc.Arbitrary<Shape> = fc.oneof(
    { arbitrary: validOne, weight: Math.max(2, brokenOnes.length) },
    ...brokenOnes.map((variant) => fc.tuple(validOne, variant).map(([whole, part]) => ({ ...whole, ...part }))),
  );
  // Callers the operation lets in three times as often as the others: most requests should get past who-may-call.
  const callers = fc.oneof(...CALLERS.map((caller) => ({ arbitrary: fc.constant(caller), weight: mayCall(op.access, caller) ? 3 : 1 })));
  return fc.record({ caller: callers, shape }).map(({ caller, shape: { path, query, body, raw, broken: how } }) => {
    const request: FuzzRequest = { operation: op.id, caller, path, query };
    if (caller === 'end user') request.endUser = endUser;
    if (body !== undefined) request.body = body;
    if (raw !== undefined) request.raw = raw;
    if (how !== undefined) request.broken = how;
    return request;
  });
}

/** Requests of every operation of the document, each operation as likely. */
export const requests = (contract: Contract): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(...contract.operations.map((op) => fc.oneof(...WORLDS.map((world, index) => ({ arbitrary: requestsOf(op, world), weight: index === 0 ? 2 : 1 })))));

/** A query or multipart text read as the schema's type, as a server reading a form would. */
function coerce(schema: Schema, value: string): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The document's word on a request: undefined when valid, else the first reason. Beyond what JSON
 * Schema says: a query parameter the operation does not list, or a scalar one given twice, is not
 * the operation's (the server promises to refuse unknown keys everywhere, issue 27); a file part's
 * type must be one the document's `encoding` lists.
 */
export function verdict(contract: Contract, request: FuzzRequest): string | undefined {
  const op = contract.operations.find((candidate) => candidate.id === request.operation)!;
  const against = (schema: Schema, value: unknown, where: string) => {
    const validate = contract.validator(schema);
    return validate(value) ? undefined : `${where}: ${validate.errors?.[0]?.instancePath ?? ''} ${validate.errors?.[0]?.message ?? 'invalid'}`;
  };
  for (const parameter of op.parameters.filter((candidate) => candidate.in === 'path')) {
    const problem = against(parameter.schema, coerce(parameter.schema, request.path[parameter.name] ?? ''), `path.${parameter.name}`);
    if (problem) return problem;
  }
  const query = new Map<string, unknown>();
  for (const [name, value] of request.query) {
    const parameter = op.parameters.find((candidate) => candidate.in === 'query' && candidate.name === name);
    if (!parameter) return `query.${name}: not a parameter`;
    if (parameter.schema.type === 'array') query.set(name, [...((query.get(name) as unknown[]) ?? []), coerce(parameter.schema.items ?? {}, value)]);
    else if (query.has(name)) return `query.${name}: given twice`;
    else query.set(name, coerce(parameter.schema, value));
  }
  for (const parameter of op.parameters.filter((candidate) => candidate.in === 'query')) {
    if (!query.has(parameter.name)) {
      if (parameter.required) return `query.${parameter.name}: required`;
      continue;
    }
    const problem = against(parameter.schema, query.get(parameter.name), `query.${parameter.name}`);
    if (problem) return problem;
  }
  if (!op.body) return request.body !== undefined || request.raw !== undefined ? 'body: the operation takes none' : undefined;
  if (request.raw !== undefined) {
    try {
      return against(op.body.schema, JSON.parse(request.raw), 'body') ?? (op.body.kind === 'multipart' ? 'body: JSON, not a form' : undefined);
    } catch {
      return 'body: not JSON';
    }
  }
  if (request.body === undefined) return op.body.required ? 'body: required, missing' : undefined;
  if (op.body.kind === 'json') return against(op.body.schema, expanded(request.body), 'body');
  const properties = op.body.schema.properties ?? {};
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
    if (isFilePart(value)) {
      if (!LISTED_FILE_KINDS.includes(value.$file)) return `body.${key}: a ${value.$file} file is not a listed type`;
      form[key] = FILE_PART;
    } else form[key] = properties[key] ? coerce(properties[key], String(value)) : value;
  }
  return against(op.body.schema, form, 'body');
}
