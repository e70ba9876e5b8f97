// Writes what the conformance suite checks against into tools/contract/ (run with tsx, which reads
// the repository's TypeScript): the published OpenAPI document (docs/openapi.json, which carries who
// may call each operation as `x-svc-access`), and contract.json, read from the reference server's
// policy table (what an end user and staff never send, the values pinned for them) and its limits.
// The published package cannot import the repository's sources at run time, so it carries both
// files, made here at `prepack` and before the tools' tests (`npm run contract -w tools`).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { END_USER_NEVER, policy } from '../../server/src/policy/table.ts';
import { POLICY_LIMITS } from '../../server/src/policy/limits.ts';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../server/src/app.ts';
import { LIMITS } from '../../src/api/limits.ts';

const repo = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const out = fileURLToPath(new URL('../contract/', import.meta.url));
mkdirSync(out, { recursive: true });

const openapi = JSON.parse(readFileSync(repo('docs/openapi.json'), 'utf8'));
const rule = (line) => (line ? { forbidden: [...(line.forbidden ?? [])], pinned: { ...(line.pinned ?? {}) } } : undefined);
const send = Object.fromEntries(
  Object.entries(policy).map(([operation, line]) => [operation, Object.fromEntries(
    [['endUser', rule(line.endUser)], ['staff', rule(line.staff)], ['signUp', rule(line.signUp)]].filter(([, value]) => value),
  )]),
);
const contract = {
  about: 'What svc-elements-tools conformance checks, from the reference server of svc-elements (server/src/policy/table.ts, limits.ts, app.ts). Generated: do not edit.',
  version: openapi.info.version,
  endUserNever: [...END_USER_NEVER],
  send,
  limits: {
    jsonBodyBytes: JSON_BODY_LIMIT,
    uploadBodyBytes: UPLOAD_BODY_LIMIT,
    uploadFileBytesBelow: LIMITS.uploadBytesBelow,
    jsonDepth: POLICY_LIMITS.jsonDepth,
    idsPerRequest: POLICY_LIMITS.idsPerRequest,
  },
};
writeFileSync(`${out}contract.json`, `${JSON.stringify(contract, null, 2)}\n`);
copyFileSync(repo('docs/openapi.json'), `${out}openapi.json`);
console.log(`svc-elements-tools: contract ${contract.version} written to tools/contract/ (${Object.keys(send).length} operations)`);
