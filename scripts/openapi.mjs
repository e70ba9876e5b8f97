// Writes docs/openapi.json, the route table as an OpenAPI 3.1 document, from the operations table, its zod
// schemas (zod's own JSON Schema output) and who may call each operation (server/src/access.ts).
// `--check`: fail if the committed document differs (`--file=<path>`: check or write another file). Nothing here states a limit: every bound, enum and
// pattern comes from the schemas; checks that JSON Schema cannot say are named in words in `description`.
//
// `node scripts/openapi.mjs page` (`npm run openapi:page`): the route table's reference page, for development:
// docs/openapi.json rendered by Swagger UI (swagger-ui-dist, its prebuilt files copied from node_modules),
// written to dist/api-reference/. Nothing is fetched from elsewhere: the page's policy allows its own origin
// only, so the browser itself refuses anything else. `page --serve` serves it on PORT (default 8630);
// `page --check` opens it in headless Chromium: every operation shown, no request to another origin, no
// policy violation.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import swaggerUiFolder from 'swagger-ui-dist/absolute-path.js';
import { build } from 'esbuild';

const OUT = process.argv.find((arg) => arg.startsWith('--file='))?.slice('--file='.length) ?? 'docs/openapi.json';

/** The kit's modules, bundled once together (one zod, one map of keyed unions) and imported. */
async function load() {
  const contents = [
    "export { operations, answersWaitingSca } from './src/api/operations.ts';",
    "export { idResult } from './src/api/operations/define.ts';",
    "export { waitingSca } from './src/api/schemas/common.ts';",
    "export { keyedUnionParts } from './src/api/keyed-union.ts';",
    "export { UPLOAD_TYPES } from './src/api/upload-list.ts';",
    "export { choicesOf } from './src/api/primitives.ts';",
    "export { KIT_LIMITS } from './src/api/limits.ts';",
    "export { ScaStrategy } from './src/api/enums/common.ts';",
    "export { access, accessText } from './server/src/access.ts';",
    "export * as z from 'zod/mini';",
  ].join('\n');
  const bundled = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}
const { operations, answersWaitingSca, idResult, waitingSca, keyedUnionParts, UPLOAD_TYPES, choicesOf, KIT_LIMITS, ScaStrategy, access, accessText, z } = await load();

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
    // The bundle is imported from a data: URL: a stack would print all of it.
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

// ---- The reference page ----------------------------------------------------------------------------

const PAGE_OUT = 'dist/api-reference';
const UI = swaggerUiFolder();

/** Own origin only; Swagger UI sets inline styles on its elements, and shows its logo as a data: URL. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function writePage() {
  rmSync(PAGE_OUT, { recursive: true, force: true });
  mkdirSync(PAGE_OUT, { recursive: true });
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE']) copyFileSync(join(UI, file), join(PAGE_OUT, file));
  copyFileSync('docs/openapi.json', join(PAGE_OUT, 'openapi.json'));
  // No "try it out": the page is a reference, and the routes need the partner's sign-in and origin.
  writeFileSync(join(PAGE_OUT, 'reference.js'), [
    '/* global SwaggerUIBundle */',
    "SwaggerUIBundle({ url: './openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null, supportedSubmitMethods: [], defaultModelsExpandDepth: 0 });",
    '',
  ].join('\n'));
  writeFileSync(join(PAGE_OUT, 'index.html'), [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    '  <title>svc-elements route table: API reference</title>',
    '  <link rel="icon" href="data:,">',
    '  <link rel="stylesheet" href="swagger-ui.css">',
    '</head>',
    '<body>',
    '  <main id="reference"></main>',
    '  <script src="swagger-ui-bundle.js"></script>',
    '  <script src="reference.js"></script>',
    '</body>',
    '</html>',
    '',
  ].join('\n'));
}

const PAGE_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function serve(port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    if (!/^[\w.-]+$/.test(name)) return response.writeHead(404).end();
    let body;
    try {
      body = readFileSync(join(PAGE_OUT, name));
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'Content-Type': PAGE_TYPES[extname(name)] ?? 'text/plain', 'Content-Security-Policy': POLICY });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

/** The page in headless Chromium: every operation of the document shown, nothing asked of another origin. */
async function checkPage() {
  const { default: puppeteer } = await import('puppeteer-core');
  const { chromeArgs, findChrome } = await import('../test/runner/find-chrome.mjs');
  const { paths } = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  const expected = Object.values(paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const { origin, close } = await serve(0);
  const browser = await puppeteer.launch({ executablePath: findChrome(), args: chromeArgs, headless: true });
  const elsewhere = [];
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction((count) => document.querySelectorAll('.opblock').length === count, { timeout: 30_000 }, expected);
    const shown = await page.$$eval('.opblock', (blocks) => blocks.length);
    console.log(`${PAGE_OUT}: ${shown} operations shown of ${expected}; ${elsewhere.length} requests to other origins; ${problems.length} console errors.`);
    if (elsewhere.length || problems.length) {
      for (const line of [...elsewhere, ...problems]) console.error(`  ${line}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    close();
  }
}

/** `node scripts/openapi.mjs page [--serve|--check]`: the committed document as a page. */
async function page() {
  writePage();
  if (process.argv.includes('--check')) {
    await checkPage();
  } else if (process.argv.includes('--serve')) {
    const { origin } = await serve(Number(process.env.PORT ?? 8630));
    console.log(`The route table's reference page: ${origin}/ (Ctrl-C to stop).`);
  } else {
    console.log(`${PAGE_OUT}/index.html written; serve it with \`npm run openapi:page -- --serve\`.`);
  }
}

const text = `${JSON.stringify(document, null, 2)}\n`;
if (process.argv[2] === 'page') {
  await page();
} else if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUT, 'utf8');
  } catch { /* missing counts as stale */ }
  if (committed !== text) {
    console.error(`${OUT}: stale; run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${OUT}: current.`);
} else {
  writeFileSync(OUT, text);
  console.log(`${OUT}: written (${Object.keys(operations).length} operations).`);
}
