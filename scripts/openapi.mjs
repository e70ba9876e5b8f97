// Writes docs/openapi.json, the route table as an OpenAPI 3.1 document, from the operations table, its zod
// schemas (zod's own JSON Schema output) and who may call each operation (server/src/access.ts).
// `--check`: fail if the committed document differs (`--file=<path>`: check or write another file). Nothing here states a limit: every bound, enum and
// pattern comes from the schemas; checks that JSON Schema cannot say are named in words in `description`.
// The page that shows it (docs/api-reference/) is Swagger UI's own files, served by `npm run openapi:page`.
import { readFileSync } from 'node:fs';
import { writeOrCheck } from './doc-section.mjs';
import { register } from 'tsx/esm/api';

// The kit's TypeScript modules as they are (tsx): one module graph, so one zod and one map of keyed unions.
register();
const { operations, answersWaitingSca } = await import('../src/api/operations.ts');
const { idResult } = await import('../src/api/operations/define.ts');
const { waitingSca } = await import('../src/api/schemas/common.ts');
const { keyedUnionParts } = await import('../src/api/keyed-union.ts');
const { UPLOAD_TYPES } = await import('../src/api/upload-list.ts');
const { choicesOf } = await import('../src/api/primitives.ts');
const { KIT_LIMITS } = await import('../src/api/limits.ts');
const { ScaStrategy } = await import('../src/api/enums/common.ts');
const { access, accessText } = await import('../server/src/access.ts');
const z = await import('zod/mini');

const OUT = process.argv.find((arg) => arg.startsWith('--file='))?.slice('--file='.length) ?? 'docs/openapi.json';

/**
 * Words for the named rules of the kit (a refinement's `params.rule`) whose own message does not say the whole
 * check; every other rule is said by its message, as the kit words it. A rule with neither stops the generator,
 * so that no check goes unsaid.
 */
const RULE_WORDS = {
  iban: 'The kit also checks the IBAN against the SWIFT IBAN registry: the country’s length and format and the ISO 13616 mod-97 checksum.',
  bic: 'The kit also checks the BIC’s shape (ISO 9362, 8 or 11 characters) and its country code (ISO 3166-1, or XK).',
  'file-size': 'The file must be smaller than {maximum} bytes.',
};
/** The other values a partial enumeration accepts, by their form (src/api/open-enum.ts). */
const OPEN_FORM_WORDS = {
  'upper-snake': `any other UPPER_SNAKE_CASE value of at most ${KIT_LIMITS.enumValueChars} characters`,
  country: 'any other ISO 3166-1 alpha-3 country code',
  currency: 'any other ISO 4217 currency code',
};
const TRANSFORM_WORDS = 'The kit normalises this value (a transform) before its other checks; the schema shows what is accepted on the wire.';

/** The named rules and transforms anywhere inside a schema (followed through pipes, optionals and wrappers). */
function hiddenChecks(schema, found = { rules: new Map(), patterns: [], transform: false, other: [] }, seen = new Set()) {
  if (!schema?._zod || seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check !== 'custom') continue;
    const rule = checkDef.params?.rule;
    if (rule in OPEN_FORM_WORDS) continue; // a partial enumeration: said by its own schema (openEnumSchema)
    if (checkDef.params?.regex) {
      found.patterns.push(checkDef.params.regex);
      continue;
    }
    const message = checkDef.error ? String(checkDef.error()?.message ?? checkDef.error()) : undefined;
    if (rule) found.rules.set(rule, { params: checkDef.params, message });
    else if (message) found.other.push(message);
    // A bare check (no words, no rule) refuses nothing the schema does not say: the tolerant reading of answers (tolerant.ts), the whole-number check (said as `integer`).
  }
  if (def.type === 'transform') found.transform = true;
  if (def.type === 'pipe') {
    hiddenChecks(def.in, found, seen);
    hiddenChecks(def.out, found, seen);
  }
  if (def.innerType) hiddenChecks(def.innerType, found, seen);
  return found;
}

function wordsFor({ rules, transform, other }) {
  const words = [...rules].map(([rule, { params, message }]) => {
    if (rule in RULE_WORDS) return RULE_WORDS[rule].replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
    if (!message) throw new Error(`scripts/openapi.mjs: the kit's rule "${rule}" has no message; add words for it to RULE_WORDS.`);
    return `The kit also checks: “${message}”.`;
  });
  if (transform) words.push(TRANSFORM_WORDS);
  for (const message of other) words.push(`The kit also checks: “${message}”.`);
  return words;
}

const describe = (json, words) => {
  const all = [json.description, ...words].filter(Boolean);
  if (all.length) json.description = [...new Set(all)].join(' ');
};

/** A keyed union's alternatives (its pipe hides them from zod's output) with the keys that pick each. */
function keyedUnionSchema(parts, request) {
  const { options, keys } = parts;
  const shapes = options.map((option) => toSchema(option, { request }));
  const picks = keys.map((list, index) => `${list.map((key) => `\`${key}\``).join(' or ')} picks shape ${index + 1}`);
  return {
    anyOf: shapes,
    description: `One of ${options.length} shapes, picked by a key only that shape has: ${picks.join('; ')}. ` +
      'A value with none of these keys is checked as shape 1. The kit reports the problems of the picked shape. (`anyOf`, not `oneOf`: the shapes are open, so one value may fit both.)',
  };
}

/** A partial enumeration: its listed values, and the form of the others the service may send or take. */
function openEnumSchema({ values, form }) {
  // With no value listed (the spec names none), an `enum: []` would accept nothing: the form alone is said.
  if (values.length === 0) return { type: 'string', description: `Any ${OPEN_FORM_WORDS[form].replace(/^any other /, '')}: the spec lists no values, and the kit checks their form.` };
  return {
    anyOf: [{ type: 'string', enum: [...values] }, { type: 'string' }],
    description: `One of the listed values or ${OPEN_FORM_WORDS[form]}: the service knows more values than the spec shows, and the kit checks their form.`,
  };
}

/** The JSON Schema (2020-12) of a zod schema as sent on the wire: zod's input side. */
function toSchema(schema, { file = false, request = false } = {}) {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      const { zodSchema, jsonSchema } = ctx;
      const parts = keyedUnionParts.get(zodSchema);
      if (parts) {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(jsonSchema, keyedUnionSchema(parts, request));
        return;
      }
      const def = zodSchema._zod.def;
      const choices = def.type === 'string' ? choicesOf(zodSchema) : undefined;
      if (choices?.open) {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(jsonSchema, openEnumSchema(choices));
        return;
      }
      // The kit's whole numbers (primitives.ts `integer`) refuse a fraction in a check of their own.
      if (def.type === 'number' && zodSchema.safeParse(0.5).error?.issues.some((issue) => issue.expected === 'int')) jsonSchema.type = 'integer';
      // What the kit sends has no other keys (a plain object strips them before sending): a request's plain
      // objects say so. Loose ones (`looseObject`, further fields sent as given) and answers, read tolerantly, do not.
      if (request && def.type === 'object' && !def.catchall && !('additionalProperties' in jsonSchema)) jsonSchema.additionalProperties = false;
      if (def.type === 'custom') {
        if (!file) throw new Error('scripts/openapi.mjs: a custom schema outside a multipart body has no JSON Schema.');
        Object.assign(jsonSchema, { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' });
      }
      // A pipe's other side is never visited by zod in input mode: say its checks here.
      const found = def.type === 'pipe' ? hiddenChecks(zodSchema) : hiddenChecks({ _zod: { def: { checks: def.checks } } });
      describe(jsonSchema, wordsFor(found));
      // A regular expression checked in code (primitives.ts `pattern`): the same in JSON Schema, flags aside.
      for (const regex of found.patterns) {
        if (regex.flags.replace('u', '') === '' && !jsonSchema.pattern) jsonSchema.pattern = regex.source;
        else describe(jsonSchema, [`The kit also checks the value against the regular expression /${regex.source}/${regex.flags}.`]);
      }
    },
  });
  delete json.$schema;
  if (json.$defs) throw new Error('scripts/openapi.mjs: a recursive schema needs $defs, which this generator does not place in components.');
  return json;
}

/** One parameter per key of an object schema (path or query). */
function parameters(schema, place) {
  const json = toSchema(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const array = property.type === 'array';
    const { description, ...rest } = property;
    return {
      // Arrays go as repeated `key[]=value`, the spec's names for array filters (src/client/prepare.ts).
      name: array ? `${name}[]` : name,
      in: place,
      ...(description ? { description } : {}),
      required: place === 'path' || required.has(name),
      ...(array ? { style: 'form', explode: true } : {}),
      schema: rest,
    };
  });
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorContent = { 'application/json': { schema: ERROR } };

/** The SCA headers of an [SCA] operation (src/client/attempt.ts sends them). */
const SCA_PARAMETERS = [
  { $ref: '#/components/parameters/ScaStrategy' },
  { $ref: '#/components/parameters/ScaId' },
  { $ref: '#/components/parameters/ScaSignature' },
];

function successResponses(def) {
  const waiting = answersWaitingSca.has(def.name)
    ? { 202: { description: 'Accepted, waiting for SCA: the change is made once the end user approves it.', content: { 'application/json': { schema: toSchema(waitingSca) } } } }
    : {};
  return { ...answerOf(def), ...waiting };
}

function answerOf(def) {
  if (def.response === 'none') return { 204: { description: 'No Content.' } };
  if (def.response === 'file') {
    return {
      200: {
        description: 'The file, with its own media type and a `Content-Disposition: attachment` header.',
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  const schema = toSchema(def.response);
  // A creation answers 201 with the new resource's id (`idResult`, or the id and what is shown once, as a new
  // partner user's one-time password); any other answer, an acquiring payment's id and page included, is 200.
  const created = def.method === 'POST' && (def.response === idResult || (def.name.startsWith('create') && schema.required?.includes('id')));
  const status = created ? 201 : 200;
  return { [status]: { description: created ? 'Created.' : 'OK.', content: { 'application/json': { schema } } } };
}

function requestBody(def) {
  if (!def.body) return undefined;
  // An absent body is read as an empty one (the kit's client and the reference server): required only when `{}` is refused.
  const required = !def.body.safeParse({}).success;
  if (def.bodyType === 'multipart') {
    const schema = toSchema(def.body, { file: true, request: true });
    const files = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format === 'binary').map(([name]) => name);
    return {
      required,
      content: {
        'multipart/form-data': {
          schema,
          encoding: Object.fromEntries(files.map((name) => [name, { contentType: UPLOAD_TYPES.split(',').join(', ') }])),
        },
      },
    };
  }
  return { required, content: { 'application/json': { schema: toSchema(def.body, { request: true }) } } };
}

function operationOf(def) {
  const rule = access[def.name];
  const notes = [
    `Who may call it: ${accessText[rule].replace(/`/g, '')}.`,
    def.sca ? 'Needs strong customer authentication [SCA]: a first call may answer 409 with `scaId` and `ttl`; the retry carries `Service-SCA-Id`.' : '',
    def.referred ? 'The spec refers to this operation without describing it: its shapes are the kit’s own.' : '',
    def.kitOwn?.length ? `The kit’s own (the spec shows none): ${def.kitOwn.join('; ')}.` : '',
    def.crossCheck ? 'A rule between the path and the body that neither schema states alone is checked by the kit.' : '',
  ].filter(Boolean);
  const parameterList = [
    ...(def.params ? parameters(def.params, 'path') : []),
    ...(def.query ? parameters(def.query, 'query') : []),
    ...(def.sca ? SCA_PARAMETERS : []),
  ];
  const body = requestBody(def);
  return {
    operationId: def.name,
    summary: def.summary,
    description: notes.join('\n\n'),
    tags: [def.area],
    'x-svc-access': rule,
    ...(def.sca ? { 'x-svc-sca': true } : {}),
    ...(parameterList.length ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...successResponses(def),
      '4XX': { description: 'Refused: the error body says why (`code`, and `field` or `errors` for the fields).', content: errorContent },
      '5XX': { description: 'The backend or the banking service failed.', content: errorContent },
    },
  };
}

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const paths = {};
for (const def of Object.values(operations)) {
  try {
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operationOf(def);
  } catch (error) {
    // The operation's name says where to look; the stack would only say where the generator stopped.
    console.error(`${def.name}: ${error.message}`);
    process.exit(1);
  }
}

const document = {
  openapi: '3.1.0',
  info: {
    title: 'svc-elements route table',
    version,
    license: { name: 'MIT', identifier: 'MIT' },
    description: [
      'The routes a partner backend serves for the svc-elements kit, generated from the kit’s operations table and zod schemas',
      '(`npm run openapi`; do not edit by hand). Each operation says who may call it (`x-svc-access`, as in the reference',
      'server’s `server/src/access.ts`). The partner key (`Service-Auth`) is added by the backend, never sent by a browser;',
      'how end users and staff sign in is the partner’s own and is not described here.',
    ].join(' '),
  },
  servers: [{ url: '/api', description: 'The reference server’s base path.' }],
  tags: [...new Set(Object.values(operations).map((def) => def.area))].map((name) => ({ name })),
  paths,
  components: {
    schemas: {
      Error: {
        type: 'object',
        description: 'The error body of every refusal. A backend maps the service’s own errors to it; the kit shows its own words for `code`, never `message`.',
        properties: {
          code: { type: 'string', description: 'A stable code: `INVALID_REQUEST`, `FORBIDDEN`, `NOT_FOUND`, `SCA_REQUIRED`, `RATE_LIMITED`…' },
          message: { type: 'string', description: 'Words for the partner’s logs; never shown to an end user.' },
          field: { type: 'string', description: 'The dotted path of the one field refused (`phone.number`).' },
          errors: {
            type: 'array',
            items: {
              type: 'object',
              properties: { field: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' } },
              required: ['field'],
            },
          },
          scaId: { type: 'string', description: 'On a 409 with an SCA code: the pending SCA, sent back as `Service-SCA-Id`.' },
          ttl: { description: 'On a 409 with an SCA code: how long the pending SCA lives (an ISO 8601 duration or seconds).' },
          requestId: { type: 'string', description: 'The request’s id, as in the `x-request-id` header, for the logs.' },
        },
        required: ['code'],
      },
    },
    parameters: {
      ScaStrategy: {
        name: 'Service-SCA-Strategy', in: 'header', required: false,
        description: 'How the end user approves [SCA] operations. `BY_PASS` is for the sandbox only: the reference server refuses it.',
        schema: { type: 'string', enum: [...ScaStrategy] },
      },
      ScaId: {
        name: 'Service-SCA-Id', in: 'header', required: false,
        description: 'On the retry after a 409: the `scaId` of the pending SCA.',
        schema: { type: 'string' },
      },
      ScaSignature: {
        name: 'Service-SCA-Signature', in: 'header', required: false,
        description: 'With `DATA_SIGNING`: the signature of this attempt (it lives 30 s).',
        schema: { type: 'string' },
      },
    },
  },
};

writeOrCheck(OUT, `${JSON.stringify(document, null, 2)}\n`, { what: `the route table as OpenAPI (${Object.keys(operations).length} operations)`, command: 'npm run openapi' });
